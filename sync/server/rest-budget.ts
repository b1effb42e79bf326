// Which per-IP budget a /rest/v1 call spends (issue 13, issue 17). The public endpoints are
// counted by what they are, never by who the caller says it is: an audit sent 13 contact requests
// and 22 cancels with a signed-in owner's token, a lowercase `bearer` or a Basic header, and none
// was counted while the budgets looked only at calls that came with the anon key alone.
import type { IncomingMessage } from 'node:http';
import { bearerToken } from './http-util';
import type { RateLimits, RateRule } from './limits';

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** The anonymous functions of online booking (src/domain/public-booking/contract.ts) that only read. */
const PUBLIC_READS = new Set(['public_booking_page', 'public_free_times', 'public_appointment', 'public_manage_free_times']);
/** …and those that book, cancel or move an appointment. */
const PUBLIC_CHANGES = new Set(['public_book', 'public_cancel', 'public_reschedule']);
/** Every function of the customers' pages (rest-errors.ts answers their errors in words). */
export const PUBLIC_FUNCTIONS: ReadonlySet<string> = new Set([...PUBLIC_READS, ...PUBLIC_CHANGES]);
/** Tables anyone may write to: the landing page's contact form. */
const PUBLIC_TABLES = new Set(['contact_requests']);

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
 * The budget a call spends, or null. The booking page's functions and the contact form count
 * whatever the token (an owner's session must not lift a customer-facing limit); any other write
 * that runs as anon shares the contact form's budget. The booking page's reads have their own,
 * or they would use up the contact form's few writes in a minute; its changes a tighter one.
 */
export function restBudget(req: IncomingMessage, pathname: string, apiKey: string, rate: RateLimits): [string, RateRule] | null {
  const segments = restSegments(pathname);
  const write = WRITE_METHODS.has(req.method ?? '');
  if (segments?.length === 2 && segments[0] === 'rpc') {
    if (PUBLIC_READS.has(segments[1])) return ['public_read', rate.publicReadPerIp];
    if (PUBLIC_CHANGES.has(segments[1])) return ['public_change', rate.publicChangePerIp];
  }
  if (write && segments?.length === 1 && PUBLIC_TABLES.has(segments[0])) return ['anon_write', rate.anonWritePerIp];
  if (write && runsAsAnon(req, apiKey)) return ['anon_write', rate.anonWritePerIp];
  return null;
}
