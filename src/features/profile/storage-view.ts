// What the Salon Profile says about the device's storage (navigator.storage), in plain words.

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

export function usageText(facts: StorageFacts): string {
  if (facts.usage === undefined) return 'This browser does not report how much space the app uses on this device.';
  if (facts.quota === undefined || facts.quota <= 0) return `Using ${formatBytes(facts.usage)} on this device.`;
  return `Using ${formatBytes(facts.usage)} of ${formatBytes(facts.quota)} on this device.`;
}

export function persistenceText(persisted: boolean | null): string {
  if (persisted === true) return 'Protected: the browser keeps the salon’s data even when the device runs low on space.';
  if (persisted === false) return 'Not protected yet: the browser may clear the salon’s data if the device runs low on space. Keep a backup.';
  return 'This browser does not say whether it keeps the salon’s data when the device runs low on space. Keep a backup.';
}
