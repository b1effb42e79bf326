// PostgREST's errors as a customer's page may see them. Two of its answers were not for
// strangers: a NUL typed into the booking form (PostgreSQL text cannot hold one, so the JSON is
// refused before any function runs) came back as "unsupported Unicode escape sequence" with
// "\u0000 cannot be converted to text.", and an unknown function or argument list came back as
// PGRST202 repeating the function's signature, with a hint naming the parameters it takes. The
// gateway answers both in words: to every call that runs as `anon`, and to the booking page's
// functions whoever calls them. A signed-in owner's own calls (sync_push, sync_pull…) keep
// PostgREST's answers, which the sync engine reads.
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { PUBLIC_FUNCTIONS, restSegments, runsAsAnon } from './rest-budget';

/** What the booking page shows for a NUL (or any byte PostgreSQL cannot store as text). */
export const UNUSABLE_CHARACTER = 'Something you typed contains a character that cannot be saved. Please retype it and try again.';
/**
 * What an unknown function, an unknown argument list or a function the caller may not run
 * answers. One answer for the three, so a stranger cannot tell which names exist. 400 rather
 * than PostgREST's 404: the one legitimate caller that gets it is a booking page older or newer
 * than the server's functions, and the page shows a 400's message, where a 404 would read as
 * "This link has expired".
 */
export const NOT_UNDERSTOOD = 'This request is not understood. Please reload the page and try again.';

/** PostgreSQL's codes for text it cannot take: a NUL (22P05), bytes that are not UTF-8 (22021). */
const UNUSABLE_TEXT = new Set(['22P05', '22021']);

export interface RestErrorBody {
  code: string;
  message: string;
  details: null;
  hint: null;
}

/**
 * Whether the gateway answers this /rest/v1 call's errors in words: a call that runs as anon,
 * or one of the booking page's functions (an owner previewing the page gets the customer's
 * answers too).
 */
export function answersInWords(req: IncomingMessage, pathname: string, apiKey: string): boolean {
  const segments = restSegments(pathname);
  if (segments?.length === 2 && segments[0] === 'rpc' && PUBLIC_FUNCTIONS.has(segments[1])) return true;
  return runsAsAnon(req, apiKey);
}

/**
 * The answer to send instead of PostgREST's error `body`, or null to pass it on as it is.
 * `rpc`: the call was to /rpc/<name>, where a permission error names a function.
 */
export function errorInWords(body: unknown, rpc: boolean): { status: number; body: RestErrorBody } | null {
  if (!body || typeof body !== 'object') return null;
  const { code, message } = body as { code?: unknown; message?: unknown };
  if (typeof code !== 'string') return null;
  if (UNUSABLE_TEXT.has(code)) return { status: 400, body: { code, message: UNUSABLE_CHARACTER, details: null, hint: null } };
  // PGRST200–209: the schema cache's "could not find" answers, which list signatures, columns and
  // relationships with hints. A function anon may not run is "permission denied for function <name>".
  const missing = /^PGRST20\d$/.test(code) || (rpc && code === '42501' && typeof message === 'string' && message.startsWith('permission denied for function'));
  if (missing) return { status: 400, body: { code: 'PGRST202', message: NOT_UNDERSTOOD, details: null, hint: null } };
  return null;
}

/**
 * Sends PostgREST's error answer `up` on `res`, in words where errorInWords has some. Error bodies
 * are a few hundred bytes, so the whole body is read before anything is sent.
 */
export function relayError(up: IncomingMessage, res: ServerResponse, status: number, headers: OutgoingHttpHeaders, rpc: boolean): void {
  const chunks: Buffer[] = [];
  up.on('data', (chunk: Buffer) => chunks.push(chunk));
  up.on('error', (err) => res.destroy(err));
  up.on('end', () => {
    const raw = Buffer.concat(chunks);
    let parsed: unknown = null;
    try {
      parsed = JSON.parse(raw.toString('utf8'));
    } catch {
      // not JSON: passed on as it came
    }
    const words = errorInWords(parsed, rpc);
    const body = words ? Buffer.from(JSON.stringify(words.body)) : raw;
    const out: OutgoingHttpHeaders = { ...headers, 'content-length': body.length };
    if (words) out['content-type'] = 'application/json; charset=utf-8';
    res.writeHead(words?.status ?? status, out);
    res.end(body);
  });
}
