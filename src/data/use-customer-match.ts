// The live customer match of New Appointment's phone field. Imported from its own module (not the
// barrel), so it rides in the Appointments screen's chunk.
import { db } from '../db/database';
import type { Customer } from '../domain/types';
import { CUSTOMER_MATCH_TABLES, readCustomerWithKey } from './queries/customer-match';
import { readKey, useLiveRead } from './use-live-read';

/**
 * The salon's customer with this phone key, live (a card synced in while the form is open shows);
 * null for none or no key, undefined while the answer for this key is read.
 */
export function useCustomerWithKey(salonId: string, key: string | null): Customer | null | undefined {
  const found = useLiveRead(readKey('customer-with-key', salonId, key), key ? () => readCustomerWithKey(db, salonId, key) : null, CUSTOMER_MATCH_TABLES);
  return key ? found : null;
}
