// The last resort of the contact form's offline queue. The form stores a request in IndexedDB
// through code that loads after the landing page (the session prefetch). A visitor who lost the
// connection before that code arrived (first visit, the worker not caching yet) still must not
// lose the message: it is parked here, in localStorage, which needs no code, and moved into the
// real queue (validated there) the next time that code loads on this device.
import type { ContactRequestInput } from '../../domain/types';

const KEY = 'salon-desk:parked-contact-requests';
/** Set while a request waits in the delivery queue, so the next open of the landing page sends it. */
const WAITING_KEY = 'salon-desk:contact-requests-waiting';
/** The event by which the contact form says the visitor is heading for it (src/app/main.tsx listens). */
export const CONTACT_INTENT = 'salon-desk:contact-intent';

/**
 * The contact queue's code (its validation, with zod, and the local database), one loader for the
 * form, the adoption below and the prefetch: the landing page fetches it when the visitor comes
 * near the form (CONTACT_INTENT, src/app/main.tsx) and the router's landing route once idle, so a
 * request typed after the connection dropped still goes into the queue. The session does not bring
 * it: the dashboard has no form.
 */
export const loadContactQueue = () => import('../../db/repositories/contact-requests');

/**
 * A parked request carries the id it will have on the backend from the moment it is parked: a
 * page closed between queueing it and clearing the parking spot (or two tabs adopting at once)
 * queues it twice, and the backend takes the second copy as already delivered instead of a new one.
 */
type ParkedRequest = ContactRequestInput & { id?: string };

function read(): ParkedRequest[] {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(KEY) ?? '[]');
    return Array.isArray(parsed) ? (parsed as ParkedRequest[]) : [];
  } catch {
    return [];
  }
}

/**
 * The visitor is heading for the contact form (it came near the screen, took focus or was sent): the
 * landing page then loads the queue and the sender, which a visitor who only reads never needs.
 */
export function announceContactIntent(): void {
  window.dispatchEvent(new Event(CONTACT_INTENT));
}

/** Something waits for delivery on this device: a parked request, or one in the queue. */
export function contactRequestsWaiting(): boolean {
  return read().length > 0 || localStorage.getItem(WAITING_KEY) !== null;
}

/** A request went into the queue (true) or the queue has nothing left to deliver (false). */
export function markContactRequestsWaiting(waiting: boolean): void {
  if (waiting) localStorage.setItem(WAITING_KEY, '1');
  else localStorage.removeItem(WAITING_KEY);
}

/** Keeps a request on the device until the queue's code can take it. */
export function parkContactRequest(input: ContactRequestInput): void {
  // randomUUID exists wherever the app runs (a secure context); without it the queue makes the id.
  const id = typeof crypto.randomUUID === 'function' ? crypto.randomUUID() : undefined;
  localStorage.setItem(KEY, JSON.stringify([...read(), { ...input, id }]));
}

/**
 * Moves parked requests into the delivery queue (call it before the sender starts, so its first
 * send takes them too). A request the queue refuses as invalid is dropped (it could never be
 * delivered); any other failure keeps the rest parked for next time. Returns how many moved.
 */
export async function adoptParkedContactRequests(): Promise<number> {
  const parked = read();
  if (parked.length === 0) return 0;
  // Loaded only here: the landing page must not pull the local database in with the form.
  const [{ submitContactRequest }, { ValidationError }] = await Promise.all([loadContactQueue(), import('../../domain/errors')]);
  let moved = 0;
  for (const [i, { id, ...input }] of parked.entries()) {
    try {
      await submitContactRequest(input, undefined, id);
      moved++;
    } catch (e) {
      if (!(e instanceof ValidationError)) {
        localStorage.setItem(KEY, JSON.stringify(parked.slice(i)));
        return moved;
      }
      console.warn('A parked contact request was invalid and is dropped', e);
    }
  }
  localStorage.removeItem(KEY);
  return moved;
}
