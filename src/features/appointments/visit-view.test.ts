import { describe, expect, it } from 'vitest';
import type { RecurringResult } from '../../db/repositories/recurring';
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
    expect(recurringSummary({ booked: [booked('2030-01-07'), booked('2030-01-21')], skipped: [] }, '10:00')).toBe('Booked 2 of 2: 2030-01-07, 2030-01-21.');
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
    expect(recurringSummary(result, '10:00:00')).toBe(
      'Booked 2 of 6: 2030-01-07, 2030-01-21. Not booked: ' +
        '2030-02-04 (That day is fully booked. Please choose a different date or staff member), ' +
        '2030-02-18 (We are closed on Mondays. Please choose a different date), ' +
        '2030-03-04 (That is past your booking window: the last bookable date is 2030-03-01 (Salon Profile → Booking rules)), ' +
        '2030-03-18 (10:00 is no longer available. Please choose a different time).',
    );
    expect(skippedText({ date: '2030-03-04', reason: 'time_taken', error: null }, '10:00:00')).toBe('10:00 is not free that day; other times are.');
  });
});
