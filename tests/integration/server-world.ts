// The scenarios' world (tests/assistant/world.ts) on the real local backend, for server-side
// Sarah: each salon is seeded by the same code on a device of its own owner
// (one device syncs one salon), pushed up by the ordinary sync, and Sarah runs on the server's
// store. `sync` pushes what the devices wrote and pulls what Sarah wrote, so the checks read the
// device's database as the owner's tablet would see it.
import type { SupabaseClient } from '@supabase/supabase-js';
import { deviceSalonStore } from '../../src/db/repositories/salon-store';
import type { LocalBackend } from '../../sync/server/index';
import { serverSalonStore } from '../../sync/server/sarah/pg-store';
import { seedWorldOn, type World } from '../assistant/world';
import { newDevice, signUpOwner } from './engine-harness';
import { uniqueEmail } from './helpers';

export type ServerWorld = World & { close(): Promise<void> };

/** `admin` is a service-role client of `backend`, as the server process has. */
export async function seedServerWorld(backend: LocalBackend, admin: SupabaseClient): Promise<ServerWorld> {
  const [ownerA, ownerB] = await Promise.all([signUpOwner(backend, uniqueEmail('world')), signUpOwner(backend, uniqueEmail('world-other'))]);
  const [a, b] = await Promise.all([newDevice(backend, ownerA, { name: 'tablet' }), newDevice(backend, ownerB, { name: 'other tablet' })]);
  // The app's page sizes, not the harness's small ones (made to test paging): a world is ~130 rows.
  for (const d of [a, b]) Object.assign(d.replica, { pushBatch: undefined, pullLimit: undefined });
  const seeded = await seedWorldOn({ ctx: a.ctx, ownerId: ownerA.id }, { ctx: b.ctx, ownerId: ownerB.id });
  const sync = async () => {
    await Promise.all([a.sync(), b.sync()]);
  };
  await sync();
  // The server keeps no agent configuration yet (abilities live in the device's settings table,
  // which does not sync): server-side Sarah is given the one the device's store would read.
  const onDevice = deviceSalonStore(a.ctx, a.salonId);
  const store = serverSalonStore(admin, a.salonId, { agent: () => onDevice.agent() });
  return {
    ...seeded,
    db: a.db,
    ctx: a.ctx,
    store,
    otherDb: b.db,
    sync,
    async close() {
      await Promise.all([a.close(), b.close()]);
    },
  };
}
