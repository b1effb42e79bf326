// Wires the signed-in session to the device's data: the salon row right after sign-in, the sync
// engine of that salon, and the background delivery of landing-page contact requests.
import { saveUserLocale, subscribeAuth, type AuthUser } from '../../sync/auth';
import { setActiveEngine, syncActiveNow } from '../../sync/active';
import { clearSyncTarget, registerWhileWaiting, saveSyncTarget } from '../../sync/background-sync';
import { flushContactRequests } from '../../sync/contact-sender';
import { createSyncEngine } from '../../sync/engine';
import { supabaseContactInsert } from '../../sync/remote/contact-insert';
import { realtimeChangeSignal } from '../../sync/remote/realtime-signal';
import { rpcTransport } from '../../sync/remote/rpc-transport';
import { readRemoteConfig } from '../../sync/remote/config';
import { getSupabase } from '../../sync/remote/supabase-client';
import { appContext } from '../db/context';
import { db } from '../db/database';
import { onContactRequestStored } from '../db/repositories/contact-request-events';
import { endQuietCalls } from '../db/repositories/calls';
import { mergeDuplicateCustomers } from '../db/repositories/customer-merge';
import { ensureSalonForOwner } from '../db/repositories/salons';
import { syncLocaleWithAccount } from './locale-sync';

const CONTACT_RETRY_MS = 60_000;
/** How often calls left open (a page closed mid-conversation) are looked for and ended. */
const QUIET_SWEEP_MS = 5 * 60_000;
let started = false;
let quietSweep: number | null = null;

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

let syncingOwner: string | null = null;
let stopBackgroundSync: (() => void) | null = null;

async function startSync(user: AuthUser) {
  // Signed in again (e.g. after the session expired): send what waited.
  if (syncingOwner === user.id) return void syncActiveNow();
  syncingOwner = user.id;
  const ctx = await appContext();
  // Customers only the old phone keys kept apart merge before the first push.
  await mergeDuplicateCustomers(ctx).catch((e) => console.warn('Duplicate customers not merged yet', e));
  const salon = await ensureSalonForOwner(user, ctx);
  const sweep = () => void endQuietCalls(ctx, salon.id).catch((e) => console.warn('Open calls not ended yet', e));
  sweep();
  if (quietSweep !== null) window.clearInterval(quietSweep);
  quietSweep = window.setInterval(sweep, QUIET_SWEEP_MS);
  // Keep the salon's data when the browser is short of space (docs/architecture.md#pwa).
  void navigator.storage?.persist?.().catch(() => undefined);
  const engine = createSyncEngine({
    db,
    salonId: salon.id,
    clientId: ctx.deviceId,
    clock: ctx.clock,
    transport: rpcTransport(getSupabase()),
    signal: realtimeChangeSignal(getSupabase()),
    ...(pollingSwitchedOff() ? { periodMs: 0, livePeriodMs: 0 } : {}),
  });
  // Background sync: the worker needs to know what to push where, and the browser is
  // asked to wake it whenever changes wait for the connection.
  const { supabaseUrl, anonKey } = readRemoteConfig();
  await saveSyncTarget(db, { salonId: salon.id, clientId: ctx.deviceId, supabaseUrl, anonKey }).catch(() => undefined);
  stopBackgroundSync?.();
  stopBackgroundSync = registerWhileWaiting((listener) => engine.subscribe(listener));
  setActiveEngine(engine);
}

/**
 * Set in the browser's storage, only the change signal (and the engine's other triggers) bring
 * other devices' saves: an end-to-end check uses it to show a save arrives by the signal alone.
 */
export const POLLING_OFF_KEY = 'salon-desk:sync-polling';

function pollingSwitchedOff(): boolean {
  try {
    return localStorage.getItem(POLLING_OFF_KEY) === 'off';
  } catch {
    return false;
  }
}

export function startSession(): void {
  if (started) return;
  started = true;
  subscribeAuth((state) => {
    if (state.status === 'signed_in') {
      startSync(state.user).catch((e) => console.error('Could not prepare the salon on this device', e));
    } else if (state.status === 'signed_out' && syncingOwner) {
      // Unsent changes stay in the outbox and go out after the next sign-in.
      syncingOwner = null;
      stopBackgroundSync?.();
      stopBackgroundSync = null;
      setActiveEngine(null);
      if (quietSweep !== null) window.clearInterval(quietSweep);
      quietSweep = null;
      // Signed out: the worker must not push on this owner's behalf any more.
      void clearSyncTarget(db).catch(() => undefined);
    }
  });
  startContactSender();
  syncLocaleWithAccount(subscribeAuth, saveUserLocale);
}
