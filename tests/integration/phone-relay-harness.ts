// A salon answering calls on the real local backend, for the relay's streaming and clocks tests
// Server-side Sarah with the scripted model (sarah-chat-harness.ts's world) and relay
// timings a test sets before each call (the relay reads them when a call connects), the salon's
// Twilio number saved, and calls placed and connected through the local stand-in as the provider does.
import { expect } from 'vitest';
import type { LocalBackend } from '../../sync/server/index';
import { RELAY_TIMINGS, type RelayTimings } from '../../sync/server/phone/relay-timers';
import { placeCall, type RelaySession, type StandinLine } from '../../sync/server/phone/standin';
import { phoneCallId } from '../../src/domain/ids';
import { startScriptedServer, type ScriptedServer } from '../support/scripted-openai-server';
import { newDevice, signUpOwner, type SimDevice } from './engine-harness';
import { clientFor, startTestBackend, uniqueEmail } from './helpers';
import { furnishSalon } from './messages-harness';
import { PER_MINUTE, serverClock } from './sarah-chat-harness';

export interface RelayWorld {
  backend: LocalBackend;
  model: ScriptedServer;
  admin: ReturnType<typeof clientFor>;
  tablet: SimDevice;
  salonId: string;
  /** The relay's clocks for the next call: set what a test needs (use()), the rest stays as they were. */
  use(timings: Partial<RelayTimings>): void;
  /** A call answered by the voice webhook and connected to the relay. */
  connected(): Promise<{ callSid: string; id: string; relay: RelaySession; twiml: string }>;
  close(): Promise<void>;
}

/** Clocks that stay out of a test's way unless it sets them: no end, no filler, words spoken at once. */
export const QUIET: RelayTimings = { ...RELAY_TIMINGS, fillerMs: 60_000, repromptMs: 60_000, goodbyeMs: 120_000, msPerWord: 0, minuteMs: 60_000 };

export async function startRelayWorld(number: string, caller: string): Promise<RelayWorld> {
  const model = await startScriptedServer();
  const timings: RelayTimings = { ...QUIET };
  const { backend } = await startTestBackend({
    sarah: {
      defaults: { baseURL: model.baseURL, model: 'scripted', apiKey: 'server-key' },
      perMinute: PER_MINUTE,
      privateModels: true,
      clock: () => new Date(serverClock.ms),
      relayTimings: timings,
    },
  });
  const owner = await signUpOwner(backend, uniqueEmail('relay-stream'));
  const tablet = await newDevice(backend, owner, { name: 'relay-stream tablet' });
  await furnishSalon(tablet);
  await tablet.sync();
  const accountSid = `AC${'d5'.repeat(16)}`;
  const authToken = 'f6'.repeat(16);
  const saved = await tablet.client.rpc('save_sms_provider', { p_account_sid: accountSid, p_auth_token: authToken, p_from_number: number });
  expect(saved.error).toBeNull();
  const line: StandinLine = { backendUrl: backend.url, accountSid, authToken, to: number, from: caller };
  return {
    backend,
    model,
    admin: clientFor(backend, backend.serviceRoleKey),
    tablet,
    salonId: tablet.salonId,
    use(next) {
      Object.assign(timings, QUIET, next);
    },
    async connected() {
      const c = placeCall(line);
      const twiml = await c.voice();
      expect(twiml.status, twiml.body).toBe(200);
      const relay = await c.relay(twiml.body);
      if ('refused' in relay) throw new Error(`the relay refused the handshake: ${relay.refused}`);
      return { callSid: c.callSid, id: phoneCallId(tablet.salonId, c.callSid), relay, twiml: twiml.body };
    },
    async close() {
      await tablet.close();
      await backend.close();
      await model.close();
    },
  };
}
