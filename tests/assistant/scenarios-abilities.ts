// The AI agent configuration's abilities: a switched-off ability loses
// its tools and prompt part, and Sarah says she can't help with it and offers to take a message;
// transfer on makes her offer a call back through take_message. The prompt and the tools are
// read from the request the SDK sent; a scripted model that finds them wrong says a marker
// instead of following the script, so the scenario fails on its reply.
import assert from 'node:assert/strict';
import * as text from '../../src/assistant/messages';
import { offRule, TRANSFER_RULE } from '../../src/assistant/prompt';
import { savePhoneAgent } from '../../src/db/repositories/phone-settings';
import { DEFAULT_AGENT, type AgentConfig } from '../../src/domain/phone';
import { call, lastToolResult, say, type ChatRequest, type Reply } from '../support/scripted-openai-server';
import { recordOf } from './scenarios-messages';
import { resultOf, scenario, unchanged } from './scenario';
import type { World } from './world';

const withAgent = (change: Partial<AgentConfig>) => async (w: World) => {
  await savePhoneAgent(w.salonId, { ...DEFAULT_AGENT, ...change }, w.db);
};
const offered = (req: ChatRequest) => (req.tools ?? []).map((t) => t.function.name);
const promptOf = (req: ChatRequest) => String(req.messages[0].content);
const BOOKING_TOOLS = ['create_appointment', 'reschedule_appointment', 'cancel_appointment', 'find_available_slots', 'find_customer_appointments'];
const takeMessage = (customer_name: string, customer_phone: string, message: string, callback_requested: boolean) =>
  call('take_message', { customer_name, customer_phone, message, callback_requested });

/** A marker when the bookings-off request is not as it should be, else null. */
function bookingsOffProblem(req: ChatRequest): string | null {
  if (BOOKING_TOOLS.some((n) => offered(req).includes(n))) return 'BOOKING TOOLS OFFERED';
  if (!offered(req).includes('take_message')) return 'TAKE_MESSAGE NOT OFFERED';
  if (!promptOf(req).includes(offRule(text.ABILITY_TOPICS.bookings))) return 'PROMPT DOES NOT SAY SO';
  if (/call the salon/i.test(promptOf(req))) return 'PROMPT SAYS CALL THE SALON';
  return null;
}

