// Sarah's words for every reason a day or a time has nothing (the booking rules; docs/behaviour.md#messages).
import { describe, expect, it } from 'vitest';
import * as text from '../messages';
import { noSlotMessage, type NoSlotContext } from './no-slot';
import type { BookingRules } from '../../domain/booking-rules';

const MON = '2026-03-16';
const rules: BookingRules = { min_notice_minutes: 120, max_advance_days: 90, slot_interval: 60 };
const base: NoSlotContext = { service: 'Gel Manicure', date: MON, now: { date: MON, time: '13:00' }, rules };

describe('noticePhrase', () => {
  it('says the notice the way a salon does', () => {
    expect([1, 30, 60, 90, 120, 1440, 2880, 4320, 61].map(text.noticePhrase)).toEqual([
      "1 minute's",
      "30 minutes'",
      "1 hour's",
      "1 hour and 30 minutes'",
      "2 hours'",
      "24 hours'",
      "48 hours'",
      "3 days'",
      "1 hour and 1 minute's",
    ]);
  });
});

describe('noSlotMessage for the booking rules', () => {
  it('too soon: the first time still free, else nothing left that day, else when the notice ends', () => {
    expect(noSlotMessage('too_soon', { ...base, firstFree: '15:00' })).toBe("We need at least 2 hours' notice — the earliest I can offer today is 15:00.");
    expect(noSlotMessage('too_soon', { ...base, date: '2026-03-17', firstFree: '09:00' })).toBe(
      "We need at least 2 hours' notice — the earliest I can offer on Tuesday, 2026-03-17 is 09:00.",
    );
    expect(noSlotMessage('too_soon', { ...base, earliest: { date: MON, time: '18:00' } })).toBe(
      "We need at least 2 hours' notice, so there's nothing left I can offer today. Please choose a later date.",
    );
    const days = { ...base, rules: { ...rules, min_notice_minutes: 2880 }, date: '2026-03-17', earliest: { date: '2026-03-18', time: '13:00' } };
    expect(noSlotMessage('too_soon', days)).toBe(
      "We need at least 48 hours' notice — the earliest I can book is Wednesday, 2026-03-18 at 13:00. Please choose a later date.",
    );
  });

  it('too far ahead names the last bookable date', () => {
    expect(noSlotMessage('too_far_ahead', { ...base, date: '2026-07-01', lastBookableDate: '2026-06-14' })).toBe(
      'We take bookings up to 90 days ahead — the latest date I can book is Sunday, 2026-06-14.',
    );
    expect(noSlotMessage('too_far_ahead', { ...base, rules: { ...rules, max_advance_days: 1 }, lastBookableDate: '2026-03-17' })).toBe(
      'We take bookings up to 1 day ahead — the latest date I can book is Tuesday, 2026-03-17.',
    );
    expect(noSlotMessage('too_far_ahead', { ...base, rules: { ...rules, max_advance_days: 0 }, lastBookableDate: MON })).toBe(
      'We only take bookings for the same day — the latest date I can book is Monday, 2026-03-16.',
    );
  });

  it('time off names the member asked for, else the team that does the service', () => {
    expect(noSlotMessage('staff_time_off', { ...base, staffName: 'Linh', date: '2026-03-18' })).toBe(
      "I'm sorry, Linh is away on Wednesday, 2026-03-18. Please choose a different date, or I can pick whoever is free.",
    );
    expect(noSlotMessage('staff_time_off', base)).toBe("I'm sorry, none of our technicians who do Gel Manicure are in today. Please choose a different date.");
  });

  it('a hidden service', () => {
    expect(noSlotMessage('service_hidden', base)).toBe("Gel Manicure isn't available for booking right now.");
  });

  it('keeps the texts of the older reasons', () => {
    expect(noSlotMessage('closed', base)).toBe(text.closedOn('Monday'));
    expect(noSlotMessage('no_staff_working', base)).toBe(text.noSpecialistsOn('Gel Manicure', 'Monday'));
    expect(noSlotMessage('fully_booked', base)).toBe(text.noTimesLeft('Gel Manicure', MON));
    expect(noSlotMessage('no_time_left', base)).toBe(text.noTimesLeft('Gel Manicure', MON));
    expect(noSlotMessage('past_date', base)).toBe(text.PAST_DATE);
  });
});
