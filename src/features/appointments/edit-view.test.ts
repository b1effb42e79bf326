import { describe, expect, it } from 'vitest';
import { SlotRefusedError } from '../../db/repositories/appointment-edit';
import { ValidationError } from '../../domain/errors';
import { noSlotMessage } from './appointment-view';
import { editTimeOptions, eligibleStaff, freeTimesHint, refusalError, timeOptionLabel } from './edit-view';

describe('the times Edit offers', () => {
  const slots = [
    { start: '09:00', end: '10:00' },
    { start: '11:00', end: '12:00' },
  ];
  it("marks the booking's own time among the free ones", () => {
    expect(editTimeOptions(slots, { start: '11:00:00', end: '12:00' }).map((o) => timeOptionLabel(o))).toEqual(['09:00–10:00', '11:00–12:00 (current)']);
  });
  it("adds the booking's own time in order when the rules no longer offer it (off the grid, inside a notice)", () => {
    expect(editTimeOptions(slots, { start: '10:15', end: '11:15' }).map((o) => timeOptionLabel(o))).toEqual([
      '09:00–10:00',
      '10:15–11:15 (current)',
      '11:00–12:00',
    ]);
    expect(editTimeOptions([], { start: '10:15', end: '11:15' }).map((o) => o.start)).toEqual(['10:15']);
  });
  it('offers only free times once the date, service or member changes', () => {
    expect(editTimeOptions(slots, null).map((o) => timeOptionLabel(o))).toEqual(['09:00–10:00', '11:00–12:00']);
    // The salon's clock writes the visible label; the value stays 'HH:MM'.
    expect(timeOptionLabel({ start: '14:00', end: '15:30', current: true }, 'en-US').replace(/\s/g, ' ')).toBe('2:00 PM–3:30 PM (current)');
    expect(timeOptionLabel({ start: '14:00', end: '15:30' }, 'en-GB')).toBe('14:00–15:30');
  });
});

describe('eligibleStaff', () => {
  const staff = [
    { id: 'kim', is_active: true },
    { id: 'lily', is_active: true },
    { id: 'old', is_active: false },
  ];
  const links = [
    { staff_id: 'kim', service_id: 'gel' },
    { staff_id: 'lily', service_id: 'gel' },
    { staff_id: 'lily', service_id: 'pedi' },
    { staff_id: 'old', service_id: 'pedi' },
  ];
  it('is the active members who do every service chosen', () => {
    expect(eligibleStaff(staff, links, ['gel']).map((s) => s.id)).toEqual(['kim', 'lily']);
    expect(eligibleStaff(staff, links, ['gel', 'pedi']).map((s) => s.id)).toEqual(['lily']);
    expect(eligibleStaff(staff, links, ['', ''])).toEqual([]);
  });
});

describe('freeTimesHint', () => {
  it('says how to get times, that they are being read, or why there are none', () => {
    expect(freeTimesHint({ noService: true, availability: null })).toBe('Choose a service to see free times.');
    expect(freeTimesHint({ noService: false, visitIncomplete: true, availability: null })).toBe('Choose every service of the visit to see free times.');
    expect(freeTimesHint({ noService: false, availability: undefined })).toBe('Checking free times...');
    expect(freeTimesHint({ noService: false, availability: { slots: [], reason: 'closed', weekday: 'Sunday' } })).toBe(
      'We are closed on Sundays. Please choose a different date.',
    );
    expect(freeTimesHint({ noService: false, availability: { slots: [{}], reason: null, weekday: 'Monday' } })).toBeUndefined();
  });
});

describe('refusalError', () => {
  it("turns a day's refusal into the time picker's sentence for that day, at the Time field", () => {
    const err = refusalError(new SlotRefusedError('10:00', 'staff_time_off', 'Tuesday', {}));
    expect(err).toBeInstanceOf(ValidationError);
    expect(err).toMatchObject({ field: 'start', message: noSlotMessage('staff_time_off', 'Tuesday') });
    expect((err as Error).message).toBe('Everyone who does this service is on time off that day. Please choose a different date.');
    const notice = refusalError(new SlotRefusedError('10:00', 'too_soon', 'Monday', { earliest: { date: '2030-01-07', time: '12:00' } }));
    expect((notice as Error).message).toBe('Your booking rules need more notice: the earliest start is 2030-01-07 at 12:00.');
  });
  it('keeps the slot-taken sentence New Appointment shows, and passes anything else on', () => {
    const taken = new SlotRefusedError('14:00', null, 'Monday', {});
    expect(refusalError(taken)).toBe(taken);
    expect(taken.message).toBe('14:00 is no longer available. Please choose a different time.');
    const other = new Error('boom');
    expect(refusalError(other)).toBe(other);
  });
});
