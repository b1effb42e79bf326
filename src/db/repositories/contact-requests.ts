// Landing-page contact requests are kept on the device until the backend has them, so a request
// sent with no connection is delivered later instead of lost (sync/contact-sender.ts delivers).
import { parseContactRequest } from '../../domain/contact';
import { newId } from '../../domain/ids';
import type { ContactRequestInput } from '../../domain/types';
import { db as appDb, type SalonDeskDB } from '../database';

type Listener = () => void;
const listeners = new Set<Listener>();

/** Called after a request is stored, so the sender can try at once. */
export function onContactRequestStored(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Validates and stores a request; throws ValidationError (nothing stored) on bad input. */
export async function submitContactRequest(input: ContactRequestInput, database: SalonDeskDB = appDb): Promise<string> {
  const clean = parseContactRequest(input);
  const id = newId();
  await database.contact_requests.add({
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
  for (const l of listeners) l();
  return id;
}
