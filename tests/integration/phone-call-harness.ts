// A phone line on the real local backend for the read-back and transfer tests: the
// scripted model as the server's model, a New York salon with a saved Twilio number, and the
// stand-in placing calls. The AI agent configuration the phone reads is the test's (`agent`),
// given to the server's store the way a stored configuration would be.
import { DEFAULT_AGENT, type AgentConfig } from '../../src/domain/phone';
import { phoneCallId } from '../../src/domain/ids';
import type { LocalBackend } from '../../sync/server/index';
import { placeCall, type RelaySession, type StandinLine } from '../../sync/server/phone/standin';
import { serverSalonStore } from '../../sync/server/sarah/pg-store';
import { startScriptedServer, type ScriptedServer } from '../support/scripted-openai-server';
import { newDevice, signUpOwner, type SimDevice } from './engine-harness';
import { clientFor, startTestBackend, uniqueEmail } from './helpers';
import { furnishSalon } from './messages-harness';
import { NOW_MS, serverClock } from './sarah-chat-harness';

export interface PhoneWorld {
  backend: LocalBackend;
  model: ScriptedServer;
  admin: ReturnType<typeof clientFor>;
  tablet: SimDevice;
  salonId: string;
  line: StandinLine;
  /** What the phone's store answers for the AI agent configuration; a test may change it. */
  agent: { value: AgentConfig };
  /** Relays connect() opened: the tests close them after each test. */
  open: RelaySession[];
  /** A call answered by the voice webhook and connected to the relay. */
  connect(): Promise<{ callSid: string; id: string; twiml: string; relay: RelaySession; call: ReturnType<typeof placeCall> }>;
  close(): Promise<void>;
}

export async function startPhoneWorld(tag: string, numbers: { sid: string; token: string; number: string; caller: string }): Promise<PhoneWorld> {
  const model = await startScriptedServer();
  const agent = { value: { ...DEFAULT_AGENT } };
  const { backend } = await startTestBackend({
    sarah: {
      defaults: { baseURL: model.baseURL, model: 'scripted', apiKey: 'server-key' },
      perMinute: 1000,
      privateModels: true,
      clock: () => new Date(serverClock.ms),
      storeFor: (db, salonId, options) => serverSalonStore(db, salonId, { ...options, agent: options?.agent ?? (() => agent.value) }),
    },
  });
  const owner = await signUpOwner(backend, uniqueEmail(tag));
  const tablet = await newDevice(backend, owner, { name: `${tag} tablet` });
  await furnishSalon(tablet);
  await tablet.sync();
  const saved = await tablet.client.rpc('save_sms_provider', { p_account_sid: numbers.sid, p_auth_token: numbers.token, p_from_number: numbers.number });
  if (saved.error) throw new Error(saved.error.message);
  const open: RelaySession[] = [];
  const line: StandinLine = { backendUrl: backend.url, accountSid: numbers.sid, authToken: numbers.token, to: numbers.number, from: numbers.caller };
  return {
    backend,
    model,
    admin: clientFor(backend, backend.serviceRoleKey),
    tablet,
    salonId: tablet.salonId,
    line,
    agent,
    open,
    async connect() {
      const call = placeCall(line);
      const answer = await call.voice();
      if (answer.status !== 200) throw new Error(`the voice webhook answered ${answer.status}: ${answer.body}`);
      const relay = await call.relay(answer.body);
      if ('refused' in relay) throw new Error(`the relay refused the handshake: ${relay.refused}`);
      open.push(relay);
      return { callSid: call.callSid, id: phoneCallId(tablet.salonId, call.callSid), twiml: answer.body, relay, call };
    },
    async close() {
      serverClock.ms = NOW_MS;
      await Promise.all(open.splice(0).map((r) => r.close()));
      await tablet.close();
      await backend.close();
      await model.close();
    },
  };
}
