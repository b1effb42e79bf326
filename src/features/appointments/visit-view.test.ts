import { i18n } from '@lingui/core';
import { afterEach, describe, expect, it } from 'vitest';
import type { RecurringResult } from '../../db/repositories/recurring';
import { SlotTakenError } from '../../domain/booking-rules';
import { clockLocale } from '../../domain/clock-format';
import { catalogI18n } from '../../../tests/support/catalog-i18n';
import {
  chosenServices,
  partOfVisitText,
  recurringSummary,
  removeServiceLabel,
  repeatDatesHint,
  repeatOptions,
  serviceLabel,
  skippedText,
  visitActionNotes,
  visitStaffHint,
} from './visit-view';

// A salon whose English writes a 24-hour clock: these texts' times read as the repositories write them.
const UK = clockLocale('en', 'Europe/London');
const part = (name: string | null, start_time: string, end_time: string) => ({ start_time, end_time, service: name ? { name } : null });

describe('the form', () => {
  it('labels the first select as it always was, and the others by number', () => {
    expect([0, 1, 2].map(serviceLabel)).toEqual(['Service', 'Service 2', 'Service 3']);
    expect(removeServiceLabel(1)).toBe('Remove service 2');
  });

  it('books the services once every select has one', () => {
    expect(chosenServices(['a', 'b'])).toEqual(['a', 'b']);
    expect(chosenServices(['a', ''])).toEqual([]);
  });

  it('says who does the visit', () => {
    expect(visitStaffHint('Kim')).toBe('Kim does every service of the visit.');
    expect(visitStaffHint(null)).toBe('One technician does the whole visit when one is free for all of it, else the first free one does each service.');
  });

  it('offers every 2, 3 or 4 weeks, and lists the other dates', () => {
    expect(repeatOptions().map((o) => o.label)).toEqual(['Does not repeat', 'Every 2 weeks', 'Every 3 weeks', 'Every 4 weeks']);
    expect(repeatDatesHint('2029-12-24', 2, 3)).toBe('Also on 2030-01-07, 2030-01-21, at the same time. Each is checked when booked.');
    expect(repeatDatesHint('2029-12-24', 2, 13)).toBeNull();
    expect(repeatDatesHint('', 2, 3)).toBeNull();
  });
});

describe('a visit in the list and the details', () => {
  it('reads its parts in order', () => {
    expect(partOfVisitText([part('Classic Manicure', '10:00:00', '10:45:00'), part('Spa Pedicure', '10:45', '11:45')])).toBe(
      'Part of a visit: Classic Manicure 10:00–10:45, Spa Pedicure 10:45–11:45',
    );
    expect(partOfVisitText([part(null, '10:00', '10:45'), part('Spa Pedicure', '10:45', '11:45')])).toContain('Unknown service 10:00–10:45');
  });

  it('is nothing for a lone appointment (or a visit left with one part)', () => {
    expect(partOfVisitText(null)).toBeNull();
    expect(partOfVisitText([part('Classic Manicure', '10:00', '10:45')])).toBeNull();
    expect(visitActionNotes(1)).toBeNull();
  });

  it('says what the actions do to the rest of the visit', () => {
    expect(visitActionNotes(2)).toEqual({
      move: 'The services of a visit move together: Edit / Move moves the whole visit (2 services).',
      status: 'Cancelling cancels the whole visit (2 services). Other statuses change this service only.',
      remove: "Deleting removes this service only; the visit's other service stays booked.",
    });
    expect(visitActionNotes(3)?.remove).toBe("Deleting removes this service only; the visit's other 2 services stay booked.");
  });
});

describe('a recurring booking', () => {
  const booked = (date: string) => ({ date, rows: [] });
  it('lists every date booked', () => {
    expect(recurringSummary({ booked: [booked('2030-01-07'), booked('2030-01-21')], skipped: [] }, '10:00', UK)).toBe('Booked 2 of 2: 2030-01-07, 2030-01-21.');
  });

  it('lists every date not booked, with why', () => {
    const result: RecurringResult = {
      booked: [booked('2030-01-07'), booked('2030-01-21')],
      skipped: [
        { date: '2030-02-04', reason: 'fully_booked', error: null },
        { date: '2030-02-18', reason: 'closed', error: null },
        { date: '2030-03-04', reason: 'too_far_ahead', lastBookableDate: '2030-03-01', error: null },
        { date: '2030-03-18', reason: null, error: '10:00 is no longer available. Please choose a different time.' },
      ],
    };
    expect(recurringSummary(result, '10:00:00', UK)).toBe(
      'Booked 2 of 6: 2030-01-07, 2030-01-21. Not booked: ' +
        '2030-02-04 (That day is fully booked. Please choose a different date or staff member), ' +
        '2030-02-18 (We are closed on Mondays. Please choose a different date), ' +
        '2030-03-04 (That is past your booking window: the last bookable date is 2030-03-01 (Salon Profile → Booking rules)), ' +
        '2030-03-18 (10:00 is no longer available. Please choose a different time).',
    );
    expect(skippedText({ date: '2030-03-04', reason: 'time_taken', error: null }, '10:00:00', UK)).toBe('10:00 is not free that day; other times are.');
  });
});

describe("a recurring booking's dates not booked, in the owner's language", () => {
  // A US salon: its clock is '2:30 p.m.' in Spanish, '14:30' in Vietnamese, '2:30 PM' in English.
  const ZONE = 'America/New_York';
  afterEach(() => i18n.activate('en'));
  /** The app's i18n (the one visit-view writes with) speaking `lang` from the committed bookings catalog. */
  const speak = async (lang: 'vi' | 'es' | 'en') => {
    const said = await catalogI18n('bookings', lang);
    i18n.load(lang, said.messages);
    i18n.activate(lang);
    return clockLocale(lang, ZONE);
  };
  const raced = new SlotTakenError('14:30');
  const result: RecurringResult = {
    booked: [{ date: '2030-01-07', rows: [] }],
    skipped: [
      { date: '2030-01-21', reason: 'time_taken', error: null },
      { date: '2030-02-04', reason: null, error: raced.message, cause: raced },
    ],
  };

  it("says a taken time and a refused write in Vietnamese, on the salon's clock", async () => {
    const vi = await speak('vi');
    expect(recurringSummary(result, '14:30:00', vi)).toBe(
      'Đã đặt 1/3: 2030-01-07. Chưa đặt được: 2030-01-21 (14:30 ngày đó đã kín; còn giờ khác), ' +
        '2030-02-04 (Giờ 14:30 không còn trống. Vui lòng chọn giờ khác).',
    );
  });

  it("in Spanish, and in English the repository's sentence with the time as the salon writes it", async () => {
    const es = await speak('es');
    expect(skippedText(result.skipped[0], '14:30:00', es)).toMatch(/^2:30\sp\.m\. no está libre ese día; hay otras horas\.$/);
    expect(skippedText(result.skipped[1], '14:30:00', es)).toMatch(/^La hora 2:30\sp\.m\. ya no está libre\. Elige otra hora\.$/);
    const en = await speak('en');
    expect(skippedText(result.skipped[0], '14:30:00', en)).toMatch(/^2:30\sPM is not free that day; other times are\.$/);
    expect(skippedText(result.skipped[1], '14:30:00', en)).toMatch(/^2:30\sPM is no longer available\. Please choose a different time\.$/);
    // A sentence with no error behind it (a service deleted meanwhile) comes as it came.
    expect(skippedText({ date: '2030-02-04', reason: null, error: 'That service no longer exists.' }, '14:30:00', en)).toBe('That service no longer exists.');
  });
});
