// The phone channel's webhooks, on the backend's origin, as Twilio posts them
// (application/x-www-form-urlencoded):
//   POST /phone/twilio/voice    an incoming call: TwiML connecting it to the relay with Sarah's
//                               greeting; the call record (channel 'phone') opens at once.
//   POST /phone/twilio/status   a status callback: a call that is over ends its record.
//   POST /phone/twilio/transfer the relay session ended (Sarah's transfer or goodbye) or the
//                               transfer's Dial is over (phone-transfer.ts): Dial, back to Sarah, Hangup.
//   POST /phone/twilio/sms      an incoming text (sms-webhook.ts): STOP/START, HELP, Y, or Sarah's
//                               answer (sms-sarah.ts); Messaging TwiML back.
// The salon is the one whose saved Twilio number is the called number (To); its auth token checks
// the request's signature (twilio-signature.ts) before any other work: looking that token up is
// the only thing done first, and it writes nothing. A number no salon
// has is a 404: without a salon there is no token, so the request cannot be told from a stranger's,
// and it gets no TwiML and writes nothing (the provider then plays its own error or the number's
// fallback). A bad or missing signature is a 403 and writes nothing.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { SupabaseClient } from '@supabase/supabase-js';
import { phoneCallId } from '../../../src/domain/ids';
import type { Language } from '../../../src/domain/languages';
import { phoneKey, salonPhoneRegion } from '../../../src/domain/phone-key';
import type { SalonStore } from '../../../src/domain/salon-store';
import { TABLES } from '../../../src/domain/tables';
import type { Call, CallOutcome, Salon } from '../../../src/domain/types';
import { ApiError, readBody } from '../http-util';
import { rpcOf, serverReads, type Rpc } from '../sarah/sarah-reads';
import type { Sarah } from '../sarah/turn';
import { smsSarah } from './sms-sarah';
import { createTwilioSms } from '../sms';
import { inboundSms, MESSAGE_SID, messageTwiml } from './sms-webhook';
import { TRANSFER_PATH, transferAnswer } from './phone-transfer';
import { EMPTY_TWIML, isOpenAt, phoneGreeting, relayTwiml, relayUrlOf } from './twiml';
import { SIGNATURE_HEADER, validTwilioSignature } from './twilio-signature';

/** A webhook's body: Twilio's are a few kilobytes. */
export const MAX_WEBHOOK_BYTES = 64 * 1024;
const ROUTES = new Set(['/phone/twilio/voice', '/phone/twilio/status', '/phone/twilio/sms', TRANSFER_PATH]);
/** The statuses after which a call is over (Twilio's CallStatus). */
const OVER = new Set(['completed', 'busy', 'no-answer', 'failed', 'canceled']);
const CALL_SID = /^CA[0-9a-zA-Z]{32}$/;

export interface PhoneWebhookOptions {
  /** The service-role client. */
  db: SupabaseClient;
  /** The salon's store on the server (serverSalonStore). */
  storeFor: (salonId: string) => SalonStore;
  /**
   * The backend's origin as the provider sees it (SALON_DESK_PUBLIC_URL, e.g. https://desk.example.com,
   * with any path prefix a proxy strips): the signed URL is it plus the request's path and query.
   * Absent: the request's own origin (http://<Host>), right for `npm start` on this machine.
   */
  publicUrl?: string | null;
  /** Server-side Sarah, who answers free-text texts (channel 'sms'); absent: a short fixed answer. */
  sarah?: Sarah;
  /** How long a text waits for Sarah before its reply is texted later instead (sms-sarah.ts; default 12 s). */
  smsDeadlineMs?: number;
  /** Twilio's REST API base for such a late reply (default SALON_DESK_SMS_API_URL, else Twilio; locally the stand-in). */
  smsApiBase?: () => string;
  clock?: () => Date;
  log?: (line: string) => void;
}

export interface SalonLine {
  salon_id: string;
  account_sid: string;
  auth_token: string;
}

