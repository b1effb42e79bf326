// GET /phone/test-call: the owner's Test call, a WebSocket on which the owner is the
// caller and the SERVER plays the provider for her salon. It places a call from a test caller's
// number through the same public endpoints a real call uses, over real HTTP and WebSocket (the
// voice webhook signed with the salon's saved auth token, the relay with a signed handshake,
// setup and prompts, the Connect and Dial actions of a transfer, the status callback: the whole
// call as call-session.ts follows it), so a Test call that works means the phone channel works.
//
// Browsers cannot set headers on a WebSocket, and a token in the URL ends up in logs: the owner's
// access token comes in the first message instead, { type: 'start', token, from? }, within
// START_WAIT_MS. Then:
//   browser → server   { type: 'say', text }   the caller's words (typed or recognised): a prompt
//                      { type: 'interrupt' }   the caller spoke over Sarah
//                      { type: 'hangup' }      the caller hangs up (closing the socket does too)
//   server → browser   { type: 'connected', callSid, greeting }   the call is answered
//                      { type: 'text', token, last }   Sarah's words, streamed or whole
//                      { type: 'end', handoffData? }    Sarah ended her part (goodbye, transfer)
//                      { type: 'transfer', number }     the call would ring this number now; in a
//                                                       test no one answers, and Sarah comes back
//                      { type: 'ended', reason, detail } the call is over (status callback posted)
//                      { type: 'error', error, message } then the socket closes
// Closing codes: 4401 no session, 4403 no salon, 4409 no Twilio settings, 4400 a bad start, 1011 the call failed.
import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import type { SupabaseClient } from '@supabase/supabase-js';
import { WebSocketServer, type RawData, type WebSocket } from 'ws';
import { phoneKey } from '../../../src/domain/phone-key';
import type { OwnerSalon } from '../sarah/supabase-clients';
import { startCall, type LiveCall } from './call-session';
import { ownerOfToken, publicBaseOf, savedProvider } from './test-connection';

export const TEST_CALL_PATH = '/phone/test-call';
/** The caller's number when the owner gives none: a fictional New York number (555-01xx). */
export const TEST_CALLER = '+12125550100';
export const START_WAIT_MS = 10_000;
const MAX_MESSAGE_BYTES = 16 * 1024;
const MAX_SAY_CHARS = 2000;

export interface TestCallOptions {
  /** The service-role client (the salon's saved Twilio settings). */
  db: SupabaseClient;
  salonOf: (token: string) => Promise<OwnerSalon>;
  /** SALON_DESK_PUBLIC_URL: where the provider reaches the webhooks; absent = the request's own origin. */
  publicUrl?: string | null;
  log?: (line: string) => void;
}

type Out = Record<string, unknown>;

const XML_UNESCAPES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&apos;': "'" };

/** The words the provider speaks when the relay connects (ConversationRelay's welcomeGreeting), or ''. */
export function welcomeGreetingOf(twiml: string): string {
  const raw = /<ConversationRelay [^>]*\bwelcomeGreeting="([^"]*)"/.exec(twiml)?.[1] ?? '';
  return raw.replace(/&(amp|lt|gt|quot|apos);/g, (e) => XML_UNESCAPES[e]);
}

/** The first message's fields, or the words for what is wrong with it. */
export function startOf(raw: unknown): { token: string; from: string } | { problem: string } {
  const m = raw && typeof raw === 'object' ? (raw as Record<string, unknown>) : {};
  if (m.type !== 'start' || typeof m.token !== 'string' || !m.token) return { problem: 'Start the call with { type: "start", token: <access token> }.' };
  if (m.from === undefined || m.from === null || m.from === '') return { token: m.token, from: TEST_CALLER };
  if (typeof m.from !== 'string' || !/^\+[1-9][0-9]{6,14}$/.test(m.from) || !phoneKey(m.from)) {
    return { problem: 'The caller number must be a phone number with + and the country code, e.g. +12125550100.' };
  }
  return { token: m.token, from: m.from };
}

/**
 * What the owner reads when the call could not be placed. A refused voice webhook is the setup's
 * fault, not the moment's: 403 is a signature the server does not find valid for the URL it was
 * sent to (SALON_DESK_PUBLIC_URL not the address the call reached), 404 a number no salon answers.
 */
export function placeFailureWords(why: string): string {
  const status = /The voice webhook answered (\d{3})/.exec(why)?.[1];
  if (status === '403') return "The phone webhook refused the call's signature: SALON_DESK_PUBLIC_URL must be this server's address as Twilio reaches it.";
  if (status === '404') return 'No salon answers this salon phone number: save it in the Phone Setup again, then try.';
  return 'The test call could not be placed: try again in a moment.';
}

