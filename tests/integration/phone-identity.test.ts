// Proof of "One phone identity": "+1 (555) 014-2000" told to the assistant,
// "555-014-2000" typed in New Appointment and "5550142000" on another device after a pull are one
// customer everywhere, on the real engine against the local backend.
import { deviceSalonStore } from '../../src/db/repositories/salon-store';
import OpenAI from 'openai';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAssistant } from '../../src/assistant/loop';
import { findTool } from '../../src/assistant/tools';
import { newConversationState } from '../../src/assistant/tools/tool';
import type { WriteContext } from '../../src/db/context';
import { createAppointment } from '../../src/db/repositories/appointments';
import { findCustomerByPhone } from '../../src/db/repositories/customers';
import { updateSalonInfo, addService } from '../../src/db/repositories/salon-profile';
import { upsertSchedules } from '../../src/db/repositories/schedules';
import { addStaff, setStaffService } from '../../src/db/repositories/staff';
import { salonPhoneRegion } from '../../src/domain/phone-key';
import { generateDefaultWeek } from '../../src/domain/schedule';
import { readCustomerWithKey } from '../../src/data/queries/customer-match';
import { phoneMatchKey } from '../../src/features/appointments/appointment-view';
import type { LocalBackend } from '../../sync/server/index';
import { call, say, startScriptedServer, type ScriptedServer } from '../support/scripted-openai-server';
import { newDevice, signUpOwner, type SimDevice } from './engine-harness';
import { startTestBackend, uniqueEmail } from './helpers';
import { Device } from './sync-helpers';

const MONDAY = '2031-03-03';
const NOW = new Date('2031-03-01T15:00:00Z');
const ZONE = 'America/New_York';

let backend: LocalBackend;
let server: ScriptedServer;
let tablet: SimDevice;
let laptop: SimDevice;
beforeAll(async () => {
  ({ backend } = await startTestBackend());
  server = await startScriptedServer();
  const owner = await signUpOwner(backend, uniqueEmail('phone'));
  tablet = await newDevice(backend, owner, { name: 'tablet' });
  laptop = await newDevice(backend, owner, { name: 'laptop' });
});
afterAll(async () => {
  await tablet?.close();
  await laptop?.close();
  await server?.close();
  await backend?.close();
});

async function bookableSalon(ctx: WriteContext, salonId: string) {
  await updateSalonInfo(salonId, { name: 'Polished', phone: '555-0100', address: '1 Main St', email: 'o@example.com', time_zone: ZONE }, ctx);
  const service = await addService(salonId, { name: 'Gel Manicure', price: '45', duration: '60' }, ctx);
  const member = await addStaff(salonId, { name: 'Kim', position: 'Nail Technician' }, ctx);
  await setStaffService(member.id, service.id, true, ctx);
  await upsertSchedules(salonId, generateDefaultWeek([member], MONDAY), ctx);
  return service;
}

const liveCustomers = async (d: SimDevice) => (await d.db.customers.where('salon_id').equals(d.salonId).toArray()).filter((c) => !c.deleted);
const booking = (d: SimDevice, serviceId: string, phone: string, start: string) =>
  createAppointment(
    { salonId: d.salonId, customer: { name: 'Ana Lopez', phone }, serviceId, staffId: null, date: MONDAY, start, now: { date: '2031-03-01', time: '10:00' } },
    d.ctx,
  );

