import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
// Straight from its module, not the barrel: only this screen's chunk carries it (the /dashboard JS budget).
import { useBookingsDuringTimeOff } from '../../data/use-booking';
import { formatTime } from '../../domain/display-format';
import { useDisplayLocale } from '../../i18n/use-display-locale';
import type { StaffTimeOff } from '../../domain/types';
import { Spinner } from '../../ui';
import { dayLocale, formatDay } from '../appointments/appointment-view';
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
  const { t, i18n } = useLingui();
  const bookings = useBookingsDuringTimeOff(salonId, timeOff);
  // Times as the salon's clock writes them, in the owner's language.
  const locale = useDisplayLocale(useCurrentSalon()?.time_zone);
  if (bookings === undefined) return <Spinner label={t`Checking bookings...`} />;
  if (bookings.length === 0) return null;
  return (
    <div className="away-clashes" role="status">
      <p className="away-clashes__text">
        <Trans>These appointments are still booked with {memberName}. Move them or give them to someone else — nothing was cancelled.</Trans>
      </p>
      <ul className="away-clashes__list">
        {bookings.map((a) => {
          const when = `${formatDay(a.appointment_date, true, dayLocale(i18n.locale))}, ${formatTime(a.start_time, locale)}`;
          return (
            <li key={a.id} className="away-clashes__item" data-appointment={a.id}>
              <span>
                {when} · {a.customer?.name ?? t`Unknown customer`} · {a.service?.name ?? t`Unknown service`}
              </span>
              <Link to={`/dashboard/appointments?open=${a.id}`}>
                <Trans>
                  Open in Appointments<span className="visually-hidden">: {when}</span>
                </Trans>
              </Link>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