/** The salon of the called number, with its Twilio account and token, or null (unknown, or a number two salons saved). */
export async function salonOfNumber(rpc: Rpc, to: string | null): Promise<SalonLine | null> {
  const key = to ? phoneKey(to) : null;
  return key ? rpc<SalonLine | null>('phone_salon_by_number', { p_number: key }) : null;
}

type Reply = { status: number; body: string; type?: string };
const text = (status: number, body: string): Reply => ({ status, body, type: 'text/plain; charset=utf-8' });
const twiml = (body: string): Reply => ({ status: 200, body, type: 'text/xml; charset=utf-8' });

/** The call of the salon, or null (server-side Sarah's read of it). */
const readCall = async (rpc: Rpc, salonId: string, id: string): Promise<Call | null> => (await serverReads(rpc, salonId).call(id)).call;

const callerPhone = (from: string | null) => (from ? from.slice(0, TABLES.calls.columns.caller_phone.max) : null);

/** The language on the card of the number calling, if one says it: the call starts in it. */
async function callerLanguage(store: SalonStore, salon: Salon, from: string | null): Promise<Language> {
  const key = from ? phoneKey(from, salonPhoneRegion(salon)) : null;
  const cards = key ? await store.customersWithKey(key) : [];
  return cards.find((c) => c.language)?.language ?? 'en';
}

