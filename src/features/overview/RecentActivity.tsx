import { Trans, useLingui } from '@lingui/react/macro';
import { timeAgo, type ActivityItem } from './activity';

/** The latest changes to the salon's data, newest first. */
export function RecentActivity({ items, now }: { items: ActivityItem[] | undefined; now: number }) {
  const { i18n } = useLingui();
  return (
    <section className="card overview-panel" aria-labelledby="activity-title">
      <h2 id="activity-title" className="card__title">
        <Trans>Recent Activity</Trans>
      </h2>
      {items === undefined ? (
        <p className="muted">
          <Trans>Loading...</Trans>
        </p>
      ) : items.length === 0 ? (
        <p className="muted">
          <Trans>No activity yet. Sarah's calls and changes to appointments, staff, services and your profile show up here.</Trans>
        </p>
      ) : (
        <ul className="activity" data-testid="activity-list">
          {items.map((item) => (
            <li key={item.key} className={`activity__item activity__item--${item.kind}`}>
              <span className="activity__dot" aria-hidden="true" />
              <span className="activity__text">
                <strong>{item.subject}</strong>
                <span className="muted">{item.action}</span>
              </span>
              <time className="activity__time muted" dateTime={new Date(item.at).toISOString()}>
                {timeAgo(i18n, item.at, now)}
              </time>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
