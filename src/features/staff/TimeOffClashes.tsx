import { Link } from 'react-router-dom';
// Straight from its module, not the barrel: only this screen's chunk carries it (the /dashboard JS budget).
import { useBookingsDuringTimeOff } from '../../data/use-booking';
import { formatTime, salonLocale } from '../../domain/display-format';
import type { StaffTimeOff } from '../../domain/types';
import { Spinner } from '../../ui';
import { formatDay } from '../appointments/appointment-view';
import { useCurrentSalon } from '../auth/use-current-salon';

export interface TimeOffClashesProps {
  salonId: string;
  memberName: string;
  timeOff: Pick<StaffTimeOff, 'staff_id' | 'start_date' | 'end_date'>;
}

/**
 * The member's bookings inside a time off just added. Nothing is cancelled: the owner decides,
 * one by one, in Appointments. The list is live, so a booking moved elsewhere drops off it.
 */
export function TimeOffClashes({ salonId, memberName, timeOff }: TimeOffClashesProps) {
  const bookings = useBookingsDuringTimeOff(salonId, timeOff);
  // Times as the salon's clock writes them.
  const locale = salonLocale(useCurrentSalon()?.time_zone);
  if (bookings === undefined) return <Spinner label="Checking bookings..." />;
  if (bookings.length === 0) return null;
  return (
    <div className="away-clashes" role="status">
      <p className="away-clashes__text">
        These appointments are still booked with {memberName}. Move them or give them to someone else — nothing was cancelled.
      </p>
      <ul className="away-clashes__list">
        {bookings.map((a) => {
          const when = `${formatDay(a.appointment_date)}, ${formatTime(a.start_time, locale)}`;
          return (
            <li key={a.id} className="away-clashes__item" data-appointment={a.id}>
              <span>
                {when} · {a.customer?.name ?? 'Unknown customer'} · {a.service?.name ?? 'Unknown service'}
              </span>
              <Link to={`/dashboard/appointments?open=${a.id}`}>
                Open in Appointments<span className="visually-hidden">: {when}</span>
              </Link>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
