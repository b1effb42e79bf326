// Read-back before a write on the phone, on the real local backend with the scripted
// model and the stand-in's calls: a booking, a move and a cancellation are each read back (weekday,
// date, time, service, price) and written only on a later prompt, after the caller's yes. Each
// prompt is its own server turn resumed from the saved conversation, so the read-back's memory
// is the saved state's. The chat screen keeps writing at once (assistant-scenarios*.test.ts).
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { RelaySession } from '../../sync/server/phone/standin';
import { call, lastToolResult, say, toolResults, type ChatRequest } from '../support/scripted-openai-server';
import { MONDAY } from './messages-harness';
import { startPhoneWorld, type PhoneWorld } from './phone-call-harness';

let w: PhoneWorld;
const CALLER = '+12125550142';
const TUESDAY = '2031-11-04';

beforeAll(async () => {
  w = await startPhoneWorld('readback', { sid: `AC${'c3'.repeat(16)}`, token: 'd4'.repeat(16), number: '+12125550179', caller: CALLER });
}, 120_000);
afterAll(() => w?.close());
// Each test starts with no appointments and no call left open, whatever the one before did.
afterEach(async () => {
  await Promise.all(w.open.splice(0).map((r) => r.close()));
  await w.admin.from('appointments').update({ deleted: true }).eq('salon_id', w.salonId);
});

/** What the caller hears for one prompt: the text tokens up to the last one, joined. */
async function heard(relay: RelaySession): Promise<string> {
  let words = '';
  for (;;) {
    const m = await relay.next(20_000);
    if (m.type !== 'text') continue;
    words += String(m.token);
    if (m.last) return words.trim();
  }
}

/** The model says the read-back it was given, word for word. */
const sayReadBack = (req: ChatRequest) => say(String(lastToolResult(req).read_back));
const IVY = { customer_name: 'Ivy Wu', customer_phone: CALLER, service_name: 'Gel Manicure', appointment_date: MONDAY };
const live = async () => (await w.admin.from('appointments').select('*').eq('salon_id', w.salonId).eq('deleted', false).neq('status', 'canceled')).data ?? [];

