// Why a visit has no time: the same reasons as a single booking, naming the service
// whose day has nothing, and "only this time" apart from "the whole day".
import { describe, expect, it } from 'vitest';
import type { AvailabilityAppointment } from './availability';
import { visitDayReason, visitMissAt } from './visit-reasons';
import type { VisitServiceInput } from './visits';

const MON = '2026-03-16';
const appt = (start_time: string, end_time: string): AvailabilityAppointment => ({
  staff_id: 'ann',
  appointment_date: MON,
  start_time,
  end_time,
  status: 'confirmed',
});

function part(id: string, duration: number, linked: string[] = ['ann'], appointments: AvailabilityAppointment[] = []): VisitServiceInput {
  return {
    date: MON,
    service: { id, duration },
    staff: [{ id: 'ann', is_active: true }],
    staffServices: linked.map((s) => ({ staff_id: s, service_id: id })),
    schedules: [{ staff_id: 'ann', date: MON, start_time: '09:00', end_time: '18:00', is_day_off: false }],
    appointments,
    hours: [],
  };
}

describe('visit reasons', () => {
  it('fits: no reason', () => {
    expect(visitMissAt([part('mani', 45), part('pedi', 60)], '10:00')).toBeNull();
  });

  it('names the day of the service nobody does, not "fully booked"', () => {
    const services = [part('mani', 45), part('art', 30, [])];
    expect(visitDayReason(services)).toEqual({ reason: 'no_staff_for_service' });
    expect(visitMissAt(services, '10:00')).toEqual({ reason: 'no_staff_for_service' });
  });

  it('tells a taken time from a full day', () => {
    const busy = [appt('10:30', '11:00')];
    expect(visitMissAt([part('mani', 45, ['ann'], busy), part('pedi', 60, ['ann'], busy)], '10:00')).toEqual({ reason: 'time_taken' });
    const full = [appt('09:00', '18:00')];
    expect(visitMissAt([part('mani', 45, ['ann'], full), part('pedi', 60, ['ann'], full)], '10:00')).toEqual({ reason: 'fully_booked' });
  });

  it('is fully booked when each service alone has times but never one after the other', () => {
    // Free 09:00–09:45 and 16:00–18:00 only: a 45-minute manicure fits either, never followed by 3 hours.
    const busy = [appt('09:45', '16:00')];
    const services = [part('mani', 45, ['ann'], busy), part('long', 180, ['ann'], busy)];
    expect(visitDayReason(services)).toEqual({ reason: 'fully_booked' });
  });

  it('keeps the limit a rule names', () => {
    const farDay = {
      ...part('mani', 45),
      rules: { min_notice_minutes: 0, max_advance_days: 10, slot_interval: 60 as const },
      now: { date: '2026-03-01', time: '09:00' },
    };
    expect(visitMissAt([farDay, part('pedi', 60)], '10:00')).toEqual({ reason: 'too_far_ahead', lastBookableDate: '2026-03-11' });
  });
});
