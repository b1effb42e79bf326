// Merging customers that only the old phone keys kept apart: "+1 555 0142" booked by
// the assistant and "555-0142" typed in New Appointment were two customers; with one key they
// are one. Dexie version 4's upgrade fills the keys and marks the merge due; this runs right
// after open, through the writer, so each change is an ordinary synced write (outbox entry, HLC
// stamp) and reaches the server and the other devices. It is idempotent: it reads what is there
// now, and a second run finds no duplicates. The Clients screen's merge of two cards the owner
// picks moves appointments the same way.
import { oldestFirst } from '../../domain/customer-order';
import type { Customer } from '../../domain/types';
import type { WriteContext } from '../context';
import { CUSTOMER_MERGE_DUE } from '../customer-keys';
import { deleteRow, patchRow, writeTogether } from '../writer';

const present = (v: string | null | undefined): v is string => !!v && v.trim() !== '';

/**
 * What the kept customer ends up with, so nothing a user typed is lost: the longest name (the
 * fullest spelling: "Ana Lopez" over "Ana"; the oldest wins a tie) and the oldest customer's email,
 * else the oldest email among the duplicates. Other emails stay on the tombstoned rows.
 */
export function mergedDetails(group: readonly Customer[]): Pick<Customer, 'name' | 'email'> {
  const [keep] = group;
  const name = group.reduce((best, c) => (c.name.trim().length > best.trim().length ? c.name : best), keep.name);
  const email = group.map((c) => c.email).find(present) ?? keep.email;
  return { name, email };
}

/** A customer's live appointments (a tombstoned one stays with the card it was deleted on). */
export async function liveAppointmentIds(ctx: WriteContext, customerId: string): Promise<string[]> {
  return (await ctx.db.appointments.where('customer_id').equals(customerId).toArray()).filter((a) => !a.deleted).map((a) => a.id);
}

/** Points appointments at another customer: each an ordinary synced patch of customer_id alone. */
export async function moveAppointments(ctx: WriteContext, ids: readonly string[], customerId: string): Promise<void> {
  for (const id of ids) await patchRow(ctx, 'appointments', id, { customer_id: customerId });
}

async function mergeGroup(ctx: WriteContext, salonId: string, key: string): Promise<number> {
  const { db } = ctx;
  return writeTogether(ctx, ['customers', 'appointments'], async () => {
    // Read again inside the transaction: a sync may have merged or added rows meanwhile.
    const group = (await db.customers.where('[salon_id+phone_key]').equals([salonId, key]).toArray()).filter((c) => !c.deleted).sort(oldestFirst);
    if (group.length < 2) return 0;
    const [keep, ...duplicates] = group;
    const details = mergedDetails(group);
    if (details.name !== keep.name || details.email !== keep.email) await patchRow(ctx, 'customers', keep.id, details);
    for (const dup of duplicates) {
      await moveAppointments(ctx, await liveAppointmentIds(ctx, dup.id), keep.id);
      await deleteRow(ctx, 'customers', dup.id);
    }
    return duplicates.length;
  });
}

/** Every group of live customers of one salon sharing a key, as [salon_id, key] pairs. */
async function duplicateKeys(ctx: WriteContext): Promise<[string, string][]> {
  const seen = new Map<string, number>();
  const live = (await ctx.db.customers.toArray()).filter((c) => !c.deleted && c.phone_key);
  for (const c of live) {
    const k = `${c.salon_id}|${c.phone_key}`;
    seen.set(k, (seen.get(k) ?? 0) + 1);
  }
  return [...seen].filter(([, n]) => n > 1).map(([k]) => k.split('|') as [string, string]);
}

/**
 * Merges the duplicates the version 4 upgrade found (or, with `force`, any there are now):
 * the oldest customer stays, the others' appointments point at it, the others are tombstoned.
 * Returns how many customers were merged away.
 */
export async function mergeDuplicateCustomers(ctx: WriteContext, options: { force?: boolean } = {}): Promise<number> {
  const due = (await ctx.db.settings.get(CUSTOMER_MERGE_DUE))?.value === true;
  if (!due && !options.force) return 0;
  let merged = 0;
  for (const [salonId, key] of await duplicateKeys(ctx)) merged += await mergeGroup(ctx, salonId, key);
  // Cleared last: a merge cut short (tab closed) runs again at the next start.
  await ctx.db.settings.delete(CUSTOMER_MERGE_DUE);
  return merged;
}
