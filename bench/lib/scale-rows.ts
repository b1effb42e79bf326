// The scale bench's salons, as rows for COPY (pure: no database, no clock of its own). Each salon
// is what the domain would hold after a couple of years of use: services, staff and who does
// what, opening hours, regular weeks and dated exceptions, customers and appointments that never
// overlap for one member (the server's exclusion constraint), with ids, versions, HLC stamps and
// per-field stamps as sync_push would have written them. A median salon is about 10,000 rows; a
// large one about 100,000.
import { addDays, weekdayOf } from '../../src/domain/dates';
import { bookingSettingsId, businessHoursId, messageSettingsId, salonIdForOwner, staffPatternId, staffScheduleId, staffServiceId } from '../../src/domain/ids';
import { rng } from '../suites/seed';
import { hex, historyRows, rowId, stampOf, stampTemplate, type Draft, type SalonSize, type Value } from './scale-parts';

export { copyLine, copyValue, LARGE_SALON, MEDIAN_SALON, rowId, stampOf, stampTemplate, type SalonSize, type Value } from './scale-parts';

/** One table's rows for one COPY: its columns (sync columns included) and the values in order. */
export interface TableRows {
  table: string;
  columns: string[];
  rows: Value[][];
}

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

export const ownerIdOf = (salon: number) => rowId(salon, 0xffff, 1);

