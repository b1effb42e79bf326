// What the Salon Profile says about the device's storage (navigator.storage), in plain words.

import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { formatBytes } from '../../domain/storage-quota';

// The same figures as the quota warning (src/domain/storage-quota.ts) use.
export { formatBytes };

export interface StorageFacts {
  /** undefined: the browser does not report it. */
  usage?: number;
  quota?: number;
  /** null: the browser does not say. */
  persisted: boolean | null;
}

export function usageText(i18n: I18n, facts: StorageFacts): string {
  if (facts.usage === undefined) return i18n._(msg`This browser does not report how much space the app uses on this device.`);
  const used = formatBytes(facts.usage);
  if (facts.quota === undefined || facts.quota <= 0) return i18n._(msg`Using ${used} on this device.`);
  const quota = formatBytes(facts.quota);
  return i18n._(msg`Using ${used} of ${quota} on this device.`);
}

export function persistenceText(i18n: I18n, persisted: boolean | null): string {
  if (persisted === true) return i18n._(msg`Protected: the browser keeps the salon’s data even when the device runs low on space.`);
  if (persisted === false) return i18n._(msg`Not protected yet: the browser may clear the salon’s data if the device runs low on space. Keep a backup.`);
  return i18n._(msg`This browser does not say whether it keeps the salon’s data when the device runs low on space. Keep a backup.`);
}
