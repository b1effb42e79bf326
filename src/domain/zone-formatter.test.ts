import { afterEach, describe, expect, it, vi } from 'vitest';

// Node 20 has no Temporal: these tests lend the module one (its readings taken from Intl, so
// they are right) and check that a browser's Temporal is what reads a named zone, and what stays
// with Intl.
type Reading = { year: number; month: number; day: number; hour: number; minute: number };
function intlReading(zone: string, ms: number): Reading {
  const parts: Record<string, string> = {};
  const f = new Intl.DateTimeFormat('en-US', {
    timeZone: zone,
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    hourCycle: 'h23',
  });
  for (const p of f.formatToParts(ms)) parts[p.type] = p.value;
  return { year: +parts.year, month: +parts.month, day: +parts.day, hour: +parts.hour, minute: +parts.minute };
}

async function withTemporal() {
  const asked: string[] = [];
  vi.stubGlobal('Temporal', {
    Instant: {
      fromEpochMilliseconds: (ms: number) => ({
        toZonedDateTimeISO: (zone: string) => {
          asked.push(zone);
          if (zone === 'Nowhere/Else') throw new RangeError('unknown zone');
          return intlReading(zone, ms);
        },
      }),
    },
  });
  vi.resetModules();
  return { asked, zones: await import('./zone-formatter') };
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.resetModules();
});

describe('zone-formatter with Temporal', () => {
  const at = new Date('2026-03-08T10:30:00Z'); // the US change to summer time: 3:30 AM in Los Angeles

  it('reads a named zone through Temporal, as Intl reads it', async () => {
    const { asked, zones } = await withTemporal();
    expect(zones.isValidTimeZone('America/Los_Angeles')).toBe(true);
    expect(zones.wallClockAt('America/Los_Angeles', at)).toEqual({ date: '2026-03-08', time: '03:30' });
    expect(zones.wallClockAt('Asia/Kolkata', new Date('2026-12-31T18:45:00Z'))).toEqual({ date: '2027-01-01', time: '00:15' });
    expect(asked).toContain('America/Los_Angeles');
    expect(zones.zoneOffsetAt('America/Los_Angeles', at.getTime())).toBe(-7 * 3_600_000);
  });

  it('leaves offsets and zones Temporal refuses to Intl, which still says which are unknown', async () => {
    const { asked, zones } = await withTemporal();
    expect(zones.isValidTimeZone('Nowhere/Else')).toBe(false);
    let intlTakesOffsets = true;
    try {
      new Intl.DateTimeFormat('en-US', { timeZone: '+05:30' });
    } catch {
      intlTakesOffsets = false;
    }
    expect(zones.isValidTimeZone('+05:30')).toBe(intlTakesOffsets);
    expect(asked).not.toContain('+05:30');
    expect(zones.isValidTimeZone('')).toBe(false);
    expect(zones.isValidTimeZone(42)).toBe(false);
  });
});
