// The Appointments screen's reads against fake-indexeddb: windows, search, status, tombstones,
// order, and the cards' slices. Rows are put straight into the tables (reads are under test).
import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import type { SalonDeskDB } from '../../db/database';
import { readCardSources } from './appointment-cards';
import { firstSpan, PER_KEY_LIMIT, readAppointmentTable, readNamingRows } from './appointment-table';
import { readAppointmentView, readAppointmentViewsBetween } from './appointments';
import { TABLE_PAGE } from '../../domain/appointments';
import { addDays } from '../../domain/dates';
import type { Appointment, AppointmentStatus, Customer, Service, Staff } from '../../domain/types';
import { freshDevice } from '../../../tests/support/db-helpers';

const TODAY = '2026-03-04';
const SALON = 'salon-1';
const sync = { salon_id: SALON, updated_at: 'x', deleted: false, version: null };
const open: SalonDeskDB[] = [];
afterEach(async () => {
  for (const d of open.splice(0)) {
    d.close();
    await d.delete();
  }
});

const customer = (id: string, name: string, phone: string): Customer => ({ ...sync, id, name, phone, email: null });
const service = (id: string, name: string): Service => ({ ...sync, id, name, price: 40, duration: 60, description: null });
const member: Staff = { ...sync, id: 'st1', name: 'Lily Chen', phone: '', position: 'Nail Technician', is_active: true } as Staff;
let n = 0;
const appt = (date: string, time: string, over: Partial<Appointment> = {}): Appointment => ({
  ...sync,
  id: `a${String(++n).padStart(5, '0')}`,
  customer_id: 'c-ana',
  staff_id: 'st1',
  service_id: 'sv-gel',
  appointment_date: date,
  start_time: time,
  end_time: time,
  notes: null,
  status: 'confirmed' as AppointmentStatus,
  ...over,
});

async function device(rows: Appointment[]) {
  const { db } = await freshDevice();
  open.push(db);
  await db.customers.bulkPut([
    customer('c-ana', 'Ana Lopez', '(555) 0142'),
    customer('c-maria', 'MARIA Tran', '555-0199'),
    customer('c-bob', 'Bob Lee', '555-0300'),
    { ...customer('c-other', 'Maria Elsewhere', '555-0400'), salon_id: 'salon-2' },
  ]);
  await db.services.bulkPut([service('sv-gel', 'Gel Manicure'), service('sv-pedi', 'Spa Pedicure')]);
  await db.staff.bulkPut([member]);
  await db.appointments.bulkPut(rows);
  return db;
}

/** One appointment a day at 10:00, from `from` for `days` days. */
const daily = (from: string, days: number, over: Partial<Appointment> = {}) => Array.from({ length: days }, (_, i) => appt(addDays(from, i), '10:00', over));

