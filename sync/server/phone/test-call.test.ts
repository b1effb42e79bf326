import { describe, expect, it } from 'vitest';
import { TEST_CALLER, startOf } from './test-call';

describe("the Test call's first message", () => {
  it('carries the token, and the caller number or the test caller', () => {
    expect(startOf({ type: 'start', token: 't' })).toEqual({ token: 't', from: TEST_CALLER });
    expect(startOf({ type: 'start', token: 't', from: '+447700900123' })).toEqual({ token: 't', from: '+447700900123' });
  });

  it('refuses anything else in words', () => {
    expect(startOf(null)).toHaveProperty('problem');
    expect(startOf({ type: 'say', token: 't' })).toHaveProperty('problem');
    expect(startOf({ type: 'start', token: '' })).toHaveProperty('problem');
    expect(startOf({ type: 'start', token: 't', from: '555-0100' })).toEqual({ problem: expect.stringContaining('+ and the country code') });
  });
});
