// Server-side Sarah's routes over a backend, put together from its parts: the
// service-role client, the salon's store on it (pg-store.ts), the model settings, the
// conversations' leases and the HTTP layer. The gateway mounts them in `npm start`;
// sarah-main.ts serves them alone (`npm run sarah`) next to a hosted Supabase project.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { SupabaseClient } from '@supabase/supabase-js';
import type { AgentConfig } from '../../../src/domain/phone';
import type { SalonStore } from '../../../src/domain/salon-store';
import { phoneRelay, type RelayUpgrade } from '../phone/relay';
import type { RelayTimings } from '../phone/relay-timers';
import { testCallUpgrade } from '../phone/test-call';
import { phoneOwnerRoutes } from '../phone/test-connection';
import { phoneWebhooks } from '../phone/twilio-webhooks';
import { smsApiBaseFromEnv } from '../sms';
import { sarahHttp } from './http';
import { modelDefaultsFromEnv, type ModelSettings } from './model-settings';
import { serverSalonStore } from './pg-store';
import { ownerSalon, serviceClient } from './supabase-clients';
import { createSarah } from './turn';

export interface SarahRouteOptions {
  /** The model for salons that saved none (modelDefaultsFromEnv). */
  defaults: ModelSettings;
  /** Messages a minute per salon (default 30). */
  perMinute?: number;
  /** Whether a salon's saved model may be on a loopback or private address (default false). */
  privateModels?: boolean;
  leaseSeconds?: number;
  modelTimeoutMs?: number;
  clock?: () => Date;
  /** The salon's store; default serverSalonStore over the service-role client (with the request's agent configuration). */
  storeFor?: (db: SupabaseClient, salonId: string, options?: { agent?: () => AgentConfig }) => SalonStore;
  log?: (line: string) => void;
  /** The backend's origin as the telephony provider reaches it (SALON_DESK_PUBLIC_URL); absent = each request's own. */
  publicUrl?: string | null;
  /** The phone relay's filler, silence and cap clocks (phone/relay-timers.ts); tests shorten them. */
  relayTimings?: Partial<RelayTimings>;
  /** Twilio's REST API base for the owner's Test Connection and Sarah's late replies to texts: default SALON_DESK_SMS_API_URL, else Twilio (index.ts: the local stand-in). */
  providerApiBase?: () => string;
  /** How long a text waits for Sarah before her reply is texted later (phone/sms-sarah.ts; default 12 s); tests shorten it. */
  smsDeadlineMs?: number;
}

export type SarahHttp = (req: IncomingMessage, res: ServerResponse, url: URL) => Promise<boolean>;
/** The HTTP routes, and `relay`: the phone relay WebSocket's upgrade requests (wire it with relayOn). */
export type SarahRoutes = SarahHttp & { relay: RelayUpgrade };

