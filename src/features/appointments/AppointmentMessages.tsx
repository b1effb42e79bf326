import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
// Straight from its module, not the barrel: only this screen's chunk carries it (the /dashboard JS budget).
import { useAppointmentMessages, type AppointmentMessage } from '../../data/use-messages';
import { askToSendAgain } from '../../db/repositories/customer-messages';
import { Banner, Button, Spinner } from '../../ui';
import { failureText } from './failure-text';
import { CHANNEL_LABELS, MESSAGE_KIND_LABELS, messageStatusText, resendState, serverState } from './message-view';

interface Props {
  appointmentId: string;
  /** The salon's zone: the times a message was sent or is due, on the salon's clock. */
  timeZone: string | undefined;
}

/** Messages to the customer: what the backend queued and sent for this appointment, and "Send again". */
export function AppointmentMessages({ appointmentId, timeZone }: Props) {
  const { t, i18n } = useLingui();
  const titleId = useId();
  const messages = useAppointmentMessages(appointmentId);
  // Per message asked here: the row's server state at that moment (message-view.ts resendState).
  const [asked, setAsked] = useState<Record<string, string>>({});
  const [error, setError] = useState<string | null>(null);

  const sendAgain = async (m: AppointmentMessage) => {
    setError(null);
    try {
      await askToSendAgain(m.id);
      setAsked((a) => ({ ...a, [m.id]: serverState(m) }));
    } catch (err) {
      setError(failureText(i18n, err, t`Failed to ask to send the message again`));
    }
  };

  return (
    <section className="appt-messages" aria-labelledby={titleId}>
      <h3 id={titleId} className="appt-messages__title">
        <Trans>Messages to the customer</Trans>
      </h3>
      {error ? <Banner tone="error">{error}</Banner> : null}
      {messages === undefined ? (
        <Spinner label={t`Loading messages...`} />
      ) : messages.length === 0 ? (
        <p className="muted appt-messages__empty">
          <Trans>No messages yet.</Trans>
        </p>
      ) : (
        <ul className="appt-messages__list">
          {messages.map((m) => {
            const resend = resendState(m, asked[m.id]);
            return (
              <li key={m.id} className="appt-message" data-testid="customer-message" data-status={m.status}>
                <p className="appt-message__what">
                  {i18n._(MESSAGE_KIND_LABELS[m.kind])} <span className="appt-message__channel">· {i18n._(CHANNEL_LABELS[m.channel])}</span>
                </p>
                <p className={`appt-message__status appt-message__status--${m.status}`}>{messageStatusText(m, timeZone)}</p>
                {resend === 'offer' ? (
                  <Button variant="secondary" className="appt-message__resend" onClick={() => void sendAgain(m)}>
                    <Trans>Send again</Trans>
                  </Button>
                ) : resend === 'asked' ? (
                  <p className="appt-message__asked" role="status">
                    <Trans>Asked to send again</Trans>
                  </p>
                ) : null}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
