// Server-side Sarah's endpoint on the real local backend: a New York salon furnished on
// its tablet and synced, the owner's access token, the scripted model over real HTTP as the
// server's default model, and raw requests to /sarah/chat and /sarah/reset.
import type { LocalBackend } from '../../sync/server/index';
import { call, say, startScriptedServer, type ScriptedServer, type Turn } from '../support/scripted-openai-server';
import { newDevice, signUpOwner, type Owner, type SimDevice } from './engine-harness';
import { clientFor, startTestBackend, uniqueEmail } from './helpers';
import { furnishSalon } from './messages-harness';

export { call, say };
/** 09:00 in New York on the Thursday before MONDAY (messages-harness's bookingNow). */
export const NOW_MS = Date.parse('2031-10-30T13:00:00.000Z');
export const PER_MINUTE = 20;
/** The server's clock for Sarah; a test may move it (and puts it back). */
export const serverClock = { ms: NOW_MS };

export interface Salon {
  owner: Owner;
  tablet: SimDevice;
  serviceId: string;
  token: string;
}

export interface SarahWorld {
  backend: LocalBackend;
  model: ScriptedServer;
  admin: ReturnType<typeof clientFor>;
  salon(tag: string): Promise<Salon>;
  post(path: string, body: unknown, token?: string | null): Promise<{ status: number; body: Record<string, unknown>; headers: Headers }>;
  close(): Promise<void>;
}

export async function startSarahWorld(): Promise<SarahWorld> {
  const model = await startScriptedServer();
  const { backend } = await startTestBackend({
    sarah: {
      defaults: { baseURL: model.baseURL, model: 'scripted', apiKey: 'server-key' },
      perMinute: PER_MINUTE,
      privateModels: true,
      clock: () => new Date(serverClock.ms),
    },
  });
  const devices: SimDevice[] = [];
  return {
    backend,
    model,
    admin: clientFor(backend, backend.serviceRoleKey),
    async salon(tag) {
      const owner = await signUpOwner(backend, uniqueEmail(tag));
      const tablet = await newDevice(backend, owner, { name: `${tag} tablet` });
      devices.push(tablet);
      const serviceId = await furnishSalon(tablet);
      await tablet.sync();
      const { data } = await tablet.client.auth.getSession();
      return { owner, tablet, serviceId, token: data.session!.access_token };
    },
    async post(path, body, token) {
      const headers: Record<string, string> = { 'content-type': 'application/json' };
      if (token) headers.authorization = `Bearer ${token}`;
      const res = await fetch(`${backend.url}${path}`, { method: 'POST', headers, body: typeof body === 'string' ? body : JSON.stringify(body) });
      const text = await res.text();
      return { status: res.status, body: text ? (JSON.parse(text) as Record<string, unknown>) : {}, headers: res.headers };
    },
    async close() {
      await Promise.all(devices.map((d) => d.close()));
      await backend.close();
      await model.close();
    },
  };
}

/** A turn the model holds until `release()`: a request in flight, for the one-turn-at-a-time tests. */
export function heldTurn(then: Turn): { turn: Turn; arrived: Promise<void>; release: () => void } {
  let release!: () => void;
  let arrived!: () => void;
  const gate = new Promise<void>((r) => (release = r));
  const seen = new Promise<void>((r) => (arrived = r));
  return {
    arrived: seen,
    release,
    turn: async (req) => {
      arrived();
      await gate;
      return typeof then === 'function' ? then(req) : then;
    },
  };
}

/** What a salon holds on the server that a turn could change. */
export async function rowsOf(w: SarahWorld, salonId: string): Promise<Record<string, unknown[]>> {
  const out: Record<string, unknown[]> = {};
  for (const t of ['appointments', 'customers', 'calls', 'call_turns', 'notifications']) {
    const { data, error } = await w.admin.from(t).select('*').eq('salon_id', salonId).order('id');
    if (error) throw new Error(error.message);
    out[t] = data ?? [];
  }
  return out;
}
