import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { statusLabel } from './appointment-view';
// Straight from its module, not the barrel: only this screen's chunk carries it (the /dashboard JS budget).
import { useAppointmentHistory } from '../../data/use-appointment-history';
import { KIND_TITLES } from '../../domain/notifications';
import { Spinner } from '../../ui';
import { messageTime } from './message-view';
import { notificationBody, sourceWords, titleWords } from '../notifications/notification-words';

interface Props {
  appointmentId: string;
  /** The salon's zone: when each change happened, on the salon's clock. */
  timeZone: string | undefined;
}

/** What happened to the appointment and who did it: booked, moved, cancelled — on a device, by Sarah, on the booking page. */
export function AppointmentHistory({ appointmentId, timeZone }: Props) {
  const { t, i18n } = useLingui();
  const titleId = useId();
  const entries = useAppointmentHistory(appointmentId);
  return (
    <section className="appt-messages" aria-labelledby={titleId}>
      <h3 id={titleId} className="appt-messages__title">
        <Trans>History</Trans>
      </h3>
      {entries === undefined ? (
        <Spinner label={t`Loading history...`} />
      ) : entries.length === 0 ? (
        <p className="muted appt-messages__empty">
          <Trans>Nothing recorded yet.</Trans>
        </p>
      ) : (
        <ul className="appt-messages__list">
          {entries.map((n) => (
            <li key={n.id} className="appt-message" data-testid="history-entry">
              <p className="appt-message__what">
                {n.kind === 'conflict' ? statusLabel('conflict') : titleWords(i18n, KIND_TITLES[n.kind])}{' '}
                <span className="appt-message__channel">· {sourceWords(i18n, n.source)}</span>
              </p>
              <p className="appt-message__status">
                {notificationBody(i18n, n)} · <time dateTime={n.at}>{messageTime(n.at, timeZone)}</time>
              </p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
