// Server-side Sarah's store on the real local backend: PostgREST, PGlite, the service-
// role key, the migrations. The database keeps it inside its salon (ids and phones of another
// salon find nothing and change nothing); its writes are authoritative (a slot it books is never
// turned into a conflict later; a salon that changed under a write is read and checked again);
// and what it writes reaches the owner's devices through the ordinary pull.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAppointment } from '../../src/db/repositories/appointments';
import { addFaq } from '../../src/db/repositories/salon-profile';
import { deviceSalonStore } from '../../src/db/repositories/salon-store';
import { ValidationError } from '../../src/domain/errors';
import type { BookRequest } from '../../src/domain/salon-store';
import type { LocalBackend } from '../../sync/server/index';
import { rpcOf, serverReads, serverSalonStore, type Rpc } from '../../sync/server/sarah/pg-store';
import { createServerWrites } from '../../sync/server/sarah/sarah-writes';
import { newDevice, signUpOwner, type SimDevice } from './engine-harness';
import { clientFor, signedInClient, startTestBackend, uniqueEmail } from './helpers';
import { bookingNow, furnishSalon, MONDAY } from './messages-harness';

let backend: LocalBackend;
let a: SimDevice;
let b: SimDevice;
let serviceA: string;
let serviceB: string;
const admin = () => clientFor(backend, backend.serviceRoleKey);
const request = (start: string, phone: string, more: Partial<BookRequest> = {}): BookRequest => ({
  customer: { name: 'Ivy Wu', phone },
  serviceIds: [serviceA],
  date: MONDAY,
  start,
  status: 'confirmed',
  now: bookingNow,
  source: 'untrusted',
  ...more,
});

beforeAll(async () => {
  ({ backend } = await startTestBackend());
  a = await newDevice(backend, await signUpOwner(backend, uniqueEmail('sarah-a')), { name: 'tablet A' });
  b = await newDevice(backend, await signUpOwner(backend, uniqueEmail('sarah-b')), { name: 'tablet B' });
  serviceA = await furnishSalon(a);
  serviceB = await furnishSalon(b);
  await Promise.all([a.sync(), b.sync()]);
}, 120_000);
afterAll(async () => {
  await Promise.all([a?.close(), b?.close()]);
  await backend?.close();
});

/** Every row of salon B the store could touch, as the server holds them. */
async function rowsOfB() {
  const out: Record<string, unknown> = {};
  for (const t of ['appointments', 'customers', 'calls', 'call_turns', 'notifications', 'services', 'staff']) {
    const { data, error } = await admin().from(t).select('*').eq('salon_id', b.salonId).order('id');
    expect(error).toBeNull();
    out[t] = data;
  }
  return out;
}

