import { setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { formatHlc } from '../../domain/hlc';
import { recentActivity, type ActivitySources } from './activity';
import type { ActivityCall, ActivityCallTurn, CallActivitySources } from './call-activity';

/** English needs no catalog: each message carries its own text. */
const en = setupI18n({ locale: 'en', messages: { en: {} } });

const T = Date.UTC(2026, 2, 4, 10, 0, 0);
const at = (ms: number) => new Date(T + ms).toISOString();
const base = { deleted: false };
const call = (id: string, outcome: ActivityCall['outcome'], over: Partial<ActivityCall> = {}): ActivityCall => ({
  id,
  started_at: at(0),
  ended_at: outcome ? at(60_000) : null,
  caller_name: 'Jo',
  caller_phone: '+15550101',
  outcome,
  message: null,
  callback_requested: false,
  ...over,
});
const step = (call_id: string, tool_name: string, appointment_id: string, tool_args: string | null = null): ActivityCallTurn => ({
  call_id,
  tool_name,
  appointment_id,
  tool_args,
});
const sources = (calls: CallActivitySources): ActivitySources => ({
  salon: null,
  appointments: [],
  customers: [{ id: 'cu1', name: 'Joanna Smith', updated_at: formatHlc({ wall: 0, counter: 0, node: 'abcdef012345' }), ...base }],
  staff: [],
  services: [
    { id: 'gel', name: 'Gel Manicure', price: 45, updated_at: formatHlc({ wall: 0, counter: 0, node: 'abcdef012345' }), ...base },
    { id: 'pedi', name: 'Pedicure', price: 30, updated_at: formatHlc({ wall: 0, counter: 0, node: 'abcdef012345' }), ...base },
  ],
  faqs: [],
  calls,
});
const appt = (id: string, service_id: string, appointment_date = '2026-03-05', start_time = '10:00:00') => ({
  id,
  customer_id: 'cu1',
  service_id,
  appointment_date,
  start_time,
});
const lines = (s: ActivitySources) => recentActivity(en, s).map((i) => [i.kind, i.subject, i.action]);

describe('Recent Activity: calls', () => {
  it('tells what Sarah did in each call, from its tool steps and appointments', () => {
    const s = sources({
      calls: [
        call('booked', 'booked', { ended_at: at(500) }),
        call('moved', 'rescheduled', { caller_name: null, ended_at: at(1000) }),
        call('cancel', 'cancelled', { ended_at: at(2000) }),
        call('msg', 'message_taken', { ended_at: at(3000), message: 'Please call me about a refund', callback_requested: true }),
        call('q', 'answered', { ended_at: at(4000), caller_name: null }),
        call('live', null, { started_at: at(5000) }),
        call('gone', 'answered', { deleted: true, ended_at: at(6000) }),
      ],
      turns: [
        step('booked', 'create_appointment', 'a1'),
        step('moved', 'reschedule_appointment', 'a2', JSON.stringify({ appointment_id: 'a2', new_date: '2026-03-09', new_time: '14:00' })),
        step('cancel', 'cancel_appointment', 'a3'),
      ],
      appointments: [appt('a1', 'gel'), appt('a2', 'pedi'), appt('a3', 'gel', '2026-03-06', '11:30')],
    });
    expect(lines(s)).toEqual([
      ['call', 'Sarah is talking with Jo', 'Conversation in progress'],
      ['call', 'Sarah answered a caller', 'Questions answered, nothing booked'],
      ['call', 'Message from Jo', 'Please call me about a refund · Call back +15550101'],
      ['call', "Sarah cancelled Jo's Gel Manicure", 'It was on Mar 6 at 11:30'],
      ['call', "Sarah moved Joanna Smith's Pedicure", 'To Mar 9 at 14:00'],
      ['call', 'Sarah booked Gel Manicure for Jo', 'For Mar 5 at 10:00'],
    ]);
  });

  it('merges calls with other changes by time and keeps the limit', () => {
    const s: ActivitySources = {
      ...sources({
        calls: [call('early', 'failed', { ended_at: at(-60_000) }), call('late', 'answered', { ended_at: at(60_000) })],
        turns: [],
        appointments: [],
      }),
      faqs: [{ id: 'f', question: 'Walk-ins?', updated_at: formatHlc({ wall: T, counter: 0, node: 'abcdef012345' }), ...base }],
    };
    expect(lines(s).map((l) => l[1])).toEqual(['Sarah answered Jo', 'Walk-ins?', 'Sarah could not help Jo']);
    expect(recentActivity(en, s, 2)).toHaveLength(2);
  });

  it('says how many Sarah booked in one call, counting each appointment once', () => {
    const s = sources({
      calls: [call('two', 'booked')],
      turns: [step('two', 'create_appointment', 'a1'), step('two', 'create_appointment', 'a1'), step('two', 'create_appointment', 'a2')],
      appointments: [appt('a1', 'gel'), appt('a2', 'pedi')],
    });
    expect(lines(s)[0][1]).toBe('Sarah booked Gel Manicure and 1 more for Jo');
  });
});