describe('readAppointmentTable without a search', () => {
  it('opens on today: a page of rows from today on, in date order, with more later and earlier', async () => {
    const db = await device([...daily(addDays(TODAY, -80), 80), ...daily(TODAY, 120)]);
    const win = await readAppointmentTable(db, SALON, { today: TODAY });
    expect(win.rows).toHaveLength(TABLE_PAGE);
    expect(win.rows[0].appointment_date).toBe(TODAY);
    expect(win.rows[TABLE_PAGE - 1].appointment_date).toBe(addDays(TODAY, TABLE_PAGE - 1));
    expect(win).toMatchObject({ total: null, moreLater: true, moreEarlier: true });
    expect(win.rows[0].customer?.name).toBe('Ana Lopez');
    expect(win.rows[0].service?.name).toBe('Gel Manicure');
    expect(win.rows[0].staff?.name).toBe('Lily Chen');
  });

  it('grows by the asked sizes: Show more adds later rows, Show earlier adds rows before today', async () => {
    const db = await device([...daily(addDays(TODAY, -80), 80), ...daily(TODAY, 120)]);
    const more = await readAppointmentTable(db, SALON, { today: TODAY, later: 2 * TABLE_PAGE });
    expect(more.rows).toHaveLength(100);
    expect(more.moreLater).toBe(true);
    const all = await readAppointmentTable(db, SALON, { today: TODAY, later: 120, earlier: 30 });
    expect(all.rows).toHaveLength(150);
    expect(all.rows[0].appointment_date).toBe(addDays(TODAY, -30));
    expect(all).toMatchObject({ moreLater: false, moreEarlier: true });
  });

  it('fills the window with earlier rows when few lie ahead, and says nothing more is there', async () => {
    const db = await device([...daily(addDays(TODAY, -200), 200), ...daily(TODAY, 3)]);
    const win = await readAppointmentTable(db, SALON, { today: TODAY });
    expect(win.rows).toHaveLength(TABLE_PAGE);
    expect(win.rows[TABLE_PAGE - 4].appointment_date).toBe(addDays(TODAY, -1));
    expect(win.rows[TABLE_PAGE - 1].appointment_date).toBe(addDays(TODAY, 2));
    expect(win).toMatchObject({ moreLater: false, moreEarlier: true });
  });

  it('orders by date then start time, and never shows tombstones or another salon', async () => {
    const db = await device([
      appt(TODAY, '15:00'),
      appt(TODAY, '09:00'),
      appt(TODAY, '11:00', { deleted: true }),
      appt(addDays(TODAY, 1), '08:00'),
      appt(TODAY, '12:00', { salon_id: 'salon-2' }),
      appt(addDays(TODAY, -1), '17:00'),
    ]);
    const win = await readAppointmentTable(db, SALON, { today: TODAY });
    expect(win.rows.map((a) => `${a.appointment_date} ${a.start_time}`)).toEqual([
      `${addDays(TODAY, -1)} 17:00`,
      `${TODAY} 09:00`,
      `${TODAY} 15:00`,
      `${addDays(TODAY, 1)} 08:00`,
    ]);
    expect(win).toMatchObject({ moreLater: false, moreEarlier: false });
  });

  it('keeps a full window when tombstones sit where it starts', async () => {
    const db = await device([...daily(TODAY, 60, { deleted: true }), ...daily(addDays(TODAY, 60), 70)]);
    const win = await readAppointmentTable(db, SALON, { today: TODAY });
    expect(win.rows).toHaveLength(TABLE_PAGE);
    expect(win.rows[0].appointment_date).toBe(addDays(TODAY, 60));
    expect(win.rows.every((a) => !a.deleted)).toBe(true);
  });

  it('filters by status through its index', async () => {
    const db = await device([appt(TODAY, '09:00', { status: 'pending' }), appt(TODAY, '10:00'), appt(addDays(TODAY, -3), '10:00', { status: 'pending' })]);
    const win = await readAppointmentTable(db, SALON, { today: TODAY, status: 'pending' });
    expect(win.rows.map((a) => [a.appointment_date, a.status])).toEqual([
      [addDays(TODAY, -3), 'pending'],
      [TODAY, 'pending'],
    ]);
    expect((await readAppointmentTable(db, SALON, { today: TODAY, status: 'no_show' })).rows).toEqual([]);
  });
});

