// The regular-week panel's words and view model. Pure, so it is tested without a browser.
import { i18n } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';
import { patternOn, weekFromHours, type PatternLike } from '../../domain/patterns';
import type { SavedHours } from '../../domain/business-hours';
import type { Shift } from '../../domain/schedule';

export const REGULAR_WEEK_SAVED = msg`Regular week saved. It repeats every week.`;

/** Monday first, as the week grid shows days; values are day_of_week (0 = Sunday). */
export const REGULAR_DAY_ORDER: readonly number[] = [1, 2, 3, 4, 5, 6, 0];

// eslint-disable-next-line lingui/no-unlocalized-strings -- the English names are keys (test ids, the domain's words) and Intl's zone, not shown text
const NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
/** The English name, as the rows' test ids and the domain say it. */
export const englishWeekday = (day: number) => NAMES[day] ?? String(day);

/** 'Monday' (or 'Mon' when `short`) in the owner's language, through Intl outside English. */
export function weekdayName(day: number, short = false, language: string = i18n.locale): string {
  if (language === 'en' || !NAMES[day]) return short ? englishWeekday(day).slice(0, 3) : englishWeekday(day);
  // 1 January 2023 was a Sunday.
  // eslint-disable-next-line lingui/no-unlocalized-strings -- the English names are keys (test ids, the domain's words) and Intl's zone, not shown text
  return new Intl.DateTimeFormat(language, { weekday: short ? 'short' : 'long', timeZone: 'UTC' }).format(Date.UTC(2023, 0, 1 + day, 12));
}

/** What the generate buttons do, said on the screen. */
export const GENERATE_HELP = msg`Each technician’s Regular week repeats every week, so customers can book ahead. The buttons change this week only: Generate Default fills it with the standard shifts, kept within your opening hours; Auto Generate repeats each technician’s own latest shifts; Copy Previous copies last week; Clear Week removes this week’s changes, and the regular weeks show again.`;

/** The dialog's starting week: the member's regular week, or the salon's hours when they have none. */
export function initialWeek(
  patterns: readonly PatternLike[],
  staffId: string,
  hours: readonly SavedHours[] | null | undefined,
): { week: Shift[]; hasRegular: boolean } {
  const own = [0, 1, 2, 3, 4, 5, 6].map((d) => patternOn(patterns, staffId, d));
  const fallback = weekFromHours(hours);
  if (own.every((p) => p === undefined)) return { week: fallback, hasRegular: false };
  return {
    week: own.map((p, d) => (p ? { start_time: p.start_time, end_time: p.end_time, is_day_off: p.is_day_off } : fallback[d])),
    hasRegular: true,
  };
}

/** The staff row's summary of their regular week: "Regular week: Tue–Sat" or "No regular week". */
export function regularSummary(patterns: readonly PatternLike[], staffId: string): string {
  const days = REGULAR_DAY_ORDER.filter((d) => {
    const p = patternOn(patterns, staffId, d);
    return p && !p.is_day_off;
  });
  if (days.length === 0) return t`No regular week`;
  const names = days.map((d) => weekdayName(d, true)).join(', ');
  return t`Works ${names}`;
}
