// What the Salon Profile says about the device's storage (navigator.storage), in plain words.

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