describe('readAppointmentTable with a search', () => {
  const rows = () => [
    appt(TODAY, '09:00', { customer_id: 'c-maria', service_id: 'sv-pedi' }),
    appt(addDays(TODAY, 2), '09:00', { customer_id: 'c-maria', status: 'completed' }),
    appt(TODAY, '10:00', { customer_id: 'c-bob', service_id: 'sv-pedi' }),
    appt(TODAY, '11:00', { customer_id: 'c-bob' }),
    appt(TODAY, '12:00', { customer_id: 'c-maria', deleted: true }),
    appt(TODAY, '13:00', { customer_id: 'c-other', salon_id: 'salon-2' }),
  ];

  it('matches customer names case-insensitively, phones however typed, and service names, with an exact total', async () => {
    const db = await device(rows());
    const people = await db.customers.toArray();
    const maria = await readAppointmentTable(db, SALON, { today: TODAY, query: 'maria' }, { customers: people });
    expect(maria.rows.map((a) => a.customer?.name)).toEqual(['MARIA Tran', 'MARIA Tran']);
    expect(maria.total).toBe(2);
    expect((await readAppointmentTable(db, SALON, { today: TODAY, query: '5550199' }, { customers: people })).total).toBe(2);
    const pedi = await readAppointmentTable(db, SALON, { today: TODAY, query: 'SPA pedi' }, { customers: people });
    expect(pedi.rows.map((a) => a.start_time)).toEqual(['09:00', '10:00']);
    expect((await readAppointmentTable(db, SALON, { today: TODAY, query: 'nobody' }, { customers: people })).total).toBe(0);
  });

  it('reads the customers itself when not handed them, and applies the status filter too', async () => {
    const db = await device(rows());
    const win = await readAppointmentTable(db, SALON, { today: TODAY, query: 'maria', status: 'completed' });
    expect(win.rows.map((a) => a.appointment_date)).toEqual([addDays(TODAY, 2)]);
    expect(win.total).toBe(1);
  });

  it('walks the dates for a broad search: the same rows near today, window-sized', async () => {
    const many = Array.from({ length: PER_KEY_LIMIT + 5 }, (_, i) => customer(`c-m${i}`, `Maria ${i}`, `555-1${String(i).padStart(3, '0')}`));
    const list = [
      ...daily(addDays(TODAY, -40), 140).map((a, i) => ({ ...a, customer_id: many[i % many.length].id })),
      appt(TODAY, '12:00', { customer_id: 'c-bob' }),
    ];
    const db = await device(list);
    await db.customers.bulkPut(many);
    const win = await readAppointmentTable(db, SALON, { today: TODAY, query: 'maria' }, { customers: await db.customers.toArray() });
    expect(win.total).toBeNull();
    expect(win.rows).toHaveLength(TABLE_PAGE);
    expect(win.rows[0].appointment_date).toBe(TODAY);
    expect(win.rows.every((a) => a.customer?.name.startsWith('Maria'))).toBe(true);
    expect(win).toMatchObject({ moreLater: true, moreEarlier: true });
    const earlier = await readAppointmentTable(
      db,
      SALON,
      { today: TODAY, query: 'maria', earlier: 100, later: 1000 },
      { customers: await db.customers.toArray() },
    );
    expect(earlier.rows).toHaveLength(140);
    expect(earlier).toMatchObject({ moreLater: false, moreEarlier: false });
  });
});

describe('a broad search sized by density', () => {
  it('finds the window when the matches are sparse beyond the first chunk (the walk goes on past it)', async () => {
    // Many customers match "maria", but only one in ten days has one of their appointments.
    const many = Array.from({ length: PER_KEY_LIMIT + 5 }, (_, i) => customer(`c-m${i}`, `Maria ${i}`, `555-2${String(i).padStart(3, '0')}`));
    const others = Array.from({ length: 500 }, (_, i) => customer(`c-o${i}`, `Other ${i}`, `555-3${String(i).padStart(3, '0')}`));
    const list = daily(TODAY, 600).map((a, i) => ({ ...a, customer_id: i % 10 === 3 ? many[i % many.length].id : others[i % others.length].id }));
    const db = await device(list);
    await db.customers.bulkPut([...many, ...others]);
    const people = await db.customers.toArray();
    const win = await readAppointmentTable(db, SALON, { today: TODAY, query: 'maria' }, { customers: people });
    const expected = list.filter((_, i) => i % 10 === 3).slice(0, TABLE_PAGE);
    expect(win.rows.map((a) => a.id)).toEqual(expected.map((a) => a.id));
    expect(win).toMatchObject({ moreLater: true, moreEarlier: false, total: null });
  });

  it('names rows from the naming rows it is handed, tombstoned ones included (history keeps its names)', async () => {
    const db = await device([appt(TODAY, '10:00', { service_id: 'sv-old' })]);
    await db.services.put({ ...service('sv-old', 'Paraffin Dip'), deleted: true });
    const naming = await readNamingRows(db, SALON);
    expect(naming.services.map((s) => s.id).sort()).toEqual(['sv-gel', 'sv-old', 'sv-pedi']);
    const win = await readAppointmentTable(db, SALON, { today: TODAY }, { naming });
    expect(win.rows[0].service?.name).toBe('Paraffin Dip');
    // What is handed is what names the rows: no second read behind it.
    const renamed = { ...naming, services: naming.services.map((s) => ({ ...s, name: `${s.name} (held)` })) };
    expect((await readAppointmentTable(db, SALON, { today: TODAY }, { naming: renamed })).rows[0].service?.name).toBe('Paraffin Dip (held)');
  });
});

