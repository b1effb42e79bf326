// The product's relative dates, exhaustively for every weekday of a week that crosses a month end.
import { describe, expect, it } from 'vitest';
import { parseRelativeDate } from './relative-dates';
import { normalizeClock } from './tools/booking';
import { phonesIn } from './tools/tool';
import { addDays, weekdayOf, WEEKDAY_NAMES } from '../domain/dates';

const date = (text: string, today: string) => parseRelativeDate(text, today)?.date;

describe('parseRelativeDate', () => {
  it('today, tomorrow and next week (+7), across month and year ends', () => {
    expect(date('today', '2026-03-31')).toBe('2026-03-31');
    expect(date('Tomorrow', '2026-03-31')).toBe('2026-04-01');
    expect(date('tomorrow', '2026-12-31')).toBe('2027-01-01');
    expect(date('next week', '2026-03-28')).toBe('2026-04-04');
    expect(date('  Next   Week. ', '2028-02-25')).toBe('2028-03-03');
  });

  // Monday 2026-03-30 … Sunday 2026-04-05: every "today" against every weekday name.
  for (let t = 0; t < 7; t++) {
    const today = addDays('2026-03-30', t);
    it(`from ${WEEKDAY_NAMES[weekdayOf(today)]} ${today}`, () => {
      for (let target = 0; target < 7; target++) {
        const name = WEEKDAY_NAMES[target];
        const ahead = (target - weekdayOf(today) + 7) % 7 || 7;
        // Bare and 'next': the next occurrence, at least one day ahead, 7 on the same weekday.
        expect(date(name, today)).toBe(addDays(today, ahead));
        expect(date(`next ${name.toLowerCase()}`, today)).toBe(addDays(today, ahead));
        // 'this': this Monday-first week's day; a day already passed, or today, is a week later.
        const thisWeek = addDays('2026-03-30', (target + 6) % 7);
        expect(date(`this ${name}`, today)).toBe(thisWeek > today ? thisWeek : addDays(thisWeek, 7));
        expect(parseRelativeDate(`this ${name}`, today)?.weekday).toBe(name);
      }
    });
  }

  it('short forms and "on" are understood; anything else is not', () => {
    expect(date('on Fri', '2026-03-25')).toBe('2026-03-27');
    expect(date('next thurs', '2026-03-25')).toBe('2026-03-26');
    for (const text of ['someday', 'next month', 'in two days', '2026-03-27', 'this', 'next', '']) expect(parseRelativeDate(text, '2026-03-25')).toBeNull();
  });
});

describe('tool input helpers', () => {
  it('normalizeClock accepts what models send and refuses the rest', () => {
    expect(['9:00', '09:00', '14:00:00', '2pm', '2:30 PM', '12 am', '12pm'].map(normalizeClock)).toEqual([
      '09:00',
      '09:00',
      '14:00',
      '14:00',
      '14:30',
      '00:00',
      '12:00',
    ]);
    for (const bad of ['14', '25:00', '13pm', 'noon', '9:60']) expect(normalizeClock(bad)).toBeNull();
  });

  it('phonesIn finds phone numbers as typed (the "+" says the country), not dates or short numbers', () => {
    expect(phonesIn('Anna, (555) 010-1234, on 2026-03-27 at 10:00, appointment 123')).toEqual(['(555) 010-1234']);
    expect(phonesIn('call +1 555 303 4444 or 555.777.8888')).toEqual(['+1 555 303 4444', '555.777.8888']);
  });
});
