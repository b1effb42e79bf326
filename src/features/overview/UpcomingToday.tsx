import type { UpcomingItem } from './overview-stats';

/** Today's appointments still ahead, in start order. */
export function UpcomingToday({ items }: { items: UpcomingItem[] }) {
  return (
    <section className="card overview-panel" aria-labelledby="upcoming-title">
      <h2 id="upcoming-title" className="card__title">Upcoming today</h2>
      {items.length === 0 ? (
        <p className="muted">No more appointments today.</p>
      ) : (
        <ul className="upcoming" data-testid="upcoming-list">
          {items.map((a) => (
            <li key={a.id} className="upcoming__item">
              <span className="upcoming__time">{a.start}{a.end ? `–${a.end}` : ''}</span>
              <span className="upcoming__who">
                <strong>{a.customer}</strong>
                <span className="muted">{a.service} · {a.staff}</span>
              </span>
              <span className={`status-pill status-pill--${a.status}`}>{a.status}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
