import { SalonDeskDB } from '../../src/db/database';
import { openWriteContext } from '../../src/db/context';

let n = 0;
/** A fresh device database on fake-indexeddb, with its own clock. */
export async function freshDevice(now: () => number = Date.now) {
  const database = new SalonDeskDB(`test-${process.pid}-${++n}-${Math.random().toString(36).slice(2)}`);
  const ctx = await openWriteContext(database, now);
  return { db: database, ctx };
}
