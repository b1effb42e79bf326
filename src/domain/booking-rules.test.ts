// The booking rules, one example per rule: buffers, hidden services, time off, breaks,
// slot interval, minimum notice and maximum advance, through both findAvailableSlots and the
// booking re-check isSlotAvailable.
import { describe, expect, it } from 'vitest';
import { findAvailableSlots, isSlotAvailable, type AvailabilityAppointment, type AvailabilityInput } from './availability';
import { DEFAULT_BOOKING_RULES, checkBookingRules, earliestBookable, lastBookableDate, minutesUntil, type BookingRules } from './booking-rules';
import { ValidationError } from './errors';

const MON = '2026-03-16';
const TUE = '2026-03-17';
const rules = (over: Partial<BookingRules> = {}): BookingRules => ({ min_notice_minutes: 0, max_advance_days: 90, slot_interval: 60, ...over });
const appt = (staff_id: string, start_time: string, end_time: string, service_id = 'svc'): AvailabilityAppointment => ({
  staff_id,
  appointment_date: MON,
  start_time,
  end_time,
  status: 'confirmed',
  service_id,
});

/** Ann alone, linked to a 60-minute service, working 09:00–18:00 on Monday (open 09:00–18:00). */
function base(over: Partial<AvailabilityInput> = {}): AvailabilityInput {
  return {
    date: MON,
    service: { id: 'svc', duration: 60 },
    staff: [{ id: 'ann', is_active: true }],
    staffServices: [{ staff_id: 'ann', service_id: 'svc' }],
    schedules: [{ staff_id: 'ann', date: MON, start_time: '09:00', end_time: '18:00', is_day_off: false }],
    appointments: [],
    hours: [],
    ...over,
  };
}
const starts = (input: AvailabilityInput) => findAvailableSlots(input).slots.map((s) => s.start);
const HOURLY = ['09:00', '10:00', '11:00', '12:00', '13:00', '14:00', '15:00', '16:00', '17:00'];

describe('cleanup buffer', () => {
  it('an existing booking blocks its member for its service buffer after it ends', () => {
    const input = base({ appointments: [appt('ann', '10:00', '11:00', 'gel')], serviceBuffers: { gel: 15 }, rules: rules({ slot_interval: 15 }) });
    const s = starts(input);
    expect(s).not.toContain('11:00');
    expect(s).toContain('11:15');
    // Without the map the same booking blocks only its own hour.
    expect(starts({ ...input, serviceBuffers: undefined })).toContain('11:00');
  });

  it("a candidate's own buffer must stay clear of the next booking and of breaks, not of closing", () => {
    const svc = { id: 'svc', duration: 60, buffer_minutes: 30 };
    expect(starts(base({ service: svc, appointments: [appt('ann', '12:00', '13:00')] }))).not.toContain('11:00');
    expect(starts(base({ service: svc, breaks: [{ staff_id: 'ann', start_time: '14:00', end_time: '14:30' }] }))).not.toContain('13:00');
    // 17:00–18:00 ends at closing; the cleanup runs to 18:30 after the door is locked.
    const r = findAvailableSlots(base({ service: svc }));
    expect(r.slots.at(-1)).toEqual({ start: '17:00', end: '18:00', staffIds: ['ann'] });
  });

  it('rejects a nonsense buffer', () => {
    expect(() => findAvailableSlots(base({ service: { id: 'svc', duration: 60, buffer_minutes: -5 } }))).toThrow(ValidationError);
  });
});

