import { describe, expect, it } from 'vitest';
import {
  BLOCKING_STATUSES,
  FIRST_SLOT_START,
  LAST_SLOT_START,
  SLOT_STEP_MINUTES,
  findAvailableSlots,
  isSlotAvailable,
  type AvailabilityAppointment,
  type AvailabilityInput,
} from './availability';
import type { AppointmentStatus } from './types';
import { ValidationError } from './errors';

const MON = '2026-03-16';
const SAT = '2026-03-21';
const SUN = '2026-03-22';

const appt = (
  staff_id: string,
  start_time: string,
  end_time: string,
  status: AppointmentStatus = 'confirmed',
  extra: Partial<AvailabilityAppointment> = {},
): AvailabilityAppointment => ({
  staff_id,
  appointment_date: MON,
  start_time,
  end_time,
  status,
  ...extra,
});

/** Two members linked to a 60-minute service, both working 09:00–18:00 on Monday. */
function base(over: Partial<AvailabilityInput> = {}): AvailabilityInput {
  return {
    date: MON,
    service: { id: 'svc', duration: 60 },
    staff: [
      { id: 'ann', is_active: true },
      { id: 'bea', is_active: true },
    ],
    staffServices: [
      { staff_id: 'ann', service_id: 'svc' },
      { staff_id: 'bea', service_id: 'svc' },
    ],
    schedules: [
      { staff_id: 'ann', date: MON, start_time: '09:00', end_time: '18:00', is_day_off: false },
      { staff_id: 'bea', date: MON, start_time: '09:00', end_time: '18:00', is_day_off: false },
    ],
    appointments: [],
    hours: [],
    ...over,
  };
}
const starts = (input: AvailabilityInput) => findAvailableSlots(input).slots.map((s) => s.start);

describe('spec constants', () => {
  it('candidate starts are hourly 09:00..18:00 and only pending/confirmed block', () => {
    expect([FIRST_SLOT_START, LAST_SLOT_START, SLOT_STEP_MINUTES]).toEqual(['09:00', '18:00', 60]);
    expect(BLOCKING_STATUSES).toEqual(['pending', 'confirmed']);
  });

  it('gives at most the 10 hourly candidates', () => {
    const everything = base({
      hours: [{ day_of_week: 1, open_time: '00:00', close_time: '23:59', is_closed: false }],
      schedules: [{ staff_id: 'ann', date: MON, start_time: '00:00', end_time: '23:59', is_day_off: false }],
    });
    expect(starts(everything)).toEqual(['09:00', '10:00', '11:00', '12:00', '13:00', '14:00', '15:00', '16:00', '17:00', '18:00']);
  });
});

