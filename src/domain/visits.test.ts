// One visit, several services: back to back, one technician when possible, each part
// under the same rules as a single booking, and never a part that overlaps another.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isSlotAvailable, type AvailabilityAppointment } from './availability';
import { toMinutes } from './time';
import { findVisitSlots, planVisitAt, type VisitServiceInput } from './visits';

const MON = '2026-03-16';
const STAFF = ['ann', 'bo'];
const appt = (staff_id: string, start_time: string, end_time: string): AvailabilityAppointment => ({
  staff_id,
  appointment_date: MON,
  start_time,
  end_time,
  status: 'confirmed',
});

/** A service of the visit: Ann does manicures and pedicures, Bo pedicures and nail art. */
function part(id: 'mani' | 'pedi' | 'art', duration: number, appointments: AvailabilityAppointment[] = []): VisitServiceInput {
  const links = { mani: ['ann'], pedi: ['ann', 'bo'], art: ['bo'] }[id];
  return {
    date: MON,
    service: { id, duration },
    staff: STAFF.map((s) => ({ id: s, is_active: true })),
    staffServices: links.map((s) => ({ staff_id: s, service_id: id })),
    schedules: STAFF.map((s) => ({ staff_id: s, date: MON, start_time: '09:00', end_time: '18:00', is_day_off: false })),
    appointments,
    hours: [],
  };
}

describe('a visit', () => {
  it('runs its services back to back with one technician when one is free for all', () => {
    const plan = planVisitAt([part('mani', 45), part('pedi', 60)], '10:00');
    expect(plan.parts).toEqual([
      { serviceId: 'mani', start: '10:00', end: '10:45', staffId: 'ann' },
      { serviceId: 'pedi', start: '10:45', end: '11:45', staffId: 'ann' },
    ]);
  });

  it('takes the first free technician for a part the first one cannot do, and comes back to her', () => {
    const plan = planVisitAt([part('mani', 30), part('art', 30), part('pedi', 30)], '10:00');
    expect(plan.parts?.map((p) => p.staffId)).toEqual(['ann', 'bo', 'bo']);
  });

  it('names the part that does not fit, and offers only starts where all of it fits', () => {
    const busy = [appt('ann', '11:00', '12:00'), appt('bo', '11:00', '12:00')];
    const services = [part('mani', 60, busy), part('pedi', 60, busy)];
    expect(planVisitAt(services, '10:00')).toMatchObject({ parts: null, failedIndex: 1, reason: null });
    const slots = findVisitSlots(services).slots.map((s) => [s.start, s.end]);
    expect(slots).toContainEqual(['09:00', '11:00']);
    expect(slots.map(([s]) => s)).not.toContain('10:00');
    expect(slots.map(([s]) => s)).toContain('12:00');
  });

  it('never overlaps its own parts, and each part is a time a single booking could take', () => {
    const booking = fc.record({ staff: fc.constantFrom(...STAFF), start: fc.integer({ min: 36, max: 68 }), length: fc.integer({ min: 1, max: 8 }) });
    const clock = (q: number) => `${String(Math.floor(q / 4)).padStart(2, '0')}:${String((q % 4) * 15).padStart(2, '0')}`;
    fc.assert(
      fc.property(
        fc.array(booking, { maxLength: 6 }),
        fc.array(fc.constantFrom('mani', 'pedi', 'art' as const), { minLength: 1, maxLength: 3 }),
        fc.array(fc.integer({ min: 1, max: 6 }), { minLength: 3, maxLength: 3 }),
        (bs, ids, lengths) => {
          const busy = bs.map((b) => appt(b.staff, clock(b.start), clock(Math.min(b.start + b.length, 95))));
          const services = ids.map((id, k) => part(id, lengths[k] * 15, busy));
          for (const slot of findVisitSlots(services).slots) {
            slot.parts.forEach((p, k) => {
              expect(isSlotAvailable({ ...services[k], staffId: p.staffId }, p.start).available).toBe(true);
              expect(toMinutes(p.end) - toMinutes(p.start)).toBe(services[k].service.duration);
              if (k > 0) expect(p.start).toBe(slot.parts[k - 1].end);
            });
            expect(slot.end).toBe(slot.parts[slot.parts.length - 1].end);
          }
        },
      ),
      { numRuns: 300 },
    );
  });
});
