import { formatTime } from '../../domain/display-format';
import type { UpcomingItem } from './overview-stats';

/** Today's appointments still ahead, in start order, at the salon's clock (`locale`). */
export function UpcomingToday({ items, locale }: { items: UpcomingItem[]; locale: string }) {
  return (
    <section className="card overview-panel" aria-labelledby="upcoming-title">
      <h2 id="upcoming-title" className="card__title">
        Upcoming today
      </h2>
      {items.length === 0 ? (
        <p className="muted">No more appointments today.</p>
      ) : (
        <ul className="upcoming" data-testid="upcoming-list">
          {items.map((a) => (
            <li key={a.id} className="upcoming__item">
              <span className="upcoming__time">
                {formatTime(a.start, locale)}
                {a.end ? `–${formatTime(a.end, locale)}` : ''}
              </span>
              <span className="upcoming__who">
                <strong>{a.customer}</strong>
                <span className="muted">
                  {a.service} · {a.staff}
                </span>
              </span>
              <span className={`status-pill status-pill--${a.status}`}>{a.status}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
