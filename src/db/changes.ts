// Committed writes to some tables of the device's database, from this page or another tab of
// the app (Dexie's storagemutated event carries both). A live read that starts its own reads
// listens here instead of through liveQuery (see src/data/use-live-read.ts).
import Dexie, { type ObservabilitySet } from 'dexie';
import type { SalonDeskDB } from './database';

/** Calls `changed` after each committed write touching any of `tables`; returns the unsubscribe. */
export function onTablesChanged(db: SalonDeskDB, tables: readonly string[], changed: () => void): () => void {
  // Dexie names each changed range "idb://<database>/<table>/<index>".
  const prefixes = tables.map((t) => `idb://${db.name}/${t}/`);
  const listener = (parts: ObservabilitySet) => {
    if (Object.keys(parts).some((part) => prefixes.some((p) => part.startsWith(p)))) changed();
  };
  Dexie.on('storagemutated', listener);
  return () => Dexie.on.storagemutated.unsubscribe(listener);
}
