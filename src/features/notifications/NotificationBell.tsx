import { useLingui } from '@lingui/react';
import { useEffect, useId, useRef } from 'react';
import { Icon } from '../../ui';
import { badgeText } from './feed-view';
import { bellLabel } from './feed-words';
import { NotificationFeed } from './NotificationFeed';
import { useNotificationBell } from './use-notification-bell';
import './notifications.css';

/**
 * The top bar's bell: a badge with unread notifications and open conflicts, and the feed under
 * it. Escape or a click outside closes the feed and gives focus back to the bell.
 */
export function NotificationBell() {
  const { i18n } = useLingui();
  const bell = useNotificationBell();
  const { open, close } = bell;
  const feedId = useId();
  const wrapRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const badge = badgeText(bell.unread, bell.conflicts);

  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      close();
      buttonRef.current?.focus();
    };
    const onDown = (e: MouseEvent) => {
      if (wrapRef.current && !wrapRef.current.contains(e.target as Node)) close();
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('mousedown', onDown);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('mousedown', onDown);
    };
  }, [open, close]);

  return (
    <div className="notif-bell" ref={wrapRef}>
      <button
        ref={buttonRef}
        type="button"
        className="icon-button topbar__bell"
        aria-label={bellLabel(i18n, bell.unread, bell.conflicts)}
        aria-expanded={open}
        aria-controls={open ? feedId : undefined}
        aria-haspopup="dialog"
        onClick={bell.toggle}
      >
        <Icon name="bell" />
        {badge ? (
          <span className="bell-badge" aria-hidden="true" data-testid="bell-badge">
            {badge}
          </span>
        ) : null}
      </button>
      {open ? <NotificationFeed id={feedId} items={bell.items} fresh={bell.fresh} conflicts={bell.conflicts} onLeave={close} /> : null}
    </div>
  );
}
