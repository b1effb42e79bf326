// A salon zone's Intl formatter, whether a zone exists and what its clock reads, apart from
// dates.ts so the booking page (zone checks, "Add to calendar") does not load date-fns.
// Intl formatters are costly to build and the zone rarely changes: keep one per zone.
const formatters = new Map<string, Intl.DateTimeFormat>();
export function formatterFor(zone: string): Intl.DateTimeFormat {
  let f = formatters.get(zone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      // h23, not hour12:false: some engines print midnight as "24" with the latter.
      hourCycle: 'h23',
    });
    formatters.set(zone, f);
  }
  return f;
}

/** The part of Temporal read here: an instant's wall clock in a zone. */
interface TemporalClock {
  Instant: {
    fromEpochMilliseconds(ms: number): { toZonedDateTimeISO(zone: string): { year: number; month: number; day: number; hour: number; minute: number } };
  };
}
const temporal = (globalThis as { Temporal?: TemporalClock }).Temporal;

/**
 * The zone's wall clock by Temporal, where the engine has it and knows the zone by name (offsets
 * such as '+05:00' stay with Intl, whose rules the server shares); null otherwise. The first Intl
 * formatter a page builds loads the locale data every later one shares, about 20 ms on a desktop
 * and four times that on a slow tablet, which a cold start paid before its first screen only to
 * learn the salon's date; Temporal reads the same zone rules without it.
 */
function temporalClock(zone: string, ms: number): { date: string; time: string } | null {
  if (!temporal || !/^[A-Za-z]/.test(zone)) return null;
  try {
    const z = temporal.Instant.fromEpochMilliseconds(ms).toZonedDateTimeISO(zone);
    const two = (n: number) => String(n).padStart(2, '0');
    return { date: `${String(z.year).padStart(4, '0')}-${two(z.month)}-${two(z.day)}`, time: `${two(z.hour)}:${two(z.minute)}` };
  } catch {
    return null;
  }
}

export function isValidTimeZone(zone: unknown): zone is string {
  if (typeof zone !== 'string' || zone === '') return false;
  if (temporalClock(zone, 0)) return true;
  try {
    formatterFor(zone);
    return true;
  } catch {
    return false;
  }
}

const MINUTE = 60_000;

/** The salon's date and clock time at `instant`, for a zone isValidTimeZone accepts. */
export function wallClockAt(zone: string, instant: Date): { date: string; time: string } {
  const read = temporalClock(zone, instant.getTime());
  if (read) return read;
  const parts: Record<string, string> = {};
  for (const p of formatterFor(zone).formatToParts(instant)) parts[p.type] = p.value;
  const year = parts.year.padStart(4, '0');
  return { date: `${year}-${parts.month}-${parts.day}`, time: `${parts.hour}:${parts.minute}` };
}

/** The zone's offset from UTC at `instant`, in ms (minutes are exact: the reading is HH:MM). */
export function zoneOffsetAt(zone: string, instant: number): number {
  const { date, time } = wallClockAt(zone, new Date(instant));
  return Date.parse(`${date}T${time}:00.000Z`) - Math.floor(instant / MINUTE) * MINUTE;
}