describe('findAvailableSlots', () => {
  it('returns start, end = start + duration and the free members', () => {
    const r = findAvailableSlots(base({ service: { id: 'svc', duration: 45 } }));
    expect(r.reason).toBeNull();
    expect(r.weekday).toBe('Monday');
    expect(r.slots[0]).toEqual({ start: '09:00', end: '09:45', staffIds: ['ann', 'bea'] });
    // Monday closes at 18:00 by default: 17:00 is the last start of a 45-minute service.
    expect(r.slots.at(-1)).toEqual({ start: '17:00', end: '17:45', staffIds: ['ann', 'bea'] });
  });

  it('lets a slot end exactly at closing time and at the end of a shift, not a minute later', () => {
    expect(starts(base()).at(-1)).toBe('17:00'); // 17:00–18:00 ends at close
    expect(starts(base({ service: { id: 'svc', duration: 61 } })).at(-1)).toBe('16:00');
    const shortShift = base({
      schedules: [{ staff_id: 'ann', date: MON, start_time: '10:00', end_time: '13:00', is_day_off: false }],
    });
    expect(starts(shortShift)).toEqual(['10:00', '11:00', '12:00']);
  });

  it('stays inside the salon hours of that weekday (saved hours override)', () => {
    const hours = [{ day_of_week: 1, open_time: '11:00', close_time: '14:00', is_closed: false }];
    expect(starts(base({ hours }))).toEqual(['11:00', '12:00', '13:00']);
  });

  it('uses default hours per weekday: Saturday 08:00–17:00, Sunday 10:00–16:00', () => {
    const on = (date: string) =>
      base({
        date,
        schedules: [{ staff_id: 'ann', date, start_time: '08:00', end_time: '20:00', is_day_off: false }],
      });
    expect(starts(on(SAT))).toEqual(['09:00', '10:00', '11:00', '12:00', '13:00', '14:00', '15:00', '16:00']);
    expect(starts(on(SUN))).toEqual(['10:00', '11:00', '12:00', '13:00', '14:00', '15:00']);
    expect(findAvailableSlots(on(SUN)).weekday).toBe('Sunday');
  });

  it('says closed on a closed weekday', () => {
    const r = findAvailableSlots(base({ hours: [{ day_of_week: 1, open_time: null, close_time: null, is_closed: true }] }));
    expect(r).toEqual({ date: MON, weekday: 'Monday', slots: [], reason: 'closed' });
  });

  it('blocks a member only with overlapping confirmed or pending appointments', () => {
    const input = base({
      appointments: [
        appt('ann', '10:00', '11:00', 'confirmed'),
        appt('ann', '12:30', '13:30', 'pending'),
        appt('ann', '15:00', '16:00', 'canceled'),
        appt('ann', '16:00', '17:00', 'completed'),
        appt('ann', '14:00', '15:00', 'no_show'),
        appt('ann', '09:00', '10:00', 'conflict'),
        appt('ann', '17:00', '18:00', 'confirmed', { deleted: true }),
        appt('ann', '11:00', '12:00', 'confirmed', { appointment_date: '2026-03-17' }),
      ],
      staff: [{ id: 'ann', is_active: true }],
    });
    // 10:00 is taken and 12:00, 13:00 overlap the pending 12:30–13:30; the rest does not block.
    expect(starts(input)).toEqual(['09:00', '11:00', '14:00', '15:00', '16:00', '17:00']);
  });

  it('does not count an appointment touching a slot edge as an overlap', () => {
    const input = base({ staff: [{ id: 'ann', is_active: true }], appointments: [appt('ann', '09:30', '10:00'), appt('ann', '11:00', '11:30')] });
    expect(starts(input)).toContain('10:00'); // 10:00–11:00 touches both
    expect(starts(input)).not.toContain('09:00');
    expect(starts(input)).not.toContain('11:00');
  });

  it('lists only the members free at that time', () => {
    const r = findAvailableSlots(base({ appointments: [appt('ann', '09:00', '10:00')] }));
    expect(r.slots[0]).toEqual({ start: '09:00', end: '10:00', staffIds: ['bea'] });
    expect(r.slots[1].staffIds).toEqual(['ann', 'bea']);
  });

  it('ignores inactive, deleted and unlinked staff', () => {
    const input = base({
      staff: [
        { id: 'ann', is_active: false },
        { id: 'bea', is_active: true, deleted: true },
        { id: 'cat', is_active: true },
        { id: 'dee', is_active: true },
      ],
      staffServices: [
        { staff_id: 'ann', service_id: 'svc' },
        { staff_id: 'bea', service_id: 'svc' },
        { staff_id: 'cat', service_id: 'other' },
        { staff_id: 'dee', service_id: 'svc', deleted: true },
      ],
      schedules: ['ann', 'bea', 'cat', 'dee'].map((staff_id) => ({ staff_id, date: MON, start_time: '09:00', end_time: '18:00', is_day_off: false })),
    });
    expect(findAvailableSlots(input)).toMatchObject({ slots: [], reason: 'no_staff_for_service' });
  });

  it('needs a working schedule that date: day off, no row, other date or deleted row do not count', () => {
    const schedules = [
      { staff_id: 'ann', date: MON, start_time: null, end_time: null, is_day_off: true },
      { staff_id: 'bea', date: '2026-03-17', start_time: '09:00', end_time: '18:00', is_day_off: false },
      { staff_id: 'bea', date: MON, start_time: '09:00', end_time: '18:00', is_day_off: false, deleted: true },
    ];
    expect(findAvailableSlots(base({ schedules }))).toMatchObject({ slots: [], reason: 'no_staff_working' });
  });

  it('says fully booked when every member is taken all day', () => {
    const input = base({ appointments: [appt('ann', '09:00', '18:00'), appt('bea', '08:00', '19:00', 'pending')] });
    expect(findAvailableSlots(input)).toMatchObject({ slots: [], reason: 'fully_booked' });
  });

  it('restricts to one chosen member', () => {
    const r = findAvailableSlots(base({ staffId: 'bea', appointments: [appt('bea', '09:00', '17:00')] }));
    expect(r.slots).toEqual([{ start: '17:00', end: '18:00', staffIds: ['bea'] }]);
    expect(findAvailableSlots(base({ staffId: 'zed' })).reason).toBe('no_staff_for_service');
  });

  it('lets a moved appointment ignore itself', () => {
    const input = base({ staff: [{ id: 'ann', is_active: true }], appointments: [appt('ann', '09:00', '18:00', 'confirmed', { id: 'a1' })] });
    expect(starts(input)).toEqual([]);
    expect(starts({ ...input, ignoreAppointmentId: 'a1' })).toHaveLength(9);
  });

  it('excludes past times today and past dates, using the salon clock', () => {
    expect(starts(base({ now: { date: MON, time: '13:00' } }))).toEqual(['13:00', '14:00', '15:00', '16:00', '17:00']);
    expect(starts(base({ now: { date: MON, time: '13:01' } }))[0]).toBe('14:00');
    expect(findAvailableSlots(base({ now: { date: MON, time: '17:30' } }))).toMatchObject({ slots: [], reason: 'no_time_left' });
    expect(findAvailableSlots(base({ now: { date: '2026-03-17', time: '08:00' } }))).toMatchObject({ slots: [], reason: 'past_date' });
    expect(starts(base({ now: { date: '2026-03-15', time: '23:00' } }))).toHaveLength(9);
  });

  it('reports an invalid date instead of throwing', () => {
    expect(findAvailableSlots(base({ date: '2026-02-30' }))).toEqual({ date: '2026-02-30', weekday: null, slots: [], reason: 'invalid_date' });
    expect(findAvailableSlots(base({ date: 'tomorrow' })).reason).toBe('invalid_date');
  });

  it('honours step and window parameters, and rejects nonsense', () => {
    expect(starts(base({ step: 30, firstStart: '16:00', lastStart: '18:00' }))).toEqual(['16:00', '16:30', '17:00']);
    expect(() => findAvailableSlots(base({ step: 0 }))).toThrow(ValidationError);
    expect(() => findAvailableSlots(base({ service: { id: 'svc', duration: 0 } }))).toThrow(ValidationError);
    expect(() => findAvailableSlots(base({ firstStart: '9am' }))).toThrow(ValidationError);
  });

  it('reads server times with seconds, and a broken appointment time blocks the day', () => {
    const input = base({
      staff: [{ id: 'ann', is_active: true }],
      schedules: [{ staff_id: 'ann', date: MON, start_time: '09:00:00', end_time: '12:00:00', is_day_off: false }],
      appointments: [appt('ann', '10:00:00', '11:00:00')],
    });
    expect(starts(input)).toEqual(['09:00', '11:00']);
    expect(starts({ ...input, appointments: [appt('ann', 'garbage', '11:00')] })).toEqual([]);
  });
});