describe('one phone identity', () => {
  it('"+1 (555) 014-2000" (assistant), "555-014-2000" (New Appointment) and "5550142000" (another device) are one customer', async () => {
    const service = await bookableSalon(tablet.ctx, tablet.salonId);

    // The assistant books through its create_appointment tool, over the real SDK.
    server.script([
      call('create_appointment', {
        customer_name: 'Ana',
        customer_phone: '+1 (555) 014-2000',
        service_name: 'Gel Manicure',
        appointment_date: MONDAY,
        appointment_time: '10:00',
      }),
      say('You are booked, Ana!'),
    ]);
    const sarah = createAssistant({
      getClient: () => new OpenAI({ apiKey: 'k', baseURL: server.baseURL, maxRetries: 0 }),
      model: 'small-model',
      store: deviceSalonStore(tablet.ctx, tablet.salonId),
      now: () => NOW,
    });
    const { error } = await sarah.send('Book me a gel manicure Monday 10:00, Ana, +1 (555) 014-2000');
    expect(error).toBeUndefined();
    const [ana] = await liveCustomers(tablet);
    expect(ana).toMatchObject({ name: 'Ana', phone: '+1 (555) 014-2000', phone_key: '+15550142000' });

    // New Appointment: the form's match names her, and its repository books her, not a new customer.
    const salon = await tablet.db.salons.get(tablet.salonId);
    const typed = phoneMatchKey('555-014-2000', salonPhoneRegion(salon));
    expect((await readCustomerWithKey(tablet.db, tablet.salonId, typed!))?.id).toBe(ana.id);
    const desk = await booking(tablet, service.id, '555-014-2000', '11:00');
    expect(desk.customer_id).toBe(ana.id);
    expect(await liveCustomers(tablet)).toHaveLength(1);

    // The laptop pulls, and finds and books the same customer however the number is typed.
    await tablet.sync();
    await laptop.sync();
    expect((await findCustomerByPhone(laptop.db, laptop.salonId, '5550142000'))?.id).toBe(ana.id);
    const late = await booking(laptop, service.id, '5550142000', '12:00');
    expect(late.customer_id).toBe(ana.id);
    expect((await liveCustomers(laptop)).map((c) => c.id)).toEqual([ana.id]);

    // The assistant on the laptop finds all three visits by any spelling, and lets that caller cancel.
    const conversation = newConversationState();
    conversation.phones.add('5550142000');
    const tc = { store: deviceSalonStore(laptop.ctx, laptop.salonId), now: () => NOW, conversation };
    const found = (await findTool('find_customer_appointments')!.execute({ customer_phone: '(555) 014-2000' }, tc)) as unknown as {
      appointments: { id: string }[];
    };
    expect(found.appointments).toHaveLength(3);
    const canceled = await findTool('cancel_appointment')!.execute({ appointment_id: desk.id }, tc);
    expect(canceled).toMatchObject({ success: true });
    const stranger = { ...tc, conversation: { ...newConversationState(), phones: new Set(['555-014-2001']) } };
    expect(await findTool('cancel_appointment')!.execute({ appointment_id: late.id }, stranger)).toHaveProperty('error');

    // Back on the tablet: still one customer, the laptop's booking and cancel included; the server agrees.
    await laptop.sync();
    await tablet.sync();
    expect((await liveCustomers(tablet)).map((c) => c.id)).toEqual([ana.id]);
    expect((await tablet.db.appointments.where('customer_id').equals(ana.id).toArray()).map((a) => a.status).sort()).toEqual([
      'canceled',
      'confirmed',
      'confirmed',
    ]);
    const { data } = await tablet.client.from('customers').select('id, phone_key').eq('salon_id', tablet.salonId);
    expect(data).toEqual([{ id: ana.id, phone_key: '+15550142000' }]);
  });

  it('a customer an older client pushed without a key gets it when pulled, so lookups find it', async () => {
    const older = new Device(laptop.client, laptop.salonId);
    const id = crypto.randomUUID();
    await older.push([older.put('customers', { id, salon_id: laptop.salonId, name: 'Bea', phone: '555-014-3000', email: null })]);
    const { data } = await laptop.client.from('customers').select('phone_key').eq('id', id).single();
    expect(data).toEqual({ phone_key: null });
    await tablet.sync();
    expect((await tablet.db.customers.get(id))?.phone_key).toBe('+15550143000');
    expect((await findCustomerByPhone(tablet.db, tablet.salonId, '+1 555 014 3000'))?.id).toBe(id);
  });

  it('the server refuses a key that is not E.164', async () => {
    const device = new Device(laptop.client, laptop.salonId);
    const res = await device.push([
      device.put('customers', { id: crypto.randomUUID(), salon_id: laptop.salonId, name: 'X', phone: '555', phone_key: '555', email: null }),
    ]);
    expect(res.results[0]).toMatchObject({ status: 'rejected' });
    expect(String((res.results[0] as { reason?: string }).reason)).toContain('customers_phone_key_e164');
  });
});