export function phoneWebhooks(o: PhoneWebhookOptions) {
  const rpc = rpcOf(o.db);
  const clock = o.clock ?? (() => new Date());
  const publicBase = (req: IncomingMessage) => (o.publicUrl ?? `http://${req.headers.host ?? 'localhost'}`).replace(/\/+$/, '');

  const salonOf = (to: string | null) => salonOfNumber(rpc, to);
  const texts = o.sarah ? smsSarah({ sarah: o.sarah, deadlineMs: o.smsDeadlineMs, log: o.log }, rpc) : undefined;

  /** Opens the call's record unless it is already there (or was deleted by the owner): a retried webhook writes nothing. */
  async function openRecord(store: SalonStore, id: string, from: string | null, at: Date): Promise<void> {
    if (await readCall(rpc, store.salonId, id)) return;
    await store.openCall({ id, channel: 'phone', at: at.toISOString() });
    // The new row goes out with this write (sarah-calls.ts): row and caller's number at once.
    await store.appendTurns(id, 0, [], { caller_phone: callerPhone(from) });
  }

  async function voice(line: SalonLine, form: URLSearchParams, req: IncomingMessage): Promise<Reply> {
    const store = o.storeFor(line.salon_id);
    const salon = await store.salon();
    if (!salon) return text(404, 'This number is not in service.');
    const now = clock();
    const from = form.get('From');
    const [, hours, agent, language] = await Promise.all([
      openRecord(store, phoneCallId(line.salon_id, form.get('CallSid')!), from, now),
      store.hours(),
      store.agent(),
      callerLanguage(store, salon, from),
    ]);
    const greeting = phoneGreeting(salon.name, isOpenAt(hours, salon.time_zone, now), agent.greeting, language);
    return twiml(relayTwiml(relayUrlOf(publicBase(req), form.get('To')!), greeting, { language }));
  }

  /**
   * A call that is over ends its record: at started_at + CallDuration when the provider says how
   * long it lasted (the calls table keeps no duration: it is ended_at − started_at), else now.
   * The outcome Sarah's turns set is kept; a call without one ends 'failed' when the provider
   * says the call failed, else with none (the recorder's rule: no reply, nothing to say). An
   * ended record is left as it is, so the same callback twice changes nothing.
   */
  async function status(line: SalonLine, form: URLSearchParams): Promise<Reply> {
    const callStatus = form.get('CallStatus') ?? '';
    if (!OVER.has(callStatus)) return twiml(EMPTY_TWIML);
    const store = o.storeFor(line.salon_id);
    const id = phoneCallId(line.salon_id, form.get('CallSid')!);
    const raw = form.get('CallDuration');
    const seconds = raw && /^\d{1,6}$/.test(raw) ? Number(raw) : null;
    const now = clock();
    let call = await readCall(rpc, line.salon_id, id);
    if (call?.ended_at || call?.deleted) return twiml(EMPTY_TWIML);
    const patch: { outcome?: CallOutcome; caller_phone?: string | null } = {};
    if (!call) {
      // The voice webhook never opened it (it failed, or the caller hung up first): a record of the call all the same.
      const opened = await store.openCall({ id, channel: 'phone', at: new Date(now.getTime() - (seconds ?? 0) * 1000).toISOString() });
      call = opened.call;
      patch.caller_phone = callerPhone(form.get('From'));
    }
    const endedAt = seconds === null ? now : new Date(Date.parse(call.started_at) + seconds * 1000);
    if (!call.outcome && callStatus === 'failed') patch.outcome = 'failed';
    await store.endCall(id, endedAt.toISOString(), patch);
    return twiml(EMPTY_TWIML);
  }

  /** An incoming text: what it asks done, and the text back (sms-webhook.ts). */
  async function sms(line: SalonLine, form: URLSearchParams): Promise<Reply> {
    const sid = form.get('MessageSid') ?? '';
    const from = form.get('From') ?? '';
    if (!MESSAGE_SID.test(sid)) return text(400, 'MessageSid is missing or malformed.');
    if (!from) return text(400, 'From is missing.');
    const store = o.storeFor(line.salon_id);
    const to = form.get('To')!;
    // A late reply goes from the number texted, with the account that signed this request.
    const later = async (reply: string) => {
      await createTwilioSms({ accountSid: line.account_sid, authToken: line.auth_token, from: to, apiBase: o.smsApiBase?.() }).send({ to: from, body: reply });
    };
    const reply = await inboundSms(rpc, store, { salonId: line.salon_id, sid, from, to, body: form.get('Body'), later }, clock(), texts);
    return twiml(messageTwiml(reply));
  }

  async function answer(req: IncomingMessage, route: string, url: URL): Promise<Reply> {
    if (req.method !== 'POST') return text(405, 'Use POST.');
    let form: URLSearchParams;
    try {
      form = new URLSearchParams(await readBody(req, MAX_WEBHOOK_BYTES));
    } catch (err) {
      if (err instanceof ApiError) return text(err.status, err.message);
      throw err;
    }
    const line = await salonOf(form.get('To'));
    if (!line) return text(404, 'This number is not in service.');
    const signedUrl = publicBase(req) + url.pathname + url.search;
    if (!validTwilioSignature(line.auth_token, signedUrl, form, req.headers[SIGNATURE_HEADER])) {
      o.log?.(`[phone] ${route}: refused a request without a valid signature`);
      return text(403, 'The request signature is not valid.');
    }
    const account = form.get('AccountSid');
    if (account !== null && account !== line.account_sid) return text(403, 'The request is for another account.');
    if (route === '/phone/twilio/sms') return sms(line, form);
    if (!CALL_SID.test(form.get('CallSid') ?? '')) return text(400, 'CallSid is missing or malformed.');
    if (route === TRANSFER_PATH) return transferAnswer(o.storeFor(line.salon_id), form, url, publicBase(req), clock());
    return route === '/phone/twilio/voice' ? voice(line, form, req) : status(line, form);
  }

  return async function handle(req: IncomingMessage, res: ServerResponse, url: URL): Promise<boolean> {
    const route = url.pathname.replace(/\/+$/, '');
    if (!ROUTES.has(route)) return false;
    const reply = await answer(req, route, url);
    const headers: Record<string, string> = { 'content-type': reply.type ?? 'text/plain; charset=utf-8', 'cache-control': 'no-store' };
    if (reply.status === 405) headers.allow = 'POST';
    if (reply.status === 413) {
      res.shouldKeepAlive = false;
      headers.connection = 'close';
    }
    res.writeHead(reply.status, headers).end(reply.body);
    return true;
  };
}
