// The first-run checklist's read on fake-indexeddb: each step ticks from what the
// owner's own screens write, through the same repositories.
import { afterEach, describe, expect, it } from 'vitest';
import type { SalonDeskDB } from '../../db/database';
import { readSetupFacts } from './setup';
import { saveOnlineBooking } from '../../db/repositories/booking-settings';
import { saveBusinessHours, addService, updateSalonInfo } from '../../db/repositories/salon-profile';
import { ensureSalonForOwner } from '../../db/repositories/salons';
import { saveRegularWeek } from '../../db/repositories/patterns';
import { upsertSchedules } from '../../db/repositories/schedules';
import { hideSetupChecklist, showSetupChecklist } from '../../db/repositories/setup-checklist';
import { addStaff, setStaffService } from '../../db/repositories/staff';
import { saveAssistantSettings } from '../../db/repositories/assistant-settings';
import { DEFAULT_BUSINESS_HOURS } from '../../domain/business-hours';
import { newId } from '../../domain/ids';
import { generateDefaultWeek } from '../../domain/schedule';
import { setupProgress, type SetupStep } from '../../domain/setup-checklist';
import { freshDevice } from '../../../tests/support/db-helpers';

const opened: SalonDeskDB[] = [];
afterEach(async () => {
  for (const d of opened.splice(0)) await d.delete();
});

const MONDAY = '2030-01-07';
const TODAY = '2030-01-08';

describe('readSetupFacts', () => {
  it('ticks each step as the owner does it, and keeps "hidden" per salon on this device', async () => {
    const { db, ctx } = await freshDevice();
    opened.push(db);
    const salon = await ensureSalonForOwner({ id: newId(), email: 'o@example.com', salonName: 'Polished', salonPhone: '555-0100' }, ctx);
    const done = async (): Promise<SetupStep[]> => {
      const p = setupProgress((await readSetupFacts(db, salon.id, TODAY)).facts);
      return (Object.keys(p) as SetupStep[]).filter((s) => p[s]);
    };
    expect(await done()).toEqual([]);

    await updateSalonInfo(salon.id, { name: 'Polished', phone: '555-0100', address: '12 Main St', email: 'o@example.com' }, ctx);
    expect(await done()).toEqual([]);
    await saveBusinessHours(salon.id, [...DEFAULT_BUSINESS_HOURS], ctx);
    expect(await done()).toEqual(['profile']);

    const service = await addService(salon.id, { name: 'Gel Manicure', price: '45.50', duration: '60' }, ctx);
    const member = await addStaff(salon.id, { name: 'Kim', position: 'Nail Technician' }, ctx);
    expect(await done()).toEqual(['profile', 'services']);
    await setStaffService(member.id, service.id, true, ctx);
    expect(await done()).toEqual(['profile', 'services', 'staff']);

    // The week of MONDAY: today (Tuesday) and the days after it have shifts.
    await upsertSchedules(salon.id, generateDefaultWeek([member], MONDAY), ctx);
    expect(await done()).toEqual(['profile', 'services', 'staff', 'shifts']);
    // A week that is over has none ahead, until the member has a regular week: it repeats.
    expect(setupProgress((await readSetupFacts(db, salon.id, '2030-01-20')).facts).shifts).toBe(false);
    const off = { start_time: null, end_time: null, is_day_off: true };
    const work = { start_time: '09:00', end_time: '17:00', is_day_off: false };
    await saveRegularWeek(salon.id, member.id, [off, work, work, work, work, work, off], ctx);
    expect(setupProgress((await readSetupFacts(db, salon.id, '2030-01-20')).facts).shifts).toBe(true);

    await saveOnlineBooking(salon.id, { online_booking: true, booking_slug: 'polished', online_cancel_notice_minutes: 1440, embed_origins: '' }, ctx);
    expect(await done()).toEqual(['profile', 'services', 'staff', 'shifts', 'online']);

    await saveAssistantSettings({ apiKey: 'sk-test' }, db);
    expect(await done()).toEqual(['profile', 'services', 'staff', 'shifts', 'online', 'sarah']);

    expect((await readSetupFacts(db, salon.id, TODAY)).hidden).toBe(false);
    await hideSetupChecklist(salon.id, db);
    expect((await readSetupFacts(db, salon.id, TODAY)).hidden).toBe(true);
    await showSetupChecklist(salon.id, db);
    expect((await readSetupFacts(db, salon.id, TODAY)).hidden).toBe(false);
  });
});
