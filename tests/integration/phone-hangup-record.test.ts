// A caller who hangs up while Sarah's turn still runs, on the real local backend: the
// provider's status callback comes at once and ends the call's record, and the turn then writes
// its customer turn and reply, which takes the call up again (sarah-calls.ts's openCall). The
// relay ends the record once that turn is done, so a call that is over never stays open.
// Found by phone-calls.property.test.ts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { placeCall } from '../../sync/server/phone/standin';
import { phoneCallId } from '../../src/domain/ids';
import { startRelayWorld, type RelayWorld } from './phone-relay-harness';
import { heldTurn, say } from './sarah-chat-harness';

let w: RelayWorld;
const CALLER = '+12125550144';
const NUMBER = '+12125550182';

beforeAll(async () => {
  w = await startRelayWorld(NUMBER, CALLER);
}, 120_000);
afterAll(() => w?.close());

describe('a hang-up while a turn runs', () => {
  it('the status callback ends the record before the turn writes: the record is whole and ended once the turn is done', async () => {
    w.use({});
    const c = placeCall({ backendUrl: w.backend.url, accountSid: `AC${'d5'.repeat(16)}`, authToken: 'f6'.repeat(16), to: NUMBER, from: CALLER });
    const twiml = await c.voice();
    expect(twiml.status).toBe(200);
    const relay = await c.relay(twiml.body);
    if ('refused' in relay) throw new Error(`refused ${relay.refused}`);
    const id = phoneCallId(w.salonId, c.callSid);
    const held = heldTurn(say('We are open until 6 PM.'));
    w.model.script([held.turn]);
    relay.prompt('How late are you open?');
    await held.arrived;
    await relay.close();
    expect((await c.status('completed', 12)).status).toBe(200);
    const record = async () => (await w.admin.from('calls').select('ended_at').eq('id', id).single()).data!;
    expect((await record()).ended_at).not.toBeNull();
    held.release();
    const roles = async () => (await w.admin.from('call_turns').select('role').eq('call_id', id).order('position')).data!.map((t) => t.role);
    await expect.poll(roles, { timeout: 5000 }).toEqual(['customer', 'assistant']);
    // The turn took the call up again; the relay ends it once the turn is done.
    await expect.poll(async () => (await record()).ended_at, { timeout: 5000 }).not.toBeNull();
    await new Promise((r) => setTimeout(r, 300)); // nothing opens it again afterwards
    expect((await record()).ended_at).not.toBeNull();
  });
});
