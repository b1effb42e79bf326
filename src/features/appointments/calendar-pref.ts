// The owner's choice of calendar (week or day, remembered). A choice of this device's
// screen, not salon data: it stays in localStorage, never synced, and a storage that refuses
// (private mode, quota) only means the choice is not kept.
export type CalendarMode = 'week' | 'day';

const KEY = 'salon-desk:appointments-calendar';

export function savedCalendarMode(): CalendarMode {
  try {
    return localStorage.getItem(KEY) === 'day' ? 'day' : 'week';
  } catch {
    return 'week';
  }
}

export function saveCalendarMode(mode: CalendarMode): void {
  try {
    localStorage.setItem(KEY, mode);
  } catch {
    // Not kept: the next visit opens the week, as before.
  }
}
