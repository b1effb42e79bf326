// The scale bench's salons, as rows for COPY (pure: no database, no clock of its own). Each salon
// is what the domain would hold after a couple of years of use: services, staff and who does
// what, opening hours, regular weeks and dated exceptions, customers and appointments that never
// overlap for one member (the server's exclusion constraint), with ids, versions, HLC stamps and
// per-field stamps as sync_push would have written them. A median salon is about 10,000 rows; a
// large one about 100,000.
import { addDays, weekdayOf } from '../../src/domain/dates';
import { bookingSettingsId, businessHoursId, messageSettingsId, salonIdForOwner, staffPatternId, staffScheduleId, staffServiceId } from '../../src/domain/ids';
import { rng } from '../suites/seed';

export type Value = string | number | boolean | null;

/** One table's rows for one COPY: its columns (sync columns included) and the values in order. */
export interface TableRows {
  table: string;
  columns: string[];
  rows: Value[][];
}

export interface SalonSize {
  staff: number;
  services: number;
  customers: number;
  appointments: number;
  /** Days of history before today (appointments, then exceptions in the last part of it). */
  pastDays: number;
  /** Dated schedule exceptions per member. */
  exceptionDays: number;
  /** Calls with Sarah (four turns each), notifications, and sent messages of the history. */
  calls: number;
  notifications: number;
  messages: number;
}

export const MEDIAN_SALON: SalonSize = {
  staff: 8, services: 24, customers: 1_300, appointments: 5_600, pastDays: 700, exceptionDays: 120, calls: 150, notifications: 300, messages: 1_000,
};
export const LARGE_SALON: SalonSize = {
  staff: 24, services: 40, customers: 12_000, appointments: 80_000, pastDays: 1_000, exceptionDays: 365, calls: 1_500, notifications: 3_000, messages: 10_000,
};
/** Days ahead that hold bookings (the default advance window is 90). */
export const FUTURE_DAYS = 60;
/** The versions each salon made in the last day: what "a device a day behind" pulls. */
export const DAY_CHANGES = 60;
/** Tombstones are this old at least (the purge is asked for older than 30 days). */
const TOMBSTONE_MIN_AGE_DAYS = 60;

/** The few large salons among the 500 (one of them within the first 50). */
export const LARGE_SALONS: ReadonlySet<number> = new Set([7, 123, 321]);

export interface SalonFacts {
  index: number;
  ownerId: string;
  salonId: string;
  slug: string;
  rows: number;
  maxVersion: number;
  staffIds: string[];
  serviceIds: string[];
  /** Appointments in the past, not deleted: what a push may edit without queuing messages. */
  pastAppointmentIds: string[];
  /** Confirmed appointments ahead: what the sender's reminders are queued for. */
  futureConfirmedIds: string[];
}

const hex = (n: number, width: number) => n.toString(16).padStart(width, '0').slice(-width);
/** A UUID-shaped id, unique per salon, table and row, the same on every run. */
export function rowId(salon: number, table: number, n: number): string {
  return `${hex(salon, 8)}-${hex(table, 4)}-4${hex(n >>> 12, 3)}-8${hex(n, 3)}-${hex(n * 2654435761, 12)}`;
}
export const ownerIdOf = (salon: number) => rowId(salon, 0xffff, 1);

/** COPY text format: \N for null, t/f, and backslash escapes for the characters COPY reads specially. */
export function copyValue(v: Value): string {
  if (v === null) return '\\N';
  if (typeof v === 'boolean') return v ? 't' : 'f';
  if (typeof v === 'number') return String(v);
  if (!SPECIAL.test(v)) return v;
  return v.replace(/\\/g, '\\\\').replace(/\t/g, '\\t').replace(/\n/g, '\\n').replace(/\r/g, '\\r');
}
const SPECIAL = /[\\\t\n\r]/;
export const copyLine = (row: readonly Value[]) => `${row.map(copyValue).join('\t')}\n`;

