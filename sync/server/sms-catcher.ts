// The local catcher's text-message side: the part of Twilio's REST API the backend's
// sender uses, served by the gateway under /sms, so `npm start` and the tests send texts exactly
// as production does and find them in the mail catcher's list (channel "sms"). It checks what
// Twilio would refuse (no credentials, a malformed number, an empty or too long body) and answers
// in Twilio's shapes, so the sender's error handling is exercised for real. Nothing is delivered.
// It also answers the IncomingPhoneNumbers list: the owner's Test Connection asks it
// whether the saved Account SID, auth token and number are right, as it asks Twilio in production.
import { createHash, randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { ApiError, readBody, sendJson } from './http-util';
import type { MailCatcher } from './mail-catcher';

/** The path prefix; the SMS API base URL a sender is given is the gateway's URL plus this. */
export const SMS_PATH = '/sms';
const MESSAGES = /^\/sms\/2010-04-01\/Accounts\/([^/]+)\/Messages\.json$/;
const INCOMING_NUMBERS = /^\/sms\/2010-04-01\/Accounts\/([^/]+)\/IncomingPhoneNumbers\.json$/;
const E164 = /^\+[1-9][0-9]{6,14}$/;
/** Twilio's limit for one message's body (it splits longer ones into at most 10 segments). */
const MAX_BODY_CHARS = 1600;

/**
 * The stand-in's accounts: the numbers held by the account with this SID and token, or null when
 * there is no such pair (Twilio's 401). The stand-in has no accounts of its own; index.ts answers
 * with what salons saved (phone_standin_numbers).
 */
export type StandinAccounts = (accountSid: string, authToken: string) => Promise<string[] | null>;

/** The catcher as the SMS API serves it: the mail catcher, with the stand-in's accounts once the backend set them. */
export type SmsStandin = MailCatcher & { accounts?: StandinAccounts; publicUrl?: string | null };

/** Twilio's error body. */
function twilioError(res: ServerResponse, status: number, code: number, message: string): void {
  sendJson(res, status, { code, message, more_info: `https://www.twilio.com/docs/errors/${code}`, status });
}

function basicAuth(req: IncomingMessage): { user: string; pass: string } | null {
  const m = /^basic\s+(\S+)\s*$/i.exec(req.headers.authorization ?? '');
  if (!m) return null;
  const decoded = Buffer.from(m[1], 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  if (colon <= 0 || colon === decoded.length - 1) return null;
  return { user: decoded.slice(0, colon), pass: decoded.slice(colon + 1) };
}

/** What Twilio would refuse about the fields, with its code and wording; null when they pass. */
function invalidFields(to: string | null, from: string | null, body: string | null): [number, string] | null {
  if (!to) return [21604, "A 'To' phone number is required."];
  if (!E164.test(to)) return [21211, `The 'To' number ${to} is not a valid phone number.`];
  if (!from) return [21603, "A 'From' phone number is required."];
  if (!E164.test(from)) return [21212, `The 'From' number ${from} is not a valid phone number.`];
  if (!body || !body.trim()) return [21602, 'Message body is required.'];
  if ([...body].length > MAX_BODY_CHARS) return [21617, `The concatenated message body exceeds the ${MAX_BODY_CHARS} character limit.`];
  return null;
}

/** GET IncomingPhoneNumbers.json[?PhoneNumber=]: the account's numbers in Twilio's list shape, after its Basic auth. */
async function incomingNumbers(standin: SmsStandin, req: IncomingMessage, res: ServerResponse, url: URL, pathSid: string): Promise<void> {
  const accounts = standin.accounts;
  if (req.method !== 'GET') return twilioError(res, 405, 20004, 'Method not allowed');
  const auth = basicAuth(req);
  // Twilio's answer to a missing or wrong SID or token, and to a path naming another account.
  if (!auth || auth.user !== pathSid || !accounts) return twilioError(res, 401, 20003, 'Authenticate');
  const numbers = await accounts(auth.user, auth.pass);
  if (!numbers) return twilioError(res, 401, 20003, 'Authenticate');
  const wanted = url.searchParams.get('PhoneNumber');
  const listed = numbers.filter((n) => wanted === null || n === wanted.trim());
  // The stand-in's numbers call the backend it runs in, at its public address when it has one:
  // their webhooks are its own (Test Connection checks them).
  const origin = (standin.publicUrl ?? `http://${req.headers.host ?? 'localhost'}`).replace(/\/+$/, '');
  sendJson(res, 200, {
    incoming_phone_numbers: listed.map((n) => ({
      sid: `PN${createHash('sha256').update(`${pathSid}:${n}`).digest('hex').slice(0, 32)}`,
      account_sid: pathSid,
      phone_number: n,
      friendly_name: n,
      capabilities: { voice: true, sms: true, mms: false, fax: false },
      voice_url: `${origin}/phone/twilio/voice`,
      voice_method: 'POST',
      status_callback: `${origin}/phone/twilio/status`,
      sms_url: `${origin}/phone/twilio/sms`,
      sms_method: 'POST',
      status: 'in-use',
    })),
    page: 0,
    page_size: 50,
    start: 0,
    end: Math.max(0, listed.length - 1),
    uri: url.pathname + url.search,
    next_page_uri: null,
    previous_page_uri: null,
  });
}

/** Answers a /sms request; false when the path is not the SMS API's. */
export async function serveSmsApi(catcher: SmsStandin, req: IncomingMessage, res: ServerResponse, url: URL, maxBytes: number): Promise<boolean> {
  if (url.pathname !== SMS_PATH && !url.pathname.startsWith(`${SMS_PATH}/`)) return false;
  const numbersOf = INCOMING_NUMBERS.exec(url.pathname);
  if (numbersOf) {
    await incomingNumbers(catcher, req, res, url, decodeURIComponent(numbersOf[1]));
    return true;
  }
  const match = MESSAGES.exec(url.pathname);
  if (!match) {
    twilioError(res, 404, 20404, `The requested resource ${url.pathname} was not found`);
    return true;
  }
  if (req.method !== 'POST') {
    twilioError(res, 405, 20004, 'Method not allowed');
    return true;
  }
  if (!basicAuth(req)) {
    twilioError(res, 401, 20003, 'Authenticate');
    return true;
  }
  if (!/^application\/x-www-form-urlencoded\b/i.test(req.headers['content-type'] ?? '')) {
    twilioError(res, 415, 20415, 'Send the message as application/x-www-form-urlencoded');
    return true;
  }
  let text: string;
  try {
    text = await readBody(req, maxBytes);
  } catch (err) {
    if (!(err instanceof ApiError)) throw err;
    // The rest of an oversized body is never read: close the connection instead.
    res.shouldKeepAlive = false;
    twilioError(res, err.status, 20413, err.message);
    return true;
  }
  const form = new URLSearchParams(text);
  const [to, from, body] = [form.get('To'), form.get('From'), form.get('Body')];
  const problem = invalidFields(to, from, body);
  if (problem) {
    twilioError(res, 400, problem[0], problem[1]);
    return true;
  }
  const sid = `SM${randomBytes(16).toString('hex')}`;
  const sms = catcher.catchSms({ sid, from: from!, to: to!, body: body! });
  sendJson(res, 201, {
    sid,
    account_sid: match[1],
    to: to!,
    from: from!,
    body: body!,
    status: 'queued',
    date_created: new Date(sms.received_at).toUTCString(),
    error_code: null,
    error_message: null,
  });
  return true;
}
