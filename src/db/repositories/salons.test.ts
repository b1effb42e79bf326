import { afterEach, describe, expect, it } from 'vitest';
import { ensureSalonForOwner } from './salons';
import { patchRow } from '../writer';
import { salonIdForOwner, newId } from '../../domain/ids';
import { genesisHlc } from '../../domain/hlc';
import type { SalonDeskDB } from '../database';
import { freshDevice } from '../../../tests/support/db-helpers';

const opened: SalonDeskDB[] = [];
afterEach(async () => {
  for (const d of opened.splice(0)) await d.delete();
});

const owner = { id: newId(), email: 'maya@example.com', salonName: 'Polished', salonPhone: '555-0100' };

describe('ensureSalonForOwner', () => {
  it('creates the salon from the sign-up metadata with the derived id', async () => {
    const { db, ctx } = await freshDevice();
    opened.push(db);
    const salon = await ensureSalonForOwner(owner, ctx);
    expect(salon).toMatchObject({ id: salonIdForOwner(owner.id), owner_id: owner.id, name: 'Polished', phone: '555-0100', email: owner.email, deleted: false });
    expect(salon.time_zone).toBeTruthy();
    const [entry] = await db.outbox.toArray();
    expect(entry).toMatchObject({ table: 'salons', op: 'put', row_id: salon.id, salon_id: salon.id, hlc: genesisHlc(ctx.nodeId) });
  });

  it('two devices converge on one salon id; a second call changes nothing', async () => {
    const a = await freshDevice();
    const b = await freshDevice();
    opened.push(a.db, b.db);
    const sa = await ensureSalonForOwner(owner, a.ctx);
    const sb = await ensureSalonForOwner(owner, b.ctx);
    expect(sa.id).toBe(sb.id);
    await patchRow(a.ctx, 'salons', sa.id, { name: 'Renamed' });
    const again = await ensureSalonForOwner(owner, a.ctx);
    expect(again.name).toBe('Renamed');
    expect(await a.db.outbox.count()).toBe(2);
  });

  it('the seed loses to any real edit (its stamp is the oldest possible)', async () => {
    const { db, ctx } = await freshDevice();
    opened.push(db);
    const seed = await ensureSalonForOwner(owner, ctx);
    const edited = await patchRow(ctx, 'salons', seed.id, { phone: '555-0199' });
    expect(seed.updated_at < edited.updated_at).toBe(true);
  });

  it('refuses without a user', async () => {
    const { db, ctx } = await freshDevice();
    opened.push(db);
    await expect(ensureSalonForOwner({ ...owner, id: '' }, ctx)).rejects.toThrow('User not authenticated');
    expect(await db.salons.count()).toBe(0);
  });
});
