// Every row of one salon in one synced table, through whichever index the table has for it. Most
// tables index salon_id alone; a big table may not (each index is written with every row, and a
// ten-year salon's first sync writes hundreds of thousands of them), and is read through a
// compound index that starts with salon_id and whose other parts every row has.
import Dexie, { type Collection, type Table } from 'dexie';

/** The compound indexes that may stand in for salon_id, in order: their other parts are never null. */
const SALON_PREFIXED = ['[salon_id+updated_at]', '[salon_id+date]'] as const;

export function salonRowsOf<T, K>(table: Table<T, K>, salonId: string): Collection<T, K> {
  const names = new Set(table.schema.indexes.map((i) => i.name));
  if (names.has('salon_id')) return table.where('salon_id').equals(salonId);
  const compound = SALON_PREFIXED.find((name) => names.has(name));
  if (!compound) throw new Error(`${table.name} has no index that starts with salon_id`);
  return table.where(compound).between([salonId, Dexie.minKey], [salonId, Dexie.maxKey], true, true);
}
