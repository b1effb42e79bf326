// A random salon of tests/support/availability-model.ts as database rows (UUIDs, the tables' CHECKs
// kept), the SQL that stores it and asks sync_private.availability, and the domain's input read
// from the same rows as src/db/availability.ts reads them: the two sides of
// availability-sql.property.test.ts.
import fc from 'fast-check';
import type { AvailabilityInput } from '../../src/domain/availability';
import { bookingRulesOf } from '../../src/db/availability';
import type { BookingSettings } from '../../src/domain/types';
import { CAL, build, hhmm, scenarioArb } from '../support/availability-model';
import { effectiveSchedules } from '../../src/domain/patterns';

/** The model's salon, plus what the SQL function takes besides it: a picked member, a moved booking, a clock. */
export const sqlScenarioArb = fc.record({
  s: scenarioArb,
  /** The model's staff get these ids: their order is the device's staff order (by id). */
  staffIds: fc.uniqueArray(fc.uuid(), { minLength: 5, maxLength: 5 }),
  /** An index into the staff (5 = not a member of this salon), or any member. */
  pick: fc.option(fc.integer({ min: 0, max: 5 }), { freq: 4 }),
  /** An index into the bookings, or none. */
  ignore: fc.option(fc.integer({ min: 0, max: 11 }), { freq: 3 }),
  /** A saved rules row may be a tombstone: the defaults apply then. */
  settingsDeleted: fc.integer({ min: 0, max: 7 }).map((n) => n === 0),
  /** Used when the model's scenario has no clock: the SQL function always has one. */
  clock: fc.record({ dayShift: fc.constantFrom(-1, 0, 1), time: fc.integer({ min: 0, max: 1439 }) }),
  /** Regular weeks: a member's repeating shift of a weekday, which a dated row overrides. */
  patterns: fc.uniqueArray(
    fc.record({
      staff: fc.integer({ min: 0, max: 4 }),
      dow: fc.integer({ min: 0, max: 6 }),
      off: fc.integer({ min: 0, max: 4 }).map((n) => n === 0),
      start: fc.integer({ min: 28, max: 52 }).map((q) => q * 15),
      length: fc.integer({ min: 1, max: 48 }).map((q) => q * 15),
      deleted: fc.integer({ min: 0, max: 5 }).map((n) => n === 0),
    }),
    { maxLength: 12, selector: (p) => `${p.staff}|${p.dow}` },
  ),
});
export type SqlScenario = typeof sqlScenarioArb extends fc.Arbitrary<infer T> ? T : never;

const HLC = '000001700000000.000000.000000000000';
const q = (v: string | number | boolean | null | undefined): string =>
  v === null || v === undefined ? 'null' : typeof v === 'string' ? `'${v.replace(/'/g, "''")}'` : String(v);
const uuid = () => crypto.randomUUID();

type Row = Record<string, string | number | boolean | null | undefined>;

export interface SqlCase {
  /** Stores the salon and answers one line: {"answer": availability(...), "kept": [stored booking ids]}. */
  sql: string;
  /** The domain's input once the stored bookings are known (a booking the exclusion constraint refused is not stored). */
  input(kept: readonly string[]): AvailabilityInput;
}

/**
 * The rows of a scenario. What the tables' CHECKs refuse is left out on both sides (an inverted
 * shift, break, time off or hours, a booking ending at or before its start, a second link of the
 * same pair, a processing time the service form refuses, an advance of 0 days); a booking that
 * clashes with an earlier one is refused by the exclusion constraint (ON CONFLICT DO NOTHING) and
 * left out of the domain's input too.
 */
