import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import type { FeedNotification } from '../../data';
import { sourceLabel } from '../../domain/notifications';
import { AlertsControl } from './AlertsControl';
import { appointmentHref, telHref, timeAgo } from './feed-view';

interface Props {
  id: string;
  items: readonly FeedNotification[];
  fresh: ReadonlySet<string>;
  conflicts: number;
  /** A link in the feed was followed: the feed closes. */
  onLeave(): void;
}

function Entry({ n, isNew, now, onLeave }: { n: FeedNotification; isNew: boolean; now: number; onLeave(): void }) {
  const tel = n.kind === 'message' ? telHref(n.phone) : null;
  const open = appointmentHref(n);
  return (
    <li className={isNew ? 'notif notif--new' : 'notif'} data-testid="notification" data-kind={n.kind}>
      <p className="notif__title">
        {isNew ? <span className="visually-hidden">New: </span> : null}
        {n.title}
      </p>
      {n.body ? <p className={n.kind === 'message' ? 'notif__body notif__body--message' : 'notif__body'}>{n.body}</p> : null}
      <p className="notif__meta">
        {sourceLabel(n.source)} · <time dateTime={n.at}>{timeAgo(n.at, now)}</time>
      </p>
      {tel ? (
        <a className="btn btn--secondary notif__call" href={tel} aria-label={`Call back ${n.phone}`}>
          Call back <span className="notif__phone">{n.phone}</span>
        </a>
      ) : null}
      {open ? (
        <Link className="btn btn--secondary notif__open" to={open} onClick={onLeave}>
          Open appointment
        </Link>
      ) : null}
    </li>
  );
}

/** The feed under the bell: open conflicts first (as the bell always led to them), then the newest notifications. */
export function NotificationFeed({ id, items, fresh, conflicts, onLeave }: Props) {
  const titleId = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  const [now] = useState(() => Date.now());
  useEffect(() => panelRef.current?.focus(), []);

  return (
    <div id={id} ref={panelRef} className="notif-feed" role="dialog" aria-labelledby={titleId} tabIndex={-1}>
      <h2 id={titleId} className="notif-feed__title">
        Notifications
      </h2>
      {conflicts > 0 ? (
        <div className="notif-feed__conflicts" data-testid="feed-conflicts">
          <p>{conflicts === 1 ? '1 conflict needs' : `${conflicts} conflicts need`} a decision: devices that disagreed, or changes the server refused.</p>
          <Link to="/dashboard/conflicts" className="btn btn--secondary" onClick={onLeave}>
            Open conflicts
          </Link>
        </div>
      ) : null}
      {items.length === 0 ? (
        <p className="notif-feed__empty muted" data-testid="notifications-empty">
          Nothing yet. Bookings, changes and messages from Sarah, your booking page and your other devices show here.
        </p>
      ) : (
        <ul className="notif-feed__list">
          {items.map((n) => (
            <Entry key={n.id} n={n} isNew={fresh.has(n.id)} now={now} onLeave={onLeave} />
          ))}
        </ul>
      )}
      <AlertsControl />
    </div>
  );
}
