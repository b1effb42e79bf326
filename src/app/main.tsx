// Before anything that may load zod: no eval under the pages' Content-Security-Policy.
import './zod-no-eval';
// First: starts the routed app's chunks before the rest of this entry is evaluated.
import { firstRouteReady } from './boot';
import { lazy, startTransition, StrictMode, Suspense, useCallback, useEffect, useLayoutEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';
import '../ui/styles.css';
import { LandingNavContext } from '../features/landing/LandingLink';
import {
  adoptParkedContactRequests,
  CONTACT_INTENT,
  contactRequestsWaiting,
  loadContactQueue,
  markContactRequestsWaiting,
} from '../features/landing/parked-contacts';
import { Spinner } from '../ui';
import { afterFirstScreen as afterAppFirstScreen } from '../features/startup/first-screen';
import { startInstallCapture } from './install';
import { markIdlePrefetch } from './idle-prefetch';
import { startI18n } from '../i18n/i18n';
import { I18nRoot } from '../i18n/components';
import { guestScreens, router as loadRouter } from './route-chunks';

// A first visit to `/` renders the landing page with React alone: no router, no session, no
// service worker code. The worker's registration follows once the page is idle; the router and
// the session only when the visitor heads for them (loadOnIntent below), and the first click into
// the app (/login, /register) starts the routed app in place. Any other first URL is the app
// itself and starts everything at once.
const IS_LANDING = window.location.pathname === '/';
/** A sign-in screen opened first (/login, /register): it shows without the session. */
const IS_GUEST = Object.hasOwn(guestScreens, window.location.pathname);

/** Runs `task` once the page has loaded and the main thread has a free moment. */
function whenIdle(task: () => void) {
  const schedule = () => {
    const run = () => {
      markIdlePrefetch();
      task();
    };
    if ('requestIdleCallback' in window) window.requestIdleCallback(run, { timeout: 2_000 });
    else setTimeout(run, 200);
  };
  if (document.readyState === 'complete') schedule();
  else window.addEventListener('load', schedule, { once: true });
}
// Any other first URL: after the app's first screen has its data, or at once on a page the worker
// does not control yet (a device that loses its connection a moment after opening must already
// hold the session's code), see features/startup/first-screen.ts.
const afterFirstScreen = (task: () => void) => (IS_LANDING ? whenIdle(task) : afterAppFirstScreen(task));

/**
 * The session: Supabase client, local database, sync engine, the contact requests' sender (~110 KB
 * gzip). Requests the landing form had to park (offline before this code arrived) join the queue
 * first, so the sender's first send takes them. A load that fails (offline before the worker
 * cached it) is tried again when the connection returns; a browser that keeps a failed module
 * load for the page's lifetime fails that try too, and the next open of the page starts it.
 */
function startSession() {
  import('./session')
    .then(async (session) => {
      await adoptParkedContactRequests().catch((e: unknown) => console.warn('Parked contact requests stay parked', e));
      session.startSession();
      // Nothing left to deliver: the next open of the landing page need not start the sender.
      if (!contactRequestsWaiting()) return;
      const queue = await loadContactQueue();
      if ((await queue.pendingContactRequests()) === 0) markContactRequestsWaiting(false);
    })
    .catch(() => window.addEventListener('online', startSession, { once: true }));
}

/**
 * The landing page loads no more than it shows: a visitor who only reads never fetches the router,
 * the session (Supabase client, local database, schemas) or the contact queue. Each comes when the
 * visitor heads for it — the router on a pointer over, a press on or focus of a link into the app,
 * the session and the queue when the contact form comes near the screen or takes focus — and the
 * session at once when this device still holds a contact request to deliver.
 */
function loadOnIntent() {
  const intoApp = (e: Event) => {
    if (!(e.target instanceof Element) || !e.target.closest('a[href^="/"]')) return;
    for (const type of INTENT_EVENTS) document.removeEventListener(type, intoApp);
    void loadRouter().catch(() => undefined);
  };
  const INTENT_EVENTS = ['pointerover', 'pointerdown', 'focusin'] as const;
  for (const type of INTENT_EVENTS) document.addEventListener(type, intoApp, { passive: true });
  window.addEventListener(
    CONTACT_INTENT,
    () => {
      startSession();
      void loadContactQueue().catch(() => undefined);
    },
    { once: true },
  );
  if (contactRequestsWaiting()) whenIdle(startSession);
}

const LazyRouterApp = lazy(() => loadRouter().then((m) => ({ default: m.RouterApp })));
/** The router, directly when its chunk is already here (a first URL inside the app, boot.ts). */
function RouterApp() {
  const [Ready] = useState(() => loadRouter.loaded?.RouterApp ?? null);
  return Ready ? <Ready /> : <LazyRouterApp />;
}
const LandingPage = lazy(() => import('../features/landing/LandingPage').then((m) => ({ default: m.LandingPage })));

function App() {
  const [routed, setRouted] = useState<'first URL' | 'entered' | null>(IS_LANDING ? null : 'first URL');
  const enterApp = useCallback((to: string) => {
    window.history.pushState(null, '', to);
    startSession();
    // A transition: the landing page stays up until the routed app's code is there.
    startTransition(() => setRouted('entered'));
  }, []);
  // Entered from the landing page: the new screen starts at its top, as a router link would.
  useLayoutEffect(() => {
    if (routed === 'entered') window.scrollTo(0, 0);
  }, [routed]);
  // Once routed, `/` (back, or a link home) is the router's own landing route.
  if (routed) return <RouterApp />;
  return (
    <LandingNavContext.Provider value={enterApp}>
      <LandingPage />
    </LandingNavContext.Provider>
  );
}

// Service worker registration (workbox-window) and its toasts: no toast can show before the worker
// is registered, so both load together, after the first screen.
const UpdatePrompt = lazy(async () => {
  const [pwa, prompt] = await Promise.all([import('./pwa'), import('./UpdatePrompt')]);
  pwa.startPwa();
  return { default: prompt.UpdatePrompt };
});
function PwaToasts() {
  const [started, setStarted] = useState(false);
  useEffect(() => afterFirstScreen(() => setStarted(true)), []);
  return started ? (
    <Suspense fallback={null}>
      <UpdatePrompt />
    </Suspense>
  ) : null;
}

// A first URL inside the app starts the session after its first screen; a sign-in screen once it
// is up and the page is idle (its ~110 KB must not share the phone's link with the screen's own
// code); the landing page when the visitor heads for what needs it.
if (IS_LANDING) loadOnIntent();
else if (IS_GUEST) void firstRouteReady.then(() => whenIdle(startSession));
else afterFirstScreen(startSession);
// Before the first render: the browser's install offer may come before React is up.
startInstallCapture();

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

const render = () =>
  createRoot(root).render(
    <StrictMode>
      <I18nRoot>
        <Suspense fallback={<Spinner fullPage />}>
          <App />
        </Suspense>
        <PwaToasts />
      </I18nRoot>
    </StrictMode>,
  );
// A first URL inside the app renders once its chunks are in (boot.ts): one pass, no spinner flash.
// The landing page renders as a transition: React then yields to the browser every few
// milliseconds instead of holding a phone's main thread for the whole first render, so a tap or a
// scroll that comes meanwhile is answered (and no long task blocks it).
// English starts at once; another language renders once its catalog is in (startI18n).
const i18nReady = startI18n();
const start = () => (IS_LANDING ? startTransition(render) : void firstRouteReady.then(render));
if (i18nReady) void i18nReady.then(start);
else start();
