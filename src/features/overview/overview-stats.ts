// The overview's figures (docs/behaviour.md#dashboard-overview: computed from the salon's own data, never the
// demo numbers), all in the salon's zone: `today` comes from todayIn(salon.time_zone).
import { weekRevenue } from '../../domain/appointments';
import { addDays, isInWeekOf, weekStartOf, type ZonedNow } from '../../domain/dates';
import { fromMinutes, toMinutesOrNull } from '../../domain/time';
import type { Appointment, AppointmentStatus, Customer, Service, Staff } from '../../domain/types';

export interface OverviewAppointment extends Pick<Appointment, 'id' | 'appointment_date' | 'start_time' | 'end_time' | 'status'> {
  deleted?: boolean;
  customer?: Pick<Customer, 'name' | 'phone'> | null;
  service?: Pick<Service, 'name' | 'price'> | null;
  staff?: Pick<Staff, 'name'> | null;
}

/**
 * A booking "counts" for the week unless it was called off: canceled ones are gone, and a
 * `conflict` one lost its slot in a sync and waits for the owner, so it is not a booking yet.
 */
const NOT_BOOKED: readonly AppointmentStatus[] = ['canceled', 'conflict'];
/** What still lies ahead today: only appointments that are expected to happen. */
const UPCOMING: readonly AppointmentStatus[] = ['confirmed', 'pending'];

export interface UpcomingItem {
  id: string;
  start: string;
  end: string;
  /** null: the card is gone ('Unknown customer', in the owner's language, where shown). */
  customer: string | null;
  service: string | null;
  /** null: no technician chosen ('Any staff'). */
  staff: string | null;
  status: AppointmentStatus;
}

export interface OverviewStats {
  weekStart: string;
  weekEnd: string;
  bookingsThisWeek: number;
  revenueThisWeek: number;
  upcomingToday: UpcomingItem[];
  activeStaff: number;
  services: number;
}

const live = <T extends { deleted?: boolean }>(rows: readonly T[]) => rows.filter((r) => !r.deleted);

export function overviewStats(input: {
  appointments: readonly OverviewAppointment[];
  staff: readonly (Pick<Staff, 'is_active'> & { deleted?: boolean })[];
  services: readonly { deleted?: boolean }[];
  today: ZonedNow;
}): OverviewStats {
  const { today } = input;
  const appointments = live(input.appointments);
  const weekStart = weekStartOf(today.date);
  const now = toMinutesOrNull(today.time) ?? 0;

  const upcomingToday = appointments
    .filter((a) => a.appointment_date === today.date && UPCOMING.includes(a.status))
    .map((a) => ({ a, start: toMinutesOrNull(a.start_time) }))
    .filter((x): x is { a: OverviewAppointment; start: number } => x.start !== null && x.start >= now)
    .sort((x, y) => x.start - y.start)
    .map(({ a, start }) => {
      const end = toMinutesOrNull(a.end_time);
      return {
        id: a.id,
        start: fromMinutes(start),
        end: end === null ? '' : fromMinutes(end),
        customer: a.customer?.name ?? null,
        service: a.service?.name ?? null,
        staff: a.staff?.name ?? null,
        status: a.status,
      };
    });

  return {
    weekStart,
    weekEnd: addDays(weekStart, 6),
    bookingsThisWeek: appointments.filter((a) => !NOT_BOOKED.includes(a.status) && isInWeekOf(a.appointment_date, today.date)).length,
    revenueThisWeek: weekRevenue(appointments, today.date),
    upcomingToday,
    activeStaff: live(input.staff).filter((s) => s.is_active).length,
    services: live(input.services).length,
  };
}
