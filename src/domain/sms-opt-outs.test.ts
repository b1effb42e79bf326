import { describe, expect, it } from 'vitest';
import { optOutOf, optOutText, readSmsOptOuts } from './sms-opt-outs';

const STOP = { phone_key: '+12125550143', keyword: 'STOP', opted_out_at: '2031-11-04T03:30:00.000Z' };

describe('texts opt-outs on the client card', () => {
  it("reads the server's list, leaving out a row it cannot read", () => {
    expect(readSmsOptOuts([STOP, { phone_key: '+1', keyword: 'STOP', opted_out_at: 'never' }, null])).toEqual([STOP]);
    expect(readSmsOptOuts({ rows: [] })).toBeNull();
  });

  it("finds the client's number by its key, or by the phone keyed in the salon's region", () => {
    const ny = { time_zone: 'America/New_York' };
    expect(optOutOf([STOP], { phone: '(212) 555-0143', phone_key: '+12125550143' }, ny)).toBe(STOP);
    expect(optOutOf([STOP], { phone: '(212) 555-0143' }, ny)).toBe(STOP);
    expect(optOutOf([STOP], { phone: '(212) 555-0144', phone_key: '+12125550144' }, ny)).toBeNull();
    expect(optOutOf([STOP], { phone: 'no number' }, ny)).toBeNull();
  });

  it("says the word and the day on the salon's calendar", () => {
    // 03:30 UTC on the 4th is still the 3rd in New York.
    expect(optOutText(STOP, 'America/New_York')).toBe('Opted out of texts (replied STOP) on Mon, Nov 3, 2031');
    expect(optOutText({ ...STOP, keyword: 'UNSUBSCRIBE' }, 'Europe/London')).toMatch(/^Opted out of texts \(replied UNSUBSCRIBE\) on Tue,? 4 Nov 2031$/);
  });
});
