// An appointment's history: its notifications only, oldest first, tombstones left out.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SalonDeskDB } from '../../db/database';
import type { SalonNotification } from '../../domain/types';
import { readAppointmentHistory } from './history';

const SALON = '00000000-0000-4000-8000-000000000001';
const APPT = '00000000-0000-4000-8000-0000000000a1';
let db: SalonDeskDB;

const note = (id: string, over: Partial<SalonNotification>): SalonNotification => ({
  id,
  salon_id: SALON,
  kind: 'booking',
  source: 'device',
  title: 'New booking',
  body: 'x',
  appointment_id: APPT,
  call_id: null,
  phone: null,
  at: '2026-11-25T10:00:00.000Z',
  read: false,
  updated_at: 'x',
  deleted: false,
  version: 1,
  ...over,
});

beforeAll(async () => {
  db = new SalonDeskDB(`history-${Math.random().toString(36).slice(2)}`);
  await db.open();
  await db.notifications.bulkPut([
    note('n3', { kind: 'cancelled', source: 'booking_page', at: '2026-11-25T12:00:00.000Z' }),
    note('n1', { source: 'booking_page' }),
    note('n2', { kind: 'rescheduled', at: '2026-11-25T11:00:00.000Z' }),
    note('n4', { kind: 'rescheduled', at: '2026-11-25T11:30:00.000Z', deleted: true }),
    note('n5', { appointment_id: '00000000-0000-4000-8000-0000000000b2' }),
    note('n6', { kind: 'message', appointment_id: null }),
  ]);
});
afterAll(async () => {
  await db.delete();
});

describe('readAppointmentHistory', () => {
  it("is the appointment's live notifications, oldest first", async () => {
    const rows = await readAppointmentHistory(db, APPT);
    expect(rows.map((r) => [r.id, r.kind, r.source])).toEqual([
      ['n1', 'booking', 'booking_page'],
      ['n2', 'rescheduled', 'device'],
      ['n3', 'cancelled', 'booking_page'],
    ]);
  });
});