describe('isSlotAvailable', () => {
  it('re-checks one time and names the free members', () => {
    const input = base({ appointments: [appt('ann', '10:00', '11:00')] });
    expect(isSlotAvailable(input, '10:00')).toEqual({ available: true, staffIds: ['bea'], reason: null });
    expect(isSlotAvailable({ ...input, staffId: 'ann' }, '10:00')).toEqual({ available: false, staffIds: [], reason: null });
    expect(isSlotAvailable(input, '10:30').available).toBe(true); // off the hourly grid is allowed
    expect(isSlotAvailable(input, '17:01').available).toBe(false); // would end after close
    expect(isSlotAvailable(input, '08:30').available).toBe(false); // before opening
    expect(isSlotAvailable({ ...input, service: { id: 'svc', duration: 120 } }, '23:00').available).toBe(false);
  });

  it('carries the day reason', () => {
    expect(isSlotAvailable(base({ date: SUN, hours: [{ day_of_week: 0, open_time: null, close_time: null, is_closed: true }] }), '10:00')).toEqual({
      available: false,
      staffIds: [],
      reason: 'closed',
    });
    expect(isSlotAvailable(base({ now: { date: MON, time: '12:00' } }), '11:00').available).toBe(false);
    expect(() => isSlotAvailable(base(), '10')).toThrow(ValidationError);
  });
});
