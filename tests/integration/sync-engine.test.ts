import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalBackend } from '../../sync/server/index';
import { addService, updateService } from '../../src/db/repositories/salon-profile';
import { patchRow } from '../../src/db/writer';
import { startTestBackend, uniqueEmail } from './helpers';
import { newDevice, signUpOwner, snapshot, syncAll, type SimDevice } from './engine-harness';

let backend: LocalBackend;
const devices: SimDevice[] = [];

beforeAll(async () => {
  ({ backend } = await startTestBackend());
});
afterAll(async () => {
  for (const d of devices) await d.close();
  await backend?.close();
});

async function device(owner: Awaited<ReturnType<typeof signUpOwner>>) {
  const d = await newDevice(backend, owner);
  devices.push(d);
  return d;
}

describe('sync engine against the local backend', () => {
  it('two devices of one owner converge on one salon, both edits of one row survive', async () => {
    const owner = await signUpOwner(backend, uniqueEmail());
    const tablet = await device(owner);
    const laptop = await device(owner);
    expect(tablet.salonId).toBe(laptop.salonId);

    await patchRow(tablet.ctx, 'salons', tablet.salonId, { address: '12 Rue des Fleurs' });
    const service = await addService(tablet.salonId, { name: 'Gel Manicure', price: '40', duration: '60', description: 'Classic' }, tablet.ctx);
    await syncAll([tablet, laptop]);
    expect((await laptop.db.services.get(service.id))?.name).toBe('Gel Manicure');
    expect((await laptop.db.salons.get(laptop.salonId))?.address).toBe('12 Rue des Fleurs');

    // Offline on both: price on the tablet, description on the laptop (per-field last writer wins).
    await updateService(service.id, { name: 'Gel Manicure', price: '45', duration: '60', description: 'Classic' }, tablet.ctx);
    // The tablet's save sends only the price (its description is unchanged), so the laptop's
    // description survives even when both edits land in the same millisecond.
    await patchRow(laptop.ctx, 'services', service.id, { description: 'With cuticle care' });
    await syncAll([tablet, laptop]);
    for (const d of [tablet, laptop]) {
      expect(await d.db.services.get(service.id)).toMatchObject({ price: 45, description: 'With cuticle care' });
      expect(await d.db.outbox.count()).toBe(0);
    }
    expect(await snapshot(tablet)).toEqual(await snapshot(laptop));
  });

  it('a pull never overwrites a field with a pending local edit', async () => {
    const owner = await signUpOwner(backend, uniqueEmail());
    const a = await device(owner);
    const b = await device(owner);
    const service = await addService(a.salonId, { name: 'Pedicure', price: '30', duration: '45' }, a.ctx);
    await syncAll([a, b]);
    await patchRow(b.ctx, 'services', service.id, { name: 'Spa Pedicure' });
    await patchRow(a.ctx, 'services', service.id, { price: 32 });
    await a.sync();
    // b pulls a's price before pushing its own name: the name must stay b's.
    const { pullChanges } = await import('../../sync/replicate');
    await pullChanges(b.replica);
    expect(await b.db.services.get(service.id)).toMatchObject({ name: 'Spa Pedicure', price: 32 });
    await syncAll([a, b]);
    expect(await a.db.services.get(service.id)).toMatchObject({ name: 'Spa Pedicure', price: 32 });
  });
});
