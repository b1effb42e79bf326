// When the device's storage is close to what the browser lets the app keep. Past its quota the
// browser refuses new writes (a booking, a pulled change) or, for storage that is not persistent,
// may clear the salon's data altogether, so the owner is told while there is still room to act.
import { fillText, type DomainText } from './texts';

/** Share of the quota in use from which the owner is warned. */
export const STORAGE_WARN_SHARE = 0.8;

export interface StorageUse {
  /** undefined: the browser does not report it. */
  usage?: number;
  quota?: number;
}

const UNITS = ['KB', 'MB', 'GB', 'TB'] as const;

/** 4_200_000 → "4.2 MB"; decimal units, as browsers and phones report storage. */
export function formatBytes(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes < 1000) return `${Math.max(0, Math.round(Number.isFinite(bytes) ? bytes : 0))} bytes`;
  let value = bytes / 1000;
  let unit = 0;
  while (value >= 1000 && unit < UNITS.length - 1) {
    value /= 1000;
    unit++;
  }
  // One decimal below 10 ("4.2 MB"), none above ("120 MB"), so the line stays short.
  const shown = value < 10 ? value.toFixed(1).replace(/\.0$/, '') : String(Math.round(value));
  return `${shown} ${UNITS[unit]}`;
}

/** The share of the quota in use, or null when the browser does not say both figures. */
export function storageShareUsed(use: StorageUse): number | null {
  if (use.usage === undefined || use.quota === undefined) return null;
  if (!Number.isFinite(use.usage) || !Number.isFinite(use.quota) || use.quota <= 0 || use.usage < 0) return null;
  return use.usage / use.quota;
}

/** The owner's warning once STORAGE_WARN_SHARE of the quota is used, with its figures apart; null below it or when unknown. */
export function storageWarningText(use: StorageUse, warnShare = STORAGE_WARN_SHARE): DomainText | null {
  const share = storageShareUsed(use);
  if (share === null || share < warnShare) return null;
  const percent = Math.min(100, Math.floor(share * 100));
  return {
    text:
      'This device is almost out of room for the salon’s data: {percent}% of the {quota} the browser allows is used. ' +
      'Free up space on the device and keep a backup (Salon Profile → Backup), or new bookings may not save here.',
    values: { percent, quota: formatBytes(use.quota ?? 0) },
  };
}

/** The owner's warning in English (storageWarningText); null below the share or when unknown. */
export function storageWarning(use: StorageUse, warnShare = STORAGE_WARN_SHARE): string | null {
  const text = storageWarningText(use, warnShare);
  return text && fillText(text.text, text.values);
}
