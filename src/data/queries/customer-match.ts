// New Appointment's "Existing customer": the salon's customer with the phone's key, found through
// the [salon_id+phone_key] index the booking itself uses, never by reading every customer.
import type { Customer } from '../../domain/types';
import type { SalonDeskDB } from '../../db/database';
import { customersWithKey } from '../../db/repositories/customers';
import type { TableName } from '../use-live-read';

export const CUSTOMER_MATCH_TABLES: readonly TableName[] = ['customers'];

/** The oldest live customer of the salon with this key (as the booking picks), or null. */
export async function readCustomerWithKey(db: SalonDeskDB, salonId: string, key: string): Promise<Customer | null> {
  return (await customersWithKey(db, salonId, key))[0] ?? null;
}
