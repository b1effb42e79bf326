// GET /phone/test-call (issue 26): the owner's Test call, a WebSocket on which the owner is the
// caller and the SERVER plays the provider for her salon. It places a call from a test caller's
// number through the same public endpoints a real call uses, over real HTTP and WebSocket (the
// voice webhook signed with the salon's saved auth token, the relay with a signed handshake,
// setup and prompts: standin.ts), so a Test call that works means the phone channel works.
//
// Browsers cannot set headers on a WebSocket, and a token in the URL ends up in logs: the owner's
// access token comes in the first message instead, { type: 'start', token, from? }, within
// START_WAIT_MS. Then:
//   browser → server   { type: 'say', text }   the caller's words (typed or recognised): a prompt
//                      { type: 'interrupt' }   the caller spoke over Sarah
//                      { type: 'hangup' }      the caller hangs up (closing the socket does too)
//   server → browser   { type: 'connected', callSid, greeting }   the call is answered
//                      { type: 'text', token, last }   Sarah's words, streamed or whole
//                      { type: 'end', handoffData? }    Sarah ended the call (goodbye, transfer)
//                      { type: 'ended', reason }        the call is over (status callback posted)
//                      { type: 'error', error, message } then the socket closes
// Closing codes: 4401 no session, 4403 no salon, 4409 no Twilio settings, 4400 a bad start, 1011 the call failed.
import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import type { SupabaseClient } from '@supabase/supabase-js';
import { WebSocketServer, type RawData, type WebSocket } from 'ws';
import { phoneKey } from '../../../src/domain/phone-key';
import type { OwnerSalon } from '../sarah/supabase-clients';
import { placeCall, relayOfTwiml, type RelaySession } from './standin';
import { ownerOfToken, publicBaseOf, savedProvider } from './test-connection';
import { GREETING_PARAMETER } from './twiml';

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
      const call = placeCall(line);
      const answered = await call.voice();
      if (answered.status !== 200) return fail(1011, 'voice_refused', `The voice webhook answered ${answered.status}: ${answered.body.slice(0, 200)}`);
      const relay = await call.relay(answered.body);
      if ('refused' in relay) {
        await call.status('failed'); // the record the voice webhook opened ends
        return fail(1011, 'relay_refused', `The relay refused the call's handshake (${relay.refused}).`);
      }
      const began = Date.now();
      hangup = async (reason) => {
        if (over) return;
        over = true;
        await relay.close();
        const done = await call.status('completed', Math.max(0, Math.round((Date.now() - began) / 1000)));
        if (done.status !== 200) log(`[phone] test call ${call.callSid}: the status callback answered ${done.status}`);
        send({ type: 'ended', reason });
        ws.close(1000, reason);
      };
      // The owner left while the call was being placed: it is over at once.
      if (ws.readyState !== ws.OPEN) return hangup('hangup');
      send({ type: 'connected', callSid: call.callSid, greeting: relayOfTwiml(answered.body).parameters[GREETING_PARAMETER] ?? '' });
      onMessage = (m) => fromCaller(relay, m);
      for (const m of pending.splice(0)) onMessage(m);
      void pump(relay);
    }

    function fromCaller(relay: RelaySession, m: Out): void {
      if (over) return;
      if (m.type === 'say' && typeof m.text === 'string' && m.text.trim()) relay.prompt(m.text.trim().slice(0, MAX_SAY_CHARS));
      else if (m.type === 'interrupt') relay.interrupt();
      else if (m.type === 'hangup') void hangup('hangup');
    }

    /** Sarah's messages to the provider go to the browser as they come; an `end` or a closed relay ends the call. */
    async function pump(relay: RelaySession): Promise<void> {
      while (!over) {
        let m;
        try {
          m = await relay.next(60_000);
        } catch (err) {
          if (err instanceof Error && /closed/.test(err.message)) return void hangup('relay_closed');
          continue; // a minute of silence from Sarah: the caller may still speak
        }
        if (m.type === 'text') send({ type: 'text', token: m.token, last: m.last !== false });
        else if (m.type === 'end') {
          send({ type: 'end', ...(m.handoffData === undefined ? {} : { handoffData: m.handoffData }) });
          return void hangup('sarah_ended');
        }
      }
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
          log(`[phone] test call failed: ${err instanceof Error ? err.message : String(err)}`);
          fail(1011, 'failed', 'The test call could not be placed: try again in a moment.');
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
