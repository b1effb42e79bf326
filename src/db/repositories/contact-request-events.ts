// "A contact request was just stored", apart from the queue's code (contact-requests.ts): the
// session's sender listens on every page, and the queue's validation (zod) is needed only where a
// request is written (the landing page's form, a parked request adopted), so the dashboard never
// loads it just to listen.
type Listener = () => void;
const listeners = new Set<Listener>();

/** Called after a request is stored, so the sender can try at once. */
export function onContactRequestStored(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Tells the listeners (contact-requests.ts, once a request is in the queue). */
export function contactRequestStored(): void {
  for (const l of listeners) l();
}