describe("server-side Sarah's store", () => {
  it('reads and writes only the salon it is for: ids and phones of another salon find nothing and change nothing', async () => {
    // Salon B: a booking, its card and a call with a turn.
    const onB = deviceSalonStore(b.ctx, b.salonId);
    const [booked] = await onB.book({
      ...request('10:00', '(646) 555-0199'),
      serviceIds: [serviceB],
      customer: { name: 'Bea Other', phone: '(646) 555-0199' },
    });
    await onB.openCall({ id: crypto.randomUUID(), channel: 'chat', at: '2031-10-30T13:00:00.000Z' });
    const call = (await b.db.calls.toArray())[0];
    await b.sync();
    const staffB = booked.staff_id;
    const before = await rowsOfB();
    expect((before.appointments as unknown[]).length).toBe(1);

    const sarah = serverSalonStore(admin(), a.salonId);
    expect(await sarah.appointments([booked.id])).toEqual([undefined]);
    expect(await sarah.customers([booked.customer_id])).toEqual([undefined]);
    expect(await sarah.services([serviceB])).toEqual([undefined]);
    expect(await sarah.staff([staffB])).toEqual([undefined]);
    expect(await sarah.customersWithKey('+16465550199')).toEqual([]);
    expect(await sarah.upcomingOf([booked.customer_id], '2000-01-01')).toEqual([]);
    expect(await sarah.availability(serviceB, MONDAY)).toBeNull();
    expect(await sarah.staffDoes(staffB, serviceB)).toBe(false);

    await expect(sarah.cancel(booked.id)).rejects.toThrow();
    await expect(sarah.move({ appointmentId: booked.id, date: MONDAY, start: '12:00', staffId: null, now: bookingNow })).rejects.toThrow();
    await expect(sarah.book({ ...request('12:00', '(646) 555-0199'), serviceIds: [serviceB] })).rejects.toThrow();
    await expect(
      sarah.takeMessage({ callId: call.id, name: 'Eve', phone: '(646) 555-0199', message: 'hi', callbackRequested: true, at: '2031-10-30T13:05:00.000Z' }),
    ).rejects.toThrow();
    await expect(sarah.appendTurns(call.id, 5, [{ role: 'customer', content: 'hello', at: '2031-10-30T13:05:00.000Z' }])).rejects.toThrow();
    await sarah.endCall(call.id, '2031-10-30T13:06:00.000Z');
    // The write function itself, for A, asked to change B's booking: refused by the database.
    const { error: foreign } = await admin().rpc('sarah_write', {
      p_salon: a.salonId,
      p_seen_version: null,
      p_mutations: [{ table: 'appointments', op: 'patch', row_id: booked.id, fields: { notes: 'mine now' } }],
    });
    expect(foreign?.message).toMatch(/another salon|not found/);
    // Nor any table but the five Sarah writes: not B's salon row, not a table that does not exist.
    for (const table of ['salons', 'services', 'no_such_table']) {
      const { error } = await admin().rpc('sarah_write', {
        p_salon: a.salonId,
        p_seen_version: null,
        p_mutations: [{ table, op: 'patch', row_id: b.salonId, fields: { name: 'Taken' } }],
      });
      expect(error?.message, table).toMatch(/Sarah writes no table/);
    }

    expect(await rowsOfB()).toEqual(before);
  });

  it('is refused to anyone but the server: the anon key and an owner’s own session cannot call it', async () => {
    const { error: anon } = await clientFor(backend).rpc('sarah_salon', { p_salon: a.salonId });
    expect(anon).not.toBeNull();
    const { client: owner } = await signedInClient(backend);
    const { error: asOwner } = await owner.rpc('sarah_customers_with_key', { p_salon: a.salonId, p_key: '+12125550177' });
    expect(asOwner).not.toBeNull();
    const { error: write } = await owner.rpc('sarah_write', { p_salon: a.salonId, p_seen_version: null, p_mutations: [] });
    expect(write).not.toBeNull();
  });

  it('books, moves, cancels and takes a message with authority; the tablet sees each through the pull', async () => {
    const sarah = serverSalonStore(admin(), a.salonId);
    const [appt] = await sarah.book(request('13:00', '212-555-0177'));
    expect(appt).toMatchObject({ status: 'confirmed', start_time: '13:00', end_time: '14:00', contact_name: 'Ivy Wu' });
    await expect(sarah.book(request('13:00', '212-555-0188'))).rejects.toThrow(ValidationError);

    await a.sync();
    const onTablet = await a.db.appointments.get(appt.id);
    expect(onTablet).toMatchObject({ status: 'confirmed', start_time: '13:00', staff_id: appt.staff_id });
    expect((await a.db.customers.get(appt.customer_id))?.phone_key).toBe('+12125550177');
    const feed = await a.db.notifications.where('appointment_id').equals(appt.id).toArray();
    expect(feed.map((n) => [n.kind, n.source])).toEqual([['booking', 'assistant']]);

    const { after } = await sarah.move({ appointmentId: appt.id, date: MONDAY, start: '15:00', staffId: null, now: bookingNow });
    expect(after.start_time).toBe('15:00');
    await sarah.cancel(appt.id);
    const callId = crypto.randomUUID();
    await sarah.openCall({ id: callId, channel: 'phone', at: '2031-10-30T13:00:00.000Z' });
    await sarah.appendTurns(callId, 0, [{ role: 'customer', content: 'Can someone call me?', at: '2031-10-30T13:00:01.000Z' }]);
    await sarah.takeMessage({
      callId,
      name: 'Ivy Wu',
      phone: '212-555-0177',
      message: 'Please call about a gift card',
      callbackRequested: true,
      at: '2031-10-30T13:01:00.000Z',
    });
    await sarah.endCall(callId, '2031-10-30T13:02:00.000Z', { outcome: 'message_taken' });

    await a.sync();
    expect(await a.db.appointments.get(appt.id)).toMatchObject({ status: 'canceled', start_time: '15:00' });
    const kinds = (await a.db.notifications.where('appointment_id').equals(appt.id).toArray()).map((n) => n.kind).sort();
    expect(kinds).toEqual(['booking', 'cancelled', 'rescheduled']);
    expect(await a.db.calls.get(callId)).toMatchObject({
      channel: 'phone',
      outcome: 'message_taken',
      callback_requested: true,
      ended_at: '2031-10-30T13:02:00.000Z',
    });
    expect((await a.db.call_turns.where('call_id').equals(callId).toArray()).map((t) => t.content)).toEqual(['Can someone call me?']);
    expect((await a.db.notifications.toArray()).filter((n) => n.call_id === callId).map((n) => n.kind)).toEqual(['message']);
  });

  it("an offline tablet's booking of the same time becomes the conflict, on the tablet's side, never Sarah's", async () => {
    const offline = await createAppointment(
      {
        salonId: a.salonId,
        customer: { name: 'Walk In', phone: '212-555-0166', email: null },
        serviceId: serviceA,
        staffId: null,
        date: MONDAY,
        start: '16:00',
        now: bookingNow,
      },
      a.ctx,
    );
    const [sarahs] = await serverSalonStore(admin(), a.salonId).book(request('16:00', '212-555-0155'));
    await a.sync();
    expect((await a.db.appointments.get(sarahs.id))?.status).toBe('confirmed');
    expect((await a.db.appointments.get(offline.id))?.status).toBe('conflict');
  });

  it("Sarah's write is the newest word on its rows: two rows of one write in the same millisecond, and a row a device stamped ahead", async () => {
    // A new call and its patch in one write (what a call's first turn sends): the patch lands every time.
    for (let i = 0; i < 20; i++) {
      const id = crypto.randomUUID();
      const call = {
        id,
        salon_id: a.salonId,
        channel: 'phone',
        started_at: '2031-10-30T13:00:00.000Z',
        ended_at: null,
        caller_name: null,
        caller_phone: null,
        outcome: null,
        message: null,
        callback_requested: false,
        message_done: false,
        deleted: false,
      };
      const { error } = await admin().rpc('sarah_write', {
        p_salon: a.salonId,
        p_seen_version: null,
        p_mutations: [
          { table: 'calls', op: 'put', row_id: id, fields: call },
          { table: 'calls', op: 'patch', row_id: id, fields: { caller_phone: '+12125550177' } },
        ],
      });
      expect(error).toBeNull();
      expect((await admin().from('calls').select('caller_phone').eq('id', id).single()).data).toEqual({ caller_phone: '+12125550177' });
    }
    // A device whose clock runs two minutes ahead last wrote the booking's status: Sarah's cancel still lands.
    const sarah = serverSalonStore(admin(), a.salonId);
    const [appt] = await sarah.book(request('17:00', '212-555-0111'));
    const ahead = `${String(Date.now() + 120_000).padStart(15, '0')}.000000.0000000000ab`;
    const { data: row } = await admin().from('appointments').select('field_stamps').eq('id', appt.id).single();
    await admin()
      .from('appointments')
      .update({ updated_at: ahead, field_stamps: { ...(row?.field_stamps as object), status: ahead } })
      .eq('id', appt.id)
      .throwOnError();
    expect((await sarah.cancel(appt.id)).status).toBe('canceled');
  });

  it('a salon that changed between the read and the write is read and checked again', async () => {
    const real = rpcOf(admin());
    let interfere: (() => Promise<void>) | null = null;
    const rpc: Rpc = async (fn, args) => {
      if (fn === 'sarah_write' && interfere) {
        const change = interfere;
        interfere = null;
        await change();
      }
      return real(fn, args);
    };
    const writes = createServerWrites(rpc, serverReads(rpc, a.salonId), a.salonId);

    // Something unrelated changed (an FAQ): the second try books, once.
    interfere = async () => {
      await addFaq(a.salonId, { question: 'Parking?', answer: 'Behind the salon.' }, a.ctx);
      await a.sync();
    };
    const [first] = await writes.book(request('09:00', '212-555-0144'));
    const { data: atNine } = await admin()
      .from('appointments')
      .select('id')
      .eq('salon_id', a.salonId)
      .eq('appointment_date', MONDAY)
      .eq('start_time', '09:00:00');
    expect(atNine).toEqual([{ id: first.id }]);

    // The tablet took the very time meanwhile: the second try sees it and refuses.
    interfere = async () => {
      await createAppointment(
        {
          salonId: a.salonId,
          customer: { name: 'Desk', phone: '212-555-0133', email: null },
          serviceId: serviceA,
          staffId: null,
          date: MONDAY,
          start: '11:00',
          now: bookingNow,
        },
        a.ctx,
      );
      await a.sync();
    };
    await expect(writes.book(request('11:00', '212-555-0122'))).rejects.toThrow(/no longer available/);
    const { data: atEleven } = await admin().from('appointments').select('contact_name').eq('salon_id', a.salonId).eq('start_time', '11:00:00');
    expect(atEleven).toEqual([{ contact_name: 'Desk' }]);
  });
});
