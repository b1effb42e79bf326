// The browser's edge of the system notifications: permission and showing one. Which
// rows deserve one is decided by the pure `newAlerts` (src/domain/notifications.ts); this file
// only talks to the Notification API, through the service worker where there is one (Chrome on
// Android shows nothing for `new Notification` once a worker controls the page).
import type { FeedNotification } from '../../data';
import { i18n } from '@lingui/core';
import { notificationBody, notificationTitle, sourceWords } from './notification-words';

export type AlertPermission = NotificationPermission | 'unsupported';

export function alertPermission(): AlertPermission {
  return typeof Notification === 'undefined' ? 'unsupported' : Notification.permission;
}

/** Only ever from the owner's click on "Turn on alerts", never on load. */
export async function requestAlertPermission(): Promise<AlertPermission> {
  if (typeof Notification === 'undefined') return 'unsupported';
  return Notification.requestPermission();
}

export async function showSystemAlert(n: FeedNotification): Promise<void> {
  if (alertPermission() !== 'granted') return;
  // In the owner's language at the moment it shows (the body from its parts when it has them).
  const title = `${notificationTitle(i18n, n)} · ${sourceWords(i18n, n.source)}`;
  // The tag is the row's id: two open tabs alerting the same row show one notification.
  const options: NotificationOptions = { body: notificationBody(i18n, n), tag: n.id, data: { url: '/dashboard' } };
  try {
    const registration = 'serviceWorker' in navigator ? await navigator.serviceWorker.getRegistration() : undefined;
    if (registration) {
      await registration.showNotification(title, options);
      return;
    }
    new Notification(title, options);
  } catch {
    // A browser that refuses (permission revoked meanwhile): the bell still has it.
  }
}
