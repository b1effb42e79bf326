// The generators and the independent minute-by-minute model behind availability.property.test.ts.
// Nothing here imports the implementation's logic: hours, dates, buffers, breaks, time off and the
// booking rules are written out again from docs/behaviour.md#validation, so a shared mistake cannot hide.
import fc from 'fast-check';
import type { AvailabilityAppointment, AvailabilityInput, AvailabilitySchedule, NoSlotReason } from '../../src/domain/availability';
import type { SavedHours } from '../../src/domain/business-hours';
import { APPOINTMENT_STATUSES } from '../../src/domain/types';

/** 2026-02-23 … 2026-03-15, written out: the index difference is the day difference. */
export const CAL = [
  ...[23, 24, 25, 26, 27, 28].map((d) => `2026-02-${d}`),
  ...Array.from({ length: 15 }, (_, i) => `2026-03-${String(i + 1).padStart(2, '0')}`),
];
/** A week that holds a US DST change (Sunday 2026-03-08); CAL[7] is its Monday. */
const FIRST = 7;
const DOW = [1, 2, 3, 4, 5, 6, 0];
export const STAFF_IDS = ['s0', 's1', 's2', 's3', 's4'];
// The default hours written out again by hand, indexed by day_of_week.
const DEFAULT_OPEN: [number, number][] = [
  [600, 960],
  [540, 1080],
  [540, 1080],
  [540, 1080],
  [540, 1140],
  [540, 1140],
  [480, 1020],
];
/** Minutes a cleanup buffer may reach past midnight in the model's arrays. */
const TAIL = 1440 + 400;

