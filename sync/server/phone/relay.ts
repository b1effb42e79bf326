// GET /phone/twilio/relay: the ConversationRelay WebSocket. Twilio turns the caller's
// speech into `prompt` messages and speaks the `text` tokens it gets back. Each final prompt is one
// turn of server-side Sarah (turn.ts: the conversation's lease, her tools, the call record), her
// words streamed as the model writes them; relay-call.ts runs the call's turns and clocks.
//
// The handshake is checked before any work: the relay URL's query names the called number
// (`?to=`, put there by the voice webhook's TwiML), which finds the salon and its auth token, and
// X-Twilio-Signature must be that token's HMAC over the exact wss URL with no parameters. A number
// no salon has is a 404, a bad or missing signature a 403: the upgrade is refused, nothing written.
//
// On the socket: `setup` names the call (callSid, from, to; the greeting as a custom parameter),
// a final `prompt` or a `dtmf` key is one turn, `interrupt` mutes the running turn, `error` is
// logged (relay-call.ts says what each does to the call). The status callback
// (twilio-webhooks.ts) ends the record; a turn still running when the caller hung up ends it
// again once its writes are in (they take the call up again).
import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import type { SupabaseClient } from '@supabase/supabase-js';
import { WebSocketServer, type RawData, type WebSocket } from 'ws';
import { phoneCallId } from '../../../src/domain/ids';
import { DEFAULT_AGENT, type AgentConfig } from '../../../src/domain/phone';
import { phoneKey } from '../../../src/domain/phone-key';
import { detectLanguage } from '../../../src/domain/language-detect';
import { isLanguage, type Language } from '../../../src/domain/languages';
import { serverSalonStore } from '../sarah/pg-store';
import { rpcOf, serverReads } from '../sarah/sarah-reads';
import type { Answer, Sarah } from '../sarah/turn';
import { relayCall, type TurnOutcome } from './relay-call';
import { capMinutes, RELAY_TIMINGS, type RelayTimings } from './relay-timers';
import { AFTER_TRANSFER_PARAMETER } from './phone-transfer';
import { relayUrlOf, GREETING_PARAMETER, LANGUAGE_PARAMETER } from './twiml';
import { PHONE_WORDS, phoneWords } from './phone-words';
import { SIGNATURE_HEADER, validTwilioSignature } from './twilio-signature';
import { salonOfNumber, type SalonLine } from './twilio-webhooks';

