// The local catcher's text-message side (issue 15): the part of Twilio's REST API the backend's
// sender uses, served by the gateway under /sms, so `npm start` and the tests send texts exactly
// as production does and find them in the mail catcher's list (channel "sms"). It checks what
// Twilio would refuse (no credentials, a malformed number, an empty or too long body) and answers
// in Twilio's shapes, so the sender's error handling is exercised for real. Nothing is delivered.
import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { ApiError, readBody, sendJson } from './http-util';
import type { MailCatcher } from './mail-catcher';

/** The path prefix; the SMS API base URL a sender is given is the gateway's URL plus this. */
export const SMS_PATH = '/sms';
const MESSAGES = /^\/sms\/2010-04-01\/Accounts\/([^/]+)\/Messages\.json$/;
const E164 = /^\+[1-9][0-9]{6,14}$/;
/** Twilio's limit for one message's body (it splits longer ones into at most 10 segments). */
const MAX_BODY_CHARS = 1600;

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

/** Answers a /sms request; false when the path is not the SMS API's. */
export async function serveSmsApi(catcher: MailCatcher, req: IncomingMessage, res: ServerResponse, url: URL, maxBytes: number): Promise<boolean> {
  if (url.pathname !== SMS_PATH && !url.pathname.startsWith(`${SMS_PATH}/`)) return false;
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