const FIRST = ['Anna', 'Maria', 'Linh', 'Sofia', 'Emma', 'Olivia', 'Mai', 'Grace', 'Chloe', 'Hana', 'Ava', 'Mia', 'Lucy', 'Nora', 'Ivy', 'Zoe'];
const LAST = ['Nguyen', 'Smith', 'Garcia', 'Tran', 'Johnson', 'Lee', 'Brown', 'Kim', 'Martinez', 'Pham', 'Davis', 'Lopez'];
const SERVICES = ['Manicure', 'Pedicure', 'Gel Polish', 'Acrylic Set', 'Nail Art', 'Dip Powder', 'Cuticle Care', 'Paraffin', 'French Tips', 'Polish Change'];
const KINDS = ['Classic', 'Deluxe', 'Express', 'Signature'];
const DURATIONS = [30, 45, 60, 60, 90];
const POSITIONS = ['Senior Nail Technician', 'Nail Technician', 'Part-time Technician', 'Apprentice'];
const SYNC_COLUMNS = ['updated_at', 'deleted', 'version', 'field_stamps'];
const hhmm = (m: number) => `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;

/**
 * formatHlc's text for a counter of 0, without its argument checks: the generator makes millions
 * (the unit test holds the two equal).
 */
export const stampOf = (wall: number, node: string) => `${String(wall).padStart(15, '0')}.000000.${node}`;

/** field_stamps with every field at one stamp: the pieces that `.join(stamp)` puts together. */
export function stampTemplate(fields: readonly string[]): string[] {
  return `{${fields.map((c) => `"${c}": "\u0000"`).join(', ')}}`.split('\u0000');
}

interface Draft { table: string; columns: string[]; rows: { values: Value[]; deleted?: boolean }[] }

const instant = (date: string, hour: number) => `${date}T${String(hour).padStart(2, '0')}:00:00.000Z`;

/**
 * What a salon accumulates besides bookings: FAQs, breaks and time off, calls with Sarah and
 * their turns, notifications, and the reminders sent for past appointments (each naming the
 * appointment's version, whose rows come `before` rows earlier in insert order).
 */
function historyRows(index: number, size: SalonSize, salonId: string, staffIds: string[], ap: Draft, before: number, rand: () => number): Draft[] {
  const col = (name: string) => ap.columns.indexOf(name);
  const past = ap.rows.map((r, k) => ({ r, version: before + k + 1 })).filter(({ r }) => r.values[col('status')] === 'completed');
  const faqs: Draft = { table: 'salon_faqs', columns: ['id', 'salon_id', 'question', 'answer'], rows: [] };
  for (let k = 0; k < 6; k++) faqs.rows.push({ values: [rowId(index, 5, k), salonId, `Question ${k + 1}?`, 'Yes, please call ahead.'] });
  const breaks: Draft = { table: 'staff_breaks', columns: ['id', 'salon_id', 'staff_id', 'start_time', 'end_time', 'label'], rows: [] };
  const off: Draft = { table: 'staff_time_off', columns: ['id', 'salon_id', 'staff_id', 'start_date', 'end_date', 'reason', 'note'], rows: [] };
  staffIds.forEach((m, k) => {
    breaks.rows.push({ values: [rowId(index, 6, k), salonId, m, '13:00', '13:30', 'Lunch'] });
    for (let j = 0; j < 2; j++) {
      const start = String(past[Math.floor(rand() * past.length)]?.r.values[col('appointment_date')] ?? '2026-01-05');
      off.rows.push({ values: [rowId(index, 6, 1_000 + k * 2 + j), salonId, m, start, start, 'vacation', null] });
    }
  });
  const calls: Draft = { table: 'calls', columns: ['id', 'salon_id', 'channel', 'started_at', 'ended_at', 'caller_name', 'caller_phone', 'outcome', 'message', 'callback_requested', 'message_done'], rows: [] };
  const turns: Draft = { table: 'call_turns', columns: ['id', 'salon_id', 'call_id', 'position', 'role', 'content', 'tool_name', 'tool_args', 'appointment_id', 'latency_ms', 'at'], rows: [] };
  for (let k = 0; k < size.calls; k++) {
    const id = rowId(index, 7, k);
    const date = String(past[(k * 37) % past.length].r.values[col('appointment_date')]);
    calls.rows.push({ values: [id, salonId, k % 3 ? 'phone' : 'chat', instant(date, 14), instant(date, 15), 'Anna Smith', '(555) 200-3000', 'booked', null, false, false] });
    for (let t = 0; t < 4; t++) {
      turns.rows.push({ values: [rowId(index, 8, k * 4 + t), salonId, id, t, t % 2 ? 'assistant' : 'customer', t % 2 ? 'I can book that for you.' : 'Can I come in tomorrow?', null, null, null, t % 2 ? 320 : null, instant(date, 14)] });
    }
  }
  const notes: Draft = { table: 'notifications', columns: ['id', 'salon_id', 'kind', 'source', 'title', 'body', 'appointment_id', 'call_id', 'phone', 'at', 'read'], rows: [] };
  for (let k = 0; k < size.notifications; k++) {
    const { r } = past[(k * 53) % past.length];
    notes.rows.push({ values: [rowId(index, 10, k), salonId, 'booking', k % 2 ? 'booking_page' : 'assistant', 'New booking', 'Gel Polish', r.values[0], null, null, instant(String(r.values[col('appointment_date')]), 9), true] });
  }
  const sent: Draft = { table: 'customer_messages', columns: ['id', 'salon_id', 'appointment_id', 'kind', 'channel', 'appointment_version', 'status', 'recipient', 'due_at', 'attempts', 'sent_at'], rows: [] };
  for (const { r, version } of past.slice(-size.messages)) {
    const at = instant(String(r.values[col('appointment_date')]), 8);
    sent.rows.push({ values: [rowId(index, 11, sent.rows.length), salonId, r.values[0], 'reminder', 'email', version, 'sent', 'client@example.com', at, 1, at] });
  }
  return [faqs, breaks, off, calls, turns, notes, sent];
}

/**
 * Every row of salon `index`, tables in insert order (parents first), stamped. `today` is the
 * salon's date and `nowMs` the wall clock the stamps count back from.
 */
export function salonRows(index: number, size: SalonSize, today: string, nowMs: number): { tables: TableRows[]; facts: SalonFacts } {
  const rand = rng(0x5ca1e000 + index);
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rand() * xs.length)];
  const ownerId = ownerIdOf(index);
  const salonId = salonIdForOwner(ownerId);
  const slug = `scale-salon-${index}`;
  const drafts: Draft[] = [];
  const draft = (table: string, columns: string[]) => {
    const d: Draft = { table, columns, rows: [] };
    drafts.push(d);
    return d;
  };

  draft('salons', ['id', 'owner_id', 'name', 'address', 'phone', 'email', 'website', 'time_zone']).rows.push({
    values: [salonId, ownerId, `Scale Nails ${index}`, `${index + 1} Main St`, '(555) 010-0000', `salon${index}@example.com`, null, 'America/New_York'],
  });
  // Messages off while loading, as an import would: the sender's row turns reminders on itself.
  draft('message_settings', ['id', 'salon_id', 'confirmation_on', 'update_on', 'cancellation_on', 'reminder_on', 'sms_on', 'reminder_lead_hours']).rows.push({
    values: [messageSettingsId(salonId), salonId, false, false, false, false, false, 24],
  });
  draft('booking_settings', ['id', 'salon_id', 'min_notice_minutes', 'max_advance_days', 'slot_interval', 'self_booking_status', 'online_booking', 'booking_slug']).rows.push({
    values: [bookingSettingsId(salonId), salonId, 60, 90, 30, 'confirmed', true, slug],
  });
  const hours = draft('business_hours', ['id', 'salon_id', 'day_of_week', 'open_time', 'close_time', 'is_closed']);
  for (let d = 0; d < 7; d++) hours.rows.push({ values: [businessHoursId(salonId, d), salonId, d, d === 0 ? null : '09:00', d === 0 ? null : '18:00', d === 0] });

  const services = Array.from({ length: size.services }, (_, i) => ({
    id: rowId(index, 1, i), name: `${KINDS[Math.floor(i / SERVICES.length) % KINDS.length]} ${SERVICES[i % SERVICES.length]}`, duration: pick(DURATIONS),
  }));
  const sv = draft('services', ['id', 'salon_id', 'name', 'price', 'duration', 'description', 'buffer_minutes', 'category', 'is_active']);
  for (const s of services) sv.rows.push({ values: [s.id, salonId, s.name, 20 + Math.floor(rand() * 60), s.duration, null, 0, 'Manicure', true] });
  const staffIds = Array.from({ length: size.staff }, (_, i) => rowId(index, 2, i));
  const st = draft('staff', ['id', 'salon_id', 'name', 'phone', 'position', 'is_active']);
  staffIds.forEach((id, i) => st.rows.push({ values: [id, salonId, `${FIRST[i % FIRST.length]} ${LAST[(i * 5) % LAST.length]}`, `(555) 200-${String(1000 + i).slice(-4)}`, POSITIONS[i % POSITIONS.length], true] }));
  const links = draft('staff_services', ['id', 'salon_id', 'staff_id', 'service_id']);
  for (const m of staffIds) for (const s of services) if (rand() < 0.66) links.rows.push({ values: [staffServiceId(m, s.id), salonId, m, s.id] });
  const patterns = draft('staff_patterns', ['id', 'salon_id', 'staff_id', 'day_of_week', 'start_time', 'end_time', 'is_day_off']);
  for (const m of staffIds) for (let d = 0; d < 7; d++) patterns.rows.push({ values: [staffPatternId(m, d), salonId, m, d, d === 0 ? null : '09:00', d === 0 ? null : '18:00', d === 0] });
  const schedules = draft('staff_schedules', ['id', 'salon_id', 'staff_id', 'date', 'start_time', 'end_time', 'is_day_off']);
  for (let k = size.exceptionDays; k > 0; k--) {
    const date = addDays(today, -k);
    for (const m of staffIds) {
      const off = rand() < 0.1;
      schedules.rows.push({ values: [staffScheduleId(m, date), salonId, m, date, off ? null : '09:00', off ? null : '18:00', off] });
    }
  }
  const customers = Array.from({ length: size.customers }, (_, i) => rowId(index, 3, i));
  const cu = draft('customers', ['id', 'salon_id', 'name', 'phone', 'email', 'phone_key', 'notes', 'tags']);
  customers.forEach((id, i) => {
    const digits = String(2_000_000 + i).padStart(7, '0');
    cu.rows.push({ values: [id, salonId, `${pick(FIRST)} ${pick(LAST)}`, `(555) ${digits.slice(0, 3)}-${digits.slice(3)}`, rand() < 0.6 ? `c${i}.s${index}@example.com` : null, `+1555${digits}`, null, null] });
  });

  const ap = draft('appointments', ['id', 'salon_id', 'customer_id', 'staff_id', 'service_id', 'appointment_date', 'start_time', 'end_time', 'notes', 'status', 'contact_name', 'contact_phone', 'contact_email']);
  const pastAppointmentIds: string[] = [];
  const futureConfirmedIds: string[] = [];
  const days = size.pastDays + FUTURE_DAYS;
  let n = 0;
  for (let k = 0; k < days && n < size.appointments; k++) {
    const date = addDays(today, k - size.pastDays);
    if (weekdayOf(date) === 0) continue;
    const ahead = k >= size.pastDays;
    // What is left, spread over the working days left (six of seven).
    let want = Math.ceil((size.appointments - n) / Math.max(1, Math.ceil(((days - k) * 6) / 7)));
    for (const m of staffIds) {
      let t = 9 * 60 + 15 * Math.floor(rand() * 4);
      while (want > 0 && rand() < 0.85) {
        const s = pick(services);
        if (t + s.duration > 18 * 60) break;
        const r = rand();
        const status = ahead ? (r < 0.85 ? 'confirmed' : r < 0.95 ? 'pending' : 'canceled') : r < 0.8 ? 'completed' : r < 0.9 ? 'canceled' : r < 0.95 ? 'no_show' : 'confirmed';
        const id = rowId(index, 4, n);
        ap.rows.push({ values: [id, salonId, pick(customers), m, s.id, date, hhmm(t), hhmm(t + s.duration), rand() < 0.1 ? 'Prefers almond shape' : null, status, null, null, null] });
        if (!ahead && status === 'completed') pastAppointmentIds.push(id);
        if (ahead && status === 'confirmed') futureConfirmedIds.push(id);
        n++;
        want--;
        t += s.duration + 15 * Math.floor(rand() * 3);
      }
      if (want <= 0) break;
    }
  }

  const history = historyRows(index, size, salonId, staffIds, ap, drafts.reduce((a, d) => a + (d === ap ? 0 : d.rows.length), 0), rand);
  drafts.push(...history);

  // Versions in insert order; stamps spread over the history, the last DAY_CHANGES within a day.
  const total = drafts.reduce((a, d) => a + d.rows.length, 0);
  const node = hex(index, 12);
  const day = 86_400_000;
  const spacing = (size.pastDays * day) / total;
  const wallOf = (v: number) =>
    v > total - DAY_CHANGES ? nowMs - (total - v + 1) * Math.floor((22 * 3600_000) / DAY_CHANGES) : Math.floor(nowMs - day - (total - DAY_CHANGES - v) * spacing);
  let version = 0;
  const tombstoneBefore = nowMs - TOMBSTONE_MIN_AGE_DAYS * day;
  const deleted = new Set<string>();
  const tables = drafts.map((d): TableRows => {
    const stampParts = stampTemplate(d.columns.slice(1));
    return { table: d.table, columns: [...d.columns, ...SYNC_COLUMNS], rows: d.rows.map(({ values }) => {
      version++;
      const wall = wallOf(version);
      const hlc = stampOf(wall, node);
      const gone = d.table === 'appointments' && wall < tombstoneBefore && rand() < 0.03;
      if (gone) deleted.add(String(values[0]));
      const stamps = stampParts.join(hlc);
      return [...values, hlc, gone, version, stamps];
    }) };
  });
  // The counter row the version trigger would have left: the salon's last version; and the
  // owner's devices as sync_push records them.
  tables.push({ table: 'sync_salon_state', columns: ['salon_id', 'version'], rows: [[salonId, version]] });
  tables.push({ table: 'sync_clients', columns: ['client_id', 'salon_id', 'last_seq'], rows: [0, 1, 2].map((k) => [rowId(index, 9, k), salonId, 1_000 + k]) });
  return {
    tables,
    facts: {
      index, ownerId, salonId, slug, rows: total, maxVersion: version, staffIds, serviceIds: services.map((s) => s.id),
      pastAppointmentIds: pastAppointmentIds.filter((id) => !deleted.has(id)), futureConfirmedIds,
    },
  };
}
