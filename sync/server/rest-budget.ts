// The booking page's functions and how a /rest/v1 call's caller is handed on to PostgREST. Their
// per-IP budgets (the booking page's reads and changes, the contact form) are kept by the database
// (migration 20261127001800_ip_budgets.sql), from the address the gateway hands it here, as
// Supabase's proxy does: on hosted Supabase the browser calls PostgREST directly, and budgets kept
// by this gateway would not be there. The public endpoints are counted by what they are, never by
// who the caller says it is (an owner's token does not lift a customer-facing limit).
import type { IncomingMessage, OutgoingHttpHeaders } from 'node:http';
import type { PGlite } from '@electric-sql/pglite';
import { bearerToken } from './http-util';

/**
 * Every anonymous function of online booking (src/domain/public-booking/contract.ts): the reads,
 * and those that book, cancel or move an appointment. rest-errors.ts answers their errors in words.
 */
export const PUBLIC_FUNCTIONS: ReadonlySet<string> = new Set([
  'public_booking_page',
  'public_free_times',
  'public_appointment',
  'public_manage_free_times',
  'public_book',
  'public_cancel',
  'public_reschedule',
]);

/** The path after /rest/v1 as PostgREST reads it: each segment percent-decoded, empty ones dropped. */
export function restSegments(pathname: string): string[] | null {
  try {
    return pathname.slice('/rest/v1'.length).split('/').filter(Boolean).map(decodeURIComponent);
  } catch {
    return null; // a malformed escape: PostgREST answers it with an error and runs nothing
  }
}

/** The `role` a JWT claims, read without checking the signature (PostgREST checks it). */
function claimedRole(token: string): string | null {
  try {
    const payload = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as unknown;
    const role = (payload as { role?: unknown } | null)?.role;
    return typeof role === 'string' ? role : null;
  } catch {
    return null;
  }
}

/**
 * Whether PostgREST will run the call as `anon`. The gateway sends the project key as the JWT
 * when there is no Authorization header; a scheme other than Bearer (in any case) is ignored by
 * PostgREST, which then uses its anon role; a token without a session role is anon too. A forged
 * role claim does not help: PostgREST refuses a token whose signature does not check out.
 */
export function runsAsAnon(req: IncomingMessage, apiKey: string): boolean {
  const token = req.headers.authorization === undefined ? apiKey : bearerToken(req);
  if (!token) return true;
  const role = claimedRole(token);
  return role !== 'authenticated' && role !== 'service_role';
}

/**
 * Headers a caller could send to pass for another address. The gateway is reached directly, never
 * through a proxy (http-util's clientIp), so none that comes in is believed.
 */
const FORWARDING_HEADERS = ['x-forwarded-for', 'x-real-ip', 'forwarded', 'cf-connecting-ip', 'true-client-ip', 'x-client-ip'];

/** Hands PostgREST the caller's address as Supabase's proxy does: x-forwarded-for, the socket's peer alone. */
export function forwardClientAddress(headers: OutgoingHttpHeaders, req: IncomingMessage): void {
  for (const h of FORWARDING_HEADERS) delete headers[h];
  headers['x-forwarded-for'] = req.socket.remoteAddress ?? 'unknown';
}

/**
 * Switches the database's per-IP budgets on or off: off for test and bench backends, which call
 * the booking page thousands of times from one address (limits.ts, `rate: null`).
 */
export async function enforceIpBudgets(db: PGlite, on: boolean): Promise<void> {
  await db.query('update sync_private.ip_budgets set enforced = $1', [on]);
}
