import { describe, expect, it } from 'vitest';
import type { CallTurn } from '../../domain/types';
import { callDuration, callerLabel, channelLabel, foldTranscript, latencyText, stepArguments, stepsSummary } from './calls-view';

let n = 0;
const turn = (role: CallTurn['role'], content: string, tool_name: string | null = null): CallTurn => ({
  id: `t${n}`,
  salon_id: 's',
  call_id: 'c',
  position: n++,
  role,
  content,
  tool_name,
  tool_args: null,
  appointment_id: null,
  latency_ms: role === 'assistant' ? 900 : null,
  at: '2026-03-25T14:00:00.000Z',
  updated_at: '',
  deleted: false,
  version: null,
});

describe('foldTranscript', () => {
  it('folds each run of tool steps under the reply that follows it', () => {
    const turns = [
      turn('customer', 'hi'),
      turn('assistant', 'hello'),
      turn('customer', 'book'),
      turn('tool', 'slots', 'find_available_slots'),
      turn('tool', 'ok', 'create_appointment'),
      turn('assistant', 'booked'),
    ];
    const folded = foldTranscript(turns);
    expect(folded.map((e) => e.kind)).toEqual(['customer', 'reply', 'customer', 'reply']);
    const last = folded[3];
    expect(last.kind === 'reply' && last.steps.map((s) => s.tool_name)).toEqual(['find_available_slots', 'create_appointment']);
    expect(last.kind === 'reply' && last.turn?.content).toBe('booked');
    expect(stepsSummary(last.kind === 'reply' ? last.steps : [])).toBe('2 steps: find_available_slots, create_appointment');
  });

  it('keeps steps no reply followed (a request that failed midway)', () => {
    const folded = foldTranscript([turn('customer', 'x'), turn('tool', 'r', 'get_business_hours')]);
    expect(folded[1]).toMatchObject({ kind: 'reply', turn: null });
  });
});

describe('labels', () => {
  it('every channel has its label: texts read as texts, not as a call', () => {
    expect((['chat', 'phone', 'sms'] as const).map(channelLabel)).toEqual(['Chat', 'Phone', 'Text messages']);
  });

  it('reads a caller, a duration, a latency and arguments', () => {
    expect(callerLabel({ caller_name: null, caller_phone: '555' })).toBe('555');
    expect(callerLabel({ caller_name: null, caller_phone: null })).toBe('Unknown caller');
    expect(callDuration({ started_at: '2026-03-25T14:00:00.000Z', ended_at: '2026-03-25T14:02:05.000Z' })).toBe('2 min 5 s');
    expect(callDuration({ started_at: '2026-03-25T14:00:00.000Z', ended_at: null })).toBe('');
    expect(latencyText(1234)).toBe('1.2 s');
    expect(latencyText(850)).toBe('850 ms');
    expect(stepArguments('{"customer_phone":"555","callback_requested":true}')).toBe('customer phone: 555, callback requested: true');
    expect(stepArguments('not json')).toBe('not json');
  });
});
