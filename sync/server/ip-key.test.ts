// Per-IP budgets count an IPv6 caller by its /64: one attacker holding a /64 must not
// get a fresh budget per address, however the address is spelled.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { clientIp } from './http-util';
import { ipBudgetKey } from './ip-key';

describe('ipBudgetKey', () => {
  it('gives one key to a /64 and another to the next /64', () => {
    expect(ipBudgetKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(ipBudgetKey('2001:0DB8:0000:0000:ffff:abcd:1234:5678')).toBe('2001:db8:0:0::/64');
    expect(ipBudgetKey('[2001:db8::7]')).toBe('2001:db8:0:0::/64');
    expect(ipBudgetKey('2001:db8:0:1::1')).toBe('2001:db8:0:1::/64');
    expect(ipBudgetKey('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
    expect(ipBudgetKey('1:2:3:4:5:6:7::')).toBe('1:2:3:4::/64');
    expect(ipBudgetKey('::2:3:4:5:6:7:8')).toBe('0:2:3:4::/64');
    expect(ipBudgetKey('64:ff9b::192.0.2.1')).toBe('64:ff9b:0:0::/64');
    expect(ipBudgetKey('::1')).toBe('0:0:0:0::/64');
  });

  it('keeps IPv4 per address, the IPv4-mapped spelling included', () => {
    expect(ipBudgetKey('192.0.2.1')).toBe('192.0.2.1');
    expect(ipBudgetKey('::ffff:192.0.2.1')).toBe('192.0.2.1');
    expect(ipBudgetKey('::FFFF:c000:201')).toBe('192.0.2.1');
    expect(ipBudgetKey('0:0:0:0:0:ffff:192.0.2.2')).toBe('192.0.2.2');
  });

  it('returns anything that is not an address as it came', () => {
    for (const junk of ['unknown', '', '1:2:3', '2001:db8::1::2', '::ffff:1.2.3', '300.1.1.1']) expect(ipBudgetKey(junk)).toBe(junk);
  });
});

const group = fc.integer({ min: 0, max: 0xffff });
/** Eight groups, outside ::ffff:0:0/96 (that range is IPv4 and is keyed per address). */
const ipv6 = fc.array(group, { minLength: 8, maxLength: 8 }).filter((g) => !(g.slice(0, 5).every((x) => x === 0) && g[5] === 0xffff));
/** Half the groups are zero, so `::` runs of every length and place come up often. */
const suffix = fc.array(fc.oneof(fc.constant(0), group), { minLength: 4, maxLength: 4 });
const style = fc.record({
  compress: fc.nat(),
  upper: fc.boolean(),
  pad: fc.boolean(),
  dotted: fc.boolean(),
  zone: fc.option(fc.constantFrom('eth0', '4', 'en0.1'), { nil: null }),
  bracket: fc.boolean(),
});
type Style = { compress: number; upper: boolean; pad: boolean; dotted: boolean; zone: string | null; bracket: boolean };

/** One of the many valid spellings of the address `g`, as `style` picks it. */
function spell(g: number[], s: Style): string {
  const hex = (n: number) => {
    const h = s.pad ? n.toString(16).padStart(4, '0') : n.toString(16);
    return s.upper ? h.toUpperCase() : h;
  };
  const count = s.dotted ? 6 : 8;
  const parts = g.slice(0, count).map(hex);
  const dotted = s.dotted ? [g[6] >> 8, g[6] & 0xff, g[7] >> 8, g[7] & 0xff].join('.') : null;
  const runs: Array<[number, number]> = [];
  for (let i = 0; i < count; i++) {
    if (g[i] !== 0) continue;
    let j = i;
    while (j < count && g[j] === 0) j++;
    runs.push([i, j]);
    i = j;
  }
  let text: string;
  if (runs.length && s.compress % (runs.length + 1) < runs.length) {
    const [from, to] = runs[s.compress % (runs.length + 1)];
    const right = parts.slice(to).join(':');
    text = `${parts.slice(0, from).join(':')}::${right}${dotted ? (right ? ':' : '') + dotted : ''}`;
  } else text = parts.join(':') + (dotted ? `:${dotted}` : '');
  if (s.zone) text += `%${s.zone}`;
  return s.bracket ? `[${text}]` : text;
}

describe('ipBudgetKey, properties', () => {
  it('two addresses in the same /64, spelled any way, share a key', () => {
    fc.assert(
      fc.property(ipv6, suffix, style, style, (a, tail, s1, s2) => {
        const b = [...a.slice(0, 4), ...tail];
        fc.pre(!(b.slice(0, 5).every((x) => x === 0) && b[5] === 0xffff));
        expect(ipBudgetKey(spell(a, s1))).toBe(ipBudgetKey(spell(b, s2)));
        expect(ipBudgetKey(spell(a, s1))).toMatch(/^([0-9a-f]{1,4}:){4}:\/64$/);
      }),
      { numRuns: 500 },
    );
  });

  it('addresses in different /64s get different keys', () => {
    fc.assert(
      fc.property(ipv6, ipv6, style, style, (a, b, s1, s2) => {
        fc.pre(a.slice(0, 4).join() !== b.slice(0, 4).join());
        expect(ipBudgetKey(spell(a, s1))).not.toBe(ipBudgetKey(spell(b, s2)));
      }),
      { numRuns: 500 },
    );
  });

  it('agrees with the URL parser’s canonical spelling', () => {
    fc.assert(
      fc.property(ipv6, style, (g, s) => {
        const canonical = new URL(`http://[${spell(g, { ...s, zone: null, bracket: false })}]/`).hostname;
        expect(ipBudgetKey(canonical)).toBe(ipBudgetKey(spell(g, s)));
      }),
    );
  });

  it('IPv4, plain or mapped, is one key per address', () => {
    const v4 = fc.array(fc.integer({ min: 0, max: 255 }), { minLength: 4, maxLength: 4 });
    fc.assert(
      fc.property(v4, v4, (a, b) => {
        const mapped = `::ffff:${((a[0] << 8) | a[1]).toString(16)}:${((a[2] << 8) | a[3]).toString(16)}`;
        expect(ipBudgetKey(mapped)).toBe(a.join('.'));
        expect(ipBudgetKey(`::ffff:${a.join('.')}`)).toBe(ipBudgetKey(a.join('.')));
        expect(ipBudgetKey(a.join('.')) === ipBudgetKey(b.join('.'))).toBe(a.join() === b.join());
      }),
    );
  });
});

describe('clientIp on a real socket', () => {
  it('keys a dual-stack server’s IPv4 peer as its plain address and an IPv6 peer by its /64', async () => {
    const seen: string[] = [];
    const server = http.createServer((req, res) => {
      seen.push(`${req.socket.remoteAddress} -> ${clientIp(req)}`);
      res.end();
    });
    // '::' accepts IPv4 too, reporting it as ::ffff:127.0.0.1: the spelling that must not split budgets.
    await new Promise<void>((resolve) => server.listen(0, '::', resolve));
    const { port } = server.address() as AddressInfo;
    try {
      for (const host of ['127.0.0.1', '[::1]']) await (await fetch(`http://${host}:${port}/`)).arrayBuffer();
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
    expect(seen).toEqual(['::ffff:127.0.0.1 -> 127.0.0.1', '::1 -> 0:0:0:0::/64']);
  });
});
