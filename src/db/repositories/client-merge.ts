// The owner's merge of two client cards of one person, apart from the automatic merge
// of duplicate phone keys (customer-merge.ts) that runs at every app start: this one, with its
// plan of notes and tags, loads with the Clients screen only.
import { planClientMerge } from '../../domain/client-details';
import { PreconditionError } from '../../domain/errors';
import { appContext, type WriteContext } from '../context';
import { deleteRow, patchRow, writeTogether } from '../writer';
import { liveAppointmentIds, moveAppointments } from './customer-merge';

/**
 * The Clients screen's merge: two cards of one person, picked by the owner. The card
 * `keepId` stays with its name and phone; the other's appointments move to it, its notes and
 * tags join the kept card's (planClientMerge), and it is tombstoned. One transaction: the
 * appointments never point at a removed card, and the outbox holds every change or none.
 * Returns how many appointments moved.
 */
export async function mergeClients(salonId: string, keepId: string, otherId: string, ctx?: WriteContext): Promise<number> {
  const c = ctx ?? (await appContext());
  return writeTogether(c, ['customers', 'appointments'], async () => {
    const [keep, other] = await c.db.customers.bulkGet([keepId, otherId]);
    if (!keep || keep.deleted || keep.salon_id !== salonId || !other || other.salon_id !== salonId) {
      throw new PreconditionError('That client is no longer on this device.');
    }
    const plan = planClientMerge(keep, other, await liveAppointmentIds(c, other.id));
    if (Object.keys(plan.patch).length > 0) await patchRow(c, 'customers', keep.id, plan.patch);
    await moveAppointments(c, plan.moves, keep.id);
    await deleteRow(c, 'customers', other.id);
    return plan.moves.length;
  });
}
