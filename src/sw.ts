// The service worker (docs/architecture.md#pwa), built by vite-plugin-pwa's injectManifest. It keeps
// what the generated worker did (precached app shell, navigations fall back to index.html, the
// backend's app-config.js network-first) and adds background sync: a `sync` event pushes the
// outbox with the engine's own push code (sync/background-sync-runner.ts).
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute, type PrecacheEntry } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { NetworkFirst } from 'workbox-strategies';
import { BACKGROUND_PUSH_TAG } from '../sync/background-sync';
import { runBackgroundPush } from '../sync/background-sync-runner';
import { db } from './db/database';

// The worker's own types, declared here rather than through `lib: webworker`: that lib would
// change the globals of every file in the one tsconfig program (DOM and worker libs collide).
interface ExtendableEvent extends Event {
  waitUntil(promise: Promise<unknown>): void;
}
/** The Background Sync API's event. */
interface SyncEvent extends ExtendableEvent {
  readonly tag: string;
  readonly lastChance: boolean;
}
/** A click on a notification the app showed (features/notifications/system-alerts.ts). */
interface NotificationEvent extends ExtendableEvent {
  readonly notification: Notification;
}
interface WindowClientLike {
  url: string;
  focus(): Promise<unknown>;
}
interface WorkerScope {
  __WB_MANIFEST: Array<PrecacheEntry | string>;
  navigator: { locks?: LockManager };
  clients: {
    claim(): Promise<void>;
    matchAll(options: { type: 'window'; includeUncontrolled: boolean }): Promise<WindowClientLike[]>;
    openWindow(url: string): Promise<unknown>;
  };
  skipWaiting(): Promise<void>;
  addEventListener(type: 'install' | 'activate', listener: (event: ExtendableEvent) => void): void;
  addEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
  addEventListener(type: 'sync', listener: (event: SyncEvent) => void): void;
  addEventListener(type: 'notificationclick', listener: (event: NotificationEvent) => void): void;
}
declare const self: WorkerScope;

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// /mail/ is the local backend's inbox page, not a route of the app. The customers' pages
// (/book/:slug, /a/:token) are their own entry, served by the server: the dashboard's
// shell must never answer them, not even on the owner's own tablet.
registerRoute(
  new NavigationRoute(createHandlerBoundToURL('/index.html'), { denylist: [/^\/rest\//, /^\/auth\//, /^\/mail(\/|$)/, /^\/book(\/|$)/, /^\/a\//] }),
);

// The backend's config is per server: never precached, but the last good copy serves offline.
// It is fetched once at install too: the page that installed the worker loaded it before the
// worker controlled anything, so without this an offline cold start could find no copy.
const APP_CONFIG_CACHE = 'app-config';
registerRoute(({ url }) => url.pathname === '/app-config.js', new NetworkFirst({ cacheName: APP_CONFIG_CACHE, networkTimeoutSeconds: 3 }));
self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(APP_CONFIG_CACHE)
      .then((cache) => cache.add('/app-config.js'))
      .catch(() => undefined),
  );
});

// First install: take the open tab at once, so it works offline without a reload. An update only
// activates after "Reload" (or with every tab closed), so this never swaps code under a form.
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));

// registerType 'prompt': a new version waits until the owner presses "Reload" (UpdatePrompt).
self.addEventListener('message', (event) => {
  if ((event.data as { type?: string } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});

self.addEventListener('sync', (sync) => {
  if (sync.tag !== BACKGROUND_PUSH_TAG) return;
  sync.waitUntil(
    runBackgroundPush({ db, locks: self.navigator.locks ?? null }).then((result) => {
      // A tab stayed open (and pushing) the whole wait: fail the event so the browser asks again
      // later, in case that tab closes with changes left. On the last chance the next open pushes.
      if (result.outcome === 'tab_active' && !sync.lastChance) throw new Error('A tab is syncing this salon');
    }),
  );
});

// A click on a booking or message alert brings the app forward (its bell has the entry), or
// opens it when no tab is left.
self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = (event.notification.data as { url?: string } | null)?.url ?? '/dashboard';
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((tabs) => {
      const tab = tabs.find((t) => new URL(t.url).pathname.startsWith('/dashboard')) ?? tabs[0];
      return tab ? tab.focus() : self.clients.openWindow(url);
    }),
  );
});
