// Landing-page contact requests are kept on the device until the backend has them, so a request
// sent with no connection is delivered later instead of lost (sync/contact-sender.ts delivers).
import { parseContactRequest } from '../../domain/contact';
import { isUuid, newId } from '../../domain/ids';
import type { ContactRequestInput } from '../../domain/types';
import { db as appDb, type SalonDeskDB } from '../database';
import { contactRequestStored } from './contact-request-events';

/**
 * Validates and stores a request; throws ValidationError (nothing stored) on bad input. A caller
 * that may submit the same request twice (a parked one, see features/landing/parked-contacts.ts)
 * passes the id it made: the backend then takes the second copy as already delivered (23505).
 */
export async function submitContactRequest(input: ContactRequestInput, database: SalonDeskDB = appDb, requestId?: string): Promise<string> {
  const clean = parseContactRequest(input);
  const id = isUuid(requestId) ? requestId : newId();
  const table = database.contact_requests;
  await database.transaction('rw', table, async () => {
    // Queued already (and not delivered yet): the same request once is enough.
    if (await table.get({ id })) return;
    await table.add({
      id,
      name: clean.name,
      email: clean.email,
      salon_name: clean.salonName,
      phone: clean.phone,
      message: clean.message,
      created_at: new Date().toISOString(),
      status: 'pending',
      attempts: 0,
      last_error: null,
    });
  });
  contactRequestStored();
  return id;
}

/** How many requests still wait for delivery (the landing page stops starting the sender for none). */
export function pendingContactRequests(database: SalonDeskDB = appDb): Promise<number> {
  return database.contact_requests.where('status').equals('pending').count();
}
