// Client cards in Sarah's conversations (23): a returning caller is welcomed back once
// the name she gives and her phone agree with a card; a phone alone never reads a card's name back,
// and the card's notes never reach the conversation. Seen from
// Wednesday 2026-03-25 10:00 in New York (world.ts: Anna Lee and Ben Ortiz have cards).
import assert from 'node:assert/strict';
import * as text from '../../src/assistant/messages';
import { updateAppointmentStatus } from '../../src/db/repositories/appointments';
import { updateClient } from '../../src/db/repositories/customers';
import { call, lastToolResult, say, type ChatRequest, type Reply } from '../support/scripted-openai-server';
import { bookedAt, resultOf, scenario, unchanged } from './scenario';
import { ANNA_PHONE, BEN_PHONE, customerCount, type World } from './world';

const PRIVATE_NOTE = 'Owes $20 from last visit; prefers almond shape';

/** Anna's card carries a note and tags only the salon may read. */
async function annaHasNotes(w: World) {
  await updateClient(w.salonId, w.customer.anna, { name: 'Anna Lee', phone: ANNA_PHONE, notes: PRIVATE_NOTE, tags: 'VIP, owes money' }, w.ctx);
}

/** Nothing of the card but its name reached the model: not in any tool result, not in the prompt. */
function notesStayPrivate(run: { assistant: { history: readonly unknown[] } }) {
  const seen = JSON.stringify(run.assistant.history);
  assert.ok(!seen.includes('almond') && !seen.includes('owes money'), 'the card’s notes or tags reached the conversation');
}

/** The name in the last tool result's "Returning client: …" (the caller's own), as a scripted model reads it. */
const nameIn = (req: ChatRequest) => String(lastToolResult(req).returning_client ?? '').replace('Returning client: ', '');

export const clientScenarios = [
  scenario({
    name: 'a phone number alone never reads the card’s name back (and her card’s notes stay private)',
    messages: [`Hi! Do I have anything booked this week? My number is ${ANNA_PHONE}.`],
    beforeMessage: { 0: annaHasNotes },
    script: () => [call('find_customer_appointments', { customer_phone: ANNA_PHONE }), say('You have a Gel Manicure tomorrow at 11:00.')],
    async check(w, run) {
      notesStayPrivate(run);
      assert.ok(!JSON.stringify(run.assistant.history).includes('Lee'), 'the card’s name reached the conversation');
      assert.equal((await w.db.appointments.get(w.appt.annaUpcoming))?.status, 'confirmed');
    },
    scripted: (_w, run) => {
      const found = resultOf(run, 'find_customer_appointments');
      assert.equal(found.returning_client, undefined);
      assert.equal((found.appointments as unknown[]).length, 1);
    },
  }),
  scenario({
    name: 'a returning client who gives her first name books under her own card and is welcomed back by it',
    messages: [`It's Anna again, ${ANNA_PHONE}. A spa pedicure on Saturday 2026-03-28 at 10:00, please.`],
    beforeMessage: { 0: annaHasNotes },
    script: () => [
      call('create_appointment', {
        customer_name: 'Anna',
        customer_phone: ANNA_PHONE,
        service_name: 'spa pedicure',
        appointment_date: '2026-03-28',
        appointment_time: '10:00',
      }),
      (req): Reply => say(`All set, ${nameIn(req)}! Spa Pedicure on Saturday at 10:00.`),
    ],
    async check(w, run, before) {
      const [appt] = await bookedAt(w, '2026-03-28', '10:00', '5550101234');
      assert.equal(appt?.customer_id, w.customer.anna);
      assert.equal(await customerCount(w), before.customers);
      notesStayPrivate(run);
    },
    scripted: (_w, run) => {
      const r = resultOf(run, 'create_appointment');
      assert.equal(r.returning_client, 'Returning client: Anna');
      assert.match(String(r.message), /^Spa Pedicure booked for Anna on Saturday/);
    },
  }),
  scenario({
    name: 'a new caller is not taken for a returning client, even after her booking made her card',
    messages: ['Hi, Dana Wu here, 555 404 5050. Classic manicure on 2026-03-27 at 12:00? And what do I have booked then?'],
    script: () => [
      call('create_appointment', {
        customer_name: 'Dana Wu',
        customer_phone: '555 404 5050',
        service_name: 'classic manicure',
        appointment_date: '2026-03-27',
        appointment_time: '12:00',
      }),
      call('find_customer_appointments', { customer_phone: '555 404 5050' }),
      say('You are booked, Dana: a Classic Manicure on Friday at 12:00.'),
    ],
    async check(w, _run, before) {
      assert.equal((await bookedAt(w, '2026-03-27', '12:00', '5554045050')).length, 1);
      assert.equal(await customerCount(w), before.customers + 1);
    },
    scripted: (_w, run) => {
      assert.equal(resultOf(run, 'create_appointment').returning_client, undefined);
      assert.equal(resultOf(run, 'find_customer_appointments').returning_client, undefined);
    },
  }),
  scenario({
    name: 'a caller with nothing booked ahead hears so, without "double-check" and without the card’s name',
    messages: [`Ben here, ${BEN_PHONE}. When is my next appointment?`],
    beforeMessage: { 0: (w) => updateAppointmentStatus(w.appt.benUpcoming, 'canceled', w.ctx).then(() => undefined) },
    script: () => [
      call('find_customer_appointments', { customer_phone: BEN_PHONE }),
      say('Hi Ben, you have nothing booked right now. Shall I find you a time?'),
    ],
    async check(w, run, before) {
      await unchanged(w, {
        ...before,
        appointments: { ...before.appointments, [w.appt.benUpcoming]: before.appointments[w.appt.benUpcoming].replace('confirmed', 'canceled') },
      });
      assert.ok(!JSON.stringify(run.assistant.history).includes('Ortiz'), 'the card’s name reached the conversation');
    },
    scripted: (_w, run) => {
      const r = resultOf(run, 'find_customer_appointments');
      assert.deepEqual(r, { error: text.noAppointmentsFor(BEN_PHONE) });
    },
  }),
  scenario({
    name: 'a caller who gives a client’s number with another name books on a card of her own; the client’s card is unchanged',
    messages: [`Eve here, ${ANNA_PHONE}, eve@example.com. Classic manicure on 2026-03-27 at 12:00?`],
    script: () => [
      call('create_appointment', {
        customer_name: 'Eve Stone',
        customer_phone: ANNA_PHONE,
        customer_email: 'eve@example.com',
        service_name: 'classic manicure',
        appointment_date: '2026-03-27',
        appointment_time: '12:00',
      }),
      say('You are booked, Eve: a Classic Manicure on Friday at 12:00.'),
    ],
    async check(w, run, before) {
      const [appt] = await bookedAt(w, '2026-03-27', '12:00', '5550101234');
      assert.notEqual(appt?.customer_id, w.customer.anna);
      assert.equal(appt?.contact_email, 'eve@example.com');
      assert.equal(await customerCount(w), before.customers + 1);
      const card = await w.db.customers.get(w.customer.anna);
      assert.equal(card?.name, 'Anna Lee');
      assert.notEqual(card?.email, 'eve@example.com');
      assert.ok(!JSON.stringify(run.assistant.history).includes('Anna Lee'), 'the card’s name reached the conversation');
    },
    scripted: (_w, run) => {
      assert.equal(resultOf(run, 'create_appointment').returning_client, undefined);
    },
  }),
];