export const abilityScenarios = [
  scenario({
    name: 'bookings switched off: no booking tool offered, a call anyway is refused',
    messages: ['Book a classic manicure on 2026-03-27 at 11:00 please. Dana Fox, 555-404-5050.'],
    beforeMessage: { 0: withAgent({ bookings: false }) },
    script: () => [
      (req): Reply => {
        const problem = bookingsOffProblem(req);
        if (problem) return say(problem);
        return call('create_appointment', {
          customer_name: 'Dana Fox',
          customer_phone: '555-404-5050',
          service_name: 'Classic Manicure',
          appointment_date: '2026-03-27',
          appointment_time: '11:00',
        });
      },
      (req): Reply => say(String(lastToolResult(req).error)),
    ],
    check: async (w, _run, before) => unchanged(w, before),
    scripted: (_w, run) => {
      assert.equal(run.replies[0].reply, text.abilityOff('bookings'));
      assert.match(run.replies[0].reply, /take a message/);
      assert.doesNotMatch(run.replies[0].reply, /call the salon/i);
    },
    outcome: 'answered',
  }),
  scenario({
    name: 'bookings switched off: she offers a message, and the customer leaves one',
    messages: ['Can I book a gel manicure for Friday at 2pm?', "Yes, please pass it on. I'm Dana Fox, 555-404-5050, and a call back would be great."],
    beforeMessage: { 0: withAgent({ bookings: false }) },
    script: () => [
      (req): Reply => (bookingsOffProblem(req) ? say(bookingsOffProblem(req)!) : say(text.abilityOff('bookings'))),
      (req): Reply =>
        bookingsOffProblem(req) ? say(bookingsOffProblem(req)!) : takeMessage('Dana Fox', '555-404-5050', 'Would like a gel manicure on Friday at 2pm.', true),
      say('Thank you, Dana. I have passed it on and someone from the salon will call you back at 555-404-5050.'),
    ],
    async check(w, run, before) {
      await unchanged(w, before);
      const { call } = await recordOf(w, run);
      assert.equal(call.outcome, 'message_taken');
      assert.ok(call.message && call.message.length > 0, 'no message stored');
      assert.equal(call.callback_requested, true);
      assert.equal(call.caller_phone?.replace(/\D/g, ''), '5554045050');
    },
    scripted: async (w, run) => {
      assert.equal(run.replies[0].reply, text.abilityOff('bookings'));
      assert.equal(resultOf(run, 'take_message').message, text.messageTaken('Dana Fox', '555-404-5050', true));
      const { call } = await recordOf(w, run);
      assert.equal(call.message, 'Would like a gel manicure on Friday at 2pm.');
    },
    outcome: 'message_taken',
  }),
  scenario({
    name: 'pricing and hours switched off: their tools and prompt parts are gone, no price leaks',
    messages: ['How much is a gel manicure, when are you open, and what is free on 2026-03-27?'],
    beforeMessage: { 0: withAgent({ pricing: false, hours: false }) },
    script: () => [
      (req): Reply => {
        const names = offered(req);
        const prompt = promptOf(req);
        if (names.includes('get_service_info') || names.includes('get_business_hours')) return say('TOOLS OFFERED');
        if (prompt.includes('$') || prompt.includes('Opening hours:')) return say('PROMPT LEAKS');
        if (!prompt.includes(offRule(text.ABILITY_TOPICS.pricing)) || !prompt.includes(offRule(text.ABILITY_TOPICS.hours)))
          return say('PROMPT DOES NOT SAY SO');
        return call('find_available_slots', { service_name: 'gel manicure', date: '2026-03-27' });
      },
      (req): Reply => say('price' in lastToolResult(req) ? 'PRICE LEAKED' : 'I cannot help with prices or hours here, but Friday has free times.'),
    ],
    check: async (w, _run, before) => unchanged(w, before),
    scripted: (_w, run) => assert.match(run.replies[0].reply, /^I cannot help/),
    outcome: 'answered',
  }),
  scenario({
    name: 'transfer on: "can I talk to a person" becomes a call back through take_message',
    messages: ['Can I talk to a person, please?', 'Carla Diaz, 555 303 4444. It is about a bridal party booking.'],
    beforeMessage: { 0: withAgent({ transfer: true }) },
    script: () => [
      (req): Reply =>
        promptOf(req).includes(TRANSFER_RULE)
          ? say("I can't put you through right now, but someone from the salon can call you back. May I have your name, your number and what it is about?")
          : say('NO TRANSFER RULE'),
      takeMessage('Carla Diaz', '555 303 4444', 'Wants to talk to a person about a bridal party booking.', true),
      say('Thank you, Carla. Someone from the salon will call you back at 555 303 4444 as soon as possible.'),
    ],
    async check(w, run, before) {
      await unchanged(w, before);
      const { call } = await recordOf(w, run);
      assert.equal(call.outcome, 'message_taken');
      assert.equal(call.callback_requested, true);
      assert.equal(call.caller_phone?.replace(/\D/g, ''), '5553034444');
    },
    scripted: (_w, run) => {
      assert.match(run.replies[0].reply, /call you back/);
      assert.equal(resultOf(run, 'take_message').message, text.messageTaken('Carla Diaz', '555 303 4444', true));
    },
    outcome: 'message_taken',
  }),
  scenario({
    name: 'transfer off (the default): the prompt has no call-back rule; a person asked for still gets a message',
    messages: ["Can I talk to the owner? I'm Carla Diaz, 555 303 4444. No need to call, just tell her I loved my nails."],
    script: () => [
      (req): Reply =>
        promptOf(req).includes(TRANSFER_RULE) || /offer a call back/i.test(promptOf(req))
          ? say('TRANSFER RULE PRESENT')
          : takeMessage('Carla Diaz', '555 303 4444', 'Wanted to tell the owner she loved her nails.', false),
      say("I've passed that on to the owner, Carla. Thank you!"),
    ],
    async check(w, run, before) {
      await unchanged(w, before);
      const { call } = await recordOf(w, run);
      assert.equal(call.outcome, 'message_taken');
      assert.equal(call.callback_requested, false);
    },
    scripted: (_w, run) => assert.equal(resultOf(run, 'take_message').message, text.messageTaken('Carla Diaz', '555 303 4444', false)),
    outcome: 'message_taken',
  }),
];
