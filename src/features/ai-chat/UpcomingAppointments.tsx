import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { storedStatus } from './chat-view';
import type { UpcomingRow } from './use-upcoming-appointments';

/** What the assistant has booked lands here (read again 1 s after each successful action). */
export function UpcomingAppointments({ rows }: { rows: UpcomingRow[] | undefined }) {
  const { t } = useLingui();
  const titleId = useId();
  return (
    <section className="card ai-panel" aria-labelledby={titleId}>
      <h2 id={titleId} className="card__title">
        <Trans>Upcoming appointments</Trans>
      </h2>
      {rows === undefined ? (
        <p className="muted">{t`Loading appointments...`}</p>
      ) : rows.length === 0 ? (
        <p className="muted">{t`No upcoming appointments yet.`}</p>
      ) : (
        <ul className="ai-upcoming">
          {rows.map((r) => (
            <li key={r.id} className="ai-upcoming__item" data-testid="upcoming-row">
              <span className="ai-upcoming__when">
                {r.date}, {r.time}
              </span>
              <span>
                {r.customer} · {r.service} · {r.staff}
              </span>
              <span className={`ai-upcoming__status ai-upcoming__status--${r.status}`}>{storedStatus(r.status)}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
