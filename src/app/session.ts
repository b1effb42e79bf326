// Wires the signed-in session to the device's data: the salon row right after sign-in, and the
// background delivery of landing-page contact requests.
import { subscribeAuth } from '../../sync/auth';
import { flushContactRequests } from '../../sync/contact-sender';
import { supabaseContactInsert } from '../../sync/remote/contact-insert';
import { db } from '../db/database';
import { onContactRequestStored } from '../db/repositories/contact-requests';
import { ensureSalonForOwner } from '../db/repositories/salons';

const CONTACT_RETRY_MS = 60_000;
let started = false;

function startContactSender() {
  let running = false;
  const flush = async () => {
    if (running || !navigator.onLine) return;
    running = true;
    try {
      await flushContactRequests(db, supabaseContactInsert);
    } catch (e) {
      console.warn('Contact requests not delivered yet', e);
    } finally {
      running = false;
    }
  };
  onContactRequestStored(() => void flush());
  window.addEventListener('online', () => void flush());
  setInterval(() => void flush(), CONTACT_RETRY_MS);
  void flush();
}

export function startSession(): void {
  if (started) return;
  started = true;
  subscribeAuth((state) => {
    if (state.status !== 'signed_in') return;
    ensureSalonForOwner(state.user).catch((e) => console.error('Could not prepare the salon on this device', e));
  });
  startContactSender();
}
