// The engine uses sync_push's answer: right after a push,
// before any pull, the device's row carries the server's version, and a double booking shows as
// 'conflict' — unless a newer local edit of that field is still on its way, which always wins on
// the device until the server answers for it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addService, updateService } from '../../src/db/repositories/salon-profile';
import { patchRow, putRow } from '../../src/db/writer';
import type { PushArgs, PushResponse } from '../../sync/protocol';
import { pushOutbox } from '../../sync/push';
import type { LocalBackend } from '../../sync/server/index';
import type { SyncTransport } from '../../sync/transport';
import { newDevice, signUpOwner, type SimDevice } from './engine-harness';
import { startTestBackend, uniqueEmail } from './helpers';

let backend: LocalBackend;
const devices: SimDevice[] = [];

beforeAll(async () => {
  ({ backend } = await startTestBackend());
});
afterAll(async () => {
  for (const d of devices) await d.close();
  await backend?.close();
});

/** A device whose transport counts pulls and may run `during` while a push is on the wire. */
async function device(owner: Awaited<ReturnType<typeof signUpOwner>>) {
  const calls = { pulls: 0, during: null as null | (() => Promise<void>) };
  const d = await newDevice(backend, owner, {
    transport: (real): SyncTransport => ({
      async push(args: PushArgs): Promise<PushResponse> {
        const response = await real.push(args);
        const during = calls.during;
        calls.during = null;
        await during?.(); // the server has answered; the device hears it after this local edit
        return response;
      },
      pull: (args) => {
        calls.pulls++;
        return real.pull(args);
      },
      refreshAuth: () => real.refreshAuth(),
    }),
  });
  devices.push(d);
  return { d, calls };
}

async function serverVersion(d: SimDevice, table: string, id: string): Promise<number> {
  const { data, error } = await d.client.from(table).select('version').eq('id', id).single();
  if (error) throw error;
  return Number((data as { version: number }).version);
}

describe("sync_push's answer lands on the device at once", () => {
  it('after one push, with no pull at all, each local row has the version the server gave it', async () => {
    const owner = await signUpOwner(backend, uniqueEmail('answer'));
    const { d, calls } = await device(owner);
    const service = await addService(d.salonId, { name: 'Gel', price: '30', duration: '45' }, d.ctx);
    expect((await d.db.services.get(service.id))?.version).toBeNull();

    await pushOutbox(d.replica);
    expect(calls.pulls).toBe(0);
    expect(await d.db.outbox.count()).toBe(0);
    const local = await d.db.services.get(service.id);
    expect(local?.version).toBe(await serverVersion(d, 'services', service.id));
    expect((await d.db.salons.get(d.salonId))?.version).toBe(await serverVersion(d, 'salons', d.salonId));

    // An edit bumps it again, still without a pull; the row keeps the owner's values.
    const before = local!.version!;
    await updateService(service.id, { name: 'Gel Deluxe', price: '35', duration: '45' }, d.ctx);
    await pushOutbox(d.replica);
    expect(calls.pulls).toBe(0);
    const edited = await d.db.services.get(service.id);
    expect(edited).toMatchObject({ name: 'Gel Deluxe', price: 35 });
    expect(edited!.version).toBeGreaterThan(before);
    expect(edited!.version).toBe(await serverVersion(d, 'services', service.id));
  });

  it('an edit made while the push was on the wire is kept, and stays queued for the next push', async () => {
    const owner = await signUpOwner(backend, uniqueEmail('inflight'));
    const { d, calls } = await device(owner);
    const service = await addService(d.salonId, { name: 'Pedicure', price: '40', duration: '60' }, d.ctx);
    calls.during = async () => {
      await patchRow(d.ctx, 'services', service.id, { name: 'Pedicure Spa' });
    };
    await pushOutbox(d.replica);
    // The pushed put answered; the later patch was not in that batch and went out right after it.
    expect((await d.db.services.get(service.id))?.name).toBe('Pedicure Spa');
    expect(await d.db.outbox.count()).toBe(0);
    expect((await d.db.services.get(service.id))?.version).toBe(await serverVersion(d, 'services', service.id));
  });

  describe('double booking', () => {
    async function twoDevicesOneSlot() {
      const owner = await signUpOwner(backend, uniqueEmail('slot'));
      const { d: tablet } = await device(owner);
      const { d: laptop, calls } = await device(owner);
      const salonId = tablet.salonId;
      const ids = { staff: crypto.randomUUID(), service: crypto.randomUUID(), customer: crypto.randomUUID() };
      await putRow(tablet.ctx, 'staff', { id: ids.staff, salon_id: salonId, name: 'Ana', phone: null, position: 'Nail Technician', is_active: true });
      await putRow(tablet.ctx, 'services', { id: ids.service, salon_id: salonId, name: 'Gel', price: 30, duration: 60, description: null });
      await putRow(tablet.ctx, 'customers', { id: ids.customer, salon_id: salonId, name: 'Jo', phone: '555-0100', email: null });
      const slot = {
        salon_id: salonId,
        customer_id: ids.customer,
        staff_id: ids.staff,
        service_id: ids.service,
        appointment_date: '2026-12-03',
        notes: null,
        status: 'confirmed' as const,
      };
      await putRow(tablet.ctx, 'appointments', { ...slot, id: crypto.randomUUID(), start_time: '14:00', end_time: '15:00' });
      await tablet.sync();
      await laptop.sync();
      const pullsBefore = calls.pulls;
      const booking = { ...slot, id: crypto.randomUUID(), start_time: '14:30', end_time: '15:30' };
      await putRow(laptop.ctx, 'appointments', booking);
      return { laptop, calls, booking, pullsBefore };
    }

    it("the device's booking shows 'conflict' with its version right after the push", async () => {
      const { laptop, calls, booking, pullsBefore } = await twoDevicesOneSlot();
      await pushOutbox(laptop.replica);
      expect(calls.pulls).toBe(pullsBefore);
      const local = await laptop.db.appointments.get(booking.id);
      expect(local).toMatchObject({ status: 'conflict', start_time: '14:30' });
      expect(local?.version).toBe(await serverVersion(laptop, 'appointments', booking.id));
    });

    it('a newer local status edit made during the push is not overwritten by the conflict', async () => {
      const { laptop, booking } = await twoDevicesOneSlot();
      laptop.replica.pushBatch = 25;
      let firstPush = true;
      const real = laptop.replica.transport;
      laptop.replica.transport = {
        ...real,
        async push(args) {
          const response = await real.push(args);
          if (firstPush) {
            firstPush = false;
            // The owner cancels the booking while the server's answer is on its way back.
            await patchRow(laptop.ctx, 'appointments', booking.id, { status: 'canceled' });
            const version = (await laptop.db.appointments.get(booking.id))?.version;
            expect(version).toBeNull();
            const answer = response.results.find((r) => r.mutation_id === args.p_mutations[0].mutation_id);
            expect(answer?.status).toBe('conflict');
          }
          return response;
        },
      };
      await pushOutbox(laptop.replica);
      expect(firstPush).toBe(false);
      // The cancel went out in the next batch; the device never showed the stale 'conflict'.
      const local = await laptop.db.appointments.get(booking.id);
      expect(local?.status).toBe('canceled');
      expect(local?.version).toBe(await serverVersion(laptop, 'appointments', booking.id));
      const { data } = await laptop.client.from('appointments').select('status').eq('id', booking.id).single();
      expect(data?.status).toBe('canceled');
    });
  });
});