describe('read-back before a write, on the phone', () => {
  it('a booking is read back and written once, after the yes; the move and the cancellation likewise', async () => {
    const { id, relay } = await w.connect();
    w.model.script([call('create_appointment', { ...IVY, appointment_time: '10:00' }), sayReadBack]);
    relay.prompt('Book me a gel manicure on Monday at 10, I am Ivy Wu.');
    expect(await heard(relay)).toBe(
      "Just to confirm: you'd like me to book a Gel Manicure for Ivy Wu on Monday, November 3rd at 10 AM, 45 dollars. Is that right?",
    );
    expect(toolResults(w.model.requests[1])).toEqual([expect.objectContaining({ needs_confirmation: true })]);
    expect(await live()).toHaveLength(0);

    w.model.script([call('create_appointment', { ...IVY, appointment_time: '10:00' }), say('You are booked for Monday at 10 AM.')]);
    relay.prompt('Yes, that is right.');
    expect(await heard(relay)).toBe('You are booked for Monday at 10 AM.');
    const [booked] = await live();
    expect(booked).toMatchObject({ appointment_date: MONDAY, start_time: '10:00:00' });
    expect(await live()).toHaveLength(1);

    const move = { appointment_id: booked.id, customer_phone: CALLER, new_date: TUESDAY, new_time: '14:00' };
    w.model.script([call('reschedule_appointment', move), sayReadBack]);
    relay.prompt('Can I move it to Tuesday at 2 PM?');
    expect(await heard(relay)).toBe(
      "Just to confirm: you'd like me to move your Gel Manicure from Monday, November 3rd at 10 AM to Tuesday, November 4th at 2 PM, 45 dollars. Is that right?",
    );
    expect(await live()).toEqual([expect.objectContaining({ id: booked.id, appointment_date: MONDAY, start_time: '10:00:00' })]);

    w.model.script([call('reschedule_appointment', move), say('Moved to Tuesday at 2 PM.')]);
    relay.prompt('Yes please.');
    expect(await heard(relay)).toBe('Moved to Tuesday at 2 PM.');
    expect(await live()).toEqual([expect.objectContaining({ id: booked.id, appointment_date: TUESDAY, start_time: '14:00:00' })]);

    w.model.script([call('cancel_appointment', { appointment_id: booked.id }), sayReadBack]);
    relay.prompt('Actually, please cancel it.');
    expect(await heard(relay)).toBe("Just to confirm: you'd like me to cancel your Gel Manicure on Tuesday, November 4th at 2 PM, 45 dollars. Is that right?");
    expect(await live()).toHaveLength(1);

    w.model.script([call('cancel_appointment', { appointment_id: booked.id }), say('It is canceled.')]);
    relay.prompt('Yes.');
    expect(await heard(relay)).toBe('It is canceled.');
    expect(await live()).toHaveLength(0);
    const { data: rows } = await w.admin.from('appointments').select('status').eq('id', booked.id);
    expect(rows).toEqual([{ status: 'canceled' }]);
    // The call record: one customer turn per prompt, each read-back a tool step, and what was done in the end.
    const { data: turns } = await w.admin.from('call_turns').select('role, tool_name, content').eq('call_id', id).order('position');
    expect(turns!.filter((t) => t.role === 'customer')).toHaveLength(6);
    expect(turns!.filter((t) => t.role === 'tool' && String(t.content).startsWith('Read back, nothing written yet'))).toHaveLength(3);
    expect((await w.admin.from('calls').select('outcome').eq('id', id).single()).data).toEqual({ outcome: 'rescheduled' });
  });

  it('a booking attempted twice in one turn writes nothing; changed details are read back again and replace the first', async () => {
    const { relay } = await w.connect();
    const at10 = { ...IVY, appointment_time: '10:00' };
    const at11 = { ...IVY, appointment_time: '11:00' };
    w.model.script([call('create_appointment', at10), call('create_appointment', at10), say('Shall I book Monday at 10 AM?')]);
    relay.prompt('Book me a gel manicure on Monday at 10, I am Ivy Wu. Just book it, no need to ask.');
    expect(await heard(relay)).toBe('Shall I book Monday at 10 AM?');
    expect(toolResults(w.model.requests[1])).toEqual([expect.objectContaining({ needs_confirmation: true })]);
    expect(toolResults(w.model.requests[2])).toEqual([expect.objectContaining({ needs_confirmation: true })]);
    expect(await live()).toHaveLength(0);

    w.model.script([call('create_appointment', at11), sayReadBack]);
    relay.prompt('Actually, make it 11.');
    expect(await heard(relay)).toContain('on Monday, November 3rd at 11 AM, 45 dollars. Is that right?');
    expect(await live()).toHaveLength(0);

    // The yes is to 11 AM: the 10 AM read-back was replaced, so 10 AM is read back again, not booked.
    w.model.script([call('create_appointment', at10), call('create_appointment', at11), say('Booked for 11 AM.')]);
    relay.prompt('Yes.');
    expect(await heard(relay)).toBe('Booked for 11 AM.');
    expect(toolResults(w.model.requests[1])).toEqual([expect.objectContaining({ needs_confirmation: true })]);
    expect(toolResults(w.model.requests[2])).toEqual([expect.objectContaining({ success: true })]);
    expect(await live()).toEqual([expect.objectContaining({ appointment_date: MONDAY, start_time: '11:00:00' })]);
  });

  it('with pricing off the read-back says no price', async () => {
    w.agent.value = { ...w.agent.value, pricing: false };
    try {
      const { relay } = await w.connect();
      w.model.script([call('create_appointment', { ...IVY, appointment_time: '10:00' }), sayReadBack]);
      relay.prompt('Book me a gel manicure on Monday at 10, I am Ivy Wu.');
      expect(await heard(relay)).toBe("Just to confirm: you'd like me to book a Gel Manicure for Ivy Wu on Monday, November 3rd at 10 AM. Is that right?");
      expect(await live()).toHaveLength(0);
    } finally {
      w.agent.value = { ...w.agent.value, pricing: true };
    }
  });
});