const FIRST = ['Anna', 'Maria', 'Linh', 'Sofia', 'Emma', 'Olivia', 'Mai', 'Grace', 'Chloe', 'Hana', 'Ava', 'Mia', 'Lucy', 'Nora', 'Ivy', 'Zoe'];
const LAST = ['Nguyen', 'Smith', 'Garcia', 'Tran', 'Johnson', 'Lee', 'Brown', 'Kim', 'Martinez', 'Pham', 'Davis', 'Lopez'];
const SERVICES = ['Manicure', 'Pedicure', 'Gel Polish', 'Acrylic Set', 'Nail Art', 'Dip Powder', 'Cuticle Care', 'Paraffin', 'French Tips', 'Polish Change'];
const KINDS = ['Classic', 'Deluxe', 'Express', 'Signature'];
const DURATIONS = [30, 45, 60, 60, 90];
const POSITIONS = ['Senior Nail Technician', 'Nail Technician', 'Part-time Technician', 'Apprentice'];
const SYNC_COLUMNS = ['updated_at', 'deleted', 'version', 'field_stamps'];
const hhmm = (m: number) => `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;

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
  draft('booking_settings', [
    'id',
    'salon_id',
    'min_notice_minutes',
    'max_advance_days',
    'slot_interval',
    'self_booking_status',
    'online_booking',
    'booking_slug',
  ]).rows.push({
    values: [bookingSettingsId(salonId), salonId, 60, 90, 30, 'confirmed', true, slug],
  });
  const hours = draft('business_hours', ['id', 'salon_id', 'day_of_week', 'open_time', 'close_time', 'is_closed']);
  for (let d = 0; d < 7; d++)
    hours.rows.push({ values: [businessHoursId(salonId, d), salonId, d, d === 0 ? null : '09:00', d === 0 ? null : '18:00', d === 0] });

  const services = Array.from({ length: size.services }, (_, i) => ({
    id: rowId(index, 1, i),
    name: `${KINDS[Math.floor(i / SERVICES.length) % KINDS.length]} ${SERVICES[i % SERVICES.length]}`,
    duration: pick(DURATIONS),
  }));
  const sv = draft('services', ['id', 'salon_id', 'name', 'price', 'duration', 'description', 'buffer_minutes', 'category', 'is_active']);
  for (const s of services) sv.rows.push({ values: [s.id, salonId, s.name, 20 + Math.floor(rand() * 60), s.duration, null, 0, 'Manicure', true] });
  const staffIds = Array.from({ length: size.staff }, (_, i) => rowId(index, 2, i));
  const st = draft('staff', ['id', 'salon_id', 'name', 'phone', 'position', 'is_active']);
  staffIds.forEach((id, i) =>
    st.rows.push({
      values: [
        id,
        salonId,
        `${FIRST[i % FIRST.length]} ${LAST[(i * 5) % LAST.length]}`,
        `(555) 200-${String(1000 + i).slice(-4)}`,
        POSITIONS[i % POSITIONS.length],
        true,
      ],
    }),
  );
  const links = draft('staff_services', ['id', 'salon_id', 'staff_id', 'service_id']);
  for (const m of staffIds) for (const s of services) if (rand() < 0.66) links.rows.push({ values: [staffServiceId(m, s.id), salonId, m, s.id] });
  const patterns = draft('staff_patterns', ['id', 'salon_id', 'staff_id', 'day_of_week', 'start_time', 'end_time', 'is_day_off']);
  for (const m of staffIds)
    for (let d = 0; d < 7; d++)
      patterns.rows.push({ values: [staffPatternId(m, d), salonId, m, d, d === 0 ? null : '09:00', d === 0 ? null : '18:00', d === 0] });
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
    cu.rows.push({
      values: [
        id,
        salonId,
        `${pick(FIRST)} ${pick(LAST)}`,
        `(555) ${digits.slice(0, 3)}-${digits.slice(3)}`,
        rand() < 0.6 ? `c${i}.s${index}@example.com` : null,
        `+1555${digits}`,
        null,
        null,
      ],
    });
  });

  const ap = draft('appointments', [
    'id',
    'salon_id',
    'customer_id',
    'staff_id',
    'service_id',
    'appointment_date',
    'start_time',
    'end_time',
    'notes',
    'status',
    'contact_name',
    'contact_phone',
    'contact_email',
  ]);
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
        const status = ahead
          ? r < 0.85
            ? 'confirmed'
            : r < 0.95
              ? 'pending'
              : 'canceled'
          : r < 0.8
            ? 'completed'
            : r < 0.9
              ? 'canceled'
              : r < 0.95
                ? 'no_show'
                : 'confirmed';
        const id = rowId(index, 4, n);
        ap.rows.push({
          values: [
            id,
            salonId,
            pick(customers),
            m,
            s.id,
            date,
            hhmm(t),
            hhmm(t + s.duration),
            rand() < 0.1 ? 'Prefers almond shape' : null,
            status,
            null,
            null,
            null,
          ],
        });
        if (!ahead && status === 'completed') pastAppointmentIds.push(id);
        if (ahead && status === 'confirmed') futureConfirmedIds.push(id);
        n++;
        want--;
        t += s.duration + 15 * Math.floor(rand() * 3);
      }
      if (want <= 0) break;
    }
  }

  const history = historyRows(
    index,
    size,
    salonId,
    staffIds,
    ap,
    drafts.reduce((a, d) => a + (d === ap ? 0 : d.rows.length), 0),
    rand,
  );
  drafts.push(...history);

  // Versions in insert order; stamps spread over the history, the last DAY_CHANGES within a day.
  const total = drafts.reduce((a, d) => a + d.rows.length, 0);
  const node = hex(index, 12);
  const day = 86_400_000;
  const spacing = (size.pastDays * day) / total;
  const wallOf = (v: number) =>
    v > total - DAY_CHANGES
      ? nowMs - (total - v + 1) * Math.floor((22 * 3600_000) / DAY_CHANGES)
      : Math.floor(nowMs - day - (total - DAY_CHANGES - v) * spacing);
  let version = 0;
  const tombstoneBefore = nowMs - TOMBSTONE_MIN_AGE_DAYS * day;
  const deleted = new Set<string>();
  const tables = drafts.map((d): TableRows => {
    const stampParts = stampTemplate(d.columns.slice(1));
    return {
      table: d.table,
      columns: [...d.columns, ...SYNC_COLUMNS],
      rows: d.rows.map(({ values }) => {
        version++;
        const wall = wallOf(version);
        const hlc = stampOf(wall, node);
        const gone = d.table === 'appointments' && wall < tombstoneBefore && rand() < 0.03;
        if (gone) deleted.add(String(values[0]));
        const stamps = stampParts.join(hlc);
        return [...values, hlc, gone, version, stamps];
      }),
    };
  });
  // The counter row the version trigger would have left: the salon's last version; and the
  // owner's devices as sync_push records them.
  tables.push({ table: 'sync_salon_state', columns: ['salon_id', 'version'], rows: [[salonId, version]] });
  tables.push({ table: 'sync_clients', columns: ['client_id', 'salon_id', 'last_seq'], rows: [0, 1, 2].map((k) => [rowId(index, 9, k), salonId, 1_000 + k]) });
  return {
    tables,
    facts: {
      index,
      ownerId,
      salonId,
      slug,
      rows: total,
      maxVersion: version,
      staffIds,
      serviceIds: services.map((s) => s.id),
      pastAppointmentIds: pastAppointmentIds.filter((id) => !deleted.has(id)),
      futureConfirmedIds,
    },
  };
}
