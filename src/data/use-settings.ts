// Live reads of this device's own settings (local only, never synced: docs/architecture.md#local-only-tables).
import { db } from '../db/database';
import type { PhoneIntegration } from '../domain/phone';
import { readKey, useLiveRead } from './use-live-read';

/** The saved value under `key`: `{ value: undefined }` when nothing is saved, undefined while reading. */
export function useSetting<T>(key: string): { value: T | undefined } | undefined {
  return useLiveRead(readKey('setting', key), async () => ({ value: (await db.settings.get(key))?.value as T | undefined }), ['settings']);
}

/** The salon's phone integration: this device's setup and the salon's synced agent configuration; undefined while loading or without a salon. */
export function usePhoneIntegration(salonId: string | undefined): PhoneIntegration | undefined {
  // Loaded on first use: the repository brings libphonenumber (about 30 KB gzip), which this
  // barrel would otherwise put into every dashboard start, though only the Phone and Sarah
  // screens read the integration.
  const load = salonId ? async () => (await import('../db/repositories/phone-settings')).loadPhoneIntegration(db, salonId) : null;
  return useLiveRead(readKey('phone', salonId ?? null), load, ['settings', 'agent_settings']);
}
