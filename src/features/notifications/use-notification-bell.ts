// The bell's state: the feed, open conflicts, and "open marks read". Opening marks read what it
// shows as unread here (and what arrives while it is open); those stay highlighted until closed.
import { useCallback, useEffect, useState } from 'react';
import { useNotificationFeed, type FeedNotification } from '../../data';
import { markRead } from '../../db/repositories/notifications';
import { useCurrentSalon } from '../auth/use-current-salon';
import { useAfterFirstScreen } from '../startup/use-after-first-screen';
import { useOpenConflictCount } from '../conflicts/use-open-conflict-count';
import { useSystemAlerts } from './use-system-alerts';

export interface NotificationBell {
  items: FeedNotification[];
  unread: number;
  conflicts: number;
  open: boolean;
  /** Ids that were unread when shown during this opening. */
  fresh: ReadonlySet<string>;
  toggle(): void;
  close(): void;
}

const NONE: FeedNotification[] = [];

export function useNotificationBell(): NotificationBell {
  const salon = useCurrentSalon();
  // The bell's reads wait until the first screen has shown its data: on a tablet they would
  // otherwise come before it, and the badge may follow a moment later.
  const later = useAfterFirstScreen();
  const readFeed = useNotificationFeed(later ? salon?.id : undefined);
  const feed = later ? readFeed : undefined;
  const conflicts = useOpenConflictCount(later);
  const [open, setOpen] = useState(false);
  const [fresh, setFresh] = useState<ReadonlySet<string>>(new Set());
  useSystemAlerts(feed?.items, salon?.id);

  const unreadIds = (feed?.items ?? NONE).filter((n) => n.unread).map((n) => n.id);
  const unreadKey = unreadIds.join(',');
  useEffect(() => {
    if (!open || !unreadKey) return;
    const ids = unreadKey.split(',');
    setFresh((prev) => new Set([...prev, ...ids]));
    // A failed write leaves them unread: the next opening tries again.
    void markRead(ids).catch(() => undefined);
  }, [open, unreadKey]);

  const close = useCallback(() => {
    setOpen(false);
    setFresh(new Set());
  }, []);
  const toggle = useCallback(() => (open ? close() : setOpen(true)), [open, close]);

  return { items: feed?.items ?? NONE, unread: feed?.unread ?? 0, conflicts, open, fresh, toggle, close };
}