export function testCallUpgrade(o: TestCallOptions) {
  const log = o.log ?? (() => {});
  const wss = new WebSocketServer({ noServer: true, maxPayload: MAX_MESSAGE_BYTES });

  function serve(ws: WebSocket, publicBase: string): void {
    let started = false;
    let over = false;
    let hangup: (reason: string) => Promise<void> = async () => {};
    const pending: Out[] = [];
    let onMessage: (m: Out) => void = (m) => void pending.push(m);
    const send = (m: Out) => {
      if (ws.readyState === ws.OPEN) ws.send(JSON.stringify(m));
    };
    const fail = (code: number, error: string, message: string) => {
      send({ type: 'error', error, message });
      ws.close(code, error);
    };
    const timer = setTimeout(() => fail(4401, 'no_start', 'No start message came: start the call with your access token.'), START_WAIT_MS);

    async function start(first: unknown): Promise<void> {
      clearTimeout(timer);
      const s = startOf(first);
      if ('problem' in s) return fail(4400, 'bad_start', s.problem);
      const owner = await ownerOfToken(o.salonOf, s.token);
      if ('status' in owner) return fail(owner.status === 401 ? 4401 : 4403, owner.error, owner.message);
      const saved = await savedProvider(o.db, owner.salonId);
      if (!saved) return fail(4409, 'no_provider', 'Save your Twilio Account SID, auth token and salon phone number first, then place a Test call.');
      if (ws.readyState !== ws.OPEN) return; // the owner left while this was looked up
      const line = { backendUrl: publicBase, accountSid: saved.account_sid, authToken: saved.auth_token, to: saved.from_number, from: s.from };
      let relays = 0;
      let greeting = '';
      let hungUp = false;
      // Between Sarah's end and the next relay (a transfer being dialled) there is no one to hear
      // the caller: what the owner types meanwhile waits for the relay Sarah comes back on.
      let between = false;
      const held: string[] = [];
      const live: LiveCall = await startCall(line, {
        onRelay: (twiml) => {
          // The provider speaks the relay's welcomeGreeting as it connects: the first relay's is the
          // call's greeting; a later one's (back from a transfer) is a line of Sarah's.
          const words = welcomeGreetingOf(twiml);
          if (relays++ === 0) greeting = words;
          else if (words) send({ type: 'text', token: words, last: true });
          between = false;
          for (const w of held.splice(0)) live.say(w);
        },
        onToken: (token, last) => send({ type: 'text', token, last }),
        onEnd: (handoffData) => {
          between = true;
          send({ type: 'end', ...(handoffData === null ? {} : { handoffData }) });
        },
        // Sarah transfers: a real call would ring the salon's redirect number; no one can answer a
        // test, so it goes as an unanswered Dial goes: back to Sarah, who takes a message.
        dialOutcome: (number) => {
          send({ type: 'transfer', number });
          return 'no-answer';
        },
        log: (l) => log(`[phone] test call: ${l}`),
      });
      hangup = async () => {
        if (over) return;
        hungUp = true;
        await live.hangUp();
      };
      void live.over.then((why) => {
        over = true;
        send({ type: 'ended', reason: hungUp ? 'hangup' : why === 'Sarah ended the call' ? 'sarah_ended' : 'relay_closed', detail: why });
        ws.close(1000, 'call over');
      });
      await live.ready;
      // The owner left while the call was being placed: it is over at once.
      if (ws.readyState !== ws.OPEN) return hangup('hangup');
      send({ type: 'connected', callSid: live.callSid, greeting });
      onMessage = (m) => fromCaller(live, m, (words) => (between ? held.push(words) : live.say(words)));
      for (const m of pending.splice(0)) onMessage(m);
    }

    function fromCaller(live: LiveCall, m: Out, say: (words: string) => void): void {
      if (over) return;
      if (m.type === 'say' && typeof m.text === 'string' && m.text.trim()) say(m.text.trim().slice(0, MAX_SAY_CHARS));
      else if (m.type === 'interrupt') live.interrupt();
      else if (m.type === 'hangup') void hangup('hangup');
    }

    ws.on('message', (data: RawData, isBinary: boolean) => {
      let m: unknown;
      try {
        m = isBinary ? null : JSON.parse(String(data));
      } catch {
        m = null;
      }
      if (!started) {
        started = true;
        start(m).catch((err: unknown) => {
          const why = err instanceof Error ? err.message : String(err);
          log(`[phone] test call failed: ${why}`);
          fail(1011, 'failed', placeFailureWords(why));
        });
      } else if (m && typeof m === 'object') onMessage(m as Out);
    });
    ws.on('error', (err) => log(`[phone] test call: ${err.message}`));
    ws.on('close', () => {
      clearTimeout(timer);
      void hangup('hangup').catch((err: unknown) => log(`[phone] test call: hanging up failed: ${String(err)}`));
    });
  }

  /** Handles the upgrade when it is the Test call's; false for any other path. */
  return (req: IncomingMessage, socket: Duplex, head: Buffer): boolean => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (url.pathname.replace(/\/+$/, '') !== TEST_CALL_PATH) return false;
    const publicBase = publicBaseOf(o.publicUrl, req);
    socket.on('error', () => socket.destroy());
    wss.handleUpgrade(req, socket, head, (ws) => serve(ws, publicBase));
    return true;
  };
}