describe('firstSpan', () => {
  it('asks one day when nothing is wanted, a fortnight when the density is unknown, and about what is needed otherwise', () => {
    expect(firstSpan(0, 27, 0.8)).toBe(1);
    expect(firstSpan(50, 0, 0.8)).toBe(14);
    expect(firstSpan(50, 27, 0)).toBe(14);
    // 27 a day, 80% matching: 51 rows need about 2.4 days; with the margin, 4.
    expect(firstSpan(50, 27, 0.8)).toBe(4);
    expect(firstSpan(50, 0.01, 0.01)).toBe(366);
  });

  it('covers the rows wanted at the given density and share, unless capped at a year', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 500 }),
        fc.double({ min: 0.01, max: 500, noNaN: true }),
        fc.double({ min: 0.001, max: 1, noNaN: true }),
        (want, perDay, share) => {
          const span = firstSpan(want, perDay, share);
          expect(span).toBeGreaterThanOrEqual(1);
          expect(span).toBeLessThanOrEqual(366);
          if (span < 366) expect(span * perDay * share).toBeGreaterThanOrEqual(want + 1);
        },
      ),
    );
  });
});

describe('card, week and single reads', () => {
  it("reads today's rows, this week's with prices, pending from today on, and 90 days of outcomes", async () => {
    const db = await device([
      appt(TODAY, '09:00', { status: 'completed' }),
      appt(TODAY, '10:00', { status: 'pending' }),
      appt(addDays(TODAY, 30), '10:00', { status: 'pending' }),
      appt(addDays(TODAY, -1), '10:00', { status: 'pending' }),
      appt(addDays(TODAY, -89), '10:00', { status: 'no_show' }),
      appt(addDays(TODAY, -90), '10:00', { status: 'no_show' }),
      appt(addDays(TODAY, -2), '10:00', { status: 'completed', deleted: true }),
    ]);
    const cards = await readCardSources(db, SALON, TODAY);
    expect(cards.day).toHaveLength(2);
    expect(cards.week.map((a) => a.appointment_date).sort()).toEqual([addDays(TODAY, -2), addDays(TODAY, -1), TODAY, TODAY]);
    expect(cards.week[0].service?.price).toBe(40);
    expect(cards.pending.map((a) => a.appointment_date).sort()).toEqual([TODAY, addDays(TODAY, 30)]);
    expect(
      cards.outcomes
        .filter((a) => !a.deleted)
        .map((a) => a.status)
        .sort(),
    ).toEqual(['completed', 'no_show']);
  });

  it('reads a week with references, and one appointment by id (null when gone or foreign)', async () => {
    const rows = [
      appt(TODAY, '10:00'),
      appt(addDays(TODAY, 7), '10:00'),
      appt(TODAY, '11:00', { deleted: true }),
      appt(TODAY, '09:00', { salon_id: 'salon-2' }),
    ];
    const db = await device(rows);
    const week = await readAppointmentViewsBetween(db, SALON, TODAY, addDays(TODAY, 6));
    expect(week.map((a) => a.id)).toEqual([rows[0].id]);
    expect(week[0].customer?.name).toBe('Ana Lopez');
    expect((await readAppointmentView(db, SALON, rows[0].id))?.service?.name).toBe('Gel Manicure');
    expect(await readAppointmentView(db, SALON, rows[2].id)).toBeNull();
    expect(await readAppointmentView(db, SALON, rows[3].id)).toBeNull();
  });
});
