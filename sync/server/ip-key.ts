// The key a per-IP budget counts a caller under. An IPv6 user is usually handed a
// whole /64 (2^64 addresses) and may pick a new address for every request, so counting whole
// addresses let one attacker spend a fresh budget each time: an IPv6 caller counts by its /64.
// An IPv4 address stays one caller, and so does an IPv4 address seen as ::ffff:a.b.c.d (how a
// dual-stack socket reports IPv4 clients), so both spellings share one budget.
// The database keys the booking page's and the contact form's budgets by the same rule
// (sync_private.ip_budget_key); rate-limits-database.test.ts holds the two to one grouping.
import { isIPv4, isIPv6 } from 'node:net';

/** The eight 16-bit groups of an IPv6 address (zone id already removed), or null if malformed. */
function ipv6Groups(address: string): number[] | null {
  let text = address;
  // Mixed notation (::ffff:1.2.3.4, 64:ff9b::10.0.0.1): the dotted tail is the last two groups.
  const lastColon = text.lastIndexOf(':');
  const tail = text.slice(lastColon + 1);
  if (tail.includes('.')) {
    if (!isIPv4(tail)) return null;
    const [a, b, c, d] = tail.split('.').map(Number);
    text = `${text.slice(0, lastColon + 1)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const halves = text.split('::');
  if (halves.length > 2) return null;
  const parse = (part: string) => (part === '' ? [] : part.split(':').map((g) => (/^[0-9a-f]{1,4}$/i.test(g) ? parseInt(g, 16) : NaN)));
  const head = parse(halves[0]);
  const rest = halves.length === 2 ? parse(halves[1]) : [];
  const missing = 8 - head.length - rest.length;
  // With `::` at least one group is elided; without it, all eight must be written.
  if (halves.length === 2 ? missing < 1 : missing !== 0) return null;
  const groups = [...head, ...new Array<number>(missing).fill(0), ...rest];
  return groups.some(Number.isNaN) ? null : groups;
}

/**
 * `a.b.c.d` for IPv4 and IPv4-mapped IPv6, `x:x:x:x::/64` (lowercase hex, no leading zeros) for
 * any other IPv6 address, whatever its spelling. Anything else is returned as it came, so an
 * unexpected value still counts as one caller rather than none.
 */
export function ipBudgetKey(address: string): string {
  const bare = address.replace(/^\[(.*)\]$/, '$1');
  if (isIPv4(bare)) return bare;
  // A zone id (fe80::1%eth0) names the local interface, not the caller.
  const noZone = bare.replace(/%.*$/, '');
  if (!isIPv6(noZone)) return address;
  const groups = ipv6Groups(noZone);
  if (!groups) return address;
  if (groups.slice(0, 5).every((g) => g === 0) && groups[5] === 0xffff) {
    return [groups[6] >> 8, groups[6] & 0xff, groups[7] >> 8, groups[7] & 0xff].join('.');
  }
  return `${groups
    .slice(0, 4)
    .map((g) => g.toString(16))
    .join(':')}::/64`;
}