describe('hidden service, time off and breaks', () => {
  it('a hidden service has no slots on any date, before any date rule', () => {
    const hidden = base({ service: { id: 'svc', duration: 60, is_active: false }, now: { date: TUE, time: '08:00' } });
    expect(findAvailableSlots(hidden)).toMatchObject({ slots: [], reason: 'service_hidden' });
    expect(isSlotAvailable(hidden, '10:00')).toMatchObject({ available: false, reason: 'service_hidden' });
    expect(starts(base({ service: { id: 'svc', duration: 60, is_active: true } }))).toEqual(HOURLY);
  });

  it('a member away that date is left out; when everyone is, the reason says so', () => {
    const two = base({
      staff: [
        { id: 'ann', is_active: true },
        { id: 'bea', is_active: true },
      ],
      staffServices: ['ann', 'bea'].map((staff_id) => ({ staff_id, service_id: 'svc' })),
      schedules: ['ann', 'bea'].map((staff_id) => ({ staff_id, date: MON, start_time: '09:00', end_time: '18:00', is_day_off: false })),
      timeOff: [{ staff_id: 'ann', start_date: '2026-03-10', end_date: MON }],
    });
    expect(findAvailableSlots(two).slots[0].staffIds).toEqual(['bea']);
    expect(findAvailableSlots({ ...two, staffId: 'ann' })).toMatchObject({ slots: [], reason: 'staff_time_off' });
    const both = { ...two, timeOff: [...two.timeOff!, { staff_id: 'bea', start_date: MON, end_date: MON }] };
    expect(findAvailableSlots(both)).toMatchObject({ slots: [], reason: 'staff_time_off' });
    // Deleted, ended the day before, or inverted: not away.
    const notAway = [
      { staff_id: 'ann', start_date: MON, end_date: MON, deleted: true },
      { staff_id: 'ann', start_date: '2026-03-01', end_date: '2026-03-15' },
      { staff_id: 'ann', start_date: TUE, end_date: MON },
    ];
    expect(starts(base({ timeOff: notAway }))).toEqual(HOURLY);
  });

  it('a day off plus time off of the only other member still names the time off', () => {
    const input = base({
      staff: [
        { id: 'ann', is_active: true },
        { id: 'bea', is_active: true },
      ],
      staffServices: ['ann', 'bea'].map((staff_id) => ({ staff_id, service_id: 'svc' })),
      timeOff: [{ staff_id: 'ann', start_date: MON, end_date: MON }],
    });
    expect(findAvailableSlots(input).reason).toBe('staff_time_off');
    expect(findAvailableSlots({ ...input, timeOff: [] }).slots).toHaveLength(9);
  });

  it('a daily break is busy time of its member every working day', () => {
    const input = base({ breaks: [{ staff_id: 'ann', start_time: '13:00', end_time: '13:30' }], rules: rules({ slot_interval: 30 }) });
    const s = starts(input);
    expect(s).toContain('12:00');
    expect(s).not.toContain('12:30');
    expect(s).not.toContain('13:00');
    expect(s).toContain('13:30');
    expect(starts({ ...input, breaks: [{ staff_id: 'ann', start_time: '13:00', end_time: '13:30', deleted: true }] })).toContain('12:30');
    expect(isSlotAvailable(input, '12:45').available).toBe(false);
  });
});

describe('slot interval', () => {
  it('60 keeps the spec hourly 09:00–18:00 grid exactly, even when the salon opens earlier', () => {
    const sat = '2026-03-21';
    const input = base({ date: sat, schedules: [{ staff_id: 'ann', date: sat, start_time: '08:00', end_time: '17:00', is_day_off: false }] });
    expect(starts({ ...input, rules: rules() })).toEqual(starts(input));
    expect(starts(input)[0]).toBe('09:00');
    // 30: the half hours of the whole opening hours (Saturday 08:00–17:00).
    const half = starts({ ...input, rules: rules({ slot_interval: 30 }) });
    expect(half[0]).toBe('08:00');
    expect(half.at(-1)).toBe('16:00');
    expect(half).toHaveLength(17);
  });

  it('15 runs on the quarter hours from a 09:10 opening; an explicit step or window wins', () => {
    const input = base({ hours: [{ day_of_week: 1, open_time: '09:10', close_time: '11:00', is_closed: false }], rules: rules({ slot_interval: 15 }) });
    expect(starts({ ...input, service: { id: 'svc', duration: 30 } })).toEqual(['09:15', '09:30', '09:45', '10:00', '10:15', '10:30']);
    expect(starts({ ...input, step: 60 })).toEqual(['10:00']);
    expect(starts({ ...input, firstStart: '10:00', lastStart: '10:15' })).toEqual(['10:00']);
  });
});

