// Live read of the owner's notifications feed (the bell).
import { db } from '../db/database';
import { FEED_LIMIT, NOTIFICATION_TABLES, readNotificationFeed, type NotificationFeed } from './queries/notifications';
import { readKey, useLiveRead } from './use-live-read';

export type { FeedNotification, NotificationFeed } from './queries/notifications';

const EMPTY: NotificationFeed = { items: [], unread: 0 };

/** The newest notifications of the salon, newest first, with this device's unread count. */
export function useNotificationFeed(salonId: string | null | undefined, limit = FEED_LIMIT): NotificationFeed | undefined {
  const feed = useLiveRead(
    readKey('notifications', salonId ?? null, limit),
    salonId ? () => readNotificationFeed(db, salonId, limit) : null,
    NOTIFICATION_TABLES,
  );
  return salonId ? feed : EMPTY;
}
