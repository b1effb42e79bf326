import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { compareHlc, createHybridClock, formatHlc, genesisHlc, isHlc, MAX_DRIFT_MS, nodeIdFrom, parseHlc } from './hlc';

const NODE_A = 'aaaaaaaaaaaa';
const NODE_B = 'bbbbbbbbbbbb';

describe('hybrid logical clock', () => {
  it('formats fixed-width stamps that round-trip', () => {
    const s = formatHlc({ wall: 1_763_769_600_000, counter: 7, node: NODE_A });
    expect(s).toBe('001763769600000.000007.aaaaaaaaaaaa');
    expect(parseHlc(s)).toEqual({ wall: 1_763_769_600_000, counter: 7, node: NODE_A });
    expect(isHlc(s)).toBe(true);
    expect(isHlc('1763769600000.7.aaaaaaaaaaaa')).toBe(false);
  });

  it('rejects malformed parts', () => {
    expect(() => formatHlc({ wall: -1, counter: 0, node: NODE_A })).toThrow(RangeError);
    expect(() => formatHlc({ wall: 1, counter: 0, node: 'AAAAAAAAAAAA' })).toThrow(RangeError);
    expect(() => parseHlc('nonsense')).toThrow(RangeError);
  });

  it('string order is time order', () => {
    fc.assert(
      fc.property(
        fc.record({ wall: fc.integer({ min: 0, max: 2 ** 45 }), counter: fc.integer({ min: 0, max: 999_999 }) }),
        fc.record({ wall: fc.integer({ min: 0, max: 2 ** 45 }), counter: fc.integer({ min: 0, max: 999_999 }) }),
        (a, b) => {
          const sa = formatHlc({ ...a, node: NODE_A });
          const sb = formatHlc({ ...b, node: NODE_A });
          const expected = a.wall - b.wall || a.counter - b.counter;
          expect(Math.sign(compareHlc(sa, sb))).toBe(Math.sign(expected));
        },
      ),
    );
  });

  it('never goes backwards, even when the wall clock does', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 10_000 }), { minLength: 1, maxLength: 200 }), (walls) => {
        let i = 0;
        const clock = createHybridClock(NODE_A, () => walls[Math.min(i++, walls.length - 1)]);
        let prev = '';
        for (let k = 0; k < walls.length; k++) {
          const next = clock.tick();
          expect(next > prev).toBe(true);
          prev = next;
        }
      }),
    );
  });

  it('orders after a received remote stamp', () => {
    const clock = createHybridClock(NODE_A, () => 1000);
    const remote = formatHlc({ wall: 5000, counter: 3, node: NODE_B });
    clock.receive(remote);
    expect(clock.tick() > remote).toBe(true);
  });

  it('does not adopt a remote stamp too far in the future', () => {
    const clock = createHybridClock(NODE_A, () => 1000);
    clock.receive(formatHlc({ wall: 1000 + MAX_DRIFT_MS + 1, counter: 0, node: NODE_B }));
    expect(parseHlc(clock.tick()).wall).toBe(1000);
  });

  it('resumes after a persisted stamp', () => {
    const since = formatHlc({ wall: 9000, counter: 4, node: NODE_A });
    const clock = createHybridClock(NODE_A, () => 10, since);
    expect(clock.tick()).toBe(formatHlc({ wall: 9000, counter: 5, node: NODE_A }));
  });

  it('genesis sorts before any real stamp', () => {
    const clock = createHybridClock(NODE_B, () => 1);
    expect(genesisHlc(NODE_A) < clock.tick()).toBe(true);
  });

  it('derives node ids from device ids', () => {
    expect(nodeIdFrom('6F0C7A52-1D8E-4C1B-9B7E-3E2F5A9D4C10')).toBe('6f0c7a521d8e');
    expect(() => nodeIdFrom('abc')).toThrow(RangeError);
  });
});