export const hhmm = (m: number) => `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
export const toMin = (t: string) => Number(t.slice(0, 2)) * 60 + Number(t.slice(3, 5));
const minute = fc.integer({ min: 0, max: 95 }).map((q) => q * 15); // 00:00..23:45 on a quarter grid
export const anyMinute = fc.integer({ min: 0, max: 1439 });
/** True now and then: tombstones, day offs and closed days must occur without drowning the rest. */
const rare = fc.integer({ min: 0, max: 5 }).map((n) => n === 0);
/** Mostly usual working hours, sometimes anything (inverted, empty, midnight). */
export const morning = fc.oneof({ weight: 3, arbitrary: fc.integer({ min: 28, max: 48 }).map((q) => q * 15) }, { weight: 1, arbitrary: minute });
export const evening = fc.oneof({ weight: 3, arbitrary: fc.integer({ min: 52, max: 84 }).map((q) => q * 15) }, { weight: 1, arbitrary: minute });
const buffer = fc.oneof(
  { weight: 1, arbitrary: fc.constant(0) },
  { weight: 3, arbitrary: fc.constantFrom(5, 10, 15, 30, 45) },
  { weight: 1, arbitrary: fc.integer({ min: 0, max: 90 }) },
);
/** A processing time (gel cure, soak-off): mostly a usual one, sometimes anything, none now and then. */
const processingArb = fc.record({
  offset: fc.oneof(fc.constantFrom(10, 15, 20, 30), fc.integer({ min: 0, max: 150 })),
  minutes: fc.oneof(fc.constantFrom(10, 15, 20, 30, 45), fc.integer({ min: 0, max: 150 })),
});
/** Mostly the salon's day on the quarter hours, where bookings and their buffers meet the grid. */
const daytime = fc.integer({ min: 36, max: 68 }).map((q) => q * 15);

const hoursArb = fc.uniqueArray(fc.record({ day_of_week: fc.integer({ min: 0, max: 6 }), open: morning, close: evening, is_closed: rare, deleted: rare }), {
  selector: (h) => h.day_of_week,
  maxLength: 7,
});

export const scenarioArb = fc.record({
  dateIndex: fc.integer({ min: 0, max: 6 }),
  duration: fc.oneof(fc.constantFrom(15, 30, 45, 60, 90, 120), fc.integer({ min: 1, max: 300 })),
  buffer,
  hidden: fc.integer({ min: 0, max: 19 }).map((n) => n === 0),
  processing: fc.option(processingArb, { freq: 3 }),
  buffers: fc.option(fc.record({ svc: buffer, other: buffer }), { freq: 4 }),
  staff: fc.array(fc.record({ is_active: rare.map((r) => !r), deleted: rare }), { minLength: 3, maxLength: 5 }),
  links: fc.array(fc.record({ staff: fc.integer({ min: 0, max: 4 }), svc: fc.constantFrom('svc', 'svc', 'other'), deleted: rare }), {
    minLength: 3,
    maxLength: 10,
  }),
  schedules: fc.uniqueArray(
    fc.record({ staff: fc.integer({ min: 0, max: 4 }), sameDay: rare.map((r) => !r), start: morning, end: evening, off: rare, deleted: rare }),
    { selector: (s) => `${s.staff}|${s.sameDay}`, minLength: 4, maxLength: 10 },
  ),
  appointments: fc.array(
    fc.record({
      staff: fc.integer({ min: 0, max: 4 }),
      sameDay: rare.map((r) => !r),
      start: fc.oneof({ weight: 3, arbitrary: daytime }, morning, evening, anyMinute),
      length: fc.oneof(fc.constantFrom(30, 45, 60, 90), fc.integer({ min: 1, max: 240 })),
      status: fc.oneof(fc.constantFrom('confirmed' as const, 'pending' as const), fc.constantFrom(...APPOINTMENT_STATUSES)),
      service: fc.constantFrom('svc', 'other', undefined, 'gone'),
      processing: fc.option(processingArb, { freq: 2 }),
      deleted: rare,
    }),
    { maxLength: 12 },
  ),
  timeOff: fc.array(
    fc.record({ staff: fc.integer({ min: 0, max: 4 }), from: fc.integer({ min: -3, max: 1 }), length: fc.integer({ min: -1, max: 4 }), deleted: rare }),
    { maxLength: 3 },
  ),
  breaks: fc.array(
    fc.record({
      staff: fc.integer({ min: 0, max: 4 }),
      start: fc.integer({ min: 36, max: 72 }).map((q) => q * 15),
      length: fc.oneof({ weight: 8, arbitrary: fc.constantFrom(15, 30, 45, 60) }, { weight: 1, arbitrary: fc.integer({ min: -30, max: 90 }) }),
      deleted: rare,
    }),
    { maxLength: 3 },
  ),
  hours: hoursArb,
  grid: fc.option(
    fc.record({
      step: fc.constantFrom(15, 30, 60, 45, 7),
      first: fc.oneof(fc.constant(9 * 60), fc.integer({ min: 0, max: 12 * 60 })),
      span: fc.oneof(fc.constant(9 * 60), fc.integer({ min: 0, max: 12 * 60 })),
    }),
    { freq: 2 },
  ),
  rules: fc.option(
    fc.record({
      notice: fc.oneof(fc.constant(0), fc.constantFrom(30, 60, 120, 240), fc.constantFrom(1440, 2880), fc.integer({ min: 0, max: 4400 })),
      advance: fc.integer({ min: 0, max: 6 }),
      interval: fc.constantFrom(15 as const, 30 as const, 60 as const),
    }),
    { freq: 2 },
  ),
  now: fc.option(fc.record({ dayShift: fc.constantFrom(-3, -2, -1, -1, 0, 0, 0, 1), time: anyMinute }), { freq: 2 }),
});
export type Scenario = typeof scenarioArb extends fc.Arbitrary<infer T> ? T : never;

export function build(s: Scenario): AvailabilityInput {
  const at = FIRST + s.dateIndex;
  const [date, other] = [CAL[at], CAL[at + 1]];
  const input: AvailabilityInput = {
    date,
    service: {
      id: 'svc',
      duration: s.duration,
      buffer_minutes: s.buffer,
      is_active: !s.hidden,
      ...(s.processing && { processing_offset: s.processing.offset, processing_minutes: s.processing.minutes }),
    },
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
        service_id: a.service,
        ...(a.processing && { processing_offset: a.processing.offset, processing_minutes: a.processing.minutes }),
        deleted: a.deleted,
      }),
    ),
    hours: s.hours.map(
      (h): SavedHours => ({ day_of_week: h.day_of_week, open_time: hhmm(h.open), close_time: hhmm(h.close), is_closed: h.is_closed, deleted: h.deleted }),
    ),
    serviceBuffers: s.buffers ?? undefined,
    timeOff: s.timeOff.map((t) => ({ staff_id: STAFF_IDS[t.staff], start_date: CAL[at + t.from], end_date: CAL[at + t.from + t.length], deleted: t.deleted })),
    breaks: s.breaks.map((b) => ({
      staff_id: STAFF_IDS[b.staff],
      start_time: hhmm(b.start),
      end_time: hhmm(Math.max(0, Math.min(b.start + b.length, 1439))),
      deleted: b.deleted,
    })),
    rules: s.rules ? { min_notice_minutes: s.rules.notice, max_advance_days: s.rules.advance, slot_interval: s.rules.interval } : undefined,
    now: s.now ? { date: CAL[at + s.now.dayShift], time: hhmm(s.now.time) } : undefined,
  };
  if (s.grid) Object.assign(input, { step: s.grid.step, firstStart: hhmm(s.grid.first), lastStart: hhmm(Math.min(s.grid.first + s.grid.span, 1439)) });
  return input;
}

/** The model of one day: opening hours, and per bookable member the minutes in hours and shift and the busy ones. */
export interface DayModel {
  open: [number, number] | null;
  eligible: string[];
  away: Set<string>;
  members: Map<string, { inShift: boolean[]; busy: boolean[] }>;
}

export function dayModel(input: AvailabilityInput): DayModel {
  const dow = DOW[(CAL.indexOf(input.date) - FIRST + 7) % 7];
  const saved = input.hours.find((h) => h.day_of_week === dow && !h.deleted);
  let open: [number, number] | null = DEFAULT_OPEN[dow];
  if (saved) {
    const [o, c] = [saved.open_time, saved.close_time].map((t) => (t ? toMin(t) : NaN));
    open = saved.is_closed || !(o < c) ? null : [o, c];
  }
  const eligible = input.staff
    .filter((st) => !st.deleted && st.is_active && (input.staffId === undefined || st.id === input.staffId))
    .filter((st) => input.staffServices.some((l) => !l.deleted && l.staff_id === st.id && l.service_id === input.service.id))
    .map((st) => st.id);
  const away = new Set((input.timeOff ?? []).filter((t) => !t.deleted && t.start_date <= input.date && input.date <= t.end_date).map((t) => t.staff_id));
  const members = new Map<string, { inShift: boolean[]; busy: boolean[] }>();
  for (const id of eligible) {
    const shift = input.schedules.find((r) => !r.deleted && r.staff_id === id && r.date === input.date && !r.is_day_off);
    if (away.has(id) || !shift?.start_time || !shift.end_time || !(toMin(shift.start_time) < toMin(shift.end_time))) continue;
    const inShift = new Array<boolean>(TAIL).fill(false);
    if (open) for (let m = Math.max(open[0], toMin(shift.start_time)); m < Math.min(open[1], toMin(shift.end_time)); m++) inShift[m] = true;
    const busy = new Array<boolean>(TAIL).fill(false);
    // The rule under test: a time that cannot be read as a forward interval (end at or before
    // start) blocks the member's whole day rather than risk a double booking; breaks alike.
    // A booking's processing gap (clamped to it; none when it would cover all of it) leaves its member free.
    const mark = (s: string, e: string, extra: number, gap: [number, number] | null = null) => {
      const [from, to] = toMin(s) < toMin(e) ? [toMin(s), toMin(e) + extra] : [0, 1440];
      for (let m = from; m < to; m++) if (!(gap && m >= gap[0] && m < gap[1])) busy[m] = true;
    };
    for (const a of input.appointments) {
      if (a.deleted || a.staff_id !== id || a.appointment_date !== input.date || (a.status !== 'confirmed' && a.status !== 'pending')) continue;
      mark(a.start_time, a.end_time, (a.service_id && input.serviceBuffers?.[a.service_id]) || 0, bookingGap(a));
    }
    for (const b of input.breaks ?? []) if (!b.deleted && b.staff_id === id) mark(b.start_time, b.end_time, 0);
    members.set(id, { inShift, busy });
  }
  return { open, eligible, away, members };
}

/** The stretch of a stored booking its technician is free for, in minutes of the day; null = none. */
export function bookingGap(a: AvailabilityAppointment): [number, number] | null {
  const [s, e] = [toMin(a.start_time), toMin(a.end_time)];
  const [off, len] = [a.processing_offset ?? 0, a.processing_minutes ?? 0];
  if (!(s < e) || len <= 0) return null;
  const gap: [number, number] = [Math.min(s + off, e), Math.min(s + off + len, e)];
  return gap[0] === s && gap[1] === e ? null : gap;
}

/** The new booking's gap, from its start: only a processing time the service form accepts (shorter than the service, ending inside it). */
export function serviceGap(input: AvailabilityInput): [number, number] | null {
  const { duration, processing_offset: off = 0, processing_minutes: len = 0 } = input.service;
  return len > 0 && len < duration && off + len <= duration ? [off, off + len] : null;
}

/** Whole days from now's date to the input's date, and now's minute; null without a clock. */
export function clock(input: AvailabilityInput): { days: number; minute: number } | null {
  return input.now ? { days: CAL.indexOf(input.date) - CAL.indexOf(input.now.date), minute: toMin(input.now.time) } : null;
}

/** Members whose day allows [start, start + duration) and its buffer, ignoring the clock. */
export function modelFits(input: AvailabilityInput, day: DayModel, start: number): string[] {
  const end = start + input.service.duration;
  const buf = input.service.buffer_minutes ?? 0;
  if (end > 1440 || input.service.is_active === false) return [];
  const ids: string[] = [];
  const gap = serviceGap(input);
  const free = (t: number) => gap !== null && t >= start + gap[0] && t < start + gap[1];
  for (const [id, m] of day.members) {
    let ok = true;
    for (let t = start; t < end && ok; t++) ok = m.inShift[t] && (free(t) || !m.busy[t]);
    for (let t = end; t < end + buf && ok; t++) ok = !m.busy[t];
    if (ok) ids.push(id);
  }
  return ids;
}

/** 'passed', 'too_soon', 'too_far_ahead' or null for a start, by the clock and the rules. */
export function modelClock(input: AvailabilityInput, start: number): 'passed' | 'too_soon' | 'too_far_ahead' | null {
  const c = clock(input);
  if (!c) return null;
  if (input.rules && c.days > input.rules.max_advance_days) return 'too_far_ahead';
  const ahead = c.days * 1440 + start - c.minute;
  if (ahead < 0) return 'passed';
  return input.rules && ahead < input.rules.min_notice_minutes ? 'too_soon' : null;
}

export function modelFree(input: AvailabilityInput, day: DayModel, start: number): string[] {
  return modelClock(input, start) === null ? modelFits(input, day, start) : [];
}

export function gridStarts(input: AvailabilityInput, day: DayModel): number[] {
  const step = input.step ?? input.rules?.slot_interval ?? 60;
  let [first, last] = [540, 1080];
  if (input.firstStart !== undefined) [first, last] = [toMin(input.firstStart), toMin(input.lastStart!)];
  else if (step !== 60) [first, last] = day.open ? [Math.ceil(day.open[0] / step) * step, day.open[1] - 1] : [1, 0];
  const out: number[] = [];
  for (let t = first; t <= last; t += step) out.push(t);
  return out;
}

/** The reason the model expects for the whole day, before looking at start times; null = look at them. */
export function modelDayReason(input: AvailabilityInput, day: DayModel): NoSlotReason | null {
  const c = clock(input);
  if (input.service.is_active === false) return 'service_hidden';
  if (c && c.days < 0) return 'past_date';
  if (c && input.rules && c.days > input.rules.max_advance_days) return 'too_far_ahead';
  if (!day.open) return 'closed';
  if (day.eligible.length === 0) return 'no_staff_for_service';
  if (day.members.size === 0) return day.eligible.some((id) => day.away.has(id)) ? 'staff_time_off' : 'no_staff_working';
  return null;
}
