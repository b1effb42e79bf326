import { describe, expect, it } from 'vitest';
import { callReducer, emptyCall, type CallAction } from './test-call-transcript';

const run = (...actions: CallAction[]) => actions.reduce(callReducer, emptyCall);

describe('the Test call transcript', () => {
  it("starts with Sarah's greeting, spoken; the caller's line follows", () => {
    const v = run({ type: 'dial' }, { type: 'connected', callSid: 'CA1', greeting: 'Thank you for calling!' }, { type: 'said', text: 'Are you open?' });
    expect(v.phase).toBe('connected');
    expect(v.lines.map((l) => [l.who, l.text, l.complete])).toEqual([
      ['sarah', 'Thank you for calling!', true],
      ['caller', 'Are you open?', true],
    ]);
  });

  it("appends streamed tokens to one line of Sarah's and speaks it once the last came", () => {
    let v = run({ type: 'dial' }, { type: 'connected', callSid: 'CA1', greeting: '' }, { type: 'said', text: 'Hi' });
    v = callReducer(v, { type: 'text', token: 'Yes, we are ', last: false });
    expect(v.toSpeak).toBeNull();
    v = callReducer(v, { type: 'text', token: 'open.', last: false });
    v = callReducer(v, { type: 'text', token: '', last: true });
    expect(v.lines.at(-1)).toMatchObject({ who: 'sarah', text: 'Yes, we are open.', complete: true });
    expect(v.toSpeak).toEqual({ id: v.lines.at(-1)!.id, text: 'Yes, we are open.' });
    // A whole reply in one token is a line of its own.
    v = callReducer(callReducer(v, { type: 'said', text: 'Thanks' }), { type: 'text', token: 'Goodbye!', last: true });
    expect(v.lines.filter((l) => l.who === 'sarah').map((l) => l.text)).toEqual(['Yes, we are open.', 'Goodbye!']);
  });

  it('ends in words: hung up, Sarah ended (a transfer says so), refused, or lost', () => {
    expect(run({ type: 'dial' }, { type: 'ended', reason: 'hangup' })).toMatchObject({ phase: 'ended', notice: expect.stringMatching(/^You hung up/) });
    expect(run({ type: 'dial' }, { type: 'end', handoffData: '{}' }, { type: 'transfer', number: '+15550100199' }).notice).toMatch(
      /^Sarah is transferring the call\. On a real call \+15550100199 would ring now/,
    );
    expect(run({ type: 'dial' }, { type: 'end' }, { type: 'ended', reason: 'sarah_ended' }).notice).toMatch(/^Sarah ended the call/);
    expect(run({ type: 'dial' }, { type: 'ended', reason: 'relay_closed', detail: 'the relay refused the call (403)' }).notice).toBe(
      'The call ended: the relay refused the call (403).',
    );
    expect(run({ type: 'dial' }, { type: 'error', error: 'no_provider', message: 'Save your Twilio settings.' }, { type: 'closed', code: 4409 })).toMatchObject(
      { phase: 'ended', notice: 'Save your Twilio settings.' },
    );
    expect(run({ type: 'dial' }, { type: 'closed', code: 1006 }).notice).toMatch(/could not be placed/);
  });

  it('an ended call takes nothing more from its socket; a new dial starts afresh', () => {
    const hungUp = run({ type: 'dial' }, { type: 'ended', reason: 'hangup' });
    expect(callReducer(hungUp, { type: 'connected', callSid: 'CA1', greeting: 'Hello' })).toBe(hungUp);
    expect(callReducer(hungUp, { type: 'closed', code: 1000 })).toBe(hungUp);
    expect(callReducer(hungUp, { type: 'dial' })).toEqual({ phase: 'connecting', lines: [], notice: null, toSpeak: null });
  });
});