/** `backendUrl` is read on the first request: the gateway knows its own port only once it listens. */
export function sarahRoutes(backendUrl: () => string, serviceRoleKey: string, o: SarahRouteOptions): SarahRoutes {
  let built: { http: SarahHttp; relay: RelayUpgrade } | null = null;
  const build = (): { http: SarahHttp; relay: RelayUpgrade } => {
    const url = backendUrl();
    const db = serviceClient(url, serviceRoleKey);
    const storeFor = o.storeFor ?? serverSalonStore;
    const sarah = createSarah({
      db,
      // The agent configuration comes with each message from the owner's device: the server keeps none yet.
      storeFor: (salonId, agent) => storeFor(db, salonId, agent ? { agent: () => agent } : undefined),
      defaults: o.defaults,
      perMinute: o.perMinute,
      privateModels: o.privateModels,
      leaseSeconds: o.leaseSeconds,
      modelTimeoutMs: o.modelTimeoutMs,
      clock: o.clock,
      log: o.log,
    });
    const chat = sarahHttp({ sarah, salonOf: (token) => ownerSalon(url, serviceRoleKey, token), clock: o.clock });
    // The phone channel's webhooks: signed by the provider, not the owner's session.
    const phone = phoneWebhooks({
      db,
      sarah,
      storeFor: (salonId) => storeFor(db, salonId),
      publicUrl: o.publicUrl,
      clock: o.clock,
      log: o.log,
      smsDeadlineMs: o.smsDeadlineMs,
      smsApiBase: o.providerApiBase ?? (() => smsApiBaseFromEnv(process.env)),
    });
    // The relay WebSocket (phone/relay.ts): each caller's prompt is a turn of the same Sarah.
    // Its call cap is the salon's agent configuration's, as the store reads it.
    const phoneRelayUpgrade = phoneRelay({
      db,
      sarah,
      publicUrl: o.publicUrl,
      log: o.log,
      agentOf: (salonId) => storeFor(db, salonId).agent(),
      timings: o.relayTimings,
    });
    // The owner's Test call (phone/test-call.ts) is the other WebSocket on this origin.
    const testCall = testCallUpgrade({ db, salonOf: (token) => ownerSalon(url, serviceRoleKey, token), publicUrl: o.publicUrl, log: o.log });
    const relay: RelayUpgrade = (req, socket, head) => void (testCall(req, socket, head) || phoneRelayUpgrade(req, socket, head));
    // The owner's Test Connection and webhook URLs (phone/test-connection.ts): the owner's session.
    const owner = phoneOwnerRoutes({
      db,
      salonOf: (token) => ownerSalon(url, serviceRoleKey, token),
      providerApiBase: o.providerApiBase ?? (() => smsApiBaseFromEnv(process.env)),
      publicUrl: o.publicUrl,
      log: o.log,
    });
    const phoneRoutes: SarahHttp = async (req, res, at) => (await phone(req, res, at)) || owner(req, res, at);
    return { http: (req, res, at) => (at.pathname.startsWith('/phone/') ? phoneRoutes(req, res, at) : chat(req, res, at)), relay };
  };
  const routes: SarahHttp = (req, res, url) => {
    if (!url.pathname.startsWith('/sarah/') && !url.pathname.startsWith('/phone/')) return Promise.resolve(false);
    built ??= build();
    return built.http(req, res, url);
  };
  return Object.assign(routes, { relay: ((req, socket, head) => (built ??= build()).relay(req, socket, head)) as RelayUpgrade });
}

/**
 * Sarah's settings from the server's environment, shared by `npm start` and `npm run sarah`:
 *   OPENAI_BASE_URL, OPENAI_MODEL, OPENAI_API_KEY   the model of salons that saved none
 *   SALON_DESK_SARAH_PER_MINUTE       messages a minute per salon (default 30)
 *   SALON_DESK_SARAH_PRIVATE_MODELS   "on" lets a salon's saved model be on a loopback or private address
 *   SALON_DESK_PUBLIC_URL             the backend's origin as the telephony provider calls it (the
 *                                     URL its signatures cover); default each request's own origin
 */
export function sarahFromEnv(env: NodeJS.ProcessEnv): SarahRouteOptions {
  const raw = env.SALON_DESK_SARAH_PER_MINUTE;
  const perMinute = raw ? Number(raw) : 30;
  if (!Number.isInteger(perMinute) || perMinute < 1 || perMinute > 10_000) throw new Error(`SALON_DESK_SARAH_PER_MINUTE must be 1 to 10000, got "${raw}"`);
  return { defaults: modelDefaultsFromEnv(env), perMinute, privateModels: env.SALON_DESK_SARAH_PRIVATE_MODELS === 'on', publicUrl: publicUrlFromEnv(env) };
}

/** SALON_DESK_PUBLIC_URL, checked: an http(s) URL without query or fragment; null when unset. */
export function publicUrlFromEnv(env: NodeJS.ProcessEnv): string | null {
  const raw = env.SALON_DESK_PUBLIC_URL?.trim();
  if (!raw) return null;
  let u: URL | null = null;
  try {
    u = new URL(raw);
  } catch {
    // refused below
  }
  if (!u || (u.protocol !== 'http:' && u.protocol !== 'https:') || u.search || u.hash) {
    throw new Error(`SALON_DESK_PUBLIC_URL must be the backend's http(s) address as the provider calls it, e.g. https://desk.example.com, got "${raw}"`);
  }
  return raw.replace(/\/+$/, '');
}