export function sqlCase(sc: SqlScenario): SqlCase {
  const m = build(sc.s);
  const salon = uuid();
  const ids = new Map<string, string>(['s0', 's1', 's2', 's3', 's4'].map((id, i) => [id, sc.staffIds[i]]));
  const svc = { svc: uuid(), other: uuid(), plain: uuid(), gone: uuid() };
  const serviceOf = (name: string | undefined) => svc[(name ?? 'plain') as keyof typeof svc];
  const base = (): Row => ({ id: uuid(), salon_id: salon, updated_at: HLC });

  const p = m.service.processing_offset !== undefined ? { o: m.service.processing_offset, n: m.service.processing_minutes ?? 0 } : { o: 0, n: 0 };
  const fits = p.n < m.service.duration && p.o + p.n <= m.service.duration;
  const services: Row[] = [
    {
      ...base(),
      id: svc.svc,
      name: 'Gel',
      price: 30,
      duration: m.service.duration,
      buffer_minutes: m.service.buffer_minutes ?? 0,
      is_active: m.service.is_active !== false,
      processing_offset: fits ? p.o : 0,
      processing_minutes: fits ? p.n : 0,
    },
    { ...base(), id: svc.other, name: 'Other', price: 20, duration: 60, buffer_minutes: sc.s.buffers?.other ?? 0 },
    { ...base(), id: svc.plain, name: 'Plain', price: 10, duration: 30, buffer_minutes: 0 },
    { ...base(), id: svc.gone, name: 'Gone', price: 10, duration: 30, buffer_minutes: sc.s.buffers?.svc ?? 15, deleted: true },
  ];
  const staff: Row[] = m.staff.map((st) => ({
    ...base(),
    id: ids.get(st.id),
    name: st.id,
    position: 'Nail Technician',
    is_active: st.is_active,
    deleted: st.deleted,
  }));
  // Rows of members the salon does not have would break their foreign keys.
  const exists = new Set(m.staff.map((st) => st.id));
  const seenLinks = new Set<string>();
  const links: Row[] = m.staffServices
    .filter((l) => exists.has(l.staff_id) && !seenLinks.has(`${l.staff_id}|${l.service_id}`) && seenLinks.add(`${l.staff_id}|${l.service_id}`))
    .map((l) => ({ ...base(), staff_id: ids.get(l.staff_id), service_id: l.service_id === 'svc' ? svc.svc : svc.other, deleted: l.deleted }));
  const schedules: Row[] = m.schedules
    .filter((r) => exists.has(r.staff_id) && (r.is_day_off || r.start_time! < r.end_time!))
    .map((r) => ({
      ...base(),
      staff_id: ids.get(r.staff_id),
      date: r.date,
      start_time: r.start_time,
      end_time: r.end_time,
      is_day_off: r.is_day_off,
      deleted: r.deleted,
    }));
  const patterns: Row[] = sc.patterns
    .filter((p) => p.staff < m.staff.length && p.start + p.length <= 1439)
    .map((p) => ({
      ...base(),
      staff_id: ids.get(m.staff[p.staff].id),
      day_of_week: p.dow,
      is_day_off: p.off,
      deleted: p.deleted,
      start_time: p.off ? null : hhmm(p.start),
      end_time: p.off ? null : hhmm(p.start + p.length),
    }));
  const appointments: Row[] = m.appointments
    .filter((a) => exists.has(a.staff_id) && a.start_time < a.end_time)
    .map((a) => ({
      ...base(),
      customer_id: null,
      staff_id: ids.get(a.staff_id),
      service_id: serviceOf(a.service_id),
      appointment_date: a.appointment_date,
      start_time: a.start_time,
      end_time: a.end_time,
      status: a.status,
      deleted: a.deleted,
      processing_offset: a.processing_offset ?? 0,
      processing_minutes: a.processing_minutes ?? 0,
    }));
  const hours: Row[] = m.hours
    .filter((h) => h.is_closed || h.open_time! < h.close_time!)
    .map((h) => ({
      ...base(),
      day_of_week: h.day_of_week,
      open_time: h.is_closed ? null : h.open_time,
      close_time: h.is_closed ? null : h.close_time,
      is_closed: h.is_closed,
      deleted: h.deleted,
    }));
  const timeOff: Row[] = (m.timeOff ?? [])
    .filter((t) => exists.has(t.staff_id) && t.start_date <= t.end_date)
    .map((t) => ({ ...base(), staff_id: ids.get(t.staff_id), start_date: t.start_date, end_date: t.end_date, reason: 'vacation', deleted: t.deleted }));
  const breaks: Row[] = (m.breaks ?? [])
    .filter((b) => exists.has(b.staff_id) && b.start_time < b.end_time)
    .map((b) => ({ ...base(), staff_id: ids.get(b.staff_id), start_time: b.start_time, end_time: b.end_time, deleted: b.deleted }));
  const settings: Row[] = m.rules
    ? [
        {
          ...base(),
          min_notice_minutes: m.rules.min_notice_minutes,
          max_advance_days: Math.max(1, m.rules.max_advance_days),
          slot_interval: m.rules.slot_interval,
          deleted: sc.settingsDeleted,
        },
      ]
    : [];

  const at = CAL.indexOf(m.date);
  const now = m.now ?? { date: CAL[at + sc.clock.dayShift], time: hhmm(sc.clock.time) };
  const staffId = sc.pick === null ? undefined : sc.pick < m.staff.length ? sc.staffIds[sc.pick] : uuid();
  const ignored = sc.ignore !== null && sc.ignore < appointments.length ? (appointments[sc.ignore].id as string) : undefined;
  const customer = uuid();
  for (const a of appointments) a.customer_id = customer;

  const insert = (table: string, rows: Row[], tail = '') => {
    if (rows.length === 0) return '';
    const cols = [...new Set(rows.flatMap((r) => Object.keys(r)))];
    const value = (r: Row, c: string) => (c in r ? q(r[c]) : 'default');
    return `insert into public.${table} (${cols.join(', ')}) values ${rows.map((r) => `(${cols.map((c) => value(r, c)).join(', ')})`).join(', ')}${tail};\n`;
  };
  const owner = uuid();
  const sql = [
    `insert into auth.users (id, email) values ('${owner}', '${owner}@example.com');\n`,
    insert('salons', [{ id: salon, owner_id: owner, name: 'Salon', updated_at: HLC, time_zone: 'America/New_York' }]),
    insert('customers', [{ ...base(), id: customer, name: 'Ann', phone: '+15550100' }]),
    insert('services', services),
    insert('staff', staff),
    insert('staff_services', links),
    insert('staff_schedules', schedules),
    insert('staff_patterns', patterns),
    insert('business_hours', hours),
    insert('booking_settings', settings),
    insert('staff_time_off', timeOff),
    insert('staff_breaks', breaks),
    // One by one, so a booking refused by the exclusion constraint leaves the others stored.
    ...appointments.map((a) => insert('appointments', [a], ' on conflict do nothing')),
    `select json_build_object('answer', sync_private.availability(${q(salon)}, ${q(svc.svc)}, ${q(m.date)}, ${q(staffId)}, ${q(ignored)}, ${q(`${now.date} ${now.time}`)}),` +
      ` 'kept', (select coalesce(json_agg(id), '[]') from public.appointments where salon_id = ${q(salon)}))::text as line;\n`,
  ].join('');

  const input = (kept: readonly string[]): AvailabilityInput => {
    const stored = new Set(kept);
    const serviceBuffers: Record<string, number> = {};
    for (const s of services) if (s.buffer_minutes) serviceBuffers[s.id as string] = s.buffer_minutes as number;
    const staffRows = staff.map((s) => ({ id: s.id as string, is_active: s.is_active as boolean, deleted: s.deleted as boolean }));
    return {
      date: m.date,
      service: {
        id: svc.svc,
        duration: services[0].duration as number,
        buffer_minutes: services[0].buffer_minutes as number,
        is_active: services[0].is_active as boolean,
        processing_offset: services[0].processing_offset as number,
        processing_minutes: services[0].processing_minutes as number,
      },
      // Dexie hands a salon's staff back sorted by id.
      staff: staffRows.sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0)),
      staffServices: links
        .filter((l) => l.service_id === svc.svc)
        .map((l) => ({ staff_id: l.staff_id as string, service_id: l.service_id as string, deleted: l.deleted as boolean })),
      // As src/db/availability.ts reads them: the day's dated rows, else each member's regular week.
      schedules: effectiveSchedules(
        m.date,
        schedules.map((r) => ({
          staff_id: r.staff_id as string,
          date: r.date as string,
          start_time: r.start_time as string | null,
          end_time: r.end_time as string | null,
          is_day_off: r.is_day_off as boolean,
          deleted: r.deleted as boolean,
        })),
        patterns.map((p) => ({
          staff_id: p.staff_id as string,
          day_of_week: p.day_of_week as number,
          start_time: p.start_time as string | null,
          end_time: p.end_time as string | null,
          is_day_off: p.is_day_off as boolean,
          deleted: p.deleted as boolean,
        })),
      ),
      appointments: appointments
        .filter((a) => stored.has(a.id as string))
        .map((a) => ({
          id: a.id as string,
          staff_id: a.staff_id as string,
          appointment_date: a.appointment_date as string,
          start_time: a.start_time as string,
          end_time: a.end_time as string,
          status: a.status as AvailabilityInput['appointments'][number]['status'],
          service_id: a.service_id as string,
          deleted: a.deleted as boolean,
          processing_offset: a.processing_offset as number,
          processing_minutes: a.processing_minutes as number,
        })),
      hours: hours.map((h) => ({
        day_of_week: h.day_of_week as number,
        open_time: h.open_time as string | null,
        close_time: h.close_time as string | null,
        is_closed: h.is_closed as boolean,
        deleted: h.deleted as boolean,
      })),
      serviceBuffers,
      timeOff: timeOff.map((t) => ({
        staff_id: t.staff_id as string,
        start_date: t.start_date as string,
        end_date: t.end_date as string,
        deleted: t.deleted as boolean,
      })),
      breaks: breaks.map((b) => ({
        staff_id: b.staff_id as string,
        start_time: b.start_time as string,
        end_time: b.end_time as string,
        deleted: b.deleted as boolean,
      })),
      rules: bookingRulesOf(settings[0] as unknown as BookingSettings | undefined),
      ...(staffId !== undefined && { staffId }),
      ...(ignored !== undefined && { ignoreAppointmentId: ignored }),
      now,
    };
  };
  return { sql, input };
}
