// One check run on PGlite (sync-push-refusals.test.ts) and PostgreSQL 15 (conformance-pg15.test.ts):
// the no-double-booking rule compares the times a member works, so a short booking fits in a gel
// service's processing gap, and a clash is reported against the booking whose working time it meets.
import { expect } from 'vitest';
import type { Device } from './sync-helpers';

export async function checkProcessingGap(device: Device, appointment: Record<string, unknown>, date: string): Promise<void> {
  const base = { ...appointment, appointment_date: date, status: 'confirmed' };
  const gel = device.put('appointments', {
    ...base,
    id: crypto.randomUUID(),
    start_time: '10:00',
    end_time: '11:00',
    processing_offset: 20,
    processing_minutes: 20,
  });
  const inGap = device.put('appointments', { ...base, id: crypto.randomUUID(), start_time: '10:20', end_time: '10:40' });
  const intoWork = device.put('appointments', { ...base, id: crypto.randomUUID(), start_time: '10:45', end_time: '11:15' });
  // Meets only the short booking: its whole range is inside the gel's, its working time is not.
  const onShort = device.put('appointments', { ...base, id: crypto.randomUUID(), start_time: '10:25', end_time: '10:35' });
  const res = await device.push([gel, inGap, intoWork, onShort]);
  expect(res.results.map((r) => r.status)).toEqual(['applied', 'applied', 'conflict', 'conflict']);
  const { rows } = await device.pullAll();
  const reasonOf = (i: number) => rows.get(`sync_conflicts:${(res.results[i] as { conflict_id: string }).conflict_id}`)?.reason;
  expect(reasonOf(2)).toBe(`Double booking: Ana already has an appointment at 10:00 on ${date}`);
  expect(reasonOf(3)).toBe(`Double booking: Ana already has an appointment at 10:20 on ${date}`);
  expect(rows.get(`appointments:${gel.row_id}`)).toMatchObject({ processing_offset: 20, processing_minutes: 20 });

  // A processing time no screen makes is refused by name and writes nothing.
  const bad = device.put('appointments', { ...base, id: crypto.randomUUID(), start_time: '12:00', end_time: '13:00', processing_minutes: 241 });
  const refused = (await device.push([bad])).results[0] as { status: string; reason?: string };
  expect(refused.status).toBe('rejected');
  expect(refused.reason).toMatch(/processing_minutes/);
}
