// Customers are known by phone alone (docs/behaviour.md#roles), through one key: the phone's E.164 form in the
// salon's region (src/domain/phone-key.ts), stored as `phone_key` and indexed with the salon.
// Every lookup by phone — New Appointment, the assistant's booking, lookup and cancel — asks here.
import { parseClientCard, parseCustomer, type ClientCardInput, type CustomerInput } from '../../domain/back-office';
import { PreconditionError, ValidationError } from '../../domain/errors';
import { newId } from '../../domain/ids';
import { oldestFirst } from '../../domain/customer-order';
import { cardForBooking, type BookingSource } from '../../domain/booking-contact';
import { keyOfCustomer, phoneKey, salonPhoneRegion, type PhoneRegion } from '../../domain/phone-key';
import type { Customer } from '../../domain/types';
import type { SalonDeskDB } from '../database';
import { appContext, type WriteContext } from '../context';
import { patchRow, putRow, writeTogether, type RowPatch } from '../writer';

/** The region the salon's customers' numbers are read in. */
export async function salonRegion(db: SalonDeskDB, salonId: string): Promise<PhoneRegion> {
  return salonPhoneRegion(await db.salons.get(salonId));
}

export { keyOfCustomer };

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
 * The card a booking lands on, else a new one; an existing card is never changed. The owner's own
 * screen books onto the card the phone matched (she sees it fill the form); anyone else only onto a
 * card whose name and email are the ones given (src/domain/booking-contact.ts), so a stranger who
 * knows a client's number gets a card of their own beside hers. Call inside a transaction that
 * includes salons and customers (the booking's), so two bookings never both create.
 */
export async function findOrCreateCustomer(ctx: WriteContext, salonId: string, input: CustomerInput, source: BookingSource = 'owner'): Promise<Customer> {
  const clean = parseCustomer(input);
  const key = phoneKey(clean.phone, await salonRegion(ctx.db, salonId));
  if (!key) throw new ValidationError('Customer phone must be a valid phone number', 'phone');
  const existing = cardForBooking(await customersWithKey(ctx.db, salonId, key), clean, source);
  if (existing) return existing;
  return putRow(ctx, 'customers', { id: newId(), salon_id: salonId, ...clean, phone_key: key });
}

/** The refusal when an edit gives a card the phone of another: the owner merges them instead. */
export const phoneTakenMessage = (other: Pick<Customer, 'name'>) =>
  `${other.name} already has this phone number. To make them one client, use "Merge with another client…".`;

/** The refusal when a new card would take the phone of another: the owner opens that one instead. */
export const phoneTakenByMessage = (other: Pick<Customer, 'name'>) => `${other.name} already has this phone number. Open their card instead.`;

/**
 * Clients → Add client: a card made by the owner before any booking, with the client
 * card's rules. A phone another card has is refused naming that client, as Edit does: two cards
 * with one key would split a person's bookings. Checked inside the write.
 */
export async function addClient(salonId: string, input: ClientCardInput, ctx?: WriteContext): Promise<Customer> {
  const c = ctx ?? (await appContext());
  const clean = parseClientCard(input);
  return writeTogether(c, ['salons', 'customers'], async () => {
    const salon = await c.db.salons.get(salonId);
    if (!salon || salon.deleted) throw new PreconditionError('No salon found');
    const key = phoneKey(clean.phone, salonPhoneRegion(salon));
    if (!key) throw new ValidationError('Customer phone must be a valid phone number', 'phone');
    const [other] = await customersWithKey(c.db, salonId, key);
    if (other) throw new ValidationError(phoneTakenByMessage(other), 'phone');
    return putRow(c, 'customers', { id: newId(), salon_id: salonId, ...clean, phone_key: key });
  });
}

/**
 * The client card's Edit: name, phone, email, notes and tags, with the booking's
 * customer rules. The phone is the card's identity: a phone another card of the salon has is
 * refused, naming that client, because two cards with one key would split a person's bookings.
 * Checked inside the write, so a card synced in meanwhile is seen.
 */
export async function updateClient(salonId: string, customerId: string, input: ClientCardInput, ctx?: WriteContext): Promise<Customer> {
  const c = ctx ?? (await appContext());
  const clean = parseClientCard(input);
  return writeTogether(c, ['salons', 'customers'], async () => {
    const current = await c.db.customers.get(customerId);
    if (!current || current.deleted || current.salon_id !== salonId) throw new PreconditionError('That client is no longer on this device.');
    const region = await salonRegion(c.db, salonId);
    const key = phoneKey(clean.phone, region);
    if (!key) throw new ValidationError('Customer phone must be a valid phone number', 'phone');
    // Only a new number is checked: two cards that already share one (made on two devices offline)
    // can still be edited until the owner merges them.
    const other = key === keyOfCustomer(current, region) ? undefined : (await customersWithKey(c.db, salonId, key)).find((x) => x.id !== customerId);
    if (other) throw new ValidationError(phoneTakenMessage(other), 'phone');
    const { notes, tags, language, ...contact } = clean;
    const patch: RowPatch<'customers'> = { ...contact, phone_key: key };
    if (language !== undefined && (language !== null || current.language != null)) patch.language = language;
    // A card from before notes and tags has neither column: leaving them blank is no change.
    if (notes !== null || current.notes != null) patch.notes = notes;
    if (tags !== null || current.tags != null) patch.tags = tags;
    return patchRow(c, 'customers', customerId, patch);
  });
}
