// Conversations under the salon's booking rules: minimum notice, the advance window,
// a technician away, a lunch break, a cleanup buffer with half-hour slots, a hidden service, and
// bookings that wait for the owner's approval. The world's "now" is Wednesday 2026-03-25, 10:00
// in New York; each scenario sets its rules before the first message, through the app's writer.
import assert from 'node:assert/strict';
import { patchRow, putRow } from '../../src/db/writer';
import { bookingSettingsId, newId } from '../../src/domain/ids';
import type { BookingSettings } from '../../src/domain/types';
import { call, say } from '../support/scripted-openai-server';
import { bookedAt, resultOf, scenario, unchanged } from './scenario';
import type { World } from './world';

const slots = (service_name: string, date: string) => call('find_available_slots', { service_name, date });
const book = (service_name: string, appointment_date: string, appointment_time: string) =>
  call('create_appointment', { customer_name: 'Dana Fox', customer_phone: '555-404-5050', service_name, appointment_date, appointment_time });
const errors = (run: { tools: { result: Record<string, unknown> }[] }) => run.tools.map((t) => t.result.error as string | undefined);
const times = (run: Parameters<typeof resultOf>[0]) => resultOf(run, 'find_available_slots').available_times as string[];

function rules(more: Partial<Pick<BookingSettings, 'min_notice_minutes' | 'max_advance_days' | 'slot_interval' | 'self_booking_status'>>) {
  return async (w: World) => {
    await putRow(w.ctx, 'booking_settings', {
      id: bookingSettingsId(w.salonId),
      salon_id: w.salonId,
      min_notice_minutes: 0,
      max_advance_days: 90,
      slot_interval: 60,
      self_booking_status: 'confirmed',
      ...more,
    });
  };
}

