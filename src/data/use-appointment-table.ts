// The Appointments table's window, live (readAppointmentTable). Imported by path, not through the
// read layer's index: its query is the Appointments screen's alone, and through the index it rode
// in the chunk every dashboard page loads at start-up.
import { db } from '../db/database';
import type { Customer } from '../domain/types';
import { readAppointmentTable, readNamingRows, type NamingRows, type TableRequest, type TableWindow } from './queries/appointment-table';
import { readKey, useLiveRead } from './use-live-read';

export type { TableRequest, TableWindow };

/** The salon's services and staff with tombstones, to name appointment rows (readNamingRows). */
function useNamingRows(salonId: string | null | undefined): NamingRows | undefined {
  return useLiveRead(readKey('naming', salonId ?? null), salonId ? () => readNamingRows(db, salonId) : null, ['services', 'staff']);
}

/**
 * One window of the Appointments table (readAppointmentTable). A search needs the salon's
 * customers to match names and phones: pass the list the screen already holds, or undefined
 * while it loads (the search then waits for it rather than reading it twice).
 */
export function useAppointmentTable(
  salonId: string | null | undefined,
  req: TableRequest | null,
  customers: readonly Customer[] | undefined,
): TableWindow | undefined {
  const naming = useNamingRows(salonId);
  const searching = !!req?.query?.trim();
  const ready = !!salonId && !!req && !!naming && (!searching || customers !== undefined);
  const key = readKey(salonId ?? null, req);
  // A new customer list (every write to it makes one) or renamed service re-reads the same question.
  const held = { customers: searching ? customers : undefined, naming };
  return useLiveRead(
    key,
    ready ? () => readAppointmentTable(db, salonId, req, held) : null,
    ['appointments', 'customers', 'services', 'staff'],
    [held.customers, naming],
  );
}
