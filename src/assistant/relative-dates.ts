// The product's relative dates, resolved in code so the model never does calendar arithmetic:
// 'today', 'tomorrow', 'next week' (+7), a weekday bare or with 'next' (the next occurrence, at
// least one day ahead, 7 when it is today's weekday), 'this <weekday>' (this Monday-first week's
// day, or 7 days later when that day has passed or is today).
import { addDays, weekStartOf, weekdayOf, WEEKDAY_NAMES, type WeekdayName } from '../domain/dates';

export type RelativeDate = { date: string; weekday: WeekdayName } | null;

const WEEKDAYS = WEEKDAY_NAMES.map((n) => n.toLowerCase());

function weekdayIndex(word: string): number {
  const w = word.toLowerCase();
  // Accept common short forms ('fri', 'thurs') people type into a chat.
  return WEEKDAYS.findIndex((name) => name === w || (w.length >= 3 && name.startsWith(w)));
}

function result(date: string): RelativeDate {
  return { date, weekday: WEEKDAY_NAMES[weekdayOf(date)] };
}

/** The date `text` means, seen from `today` ('YYYY-MM-DD' in the salon's zone); null when unknown. */
export function parseRelativeDate(text: string, today: string): RelativeDate {
  const phrase = text
    .trim()
    .toLowerCase()
    .replace(/[.!?,]+$/g, '')
    .replace(/^on\s+/, '')
    .replace(/\s+/g, ' ');
  if (phrase === 'today') return result(today);
  if (phrase === 'tomorrow') return result(addDays(today, 1));
  if (phrase === 'next week') return result(addDays(today, 7));

  const m = /^(?:(next|this)\s+)?([a-z]+)$/.exec(phrase);
  if (!m) return null;
  const target = weekdayIndex(m[2]);
  if (target < 0) return null;
  const current = weekdayOf(today);

  if (m[1] === 'this') {
    // Monday-first week (docs/behaviour.md#limits): Monday is offset 0, Sunday offset 6.
    const offset = (target + 6) % 7;
    const day = addDays(weekStartOf(today), offset);
    return result(day <= today ? addDays(day, 7) : day);
  }
  const ahead = (target - current + 7) % 7;
  return result(addDays(today, ahead === 0 ? 7 : ahead));
}
