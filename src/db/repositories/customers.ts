// Customers are known by phone alone (spec §6), through one key: the phone's E.164 form in the
// salon's region (src/domain/phone-key.ts), stored as `phone_key` and indexed with the salon.
// Every lookup by phone — New Appointment, the assistant's booking, lookup and cancel — asks here.
import { parseCustomer, type CustomerInput } from '../../domain/back-office';
import { ValidationError } from '../../domain/errors';
import { newId } from '../../domain/ids';
import { oldestFirst } from '../../domain/customer-order';
import { phoneKey, salonPhoneRegion, type PhoneRegion } from '../../domain/phone-key';
import type { Customer } from '../../domain/types';
import type { SalonDeskDB } from '../database';
import type { WriteContext } from '../context';
import { putRow } from '../writer';

/** The region the salon's customers' numbers are read in. */
export async function salonRegion(db: SalonDeskDB, salonId: string): Promise<PhoneRegion> {
  return salonPhoneRegion(await db.salons.get(salonId));
}

/** The key a customer row is known by; a row that somehow has none yet gets it computed. */
export function keyOfCustomer(customer: Pick<Customer, 'phone' | 'phone_key'>, region: PhoneRegion): string | null {
  return customer.phone_key ?? phoneKey(customer.phone, region);
}

/** The salon's live customers with this key, oldest first (more than one only until they merge). */
export async function customersWithKey(db: SalonDeskDB, salonId: string, key: string | null): Promise<Customer[]> {
  if (!key) return [];
  const rows = await db.customers.where('[salon_id+phone_key]').equals([salonId, key]).toArray();
  return rows.filter((c) => !c.deleted).sort(oldestFirst);
}

/** The salon's customer with this phone number, however it is spelled, if any. */
export async function findCustomerByPhone(db: SalonDeskDB, salonId: string, phone: string): Promise<Customer | undefined> {
  const key = phoneKey(phone, await salonRegion(db, salonId));
  return (await customersWithKey(db, salonId, key))[0];
}

/**
 * Finds the salon's customer by phone key, else creates one. Call inside a transaction that
 * includes salons and customers (the booking's), so two bookings never both create.
 */
export async function findOrCreateCustomer(ctx: WriteContext, salonId: string, input: CustomerInput): Promise<Customer> {
  const clean = parseCustomer(input);
  const key = phoneKey(clean.phone, await salonRegion(ctx.db, salonId));
  if (!key) throw new ValidationError('Customer phone must be a valid phone number', 'phone');
  const existing = (await customersWithKey(ctx.db, salonId, key))[0];
  if (existing) return existing;
  return putRow(ctx, 'customers', { id: newId(), salon_id: salonId, ...clean, phone_key: key });
}
