// Booking, changing and cancelling conversations. Dates are seen from Wednesday 2026-03-25 10:00
// in New York unless a scenario says otherwise (see world.ts for the salon).
import assert from 'node:assert/strict';
import { createAppointment } from '../../src/db/repositories/appointments';
import { wordsIn } from '../../src/assistant/words';
import * as text from '../../src/assistant/messages';
import { call, lastToolResult, say, type Reply } from '../support/scripted-openai-server';
import { bookedAt, resultOf, scenario, unchanged } from './scenario';
import { ANNA_PHONE, BEN_PHONE, customerCount, liveAppointments, ZONE } from './world';

/** The slot-taken text as Sarah hands it over in this salon: its clock, English. */
const slotTaken = (time: string) => wordsIn('en', ZONE).slotTaken(time);

const book = (customer_name: string, customer_phone: string, service_name: string, appointment_date: string, appointment_time: string) =>
  call('create_appointment', { customer_name, customer_phone, service_name, appointment_date, appointment_time });

export const bookingScenarios = [
  scenario({
    name: 'book: an existing customer is matched by phone',
    messages: [`Hi, this is Anna Lee, ${ANNA_PHONE}. Can I get a classic manicure on 2026-03-27 at 10:00?`],
    script: () => [
      call('find_available_slots', { service_name: 'classic manicure', date: '2026-03-27' }),
      (req): Reply => {
        const { available_times, times_for_customer } = lastToolResult(req) as { available_times: string[]; times_for_customer: string[] };
        assert.ok(available_times.includes('10:00'));
        // A US salon: the same times as she writes them to the customer.
        assert.equal(times_for_customer[available_times.indexOf('10:00')], '10:00 AM');
        return book('Anna Lee', '(555) 010-1234', 'Classic Manicure', '2026-03-27', '10:00');
      },
      say('You are booked for a Classic Manicure on Friday at 10:00 AM. Would you like to add nail art?'),
    ],
    async check(w, _run, before) {
      const [appt] = await bookedAt(w, '2026-03-27', '10:00', '5550101234');
      assert.ok(appt, 'no booking for Anna at 10:00');
      assert.equal(appt.status, 'confirmed');
      assert.equal(appt.customer_id, w.customer.anna);
      assert.equal(appt.service_id, w.service.classic);
      assert.equal(appt.end_time, '10:30');
      assert.equal(await customerCount(w), before.customers, 'a second customer was created');
    },
    scripted: (_w, run) => assert.equal(resultOf(run, 'create_appointment').success, true),
  }),
  scenario({
    name: 'book: a new customer is created',
    messages: ['Hello! Carla Diaz here, 555 303 4444, carla@example.com. A spa pedicure on 2026-03-28 at 09:00 please.'],
    script: () => [
      call('create_appointment', {
        customer_name: 'Carla Diaz',
        customer_phone: '555 303 4444',
        service_name: 'spa pedicure',
        appointment_date: '2026-03-28',
        appointment_time: '09:00',
        customer_email: 'carla@example.com',
      }),
      say('Done, Carla!'),
    ],
    async check(w, _run, before) {
      const [appt] = await bookedAt(w, '2026-03-28', '09:00', '5553034444');
      assert.ok(appt);
      assert.equal(appt.staff_id, w.staff.kim);
      const customer = await w.db.customers.get(appt.customer_id);
      assert.equal(customer?.name, 'Carla Diaz');
      assert.equal(await customerCount(w), before.customers + 1);
    },
  }),
  scenario({
    name: 'cancel, then book anew (a customer who wants a new booking rather than a move)',
    messages: [`This is Anna, ${ANNA_PHONE}. Please move my gel manicure to 2026-03-27 at 15:00.`],
    script: () => [
      call('find_customer_appointments', { customer_phone: ANNA_PHONE }),
      (req): Reply => {
        const [first] = lastToolResult(req).appointments as { id: string }[];
        return call('cancel_appointment', { appointment_id: first.id });
      },
      book('Anna Lee', ANNA_PHONE, 'Gel Manicure', '2026-03-27', '15:00'),
      say('Moved to Friday at 15:00.'),
    ],
    async check(w) {
      assert.equal((await w.db.appointments.get(w.appt.annaUpcoming))?.status, 'canceled');
      const [moved] = await bookedAt(w, '2026-03-27', '15:00', '5550101234');
      assert.equal(moved?.service_id, w.service.gel);
      assert.equal((await w.db.appointments.get(w.appt.benUpcoming))?.status, 'confirmed');
    },
  }),
  scenario({
    name: 'cancel with the wrong phone is refused and changes nothing',
    messages: ["Cancel Anna Lee's gel manicure tomorrow. My number is 555-999-0000."],
    script: (w) => [call('cancel_appointment', { appointment_id: w.appt.annaUpcoming }), say('Sorry, I could not find it.')],
    check: async (w, _run, before) => unchanged(w, before),
    scripted: (_w, run) => assert.equal(resultOf(run, 'cancel_appointment').error, text.APPOINTMENT_NOT_FOUND),
  }),
  scenario({
    name: 'cancel with the right phone',
    messages: [`Hi, Ben here, ${BEN_PHONE}. Please cancel my appointment tomorrow.`],
    script: () => [
      call('find_customer_appointments', { customer_phone: BEN_PHONE }),
      (req): Reply => call('cancel_appointment', { appointment_id: (lastToolResult(req).appointments as { id: string }[])[0].id }),
      say('Your appointment is canceled.'),
    ],
    async check(w) {
      assert.equal((await w.db.appointments.get(w.appt.benUpcoming))?.status, 'canceled');
      assert.equal((await w.db.appointments.get(w.appt.annaUpcoming))?.status, 'confirmed');
    },
  }),
  scenario({
    name: "cancel another salon's appointment with a matching phone is refused",
    messages: [`I'm Anna, ${ANNA_PHONE}. Cancel my appointment please.`],
    script: (w) => [call('cancel_appointment', { appointment_id: w.appt.otherSalonAnna }), say('Sorry.')],
    check: async (w, _run, before) => {
      // A real model will find and may cancel Anna's own appointment here; the other salon's stays.
      assert.equal((await w.otherDb.appointments.get(w.appt.otherSalonAnna))?.status, before.appointments[w.appt.otherSalonAnna].split('|')[0]);
    },
    scripted: async (w, run) => {
      assert.equal(resultOf(run, 'cancel_appointment').error, text.APPOINTMENT_NOT_FOUND);
      assert.equal((await w.db.appointments.get(w.appt.annaUpcoming))?.status, 'confirmed');
    },
  }),
  scenario({
    name: 'cancel an id that does not exist',
    messages: [`I'm Anna, ${ANNA_PHONE}, cancel appointment 123.`],
    script: () => [call('cancel_appointment', { appointment_id: '123' }), say("Sorry, I couldn't find that appointment.")],
    check: async (w, run, before) => {
      // A real model may look Anna's appointments up instead; nothing may be canceled either way.
      const after = await liveAppointments(w);
      assert.equal(after.filter((a) => a.status === 'canceled').length, Object.values(before.appointments).filter((s) => s.startsWith('canceled')).length);
      void run;
    },
    scripted: (_w, run) => assert.equal(resultOf(run, 'cancel_appointment').error, text.APPOINTMENT_NOT_FOUND),
  }),
  scenario({
    name: 'slot taken meanwhile (booked by the form between find and create)',
    messages: ['What times do you have for a classic manicure on 2026-03-27?', 'Then 13:00 please. Eve Stone, 555-777-8888.'],
    beforeMessage: {
      1: async (w) => {
        await createAppointment(
          {
            salonId: w.salonId,
            customer: { name: 'Walk In', phone: '555-123-9999' },
            serviceId: w.service.classic,
            staffId: null,
            date: '2026-03-27',
            start: '13:00',
            now: { date: '2026-03-25', time: '10:00' },
          },
          w.ctx,
        );
      },
    },
    script: () => [
      call('find_available_slots', { service_name: 'Classic Manicure', date: '2026-03-27' }),
      (req): Reply => {
        assert.ok((lastToolResult(req).available_times as string[]).includes('13:00'));
        return say('We have 09:00 to 17:00 open, including 13:00.');
      },
      book('Eve Stone', '555-777-8888', 'Classic Manicure', '2026-03-27', '13:00'),
      say('Sorry, 13:00 was just taken.'),
    ],
    async check(w) {
      const at13 = await bookedAt(w, '2026-03-27', '13:00');
      assert.equal(at13.length, 1, 'the slot was booked twice');
      assert.equal((await w.db.customers.get(at13[0].customer_id))?.name, 'Walk In');
    },
    scripted: (_w, run) => assert.equal(resultOf(run, 'create_appointment').error, slotTaken('13:00')),
  }),
  scenario({
    name: 'a booked time is refused with the slot-taken text',
    messages: ['Book me a classic manicure on 2026-03-26 at 14:00. Gus Park, 555-888-1212.'],
    script: () => [book('Gus Park', '555-888-1212', 'Classic Manicure', '2026-03-26', '14:00'), say('That time is taken.')],
    check: async (w, _run, before) => unchanged(w, before),
    scripted: (_w, run) => assert.equal(resultOf(run, 'create_appointment').error, slotTaken('14:00')),
  }),
  scenario({
    name: 'repeated create_appointment in one conversation books once',
    messages: ['Gel manicure on 2026-03-27 at 11:00 for Hana Ito, 555-222-3434.', 'Did that go through? Please book it.'],
    script: () => [
      {
        toolCalls: [0, 1].map(() => ({
          name: 'create_appointment',
          arguments: {
            customer_name: 'Hana Ito',
            customer_phone: '555-222-3434',
            service_name: 'Gel Manicure',
            appointment_date: '2026-03-27',
            appointment_time: '11:00',
          },
        })),
      },
      book('Hana Ito', '5552223434', 'gel manicure', '2026-03-27', '11:00'),
      say('Booked!'),
      book('Hana Ito', '555-222-3434', 'Gel Manicure', '2026-03-27', '11:00'),
      say('Yes, you are booked.'),
    ],
    async check(w) {
      assert.equal((await bookedAt(w, '2026-03-27', '11:00', '5552223434')).length, 1);
    },
    scripted: (_w, run) => {
      const uses = run.tools.filter((t) => t.name === 'create_appointment');
      assert.equal(uses.length, 4);
      const ids = uses.map((u) => (u.result.appointment as { id: string }).id);
      assert.equal(new Set(ids).size, 1);
      assert.deepEqual(
        uses.map((u) => u.result.already_booked ?? false),
        [false, true, true, true],
      );
    },
  }),
];
