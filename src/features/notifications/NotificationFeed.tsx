import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import type { FeedNotification } from '../../data';
import { AlertsControl } from './AlertsControl';
import { appointmentHref, telHref, timeAgo } from './feed-view';
import { agoText, conflictsText } from './feed-words';
import { notificationBody, notificationTitle, sourceWords } from './notification-words';

interface Props {
  id: string;
  items: readonly FeedNotification[];
  fresh: ReadonlySet<string>;
  conflicts: number;
  /** A link in the feed was followed: the feed closes. */
  onLeave(): void;
}

function Entry({ n, isNew, now, onLeave }: { n: FeedNotification; isNew: boolean; now: number; onLeave(): void }) {
  const { t, i18n } = useLingui();
  const tel = n.kind === 'message' ? telHref(n.phone) : null;
  const phone = n.phone;
  const open = appointmentHref(n);
  return (
    <li className={isNew ? 'notif notif--new' : 'notif'} data-testid="notification" data-kind={n.kind}>
      <p className="notif__title">
        {isNew ? <span className="visually-hidden">{t`New:`} </span> : null}
        {notificationTitle(i18n, n)}
      </p>
      {n.body ? <p className={n.kind === 'message' ? 'notif__body notif__body--message' : 'notif__body'}>{notificationBody(i18n, n)}</p> : null}
      <p className="notif__meta">
        {sourceWords(i18n, n.source)} · <time dateTime={n.at}>{agoText(i18n, timeAgo(n.at, now))}</time>
      </p>
      {tel ? (
        <a className="btn btn--secondary notif__call" href={tel} aria-label={t`Call back ${phone}`}>
          <Trans>
            Call back <span className="notif__phone">{phone}</span>
          </Trans>
        </a>
      ) : null}
      {open ? (
        <Link className="btn btn--secondary notif__open" to={open} onClick={onLeave}>
          <Trans>Open appointment</Trans>
        </Link>
      ) : null}
    </li>
  );
}

/** The feed under the bell: open conflicts first (as the bell always led to them), then the newest notifications. */
export function NotificationFeed({ id, items, fresh, conflicts, onLeave }: Props) {
  const { i18n } = useLingui();
  const titleId = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  const [now] = useState(() => Date.now());
  useEffect(() => panelRef.current?.focus(), []);

  return (
    <div id={id} ref={panelRef} className="notif-feed" role="dialog" aria-labelledby={titleId} tabIndex={-1}>
      <h2 id={titleId} className="notif-feed__title">
        <Trans>Notifications</Trans>
      </h2>
      {conflicts > 0 ? (
        <div className="notif-feed__conflicts" data-testid="feed-conflicts">
          <p>{conflictsText(i18n, conflicts)}</p>
          <Link to="/dashboard/conflicts" className="btn btn--secondary" onClick={onLeave}>
            <Trans>Open conflicts</Trans>
          </Link>
        </div>
      ) : null}
      {items.length === 0 ? (
        <p className="notif-feed__empty muted" data-testid="notifications-empty">
          <Trans>Nothing yet. Bookings, changes and messages from Sarah, your booking page and your other devices show here.</Trans>
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
