// Calls left open (a page closed or reloaded mid-conversation) end once quiet for 30 minutes, at
// their last turn; a call still going, an ended one and another salon's are left alone.
import { afterEach, expect, it } from 'vitest';
import type { SalonDeskDB } from '../database';
import { appendTurns, endQuietCalls, openCall } from './calls';
import { ensureSalonForOwner } from './salons';
import { newId } from '../../domain/ids';
import { freshDevice } from '../../../tests/support/db-helpers';

const opened: SalonDeskDB[] = [];
afterEach(async () => {
  for (const d of opened.splice(0)) await d.delete();
});

const NOW = new Date('2026-11-24T12:00:00.000Z');
const ago = (minutes: number) => new Date(NOW.getTime() - minutes * 60_000).toISOString();

it('ends quiet open calls at their last turn, and only those', async () => {
  const { db, ctx } = await freshDevice();
  opened.push(db);
  const salon = await ensureSalonForOwner({ id: newId(), email: 'o@example.com', salonName: 'Polished', salonPhone: '555-0100' }, ctx);
  const call = async (startedMinutesAgo: number, lastTurnMinutesAgo: number | null) => {
    const id = newId();
    await openCall(ctx, { id, salonId: salon.id, channel: 'chat', at: ago(startedMinutesAgo) });
    if (lastTurnMinutesAgo !== null) {
      await appendTurns(ctx, { id, salonId: salon.id }, 0, [{ role: 'customer', content: 'Hi', at: ago(lastTurnMinutesAgo) }], { outcome: 'answered' });
    }
    return id;
  };
  const abandoned = await call(90, 60);
  const justQuiet = await call(45, 31);
  const talking = await call(20, 5);
  const silentStart = await call(40, null);

  expect(await endQuietCalls(ctx, salon.id, NOW)).toBe(3);
  expect((await db.calls.get(abandoned))?.ended_at).toBe(ago(60));
  expect((await db.calls.get(justQuiet))?.ended_at).toBe(ago(31));
  expect((await db.calls.get(silentStart))?.ended_at).toBe(ago(40));
  expect((await db.calls.get(talking))?.ended_at).toBeNull();
  // The ends travel like any write, and a second sweep has nothing left to do.
  expect((await db.outbox.toArray()).filter((e) => e.table === 'calls' && e.op === 'patch').length).toBeGreaterThanOrEqual(3);
  expect(await endQuietCalls(ctx, salon.id, NOW)).toBe(0);
});
