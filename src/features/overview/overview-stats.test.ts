import { describe, expect, it } from 'vitest';
import type { AppointmentStatus } from '../../domain/types';
import { overviewStats, type OverviewAppointment } from './overview-stats';

// Wednesday 2026-03-04, 11:30 in the salon's zone; its week is Mon 03-02 .. Sun 03-08.
const today = { date: '2026-03-04', time: '11:30' };
let n = 0;
const appt = (appointment_date: string, start_time: string, status: AppointmentStatus, extra: Partial<OverviewAppointment> = {}): OverviewAppointment => ({
  id: `a${++n}`,
  appointment_date,
  start_time,
  end_time: `${String(Number(start_time.slice(0, 2)) + 1).padStart(2, '0')}:${start_time.slice(3, 5)}`,
  status,
  customer: { name: 'Jane Doe', phone: '555-0101' },
  service: { name: 'Gel Manicure', price: 45 },
  staff: { name: 'Anna' },
  ...extra,
});
const base = { staff: [], services: [], today };

describe('overviewStats', () => {
  it('counts this week’s bookings, leaving out canceled, conflict, deleted and other weeks', () => {
    const stats = overviewStats({
      ...base,
      appointments: [
        appt('2026-03-02', '09:00', 'completed'),
        appt('2026-03-04', '10:00', 'confirmed'),
        appt('2026-03-08', '10:00', 'pending'),
        appt('2026-03-05', '10:00', 'no_show'),
        appt('2026-03-05', '11:00', 'canceled'),
        appt('2026-03-05', '12:00', 'conflict'),
        appt('2026-03-06', '12:00', 'confirmed', { deleted: true }),
        appt('2026-03-01', '10:00', 'confirmed'),
        appt('2026-03-09', '10:00', 'confirmed'),
      ],
    });
    expect(stats.bookingsThisWeek).toBe(4);
    expect(stats.weekStart).toBe('2026-03-02');
    expect(stats.weekEnd).toBe('2026-03-08');
  });

  it('sums the prices of this week’s completed appointments only', () => {
    const stats = overviewStats({
      ...base,
      appointments: [
        appt('2026-03-02', '09:00', 'completed', { service: { name: 'A', price: 45.5 } }),
        appt('2026-03-03', '09:00', 'completed', { service: { name: 'B', price: 30.25 } }),
        appt('2026-03-03', '11:00', 'confirmed'),
        appt('2026-02-27', '09:00', 'completed'),
      ],
    });
    expect(stats.revenueThisWeek).toBe(75.75);
  });

  it('lists today’s confirmed and pending appointments from now on, in time order', () => {
    const stats = overviewStats({
      ...base,
      appointments: [
        appt('2026-03-04', '15:00', 'pending', { customer: { name: 'Late', phone: '1' } }),
        appt('2026-03-04', '11:30', 'confirmed', { customer: { name: 'Now', phone: '2' } }),
        appt('2026-03-04', '11:00', 'confirmed', { customer: { name: 'Past', phone: '3' } }),
        appt('2026-03-04', '13:00', 'canceled'),
        appt('2026-03-04', '13:00', 'completed'),
        appt('2026-03-05', '13:00', 'confirmed'),
        appt('2026-03-04', '12:00:00', 'confirmed', { customer: null, service: null, staff: null }),
      ],
    });
    expect(stats.upcomingToday.map((u) => [u.start, u.customer])).toEqual([
      ['11:30', 'Now'],
      ['12:00', null],
      ['15:00', 'Late'],
    ]);
    expect(stats.upcomingToday[0]).toMatchObject({ end: '12:30', service: 'Gel Manicure', staff: 'Anna', status: 'confirmed' });
    expect(stats.upcomingToday[1]).toMatchObject({ service: null, staff: null });
  });

  it('counts active staff and live services', () => {
    const stats = overviewStats({
      appointments: [],
      staff: [{ is_active: true }, { is_active: false }, { is_active: true, deleted: true }, { is_active: true }],
      services: [{}, { deleted: true }, { deleted: false }],
      today,
    });
    expect(stats.activeStaff).toBe(2);
    expect(stats.services).toBe(2);
    expect(stats.upcomingToday).toEqual([]);
    expect(stats.bookingsThisWeek).toBe(0);
    expect(stats.revenueThisWeek).toBe(0);
  });
});
