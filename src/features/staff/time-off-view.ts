// View model of a member's time off and daily breaks on Staff Management: what the
// card and the "Time off & breaks" dialog list, in words. Pure, so it is tested without a browser.
import { i18n } from '@lingui/core';
import { t } from '@lingui/core/macro';
import { format } from 'date-fns';
import { dateToNoon, isValidDate } from '../../domain/dates';
import { breakLabel, timeOffLabel } from './staff-words';
import type { StaffBreak, StaffTimeOff } from '../../domain/types';

type Live = { deleted?: boolean };

/** The member's time off that has not ended by `today` (past ones are history), soonest first. */
export function memberTimeOff<T extends Pick<StaffTimeOff, 'staff_id' | 'start_date' | 'end_date'> & Live>(
  rows: readonly T[],
  staffId: string,
  today: string,
): T[] {
  return rows
    .filter((r) => !r.deleted && r.staff_id === staffId && r.end_date >= today)
    .sort((a, b) => a.start_date.localeCompare(b.start_date) || a.end_date.localeCompare(b.end_date));
}

/** The member's daily breaks, earliest first. */
export function memberBreaks<T extends Pick<StaffBreak, 'staff_id' | 'start_time'> & Live>(rows: readonly T[], staffId: string): T[] {
  return rows.filter((r) => !r.deleted && r.staff_id === staffId).sort((a, b) => a.start_time.localeCompare(b.start_time));
}

const day = (date: string, pattern: string) => (isValidDate(date) ? format(dateToNoon(date), pattern) : date);

const ranges = new Map<string, Intl.DateTimeFormat>();

/**
 * 'Jan 7, 2030', 'Jan 7 – 11, 2030', 'Jan 30 – Feb 2, 2030', 'Dec 29, 2030 – Jan 2, 2031' in
 * English, as it always read; in another language Intl's own range ('7–11 thg 1, 2030').
 */
export function dateRangeText(start: string, end: string, language: string = i18n.locale): string {
  if (language !== 'en' && isValidDate(start) && isValidDate(end) && start <= end) {
    let f = ranges.get(language);
    // eslint-disable-next-line lingui/no-unlocalized-strings -- date-fns patterns for the English dates, not words
    if (!f) ranges.set(language, (f = new Intl.DateTimeFormat(language, { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' })));
    // eslint-disable-next-line lingui/no-unlocalized-strings -- date-fns patterns for the English dates, not words
    const utc = (d: string) => new Date(`${d}T00:00:00Z`);
    return start === end ? f.format(utc(start)) : f.formatRange(utc(start), utc(end));
  }
  // eslint-disable-next-line lingui/no-unlocalized-strings -- date-fns patterns for the English dates, not words
  if (start === end) return day(start, 'MMM d, yyyy');
  // eslint-disable-next-line lingui/no-unlocalized-strings -- date-fns patterns for the English dates, not words
  if (start.slice(0, 4) !== end.slice(0, 4)) return `${day(start, 'MMM d, yyyy')} – ${day(end, 'MMM d, yyyy')}`;
  // eslint-disable-next-line lingui/no-unlocalized-strings -- date-fns patterns for the English dates, not words
  if (start.slice(0, 7) !== end.slice(0, 7)) return `${day(start, 'MMM d')} – ${day(end, 'MMM d, yyyy')}`;
  // eslint-disable-next-line lingui/no-unlocalized-strings -- date-fns patterns for the English dates, not words
  return `${day(start, 'MMM d')} – ${day(end, 'd, yyyy')}`;
}

/** 'Vacation · Jan 7 – 11, 2030 · Lisbon'. */
export function timeOffText(r: Pick<StaffTimeOff, 'start_date' | 'end_date' | 'reason' | 'note'>): string {
  return [timeOffLabel(r.reason), dateRangeText(r.start_date, r.end_date), r.note].filter(Boolean).join(' · ');
}

/** The card's line: the next (or current) time off and the daily breaks; null when there is neither. */
export function awaySummary(timeOff: readonly StaffTimeOff[], breaks: readonly StaffBreak[]): string | null {
  const parts: string[] = [];
  if (timeOff.length > 0) {
    const next = `${timeOffLabel(timeOff[0].reason)}: ${dateRangeText(timeOff[0].start_date, timeOff[0].end_date)}`;
    const more = timeOff.length - 1;
    parts.push(more > 0 ? t`${next} (+${more} more)` : next);
  }
  if (breaks.length > 0) parts.push(breaks.map(breakLabel).join(', '));
  return parts.length > 0 ? parts.join(' · ') : null;
}
