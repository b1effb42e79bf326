// The backup repository on an in-memory IndexedDB: export, restore through the writer, all or nothing.
import { afterEach, describe, expect, it } from 'vitest';
import type { SalonDeskDB } from '../database';
import { checkBackupFile, exportSalonBackup, restoreSalonBackup } from './backup';
import { createAppointment } from './appointments';
import { addFaq, addService, deleteService, updateSalonInfo } from './salon-profile';
import { ensureSalonForOwner } from './salons';
import { upsertSchedules } from './schedules';
import { addStaff, setStaffService } from './staff';
import { BackupError } from '../../domain/backup';
import { newId } from '../../domain/ids';
import { SYNCED_TABLES } from '../../domain/types';
import { generateDefaultWeek } from '../../domain/schedule';
import { freshDevice } from '../../../tests/support/db-helpers';

const opened: SalonDeskDB[] = [];
afterEach(async () => {
  for (const d of opened.splice(0)) await d.delete();
});

const MONDAY = '2030-01-07';

async function salonWithData() {
  const { db, ctx } = await freshDevice();
  opened.push(db);
  const salon = await ensureSalonForOwner({ id: newId(), email: 'o@example.com', salonName: 'Lotus Nails', salonPhone: '555-0100' }, ctx);
  const service = await addService(salon.id, { name: 'Gel Manicure', price: '45.50', duration: '60' }, ctx);
  const member = await addStaff(salon.id, { name: 'Lily', position: 'Nail Technician' }, ctx);
  await setStaffService(member.id, service.id, true, ctx);
  await upsertSchedules(salon.id, generateDefaultWeek([member], MONDAY), ctx);
  await addFaq(salon.id, { question: 'Parking?', answer: 'Behind the shop' }, ctx);
  await createAppointment(
    {
      salonId: salon.id,
      customer: { name: 'Ann', phone: '555-0199' },
      staffId: member.id,
      serviceId: service.id,
      date: MONDAY,
      start: '10:00',
      now: { date: '2030-01-01', time: '08:00' },
    },
    ctx,
  );
  return { db, ctx, salonId: salon.id, service, member };
}

/** Every synced table's rows and the outbox, to compare "before" and "after". */
async function snapshot(db: SalonDeskDB) {
  const tables = [...SYNCED_TABLES, 'outbox'];
  return Object.fromEntries(await Promise.all(tables.map(async (t) => [t, await db.table(t).toArray()])));
}

describe('backup repository', () => {
  it('exports every live row of the salon with its name in the file name', async () => {
    const { ctx, salonId, service } = await salonWithData();
    await addService(salonId, { name: 'Pedicure', price: '30', duration: '45' }, ctx);
    await deleteService(service.id, ctx);
    const { backup, fileName } = await exportSalonBackup(salonId, ctx);
    expect(fileName).toMatch(/^salon-desk-backup-Lotus Nails-\d{4}-\d{2}-\d{2}\.json$/);
    expect(backup.tables.services.map((s) => s.name)).toEqual(['Pedicure']);
    expect(backup.tables.staff_services).toHaveLength(0);
    expect(backup.tables.staff_schedules.length).toBeGreaterThan(0);
    expect(backup.tables.customers).toHaveLength(1);
    expect(backup.tables.appointments).toHaveLength(1);
    await expect(exportSalonBackup(null, ctx)).rejects.toThrow('No salon found');
  });

  it('restores deleted and changed rows by id, keeps rows not in the backup, and queues each write for sync', async () => {
    const { db, ctx, salonId, service } = await salonWithData();
    const { backup } = await exportSalonBackup(salonId, ctx);
    const text = JSON.stringify(backup);

    await deleteService(service.id, ctx); // also drops the staff link
    await updateSalonInfo(salonId, { name: 'Renamed', phone: '555-0100', address: '1 Main', email: 'a@b.co' }, ctx);
    const later = await addFaq(salonId, { question: 'Cards?', answer: 'Yes' }, ctx);
    const outboxBefore = await db.outbox.count();

    // The deleted service is still on the device as a tombstone, so the appointment's reference resolves either way.
    const checked = await checkBackupFile(salonId, text, undefined, ctx);
    const result = await restoreSalonBackup(salonId, checked, ctx);
    expect(result.written).toBe(3); // salon details, the service, its staff link

    expect(await db.services.get(service.id)).toMatchObject({ deleted: false, name: 'Gel Manicure', price: 45.5 });
    expect((await db.salons.get(salonId))?.name).toBe('Lotus Nails');
    expect(await db.salon_faqs.get(later.id)).toMatchObject({ deleted: false, question: 'Cards?' });

    const added = (await db.outbox.toArray()).slice(outboxBefore);
    expect(added.map((e) => [e.table, e.op]).sort()).toEqual([
      ['salons', 'patch'],
      ['services', 'put'],
      ['staff_services', 'put'],
    ]);
    const stamped = await db.services.get(service.id);
    expect(added.find((e) => e.table === 'services')).toMatchObject({
      row_id: service.id,
      hlc: stamped?.updated_at,
      fields: { name: 'Gel Manicure', deleted: false },
    });
    // Marked as a restore's (the server queues no confirmation for it); the mark is the entry's, not a field.
    expect(added.map((e) => e.origin)).toEqual(['restore', 'restore', 'restore']);
    expect(added.some((e) => 'origin' in e.fields)).toBe(false);

    // Restoring again changes nothing and queues nothing.
    expect(await restoreSalonBackup(salonId, checked, ctx)).toMatchObject({ written: 0 });
    expect(await db.outbox.count()).toBe(outboxBefore + 3);
    // The owner's next edit is their own again.
    await addFaq(salonId, { question: 'Gift cards?', answer: 'Yes' }, ctx);
    expect((await db.outbox.orderBy('seq').last())?.origin).toBeUndefined();
  });

  it('is all or nothing: a failure part way leaves rows and outbox exactly as they were', async () => {
    const { db, ctx, salonId, service } = await salonWithData();
    const { backup } = await exportSalonBackup(salonId, ctx);
    await deleteService(service.id, ctx);
    await updateSalonInfo(salonId, { name: 'Renamed', phone: '555-0100', address: '1 Main', email: 'a@b.co' }, ctx);
    // A brand-new appointment row in the backup, and a storage failure when it is written (the last table).
    backup.tables.appointments.push({ ...backup.tables.appointments[0], id: newId(), start_time: '12:00', end_time: '13:00' });
    const before = await snapshot(db);
    const failing = () => {
      throw new Error('Simulated storage failure');
    };
    db.appointments.hook('creating', failing);
    await expect(restoreSalonBackup(salonId, backup, ctx)).rejects.toThrow('Simulated storage failure');
    db.appointments.hook('creating').unsubscribe(failing);
    expect(await snapshot(db)).toEqual(before);
  });

  it('refuses a file of another salon and bad files, writing nothing', async () => {
    const { db, ctx, salonId } = await salonWithData();
    const other = await salonWithData();
    const { backup } = await exportSalonBackup(other.salonId, other.ctx);
    const before = await snapshot(db);
    await expect(checkBackupFile(salonId, JSON.stringify(backup), undefined, ctx)).rejects.toThrow(/another salon \("Lotus Nails"\)/);
    await expect(restoreSalonBackup(salonId, backup, ctx)).rejects.toThrow(/another salon/);
    await expect(checkBackupFile(salonId, '{"format":"salon-desk-backup","version":1}', undefined, ctx)).rejects.toBeInstanceOf(BackupError);
    expect(await snapshot(db)).toEqual(before);
  });
});
