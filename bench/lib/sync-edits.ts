// The small salon of the push and save-to-see benches, and a day of offline edits made through
// the app's real repositories (each one a row write plus its outbox entry, as a tap would make).
import { addFaq, addService, updateService } from '../../src/db/repositories/salon-profile';
import { addStaff, updateStaff } from '../../src/db/repositories/staff';
import { saveScheduleCell } from '../../src/db/repositories/schedules';
import { addDays } from '../../src/domain/dates';
import { STAFF_POSITIONS } from '../../src/domain/types';
import type { BenchDevice } from './sync-device';

export interface SmallSalon {
  staffIds: string[];
  serviceIds: string[];
}

export const EDIT_MIX = { scheduleCells: 500, newFaqs: 300, profileEdits: 200 } as const;
export const EDITS = EDIT_MIX.scheduleCells + EDIT_MIX.newFaqs + EDIT_MIX.profileEdits;

/** 10 staff and 5 services, written on `device` (pushed by the caller's sync). */
export async function buildSmallSalon(device: BenchDevice): Promise<SmallSalon> {
  const staffIds: string[] = [];
  const serviceIds: string[] = [];
  for (let i = 0; i < 10; i++) {
    const s = await addStaff(
      device.salonId,
      { name: `Tech ${i + 1}`, phone: `555-01${String(i).padStart(2, '0')}`, position: STAFF_POSITIONS[i % STAFF_POSITIONS.length] },
      device.ctx,
    );
    staffIds.push(s.id);
  }
  for (let i = 0; i < 5; i++) {
    const s = await addService(device.salonId, { name: `Service ${i + 1}`, price: 30 + i * 5, duration: 45 }, device.ctx);
    serviceIds.push(s.id);
  }
  return { staffIds, serviceIds };
}

/**
 * EDITS offline edits, different on each `round`: 500 schedule cells (10 staff × 50 new dates),
 * 300 new FAQ entries, and 200 edits of staff and services (patches of existing rows).
 */
export async function makeOfflineEdits(device: BenchDevice, salon: SmallSalon, round: number): Promise<void> {
  const { salonId, ctx } = device;
  const firstDay = addDays('2027-01-01', round * 50);
  for (let d = 0; d < 50; d++) {
    const date = addDays(firstDay, d);
    for (const staffId of salon.staffIds) {
      await saveScheduleCell(salonId, staffId, date, { start_time: '09:00', end_time: d % 7 === 6 ? '13:00' : '17:00', is_day_off: false }, ctx);
    }
  }
  // New rows without a lookup: findOrCreateCustomer scans every customer of the salon per call,
  // which on fake-indexeddb made queuing (not pushing) grow from 8 s to 50 s by the second round.
  for (let c = 0; c < EDIT_MIX.newFaqs; c++) {
    await addFaq(salonId, { question: `Question ${round}.${c}?`, answer: `Answer ${round}.${c}.` }, ctx);
  }
  for (let e = 0; e < EDIT_MIX.profileEdits; e++) {
    if (e % 2 === 0) {
      const i = (e / 2) % salon.staffIds.length;
      await updateStaff(salon.staffIds[i], { name: `Tech ${i + 1} r${round}.${e}`, phone: null, position: STAFF_POSITIONS[i % STAFF_POSITIONS.length] }, ctx);
    } else {
      const i = ((e - 1) / 2) % salon.serviceIds.length;
      await updateService(salon.serviceIds[i], { name: `Service ${i + 1}`, price: 30 + i * 5 + (e % 10), duration: 45, description: `r${round}.${e}` }, ctx);
    }
  }
}
