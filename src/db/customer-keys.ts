// The phone key on every customer row of the device.
//
// Repositories write the key themselves. Rows arriving any other way may lack it: a pull of a row
// an older client wrote (the server column is null for those), a backup made before the key
// existed, rows from before Dexie version 4. The key is computed *on apply*, at the database's
// door, rather than on each read: the index `[salon_id+phone_key]` can only find rows that carry
// the key, and one door covers every writer (sync, restore, tests) without each knowing. The key
// is derived data, so filling it writes no outbox entry; the server keeps null until a device
// edits that customer.
//
// libphonenumber-js with its metadata would double the size of this chunk, which every page
// loads at start: it is imported only when a key must be computed here (an upgrade, a keyless
// row), and Dexie.waitFor keeps the transaction alive meanwhile.
import Dexie, { type DBCore, type DBCoreMutateRequest, type DBCoreTable, type DBCoreTransaction, type Middleware, type Transaction } from 'dexie';
import type { PhoneRegion } from '../domain/phone-key';
import type { Customer, Salon } from '../domain/types';

/** Set by the version 4 upgrade when it left duplicates for mergeDuplicateCustomers. */
export const CUSTOMER_MERGE_DUE = 'customer_merge_due';

type PhoneKeys = typeof import('../domain/phone-key');
let phoneKeys: Promise<PhoneKeys> | null = null;
/** The key functions, loaded once, the first time they are needed. */
const loadPhoneKeys = (): Promise<PhoneKeys> => (phoneKeys ??= import('../domain/phone-key'));

type KeyedLike = { salon_id?: unknown; phone?: unknown; phone_key?: unknown };
const lacksKey = (v: KeyedLike | undefined) => !!v && typeof v.phone === 'string' && (v.phone_key === undefined || v.phone_key === null);

async function regionsIn(keys: PhoneKeys, salons: DBCoreTable, trans: DBCoreTransaction, ids: string[]): Promise<Map<string, PhoneRegion> | null> {
  const { salonPhoneRegion } = keys;
  try {
    const rows = (await salons.getMany({ trans, keys: ids })) as (Salon | undefined)[];
    return new Map(ids.map((id, i) => [id, salonPhoneRegion(rows[i])]));
  } catch {
    // The salons table is not part of this transaction: leave the key to a later write rather
    // than guess the region (a wrong region gives a wrong key, a missing one is only unfound).
    return null;
  }
}

const needsKeys = (req: DBCoreMutateRequest) => (req.type === 'put' || req.type === 'add') && req.values.some(lacksKey);

async function withKeys(down: DBCore, req: DBCoreMutateRequest): Promise<DBCoreMutateRequest> {
  if (req.type !== 'put' && req.type !== 'add') return req;
  // Called synchronously from mutate, so Dexie.waitFor still sees the transaction.
  const keys = await Dexie.waitFor(loadPhoneKeys());
  const { phoneKey } = keys;
  const ids = [...new Set(req.values.filter(lacksKey).map((v: KeyedLike) => String(v.salon_id)))];
  const regions = await regionsIn(keys, down.table('salons'), req.trans, ids);
  if (!regions) return req;
  const values = req.values.map((v: KeyedLike) => (lacksKey(v) ? { ...v, phone_key: phoneKey(v.phone as string, regions.get(String(v.salon_id))) } : v));
  return { ...req, values };
}

export const customerKeyMiddleware: Middleware<DBCore> = {
  stack: 'dbcore',
  name: 'customer-phone-key',
  create(down) {
    return {
      ...down,
      table(name) {
        const table = down.table(name);
        if (name !== 'customers') return table;
        // The layers below read the transaction from Dexie's zone, which a native await loses:
        // the common case (key present) stays synchronous, the other continues in a Dexie promise.
        const mutate = (req: DBCoreMutateRequest) =>
          needsKeys(req) ? Dexie.Promise.resolve(withKeys(down, req)).then((keyed) => table.mutate(keyed)) : table.mutate(req);
        return { ...table, mutate };
      },
    };
  },
};

/**
 * Dexie version 4's upgrade: every customer gets its key, read in its salon's region. Rows that
 * only the old keys kept apart now share one; they are merged after open, through the writer, so
 * the merge reaches the server like any edit (the upgrade transaction cannot use the writer).
 */
export async function fillCustomerKeys(tx: Transaction): Promise<void> {
  const { phoneKey, salonPhoneRegion } = await Dexie.waitFor(loadPhoneKeys());
  const regions = new Map((await tx.table<Salon, string>('salons').toArray()).map((s) => [s.id, salonPhoneRegion(s)]));
  const seen = new Set<string>();
  let duplicates = false;
  const customers = await tx.table<Customer, string>('customers').toArray();
  for (const c of customers) {
    c.phone_key = phoneKey(c.phone, regions.get(c.salon_id));
    const group = `${c.salon_id}|${c.phone_key}`;
    if (c.phone_key && !c.deleted) {
      if (seen.has(group)) duplicates = true;
      seen.add(group);
    }
  }
  await tx.table('customers').bulkPut(customers);
  if (duplicates) await tx.table('settings').put({ key: CUSTOMER_MERGE_DUE, value: true });
}