export const bookingRuleScenarios = [
  scenario({
    name: 'minimum notice: today at 11:00 is too soon, Sarah offers the earliest time',
    messages: ['A classic manicure today at 11:00? Dana Fox, 555-404-5050'],
    beforeMessage: { 0: rules({ min_notice_minutes: 120 }) },
    script: () => [slots('Classic Manicure', '2026-03-25'), book('Classic Manicure', '2026-03-25', '11:00'), say('We need more notice.')],
    check: async (w, _run, before) => unchanged(w, before),
    scripted: (_w, run) => {
      assert.equal(times(run)[0], '12:00');
      assert.equal(errors(run)[1], "We need at least 2 hours' notice — the earliest I can offer today is 12:00 PM.");
    },
  }),
  scenario({
    name: 'maximum advance: a date past the booking window is refused with the last date',
    messages: ['A classic manicure on 2026-05-20 at 11:00? Dana Fox, 555-404-5050'],
    beforeMessage: { 0: rules({ max_advance_days: 30 }) },
    script: () => [slots('Classic Manicure', '2026-05-20'), book('Classic Manicure', '2026-05-20', '11:00'), say('That is too far ahead.')],
    check: async (w, _run, before) => unchanged(w, before),
    scripted: (_w, run) => {
      for (const e of errors(run)) assert.match(e ?? '', /up to 30 days ahead — the latest date I can book is Friday, 2026-04-24/);
    },
  }),
  scenario({
    name: 'the only technician for the service is on vacation that day',
    messages: ['A gel manicure on Friday 2026-03-27 at 11:00? Dana Fox, 555-404-5050'],
    beforeMessage: {
      0: async (w) => {
        await putRow(w.ctx, 'staff_time_off', {
          id: newId(),
          salon_id: w.salonId,
          staff_id: w.staff.kim,
          start_date: '2026-03-27',
          end_date: '2026-03-28',
          reason: 'vacation',
          note: null,
        });
      },
    },
    script: () => [slots('Gel Manicure', '2026-03-27'), book('Gel Manicure', '2026-03-27', '11:00'), say('Kim is away.')],
    check: async (w, _run, before) => unchanged(w, before),
    scripted: (_w, run) => {
      for (const e of errors(run)) assert.match(e ?? '', /none of our technicians who do Gel Manicure are in on Friday, 2026-03-27/);
    },
  }),
  scenario({
    name: 'a lunch break is not offered and cannot be booked',
    messages: ['A classic manicure on 2026-03-27 at 13:00? Dana Fox, 555-404-5050'],
    beforeMessage: {
      0: async (w) => {
        await putRow(w.ctx, 'staff_breaks', {
          id: newId(),
          salon_id: w.salonId,
          staff_id: w.staff.kim,
          start_time: '13:00',
          end_time: '14:00',
          label: 'Lunch',
        });
      },
    },
    script: () => [slots('Classic Manicure', '2026-03-27'), book('Classic Manicure', '2026-03-27', '13:00'), say('Not at 13:00.')],
    check: async (w, _run, before) => unchanged(w, before),
    scripted: (_w, run) => {
      assert.ok(!times(run).includes('13:00'), `13:00 offered: ${times(run).join(', ')}`);
      assert.ok(times(run).includes('14:00'));
      assert.ok(errors(run)[1], 'the booking at 13:00 was accepted');
    },
  }),
  scenario({
    name: 'a cleanup buffer with half-hour slots: the next client starts after the cleanup',
    messages: ['A classic manicure on Thursday 2026-03-26, right after 12:00 if you can. Dana Fox, 555-404-5050'],
    beforeMessage: {
      0: async (w) => {
        await rules({ slot_interval: 30 })(w);
        await patchRow(w.ctx, 'services', w.service.gel, { buffer_minutes: 15 });
      },
    },
    // Anna's gel manicure with Kim runs 11:00–12:00 that day, then 15 minutes of cleanup.
    script: () => [slots('Classic Manicure', '2026-03-26'), book('Classic Manicure', '2026-03-26', '12:30'), say('Booked at 12:30.')],
    async check(w) {
      assert.equal((await bookedAt(w, '2026-03-26', '12:30', '5554045050')).length, 1);
    },
    scripted: (_w, run) => {
      const offered = times(run);
      assert.ok(!offered.includes('12:00'), `12:00 offered inside the cleanup: ${offered.join(', ')}`);
      assert.ok(offered.includes('12:30'));
      assert.ok(offered.includes('09:30'), 'half-hour starts are offered');
    },
  }),
  scenario({
    name: 'a hidden service is neither listed nor booked',
    messages: ['Can I book a spa pedicure on 2026-03-27 at 11:00? Dana Fox, 555-404-5050'],
    beforeMessage: { 0: async (w) => void (await patchRow(w.ctx, 'services', w.service.pedicure, { is_active: false })) },
    script: () => [slots('spa pedicure', '2026-03-27'), book('spa pedicure', '2026-03-27', '11:00'), say('We do not offer that now.')],
    check: async (w, _run, before) => unchanged(w, before),
    scripted: (_w, run) => {
      for (const e of errors(run)) {
        assert.match(e ?? '', /Acrylic Full Set, Classic Manicure, Gel Manicure, Nail Art/);
        assert.doesNotMatch(e ?? '', /Spa Pedicure/);
      }
    },
  }),
  scenario({
    name: "with owner approval on, Sarah's booking waits as pending and she says so",
    messages: ['A classic manicure on 2026-03-27 at 11:00 please. Dana Fox, 555-404-5050'],
    beforeMessage: { 0: rules({ self_booking_status: 'pending' }) },
    script: () => [book('Classic Manicure', '2026-03-27', '11:00'), say('Requested; the salon will confirm.')],
    async check(w) {
      const [appt] = await bookedAt(w, '2026-03-27', '11:00', '5554045050');
      assert.equal(appt?.status, 'pending');
    },
    scripted: (_w, run) => {
      assert.match(resultOf(run, 'create_appointment').message as string, /requested for Dana Fox .* The salon will confirm it shortly/);
    },
  }),
  scenario({
    name: 'two services in one call are booked as one visit, back to back',
    messages: ['A classic manicure and then a spa pedicure on Friday 2026-03-27 at 11:00. Dana Fox, 555-404-5050'],
    script: () => [
      call('create_appointment', {
        customer_name: 'Dana Fox',
        customer_phone: '555-404-5050',
        service_name: ['Classic Manicure', 'Spa Pedicure'],
        appointment_date: '2026-03-27',
        appointment_time: '11:00',
      }),
      say('Both are booked, one after the other.'),
    ],
    async check(w) {
      const [mani] = await bookedAt(w, '2026-03-27', '11:00', '5554045050');
      const [pedi] = await bookedAt(w, '2026-03-27', '11:30', '5554045050');
      assert.ok(mani && pedi, 'both parts booked');
      assert.equal(mani.service_id, w.service.classic);
      assert.equal(pedi.service_id, w.service.pedicure);
      assert.equal(pedi.end_time, '12:30');
      assert.ok(mani.visit_id && mani.visit_id === pedi.visit_id, 'one visit');
    },
    scripted: (_w, run) => {
      assert.match(resultOf(run, 'create_appointment').message as string, /Classic Manicure and Spa Pedicure booked for Dana Fox .* until 12:30 PM\./);
    },
  }),
  scenario({
    name: 'a visit whose second service cannot follow on is refused whole',
    messages: ['A classic manicure and a spa pedicure on Thursday 2026-03-26 at 10:00. Dana Fox, 555-404-5050'],
    // Anna's gel manicure with Kim (the only one for pedicures) starts at 11:00 that day.
    script: () => [
      call('create_appointment', {
        customer_name: 'Dana Fox',
        customer_phone: '555-404-5050',
        service_name: ['Classic Manicure', 'Spa Pedicure'],
        appointment_date: '2026-03-26',
        appointment_time: '10:00',
      }),
      say('That does not fit.'),
    ],
    check: async (w, _run, before) => unchanged(w, before),
    scripted: (_w, run) => {
      assert.equal(
        errors(run)[0],
        "I'm sorry, Classic Manicure and Spa Pedicure back to back from 10:00 AM doesn't fit — Spa Pedicure can't follow on. Would another time work?",
      );
    },
  }),
];
