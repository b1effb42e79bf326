// Processing time inside a service against the model of tests/support/availability-model.ts: a
// booking's gap leaves its member free for a short service, and a service with its own gap can
// be offered around other bookings; the main properties (availability.property.test.ts) check
// every answer against the model, these make sure the generator reaches the cases and check the
// rule on its own.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { findAvailableSlots, isSlotAvailable, type AvailabilityInput } from './availability';
import { bookingGap, build, CAL, hhmm, scenarioArb, serviceGap, toMin } from '../../tests/support/availability-model';

const RUNS = { numRuns: 500 };

describe('availability with processing time', () => {
  it("the generator offers slots inside other bookings' processing gaps, and processing slots around other bookings", () => {
    let insideGap = 0;
    let aroundOther = 0;
    for (const sc of fc.sample(scenarioArb, { numRuns: 3000, seed: 11 })) {
      const input = build(sc);
      for (const slot of findAvailableSlots(input).slots) {
        const [start, end] = [toMin(slot.start), toMin(slot.end)];
        const met = input.appointments.filter(
          (a) =>
            !a.deleted &&
            slot.staffIds.includes(a.staff_id) &&
            a.appointment_date === input.date &&
            ['pending', 'confirmed'].includes(a.status) &&
            start < toMin(a.end_time) &&
            toMin(a.start_time) < end,
        );
        if (met.some((a) => bookingGap(a) !== null)) insideGap++;
        if (met.length > 0 && serviceGap(input) !== null) aroundOther++;
      }
    }
    expect(insideGap).toBeGreaterThan(10);
    expect(aroundOther).toBeGreaterThan(10);
  });

  it("a short service fits inside a booking's processing gap exactly when its working time and buffer stay inside the gap or clear of the booking", () => {
    const booking = fc.record({
      start: fc.integer({ min: 40, max: 56 }).map((q) => q * 15),
      length: fc.integer({ min: 30, max: 120 }),
      offset: fc.integer({ min: 0, max: 60 }),
      minutes: fc.integer({ min: 1, max: 60 }),
    });
    const asked = fc.record({ duration: fc.integer({ min: 1, max: 60 }), buffer: fc.nat(15), probe: fc.integer({ min: 540, max: 1080 }) });
    fc.assert(
      fc.property(booking, asked, (a, q) => {
        const end = a.start + a.length;
        const input: AvailabilityInput = {
          date: CAL[7],
          service: { id: 'svc', duration: q.duration, buffer_minutes: q.buffer },
          staff: [{ id: 'ann', is_active: true }],
          staffServices: [{ staff_id: 'ann', service_id: 'svc' }],
          schedules: [{ staff_id: 'ann', date: CAL[7], start_time: '09:00', end_time: '20:00', is_day_off: false }],
          appointments: [
            {
              staff_id: 'ann',
              appointment_date: CAL[7],
              start_time: hhmm(a.start),
              end_time: hhmm(end),
              status: 'confirmed',
              service_id: 'gel',
              processing_offset: a.offset,
              processing_minutes: a.minutes,
            },
          ],
          hours: [{ day_of_week: 1, open_time: '09:00', close_time: '20:00', is_closed: false }],
        };
        const [gs, ge] = [Math.min(a.start + a.offset, end), Math.min(a.start + a.offset + a.minutes, end)];
        // The technician works before and after the gap; a gap covering the whole booking is none.
        const work =
          gs === a.start && ge === end
            ? [[a.start, end]]
            : [
                [a.start, gs],
                [ge, end],
              ].filter(([x, y]) => x < y);
        const [from, to] = [q.probe, q.probe + q.duration + q.buffer];
        const clear = work.every(([x, y]) => to <= x || from >= y);
        expect(isSlotAvailable(input, hhmm(q.probe)).available).toBe(q.probe + q.duration <= 1200 && clear);
      }),
      RUNS,
    );
  });
});
