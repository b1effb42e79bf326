// The owner's side of the phone channel on the server, signed in with the owner's
// access token (Authorization: Bearer), never the provider's signature:
//   POST /phone/test-connection   reads the salon's saved Twilio settings (service role) and asks
//                                 Twilio's REST API whether the SID, token and number are right,
//                                 and the number's webhooks ours where Twilio answers them:
//                                 { ok, problem?, message, webhooks } (provider-check.ts's words)
//   GET  /phone/webhooks          { webhooks }: the URLs to paste into Twilio's console
// A finished check is a 200 whatever it found; 401/403 are the owner's session, as for /sarah/*.
// The API base is the one texts go to (SALON_DESK_SMS_API_URL, the local stand-in, or Twilio).
// Nothing is written.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { SupabaseClient } from '@supabase/supabase-js';
import { bearerToken, sendJson } from '../http-util';
import type { OwnerSalon } from '../sarah/supabase-clients';
import { NO_PROVIDER, numbersRequest, unreachable, verdictOf, webhookUrlsOf, type CheckResult, type SavedProvider, type WebhookUrls } from './provider-check';

export interface PhoneOwnerOptions {
  /** The service-role client (the salon's saved settings, token included). */
  db: SupabaseClient;
  salonOf: (token: string) => Promise<OwnerSalon>;
  /** Twilio's REST API base, read per request (the local backend knows its own only once it listens). */
  providerApiBase: () => string;
  /** SALON_DESK_PUBLIC_URL; absent = the request's own origin, as the webhooks check it. */
  publicUrl?: string | null;
  /** A stalled provider must not hold the owner's screen (default 10 s). */
  timeoutMs?: number;
  log?: (line: string) => void;
}

const CORS = { 'access-control-allow-headers': 'authorization, content-type, apikey, x-client-info', 'access-control-allow-methods': 'GET, POST, OPTIONS' };

export type OwnerCheck = { salonId: string } | { status: number; error: string; message: string };

/** The salon of a request's owner token, or the refusal /sarah/* answers (same words). */
export async function ownerOfToken(salonOf: PhoneOwnerOptions['salonOf'], token: string | null): Promise<OwnerCheck> {
  if (!token) return { status: 401, error: 'no_session', message: 'Sign in as the salon owner: send Authorization: Bearer <access token>.' };
  const owner = await salonOf(token);
  if (!('refused' in owner)) return owner;
  return owner.refused === 'no_session'
    ? { status: 401, error: 'no_session', message: 'The session is not valid or has ended: sign in again.' }
    : { status: 403, error: 'no_salon', message: 'No salon found for this account yet: let a device sync once, then try again.' };
}

/** The salon's saved Twilio settings, token included, or null. */
export async function savedProvider(db: SupabaseClient, salonId: string): Promise<SavedProvider | null> {
  const { data, error } = await db.rpc('sender_sms_provider', { p_salon_id: salonId });
  if (error) throw new Error(`sender_sms_provider failed: ${error.message}`);
  return (data as SavedProvider | null) ?? null;
}

export const publicBaseOf = (publicUrl: string | null | undefined, req: IncomingMessage): string =>
  (publicUrl ?? `http://${req.headers.host ?? 'localhost'}`).replace(/\/+$/, '');

export function phoneOwnerRoutes(o: PhoneOwnerOptions) {
  const timeoutMs = o.timeoutMs ?? 10_000;

  async function check(salonId: string, webhooks: WebhookUrls): Promise<CheckResult> {
    const saved = await savedProvider(o.db, salonId);
    if (!saved) return { ok: false, problem: 'no_provider', message: NO_PROVIDER };
    const { url, authorization } = numbersRequest(o.providerApiBase(), saved);
    let res: Response;
    try {
      res = await fetch(url, { headers: { authorization, accept: 'application/json' }, signal: AbortSignal.timeout(timeoutMs) });
    } catch (err) {
      const why =
        err instanceof Error && err.name === 'TimeoutError'
          ? `no answer within ${Math.round(timeoutMs / 1000)} s`
          : err instanceof Error
            ? err.cause instanceof Error
              ? err.cause.message
              : err.message
            : String(err);
      o.log?.(`[phone] test connection: the provider could not be reached: ${why}`);
      return { ok: false, problem: 'unreachable', message: unreachable(why) };
    }
    const text = await res.text().catch(() => '');
    let body: unknown = null;
    try {
      body = JSON.parse(text);
    } catch {
      // a proxy's error page: the status says enough
    }
    return verdictOf(res.status, body, saved.from_number, webhooks);
  }

  return async function handle(req: IncomingMessage, res: ServerResponse, url: URL): Promise<boolean> {
    const route = url.pathname.replace(/\/+$/, '');
    if (route !== '/phone/test-connection' && route !== '/phone/webhooks') return false;
    if (req.method === 'OPTIONS') {
      sendJson(res, 204, undefined, CORS);
      return true;
    }
    const method = route === '/phone/webhooks' ? 'GET' : 'POST';
    if (req.method !== method) {
      sendJson(res, 405, { error: 'method_not_allowed', message: `Use ${method}.` }, { ...CORS, allow: `${method}, OPTIONS` });
      return true;
    }
    const owner = await ownerOfToken(o.salonOf, bearerToken(req));
    if ('status' in owner) {
      sendJson(res, owner.status, { error: owner.error, message: owner.message }, CORS);
      return true;
    }
    const webhooks = webhookUrlsOf(publicBaseOf(o.publicUrl, req));
    if (route === '/phone/webhooks') sendJson(res, 200, { webhooks }, CORS);
    else sendJson(res, 200, { ...(await check(owner.salonId, webhooks)), webhooks }, CORS);
    return true;
  };
}
