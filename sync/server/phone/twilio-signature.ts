// The provider's request signature, as Twilio documents it for its webhooks: HMAC-SHA1
// keyed with the account's auth token over the exact URL the provider called (scheme, host, path
// and query) followed by every POST parameter sorted by name, each name then its value with no
// separator; base64; sent as X-Twilio-Signature. Pure, so the webhooks, the local stand-in and
// the unit tests compute it the same way.
import { createHmac, timingSafeEqual } from 'node:crypto';

export const SIGNATURE_HEADER = 'x-twilio-signature';

/** Form parameters as they came: a name may repeat (each value counts, in the order sent). */
export type FormParams = URLSearchParams | Record<string, string>;

function sortedPairs(params: FormParams): [string, string][] {
  const pairs: [string, string][] = params instanceof URLSearchParams ? [...params.entries()] : Object.entries(params);
  // By name, code unit order (Twilio's libraries sort the names as plain strings); a repeated
  // name keeps its values in the order they were sent (a stable sort).
  return pairs.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
}

/** The signature the provider sends for a POST of `params` to `url`. */
export function twilioSignature(authToken: string, url: string, params: FormParams): string {
  const signed =
    url +
    sortedPairs(params)
      .map(([name, value]) => name + value)
      .join('');
  return createHmac('sha1', authToken).update(signed, 'utf8').digest('base64');
}

/**
 * Whether `header` is the signature of this request, compared in constant time. A missing or
 * malformed header is false; so is an empty token (no salon may be reached with no secret).
 */
export function validTwilioSignature(authToken: string, url: string, params: FormParams, header: string | string[] | undefined): boolean {
  if (!authToken || typeof header !== 'string' || !header) return false;
  const expected = Buffer.from(twilioSignature(authToken, url, params), 'utf8');
  const given = Buffer.from(header, 'utf8');
  // timingSafeEqual needs equal lengths; a SHA-1's base64 is 28 characters, so a length
  // mismatch says nothing about the token.
  return given.length === expected.length && timingSafeEqual(given, expected);
}
