import { useId } from 'react';
import type { UpcomingRow } from './use-upcoming-appointments';

/** What the assistant has booked lands here (read again 1 s after each successful action). */
export function UpcomingAppointments({ rows }: { rows: UpcomingRow[] | undefined }) {
  const titleId = useId();
  return (
    <section className="card ai-panel" aria-labelledby={titleId}>
      <h2 id={titleId} className="card__title">
        Upcoming appointments
      </h2>
      {rows === undefined ? (
        <p className="muted">Loading appointments...</p>
      ) : rows.length === 0 ? (
        <p className="muted">No upcoming appointments yet.</p>
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
              <span className={`ai-upcoming__status ai-upcoming__status--${r.status}`}>{r.status}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