export const RELAY_PATH = '/phone/twilio/relay';
/** A relay message: Twilio's are well under a kilobyte; a long utterance a few. */
export const MAX_RELAY_MESSAGE_BYTES = 64 * 1024;
/** What one prompt may say to Sarah (a longer one is cut). */
export const MAX_PROMPT_CHARS = 2000;
const CALL_SID = /^CA[0-9a-zA-Z]{32}$/;
const DIGIT = /^[0-9*#A-D]$/;

export const { sorryBusy: SORRY_BUSY, sorryFailed: SORRY_FAILED } = PHONE_WORDS.en;

export interface RelayOptions {
  /** The service-role client (the called number's salon and token). */
  db: SupabaseClient;
  sarah: Sarah;
  /** As for the webhooks (SALON_DESK_PUBLIC_URL): the origin whose wss URL Twilio signs; absent = the request's own. */
  publicUrl?: string | null;
  /** How long a prompt waits for another process's turn on this call to let go, in all (default 15 s). */
  busyWaitMs?: number;
  /** The salon's agent configuration (its call cap); default the defaults (10 minutes). */
  agentOf?: (salonId: string) => Promise<AgentConfig>;
  /** The filler, silence and cap clocks (relay-timers.ts); tests shorten them. */
  timings?: Partial<RelayTimings>;
  log?: (line: string) => void;
}

export type RelayUpgrade = (req: IncomingMessage, socket: Duplex, head: Buffer) => void;

/** Serves the relay on `server`'s upgrade requests (every other upgrade is refused with a 404). */
export function relayOn(server: Server, relay: RelayUpgrade): void {
  server.on('upgrade', relay);
}

/** Sarah's rules for a call: what she writes is spoken, and the caller's number counts as given. */
export function phoneInstructions(from: string | null, afterTransfer?: string): string {
  return [
    'This conversation is a phone call: the caller hears your replies read aloud. Answer in short spoken sentences, with no markdown, lists, emojis, links or symbols; say times like "2 PM" and prices like "45 dollars".',
    from
      ? `The caller is calling from ${from}. That number counts as one they gave you: book for it and find their appointments with it without asking for a phone number, unless they want to use another one.`
      : "The caller's number is hidden: ask for a phone number before booking or looking up appointments.",
    'Before booking, moving or cancelling, read back the weekday, date, time, service and price and ask for a yes; the booking tools answer needs_confirmation with the words (read_back) the first time. Call the tool again only after the caller says yes.',
    // Back from a transfer no one answered (phone-transfer.ts): the caller just heard BACK_TO_SARAH.
    ...(afterTransfer
      ? [
          `The transfer to the salon team did not go through (${afterTransfer}), and the caller has just heard: "I'm sorry, no one could come to the phone right now. I can take a message for the team. What would you like me to pass on?" Do not transfer again: take their message with take_message (their name, and whether they want a call back).`,
        ]
      : []),
  ].join(' ');
}

const refuse = (socket: Duplex, status: number, reason: string, body: string): void => {
  if (!socket.writable) {
    socket.destroy();
    return;
  }
  socket.end(
    `HTTP/1.1 ${status} ${reason}\r\nContent-Type: text/plain; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
  );
};

/** A handoff of a call in another language carries it, so the transfer's words are in it too (phone-transfer.ts). */
const withLanguage = (handoff: unknown, language: Language): unknown =>
  handoff && typeof handoff === 'object' && language !== 'en' ? { ...handoff, language } : handoff;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export function phoneRelay(o: RelayOptions): RelayUpgrade {
  const rpc = rpcOf(o.db);
  const log = o.log ?? (() => {});
  const wss = new WebSocketServer({ noServer: true, maxPayload: MAX_RELAY_MESSAGE_BYTES });
  const publicBase = (req: IncomingMessage) => (o.publicUrl ?? `http://${req.headers.host ?? 'localhost'}`).replace(/\/+$/, '');

  async function upgrade(req: IncomingMessage, socket: Duplex, head: Buffer): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (url.pathname.replace(/\/+$/, '') !== RELAY_PATH) return refuse(socket, 404, 'Not Found', 'Not found.');
    const line = await salonOfNumber(rpc, url.searchParams.get('to'));
    if (!line) return refuse(socket, 404, 'Not Found', 'This number is not in service.');
    // The URL Twilio connected to, as the TwiML named it: the public origin's wss address, query as sent.
    const signedUrl = relayUrlOf(publicBase(req)) + url.search;
    if (!validTwilioSignature(line.auth_token, signedUrl, {}, req.headers[SIGNATURE_HEADER])) {
      log('[phone] relay: refused a handshake without a valid signature');
      return refuse(socket, 403, 'Forbidden', 'The request signature is not valid.');
    }
    wss.handleUpgrade(req, socket, head, (ws) => serve(ws, line, url.searchParams.get('to')!));
  }

  async function turn(salonId: string, request: Parameters<Sarah['chat']>[1]): Promise<Answer> {
    const until = Date.now() + (o.busyWaitMs ?? 15_000);
    for (;;) {
      const answer = await o.sarah.chat(salonId, request);
      // Busy: another process still runs a turn of this call (one at a time, whoever runs it).
      if (answer.status !== 409 || Date.now() >= until) return answer;
      await sleep(250);
    }
  }

  function serve(ws: WebSocket, line: SalonLine, to: string): void {
    let call: { id: string; from: string | null; greeting?: string; afterTransfer?: string } | null = null;
    let closed = false;
    // The language the provider hears and speaks now: the caller's card's, then what they speak.
    let lang: Language = 'en';
    const timings = { ...RELAY_TIMINGS, ...o.timings };
    const send = (message: Record<string, unknown>) => {
      if (!closed && ws.readyState === ws.OPEN) ws.send(JSON.stringify(message));
    };

    /**
     * The caller hung up while a turn ran. Its writes open the call again (a turn takes up its call,
     * sarah-calls.ts), and the status callback may have ended the record before they landed: left
     * so, the record of a call that is over would stay open. It ends here unless ended already (a
     * status callback still to come then leaves it as it is), at its last turn or now if later.
     */
    async function endAfterHangUp(id: string): Promise<void> {
      const { call: found, last } = await serverReads(rpc, line.salon_id).call(id);
      if (!found || found.ended_at || found.deleted) return;
      const at = Math.max(Date.now(), Date.parse(found.started_at), last ? Date.parse(last.at) : 0);
      await serverSalonStore(o.db, line.salon_id).endCall(id, new Date(at).toISOString());
    }

    /** One turn of Sarah: her reply (an apology when the turn failed) and any handoff. */
    async function answerOf(words: string, onText: (delta: string) => void, unheard: number): Promise<TurnOutcome> {
      const said = phoneWords(lang);
      if (!call) return { reply: said.sorryFailed };
      try {
        const answer = await turn(line.salon_id, {
          conversationId: call.id,
          message: words,
          channel: 'phone',
          greeting: call.greeting,
          phones: call.from ? [call.from] : [],
          instructions: phoneInstructions(call.from, call.afterTransfer),
          onText,
          unheardReplies: unheard,
          language: lang,
        });
        if (closed)
          await endAfterHangUp(call.id).catch((err: unknown) =>
            log(`[phone] relay ${call?.id}: ending the record after the hang-up failed: ${err instanceof Error ? err.message : String(err)}`),
          );
        if (answer.status === 200 && typeof answer.body.reply === 'string')
          return { reply: answer.body.reply, handoff: withLanguage(answer.body.handoff, lang) };
        log(`[phone] relay ${call.id}: the turn answered ${answer.status} ${String(answer.body.error)}`);
        return { reply: answer.status === 429 || answer.status === 409 ? said.sorryBusy : said.sorryFailed };
      } catch (err) {
        log(`[phone] relay ${call.id}: the turn failed: ${err instanceof Error ? err.message : String(err)}`);
        return { reply: said.sorryFailed };
      }
    }
    const session = relayCall({ send, turn: answerOf, timings, words: () => phoneWords(lang) });
    const enqueue = (words: string) => session.prompt(words);
    /** The caller speaks another of our languages: the provider listens and speaks in it from now on. */
    function follow(words: string) {
      const heard = detectLanguage(words);
      if (!heard || heard === lang) return;
      lang = heard;
      const speech = phoneWords(lang).speech;
      send({ type: 'language', ttsLanguage: speech, transcriptionLanguage: speech });
    }

    /** The cap counts from the setup; the salon's agent configuration is read meanwhile. */
    function capFrom(began: number) {
      (o.agentOf ?? (() => Promise.resolve(DEFAULT_AGENT)))(line.salon_id)
        .catch((err: unknown) => {
          log(`[phone] relay: the agent configuration could not be read (${err instanceof Error ? err.message : String(err)}); the default cap applies`);
          return DEFAULT_AGENT;
        })
        .then((agent) => session.capIn(began + capMinutes(agent.callCapMinutes) * timings.minuteMs - Date.now()))
        .catch(() => undefined);
    }

    function setup(m: Record<string, unknown>) {
      if (call) return;
      const callSid = typeof m.callSid === 'string' ? m.callSid : '';
      const sameNumber = typeof m.to === 'string' && phoneKey(m.to) !== null && phoneKey(m.to) === phoneKey(to);
      const sameAccount = m.accountSid === undefined || m.accountSid === line.account_sid;
      if (!CALL_SID.test(callSid) || !sameNumber || !sameAccount) {
        log('[phone] relay: a setup for another call, number or account; closing');
        ws.close(1008, 'setup does not match this relay');
        return;
      }
      const from = typeof m.from === 'string' && phoneKey(m.from) ? m.from : null;
      const params = m.customParameters && typeof m.customParameters === 'object' ? (m.customParameters as Record<string, unknown>) : {};
      const greeting = typeof params[GREETING_PARAMETER] === 'string' ? (params[GREETING_PARAMETER] as string).slice(0, 1000) : undefined;
      const after = params[AFTER_TRANSFER_PARAMETER];
      const afterTransfer = typeof after === 'string' && /^[a-z-]{1,20}$/.test(after) ? after : undefined;
      call = { id: phoneCallId(line.salon_id, callSid), from, greeting, afterTransfer };
      if (isLanguage(params[LANGUAGE_PARAMETER])) lang = params[LANGUAGE_PARAMETER];
      session.start(greeting ?? '');
      capFrom(Date.now());
    }

    function onMessage(data: RawData, isBinary: boolean) {
      let m: Record<string, unknown>;
      try {
        const parsed: unknown = isBinary ? null : JSON.parse(String(data));
        if (!parsed || typeof parsed !== 'object') return;
        m = parsed as Record<string, unknown>;
      } catch {
        return;
      }
      switch (m.type) {
        case 'setup':
          return setup(m);
        case 'prompt':
          // Partial prompts (last: false) come only with partialPrompts on; the final one is the utterance.
          if (call && m.last !== false && typeof m.voicePrompt === 'string' && m.voicePrompt.trim()) {
            const words = m.voicePrompt.trim().slice(0, MAX_PROMPT_CHARS);
            follow(words);
            enqueue(words);
          }
          return;
        case 'dtmf':
          if (call && typeof m.digit === 'string' && DIGIT.test(m.digit)) enqueue(`The caller pressed ${m.digit}.`);
          return;
        case 'interrupt':
          session.interrupt(typeof m.utteranceUntilInterrupt === 'string' ? m.utteranceUntilInterrupt : undefined);
          return;
        case 'error':
          log(`[phone] relay ${call?.id ?? '(no setup)'}: Twilio reports ${String(m.description ?? 'an error')}`);
          return;
      }
    }

    ws.on('message', onMessage);
    ws.on('error', (err) => log(`[phone] relay: ${err.message}`));
    ws.on('close', () => {
      closed = true;
      session.close();
    });
  }

  return (req, socket, head) => {
    socket.on('error', () => socket.destroy());
    upgrade(req, socket, head).catch((err: unknown) => {
      log(`[phone] relay: the handshake failed: ${err instanceof Error ? err.message : String(err)}`);
      refuse(socket, 500, 'Internal Server Error', 'The relay could not start.');
    });
  };
}