describe('minimum notice', () => {
  it('hides starts inside the notice and keeps "passed" apart from "too soon"', () => {
    const now = { date: MON, time: '13:00' };
    expect(starts(base({ now, rules: rules({ min_notice_minutes: 120 }) }))).toEqual(['15:00', '16:00', '17:00']);
    const r = findAvailableSlots(base({ now, rules: rules({ min_notice_minutes: 300 }) }));
    expect(r).toMatchObject({ slots: [], reason: 'too_soon', earliest: { date: MON, time: '18:00' } });
    expect(findAvailableSlots(base({ now: { date: MON, time: '17:30' }, rules: rules({ min_notice_minutes: 60 }) })).reason).toBe('no_time_left');
    expect(findAvailableSlots(base({ now: { date: MON, time: '17:30' }, rules: rules() })).reason).toBe('no_time_left');
  });

  it('crosses midnight into the next days', () => {
    const now = { date: '2026-03-15', time: '22:00' };
    const day = (min_notice_minutes: number) => findAvailableSlots(base({ now, rules: rules({ min_notice_minutes }) }));
    expect(day(12 * 60).slots.map((s) => s.start)).toEqual(['10:00', '11:00', '12:00', '13:00', '14:00', '15:00', '16:00', '17:00']);
    expect(day(3 * 24 * 60)).toMatchObject({ slots: [], reason: 'too_soon', earliest: { date: '2026-03-18', time: '22:00' } });
    // A notice that ends before the date leaves it alone and reports nothing.
    expect(day(60)).toEqual({ date: MON, weekday: 'Monday', slots: findAvailableSlots(base()).slots, reason: null });
  });

  it('the re-check refuses a start inside the notice with the reason, and accepts one just outside', () => {
    const input = base({ now: { date: MON, time: '12:40' }, rules: rules({ min_notice_minutes: 120 }) });
    expect(isSlotAvailable(input, '14:39')).toEqual({ available: false, staffIds: [], reason: 'too_soon', earliest: { date: MON, time: '14:40' } });
    expect(isSlotAvailable(input, '14:40')).toMatchObject({ available: true, staffIds: ['ann'], reason: null });
    expect(isSlotAvailable(input, '12:00')).toMatchObject({ available: false, reason: null });
  });
});

describe('maximum advance', () => {
  it('refuses a date past the window with the last bookable date, and takes the last day itself', () => {
    const now = { date: '2026-03-06', time: '09:00' };
    expect(findAvailableSlots(base({ now, rules: rules({ max_advance_days: 9 }) }))).toMatchObject({
      slots: [],
      reason: 'too_far_ahead',
      lastBookableDate: '2026-03-15',
    });
    expect(isSlotAvailable(base({ now, rules: rules({ max_advance_days: 9 }) }), '10:00')).toMatchObject({ available: false, reason: 'too_far_ahead' });
    expect(starts(base({ now, rules: rules({ max_advance_days: 10 }) }))).toEqual(HOURLY);
    // Without a clock there is no "ahead" to count from.
    expect(starts(base({ rules: rules({ max_advance_days: 0 }) }))).toEqual(HOURLY);
  });

  it('is checked before the weekday is closed: another weekday would be too far too', () => {
    const now = { date: '2026-03-01', time: '09:00' };
    const r = findAvailableSlots(
      base({ now, rules: rules({ max_advance_days: 1 }), hours: [{ day_of_week: 1, open_time: null, close_time: null, is_closed: true }] }),
    );
    expect(r.reason).toBe('too_far_ahead');
  });
});

describe('rule helpers', () => {
  it('count wall-clock minutes and days', () => {
    expect(minutesUntil({ date: MON, time: '23:30' }, TUE, '00:15')).toBe(45);
    expect(minutesUntil({ date: MON, time: '10:00' }, MON, '09:00')).toBe(-60);
    expect(earliestBookable({ date: '2026-02-28', time: '23:00' }, { min_notice_minutes: 120 })).toEqual({ date: '2026-03-01', time: '01:00' });
    expect(lastBookableDate({ date: '2026-03-16', time: '10:00' }, DEFAULT_BOOKING_RULES)).toBe('2026-06-14');
  });

  it('reject nonsense rules', () => {
    expect(() => checkBookingRules(rules({ slot_interval: 20 as 15 }))).toThrow(ValidationError);
    expect(() => checkBookingRules(rules({ min_notice_minutes: -1 }))).toThrow(ValidationError);
    expect(() => checkBookingRules(rules({ max_advance_days: 1.5 }))).toThrow(ValidationError);
    expect(() => findAvailableSlots(base({ rules: rules({ slot_interval: 45 as 15 }) }))).toThrow(ValidationError);
  });
});
