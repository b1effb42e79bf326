// Property-based checks of the availability rules against an independent minute-by-minute model:
// for random staff, links, schedules, appointments and hours, no slot ever overlaps an active
// appointment of its staff or falls outside hours or schedule, and nothing free is left out.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  findAvailableSlots,
  isSlotAvailable,
  type AvailabilityAppointment,
  type AvailabilityInput,
  type AvailabilitySchedule,
} from '../../src/domain/availability';
import type { SavedHours } from '../../src/domain/business-hours';
import { APPOINTMENT_STATUSES } from '../../src/domain/types';

// A week that holds a US DST change (Sunday 2026-03-08) and crosses nothing else on purpose.
const WEEK = ['2026-03-02', '2026-03-03', '2026-03-04', '2026-03-05', '2026-03-06', '2026-03-07', '2026-03-08'];
const DOW = [1, 2, 3, 4, 5, 6, 0];
const STAFF_IDS = ['s0', 's1', 's2', 's3', 's4'];
// Spec §4 defaults written out again by hand, indexed by day_of_week, so the model shares no code.
const DEFAULT_OPEN: [number, number][] = [
  [600, 960],
  [540, 1080],
  [540, 1080],
  [540, 1080],
  [540, 1140],
  [540, 1140],
  [480, 1020],
];

