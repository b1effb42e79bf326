// A salon zone's Intl formatter and whether a zone exists, apart from dates.ts so the pages that
// only check a zone (the booking page, through the registry's formats) do not load date-fns.
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

export function isValidTimeZone(zone: unknown): zone is string {
  if (typeof zone !== 'string' || zone === '') return false;
  try {
    formatterFor(zone);
    return true;
  } catch {
    return false;
  }
}
