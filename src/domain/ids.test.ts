import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { businessHoursId, isUuid, newId, salonIdForOwner, staffScheduleId, staffServiceId } from './ids';

describe('ids', () => {
  it('random ids are UUIDs and differ', () => {
    const a = newId();
    expect(isUuid(a)).toBe(true);
    expect(a).not.toBe(newId());
  });

  it('the salon id is stable for an owner and differs between owners (pinned value)', () => {
    const owner = '11111111-2222-4333-8444-555555555555';
    // Pinned: a change here would give every existing owner a second salon.
    expect(salonIdForOwner(owner)).toBe(salonIdForOwner(owner.toUpperCase()));
    expect(salonIdForOwner(owner)).toBe('3b20d6b0-bf2d-5789-a730-dbb2fe76e157');
    expect(salonIdForOwner(owner)).not.toBe(salonIdForOwner('11111111-2222-4333-8444-555555555556'));
  });

  it('natural-key ids are deterministic and injective over their keys', () => {
    fc.assert(
      fc.property(fc.uuid(), fc.uuid(), fc.integer({ min: 0, max: 6 }), (a, b, day) => {
        expect(businessHoursId(a, day)).toBe(businessHoursId(a, day));
        expect(staffServiceId(a, b)).toBe(staffServiceId(a, b));
        if (a !== b) expect(staffServiceId(a, b)).not.toBe(staffServiceId(b, a));
        expect(isUuid(staffScheduleId(a, '2026-11-23'))).toBe(true);
        expect(staffScheduleId(a, '2026-11-23')).not.toBe(staffScheduleId(a, '2026-11-24'));
      }),
    );
  });

  it('rejects bad key parts', () => {
    expect(() => businessHoursId('x', 7)).toThrow(RangeError);
    expect(() => staffScheduleId('x', '23/11/2026')).toThrow(RangeError);
    expect(() => staffServiceId('', 'y')).toThrow(RangeError);
  });
});