const hhmm = (m: number) => `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
const minute = fc.integer({ min: 0, max: 95 }).map((q) => q * 15); // 00:00..23:45 on a quarter grid
const anyMinute = fc.integer({ min: 0, max: 1439 });
/** True now and then: tombstones, day offs and closed days must occur without drowning the rest. */
const rare = fc.integer({ min: 0, max: 5 }).map((n) => n === 0);
/** Mostly usual working hours, sometimes anything (inverted, empty, midnight). */
const morning = fc.oneof({ weight: 3, arbitrary: fc.integer({ min: 28, max: 48 }).map((q) => q * 15) }, { weight: 1, arbitrary: minute });
const evening = fc.oneof({ weight: 3, arbitrary: fc.integer({ min: 52, max: 84 }).map((q) => q * 15) }, { weight: 1, arbitrary: minute });

const hoursArb = fc.uniqueArray(
  fc.record({ day_of_week: fc.integer({ min: 0, max: 6 }), open: morning, close: evening, is_closed: rare, deleted: rare }),
  { selector: (h) => h.day_of_week, maxLength: 7 },
);

const scenarioArb = fc.record({
  dateIndex: fc.integer({ min: 0, max: 6 }),
  duration: fc.oneof(fc.constantFrom(15, 30, 45, 60, 90, 120), fc.integer({ min: 1, max: 300 })),
  staff: fc.array(fc.record({ is_active: rare.map((r) => !r), deleted: rare }), { minLength: 3, maxLength: 5 }),
  links: fc.array(fc.record({ staff: fc.integer({ min: 0, max: 4 }), svc: fc.constantFrom('svc', 'svc', 'other'), deleted: rare }), { minLength: 3, maxLength: 10 }),
  schedules: fc.uniqueArray(
    fc.record({ staff: fc.integer({ min: 0, max: 4 }), sameDay: rare.map((r) => !r), start: morning, end: evening, off: rare, deleted: rare }),
    { selector: (s) => `${s.staff}|${s.sameDay}`, minLength: 4, maxLength: 10 },
  ),
  appointments: fc.array(
    fc.record({ staff: fc.integer({ min: 0, max: 4 }), sameDay: rare.map((r) => !r), start: fc.oneof(morning, evening, anyMinute), length: fc.integer({ min: 1, max: 240 }), status: fc.constantFrom(...APPOINTMENT_STATUSES), deleted: rare }),
    { maxLength: 12 },
  ),
  hours: hoursArb,
  step: fc.constantFrom(15, 30, 60, 45, 7),
  first: fc.oneof(fc.constant(9 * 60), fc.integer({ min: 0, max: 12 * 60 })),
  span: fc.oneof(fc.constant(9 * 60), fc.integer({ min: 0, max: 12 * 60 })),
  now: fc.option(fc.record({ dayShift: fc.constantFrom(-1, -1, 0, 0, 1), time: anyMinute }), { freq: 2 }),
});
type Scenario = typeof scenarioArb extends fc.Arbitrary<infer T> ? T : never;

function build(s: Scenario): AvailabilityInput {
  const date = WEEK[s.dateIndex];
  const other = WEEK[(s.dateIndex + 1) % 7];
  const nowDate = s.now ? ['2026-03-01', ...WEEK, '2026-03-09'][s.dateIndex + 1 + s.now.dayShift] : undefined;
  return {
    date,
    service: { id: 'svc', duration: s.duration },
    staff: s.staff.map((m, i) => ({ id: STAFF_IDS[i], is_active: m.is_active, deleted: m.deleted })),
    staffServices: s.links.map((l) => ({ staff_id: STAFF_IDS[l.staff], service_id: l.svc, deleted: l.deleted })),
    schedules: s.schedules.map(
      (r): AvailabilitySchedule => ({
        staff_id: STAFF_IDS[r.staff],
        date: r.sameDay ? date : other,
        start_time: r.off ? null : hhmm(r.start),
        end_time: r.off ? null : hhmm(r.end),
        is_day_off: r.off,
        deleted: r.deleted,
      }),
    ),
    appointments: s.appointments.map(
      (a): AvailabilityAppointment => ({
        staff_id: STAFF_IDS[a.staff],
        appointment_date: a.sameDay ? date : other,
        start_time: hhmm(a.start),
        end_time: hhmm(Math.min(a.start + a.length, 1439)),
        status: a.status,
        deleted: a.deleted,
      }),
    ),
    hours: s.hours.map((h): SavedHours => ({ day_of_week: h.day_of_week, open_time: hhmm(h.open), close_time: hhmm(h.close), is_closed: h.is_closed, deleted: h.deleted })),
    step: s.step,
    firstStart: hhmm(s.first),
    lastStart: hhmm(Math.min(s.first + s.span, 1439)),
    now: s.now && nowDate ? { date: nowDate, time: hhmm(s.now.time) } : undefined,
  };
}

/** The model: per staff member, which minutes of the day are bookable. */
function freeMinutes(input: AvailabilityInput): Map<string, boolean[]> {
  const dow = DOW[WEEK.indexOf(input.date)];
  const saved = input.hours.find((h) => h.day_of_week === dow && !h.deleted);
  let open: [number, number] | null = DEFAULT_OPEN[dow];
  if (saved) {
    const [o, c] = [saved.open_time, saved.close_time].map((t) => (t ? Number(t.slice(0, 2)) * 60 + Number(t.slice(3)) : NaN));
    open = saved.is_closed || !(o < c) ? null : [o, c];
  }
  const toMin = (t: string) => Number(t.slice(0, 2)) * 60 + Number(t.slice(3, 5));
  const result = new Map<string, boolean[]>();
  for (const st of input.staff) {
    if (st.deleted || !st.is_active) continue;
    if (input.staffId !== undefined && st.id !== input.staffId) continue;
    if (!input.staffServices.some((l) => !l.deleted && l.staff_id === st.id && l.service_id === input.service.id)) continue;
    const shift = input.schedules.find((r) => !r.deleted && r.staff_id === st.id && r.date === input.date && !r.is_day_off);
    const free = new Array<boolean>(1440).fill(false);
    if (open && shift?.start_time && shift.end_time) {
      for (let m = Math.max(open[0], toMin(shift.start_time)); m < Math.min(open[1], toMin(shift.end_time)); m++) free[m] = true;
    }
    for (const a of input.appointments) {
      if (a.deleted || a.staff_id !== st.id || a.appointment_date !== input.date) continue;
      if (a.status !== 'confirmed' && a.status !== 'pending') continue;
      // The rule under test: a time that cannot be read as a forward interval (end at or before
      // start) blocks the member's whole day rather than risk a double booking.
      const [from, to] = toMin(a.start_time) < toMin(a.end_time) ? [toMin(a.start_time), toMin(a.end_time)] : [0, 1440];
      for (let m = from; m < to; m++) free[m] = false;
    }
    result.set(st.id, free);
  }
  return result;
}

/** Members the model finds free for [start, start + duration), respecting "now". */
function modelFree(input: AvailabilityInput, model: Map<string, boolean[]>, start: number): string[] {
  const end = start + input.service.duration;
  if (end > 1440) return [];
  if (input.now && (input.date < input.now.date || (input.date === input.now.date && start < Number(input.now.time.slice(0, 2)) * 60 + Number(input.now.time.slice(3))))) return [];
  const ids: string[] = [];
  for (const [id, free] of model) {
    let ok = true;
    for (let m = start; m < end && ok; m++) ok = free[m];
    if (ok) ids.push(id);
  }
  return ids;
}

function gridStarts(input: AvailabilityInput): number[] {
  const first = Number(input.firstStart!.slice(0, 2)) * 60 + Number(input.firstStart!.slice(3));
  const last = Number(input.lastStart!.slice(0, 2)) * 60 + Number(input.lastStart!.slice(3));
  const out: number[] = [];
  for (let t = first; t <= last; t += input.step!) out.push(t);
  return out;
}

const RUNS = { numRuns: 500 };

describe('availability properties', () => {
  it('the generator reaches every outcome, so the properties below are not vacuous', () => {
    const seen = new Map<string, number>();
    for (const sc of fc.sample(scenarioArb, { numRuns: 2000, seed: 42 })) {
      const r = findAvailableSlots(build(sc));
      const key = r.reason ?? (r.slots.some((x) => x.staffIds.length > 1) ? 'slots, shared' : 'slots');
      seen.set(key, (seen.get(key) ?? 0) + 1);
    }
    for (const key of ['slots', 'slots, shared', 'closed', 'no_staff_for_service', 'no_staff_working', 'fully_booked', 'past_date', 'no_time_left']) {
      expect(seen.get(key) ?? 0, `${key} in ${JSON.stringify([...seen])}`).toBeGreaterThan(10);
    }
    expect((seen.get('slots') ?? 0) + (seen.get('slots, shared') ?? 0)).toBeGreaterThan(400);
  });

  it('returns exactly the model free slots, each with its free members', () => {
    fc.assert(
      fc.property(scenarioArb, fc.boolean(), (s, pickOne) => {
        const input = build(s);
        if (pickOne) input.staffId = STAFF_IDS[0];
        const model = freeMinutes(input);
        const expected = gridStarts(input)
          .map((t) => ({ start: hhmm(t), end: t + s.duration < 1440 ? hhmm(t + s.duration) : '', staffIds: modelFree(input, model, t) }))
          .filter((x) => x.staffIds.length > 0);
        const result = findAvailableSlots(input);
        expect(result.slots).toEqual(expected);
        expect(result.reason === null).toBe(expected.length > 0);
      }),
      RUNS,
    );
  });

  it('never returns a slot that overlaps an active appointment or leaves hours or schedule', () => {
    fc.assert(
      fc.property(scenarioArb, (s) => {
        const input = build(s);
        const toMin = (t: string) => Number(t.slice(0, 2)) * 60 + Number(t.slice(3, 5));
        for (const slot of findAvailableSlots(input).slots) {
          const [start, end] = [toMin(slot.start), toMin(slot.end)];
          expect(end - start).toBe(s.duration);
          for (const id of slot.staffIds) {
            const member = input.staff.find((m) => m.id === id)!;
            expect(member.is_active && !member.deleted).toBe(true);
            expect(input.staffServices.some((l) => !l.deleted && l.staff_id === id && l.service_id === 'svc')).toBe(true);
            const shift = input.schedules.find((r) => !r.deleted && r.staff_id === id && r.date === input.date && !r.is_day_off)!;
            expect(start >= toMin(shift.start_time!) && end <= toMin(shift.end_time!)).toBe(true);
            for (const a of input.appointments) {
              if (a.deleted || a.staff_id !== id || a.appointment_date !== input.date || !['pending', 'confirmed'].includes(a.status)) continue;
              expect(start < toMin(a.end_time) && toMin(a.start_time) < end).toBe(false);
            }
          }
        }
      }),
      RUNS,
    );
  });

  it('isSlotAvailable agrees with findAvailableSlots on the grid and with the model anywhere', () => {
    fc.assert(
      fc.property(scenarioArb, anyMinute, (s, anyStart) => {
        const input = build(s);
        const slots = findAvailableSlots(input).slots;
        for (const t of gridStarts(input)) {
          const found = slots.find((x) => x.start === hhmm(t));
          const check = isSlotAvailable(input, hhmm(t));
          expect(check.available).toBe(found !== undefined);
          expect(check.staffIds).toEqual(found?.staffIds ?? []);
        }
        const check = isSlotAvailable(input, hhmm(anyStart));
        expect(check.staffIds).toEqual(modelFree(input, freeMinutes(input), anyStart));
      }),
      RUNS,
    );
  });

  it('tombstones, non-blocking statuses, other services and inactive staff change nothing', () => {
    const noise = fc.record({
      staff: fc.integer({ min: 0, max: 4 }),
      start: fc.oneof(morning, evening),
      length: fc.integer({ min: 1, max: 240 }),
      kind: fc.constantFrom('deleted', 'completed', 'canceled', 'no_show', 'conflict'),
    });
    fc.assert(
      fc.property(scenarioArb, fc.array(noise, { minLength: 1, maxLength: 10 }), (s, extra) => {
        const input = build(s);
        const before = findAvailableSlots(input);
        const noisy: AvailabilityInput = {
          ...input,
          appointments: [
            ...input.appointments,
            ...extra.map(
              (e): AvailabilityAppointment => ({
                staff_id: STAFF_IDS[e.staff],
                appointment_date: input.date,
                start_time: hhmm(e.start),
                end_time: hhmm(Math.min(e.start + e.length, 1439)),
                status: e.kind === 'deleted' ? 'confirmed' : e.kind,
                deleted: e.kind === 'deleted',
              }),
            ),
          ],
          // A member nobody may book, working all day and linked: must never show up.
          staff: [...input.staff, { id: 'ghost', is_active: false }, { id: 'gone', is_active: true, deleted: true }],
          staffServices: [...input.staffServices, { staff_id: 'ghost', service_id: 'svc' }, { staff_id: 'gone', service_id: 'svc' }, { staff_id: 'x', service_id: 'svc', deleted: true }],
          schedules: [
            ...input.schedules,
            ...['ghost', 'gone', 'x'].map((staff_id) => ({ staff_id, date: input.date, start_time: '00:00', end_time: '23:59', is_day_off: false })),
          ],
        };
        expect(findAvailableSlots(noisy)).toEqual(before);
      }),
      RUNS,
    );
  });
});
