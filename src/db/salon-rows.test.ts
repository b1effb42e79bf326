// A salon's rows of a table read through salon_id, or through a compound index that starts with
// it where the table has no salon_id index: the same rows either way, another salon's never.
import { afterEach, describe, expect, it } from 'vitest';
import { SalonDeskDB } from './database';
import { salonRowsOf } from './salon-rows';

const A = 'aaaaaaaa-0000-4000-8000-000000000001';
const B = 'bbbbbbbb-0000-4000-8000-000000000002';
const sync = (n: number) => ({ updated_at: `00000100000000${n}.000000.000000000000`, deleted: n % 2 === 0, version: n });
const appointment = (id: string, salon_id: string, n: number) => ({
  id,
  salon_id,
  customer_id: 'c',
  staff_id: 's',
  service_id: 'v',
  appointment_date: '2026-12-09',
  start_time: '10:00',
  end_time: '11:00',
  notes: null,
  status: 'confirmed' as const,
  ...sync(n),
});

let db: SalonDeskDB | null = null;
afterEach(async () => {
  await db?.delete();
  db = null;
});

describe('salonRowsOf', () => {
  it("reads one salon's appointments, tombstones too, without a salon_id index", async () => {
    db = new SalonDeskDB(`salon-rows-${Math.random()}`);
    await db.open();
    expect(db.appointments.schema.indexes.map((i) => i.name)).not.toContain('salon_id');
    await db.appointments.bulkPut([appointment('a1', A, 1), appointment('a2', A, 2), appointment('b1', B, 3)]);
    expect((await salonRowsOf(db.appointments, A).toArray()).map((r) => r.id).sort()).toEqual(['a1', 'a2']);
    expect(await salonRowsOf(db.appointments, B).count()).toBe(1);
  });

  it("reads one salon's schedule days through [salon_id+date]", async () => {
    db = new SalonDeskDB(`salon-rows-${Math.random()}`);
    await db.open();
    const day = (id: string, salon_id: string, date: string, n: number) => ({
      id,
      salon_id,
      staff_id: 's',
      date,
      start_time: '09:00',
      end_time: '17:00',
      is_day_off: false,
      ...sync(n),
    });
    await db.staff_schedules.bulkPut([day('d1', A, '2017-03-01', 1), day('d2', A, '2027-02-28', 2), day('d3', B, '2020-01-01', 3)]);
    expect((await salonRowsOf(db.staff_schedules, A).toArray()).map((r) => r.id).sort()).toEqual(['d1', 'd2']);
  });

  it('reads through salon_id where the table has it', async () => {
    db = new SalonDeskDB(`salon-rows-${Math.random()}`);
    await db.open();
    await db.salon_faqs.bulkPut([
      { id: 'f1', salon_id: A, question: 'Q', answer: 'A', ...sync(1) },
      { id: 'f2', salon_id: B, question: 'Q', answer: 'A', ...sync(3) },
    ] as never);
    expect((await salonRowsOf(db.salon_faqs, A).toArray()).map((r) => r.id)).toEqual(['f1']);
  });
});
