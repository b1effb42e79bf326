// The bell's read: the salon's newest notifications, each with whether it is unread on this
// device (the rule is domain/notifications.ts `isUnreadHere`; why, repositories/notifications.ts).
// What the owner did by hand on THIS device is no news here, so the bell leaves it out
// altogether (it showed "New booking" for the booking she had just made, with no badge: a
// notification that was not one). Her other devices still get it unread; the appointment's
// History still lists it (use-appointment-history reads the rows, not this feed).
import { isUnreadHere } from '../../domain/notifications';
import type { SalonNotification } from '../../domain/types';
import type { SalonDeskDB } from '../../db/database';
import { readOwnNotificationIds } from '../../db/repositories/notifications';
import type { TableName } from '../use-live-read';

/**
 * The device's own-ids list changes only in the transaction that writes a notification, so a live
 * read of the feed needs to wake on this table alone (not on `settings`, which every write touches).
 */
export const NOTIFICATION_TABLES: readonly TableName[] = ['notifications'];

/** How many of the newest the feed shows; the unread count counts within them. */
export const FEED_LIMIT = 50;

export interface FeedNotification extends SalonNotification {
  /** Unread on this device. */
  unread: boolean;
}

export interface NotificationFeed {
  items: FeedNotification[];
  unread: number;
}

export async function readNotificationFeed(db: SalonDeskDB, salonId: string, limit = FEED_LIMIT): Promise<NotificationFeed> {
  const own = await readOwnNotificationIds(db);
  const rows = await db.notifications
    .where('[salon_id+at]')
    .between([salonId, ''], [salonId, '\uffff'])
    .reverse()
    .filter((n) => !n.deleted && !own.has(n.id))
    .limit(limit)
    .toArray();
  const items = rows.map((n) => ({ ...n, unread: isUnreadHere(n, own) }));
  return { items, unread: items.filter((n) => n.unread).length };
}
