// A time taken between Sarah's own check and her write (a desk booking on another device): the
// repository refuses, and she must say so in the customer's language, not hand over its English.
import { afterEach, describe, expect, it } from 'vitest';
import { ANNA_PHONE, NOW, seedWorld, ZONE, type World } from '../../../tests/assistant/world';
import { SlotTakenError } from '../../domain/booking-rules';
import type { Language } from '../../domain/languages';
import type { SalonStore } from '../../domain/salon-store';
import { wordsIn } from '../words';
import { createAppointmentTool } from './booking';
import { rescheduleAppointmentTool } from './reschedule';
import { newConversationState, type ToolContext } from './tool';

let world: World | undefined;
afterEach(async () => {
  await world?.db.delete();
  world = undefined;
});

/** Every technician's `start` on `date` booked by someone else first (the salon's own store: the desk's rules). */
async function takeFromDesk(w: World, serviceId: string, date: string, start: string): Promise<void> {
  for (let i = 0; i < 5; i++) {
    try {
      const customer = { name: `Walk In ${i}`, phone: `555-123-99${String(i).padStart(2, '0')}` };
      await w.store.book({ customer, serviceIds: [serviceId], date, start, status: 'confirmed', now: { date: '2026-03-25', time: '10:00' }, source: 'owner' });
    } catch (e) {
      if (e instanceof SlotTakenError) return;
      throw e;
    }
  }
  throw new Error('the time never filled up');
}

/** Sarah's context in `language`, whose store lets the desk take the time right before each write. */
function racing(w: World, language: Language, take: () => Promise<void>): ToolContext {
  const store: SalonStore = {
    ...w.store,
    book: async (r) => (await take(), w.store.book(r)),
    move: async (r) => (await take(), w.store.move(r)),
  };
  const conversation = { ...newConversationState(), language, zone: ZONE };
  conversation.phones.add('555-777-8888');
  conversation.phones.add(ANNA_PHONE);
  return { store, now: () => new Date(NOW), conversation };
}

describe('a time taken after Sarah checked it', () => {
  it('is refused in Spanish when she books one service', async () => {
    const w = (world = await seedWorld());
    const tc = racing(w, 'es', () => takeFromDesk(w, w.service.classic, '2026-03-27', '13:00'));
    const args = {
      customer_name: 'Eve Stone',
      customer_phone: '555-777-8888',
      service_name: 'Classic Manicure',
      appointment_date: '2026-03-27',
      appointment_time: '13:00',
    };
    const result = await createAppointmentTool.execute(args, tc);
    expect(result).toEqual({ error: wordsIn('es', ZONE).slotTaken('13:00') });
    expect((result as { error: string }).error).toMatch(/^Lo siento, a la.* ya no hay lugar\./);
  });

  it('is refused in Vietnamese when she books a visit of several services', async () => {
    const w = (world = await seedWorld());
    const tc = racing(w, 'vi', () => takeFromDesk(w, w.service.classic, '2026-03-27', '13:00'));
    const args = {
      customer_name: 'Eve Stone',
      customer_phone: '555-777-8888',
      service_name: ['Classic Manicure', 'Spa Pedicure'],
      appointment_date: '2026-03-27',
      appointment_time: '13:00',
    };
    const result = await createAppointmentTool.execute(args, tc);
    expect(result).toEqual({ error: wordsIn('vi', ZONE).slotTaken('13:00') });
    expect((result as { error: string }).error).toMatch(/vừa có người đặt/);
  });

  it('is refused in Vietnamese when she moves an appointment, which stays where it was', async () => {
    const w = (world = await seedWorld());
    const tc = racing(w, 'vi', () => takeFromDesk(w, w.service.gel, '2026-03-27', '15:00'));
    const args = { appointment_id: w.appt.annaUpcoming, customer_phone: ANNA_PHONE, new_date: '2026-03-27', new_time: '15:00' };
    const result = await rescheduleAppointmentTool.execute(args, tc);
    expect(result).toEqual({ error: wordsIn('vi', ZONE).slotTaken('15:00') });
    expect((result as { error: string }).error).not.toMatch(/no longer available/);
    expect(await w.db.appointments.get(w.appt.annaUpcoming)).toMatchObject({ appointment_date: '2026-03-26', start_time: '11:00' });
  });
});
