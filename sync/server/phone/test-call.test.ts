import { describe, expect, it } from 'vitest';
import { TEST_CALLER, placeFailureWords, startOf } from './test-call';

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

describe('a call that could not be placed', () => {
  it("names the setup's fault when the voice webhook refused it, else asks to try again", () => {
    expect(placeFailureWords('The voice webhook answered 403: The request signature is not valid.')).toMatch(/SALON_DESK_PUBLIC_URL/);
    expect(placeFailureWords('The voice webhook answered 404: This number is not in service.')).toMatch(/^No salon answers this salon phone number/);
    expect(placeFailureWords('connect ECONNREFUSED 127.0.0.1:1')).toBe('The test call could not be placed: try again in a moment.');
  });
});
