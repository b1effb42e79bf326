import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { backoffDelay, fromServerRow, rebase, type Row } from './merge';

const stamp = (wall: number) => `${String(wall).padStart(15, '0')}.000000.aaaaaaaaaaaa`;
const base: Row = { id: 's1', salon_id: 'x', name: 'Gel', price: 40, description: 'old', updated_at: stamp(10), deleted: false, version: 7 };

describe('merge', () => {
  it('shapes server rows for the device', () => {
    const row = fromServerRow({ ...base, field_stamps: { name: stamp(1) }, created_at: 'now', start_time: '09:30:00', open_time: null });
    expect(row).not.toHaveProperty('field_stamps');
    expect(row).not.toHaveProperty('created_at');
    expect(row.start_time).toBe('09:30');
    expect(row.open_time).toBeNull();
  });

  it('a pull never overwrites a pending field, and takes every other field from the server', () => {
    const pulled = { ...base, name: 'Gel (server)', description: 'server', version: 9, updated_at: stamp(20) };
    const row = rebase(pulled, [{ seq: 2, fields: { price: 55 }, hlc: stamp(15) }]);
    expect(row).toMatchObject({ name: 'Gel (server)', description: 'server', price: 55, version: 9, updated_at: stamp(20) });
  });

  it('pending entries apply in outbox order', () => {
    const row = rebase(base, [
      { seq: 5, fields: { price: 70 }, hlc: stamp(30) },
      { seq: 3, fields: { price: 60, name: 'A' }, hlc: stamp(25) },
    ]);
    expect(row).toMatchObject({ price: 70, name: 'A', updated_at: stamp(30) });
  });

  it('with nothing pending the pulled row is taken as is', () => {
    fc.assert(
      fc.property(fc.string(), fc.integer(), (name, price) => {
        const pulled = { ...base, name, price };
        expect(rebase(pulled, [])).toEqual(pulled);
      }),
    );
  });

  it('backoff doubles from 1 s to a 5 min cap with jitter', () => {
    expect(backoffDelay(0, () => 1)).toBe(1000);
    expect(backoffDelay(3, () => 1)).toBe(8000);
    expect(backoffDelay(30, () => 1)).toBe(300_000);
    expect(backoffDelay(3, () => 0)).toBe(4000);
    fc.assert(
      fc.property(fc.nat(40), fc.double({ min: 0, max: 1, noNaN: true }), (n, r) => {
        const d = backoffDelay(n, () => r);
        expect(d).toBeGreaterThanOrEqual(500);
        expect(d).toBeLessThanOrEqual(300_000);
      }),
    );
  });
});
