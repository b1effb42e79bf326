// Before anything that may load zod: no eval under the pages' Content-Security-Policy.
import './zod-no-eval';
// First: starts the routed app's chunks before the rest of this entry is evaluated.
import { firstRouteReady } from './boot';
import { lazy, startTransition, StrictMode, Suspense, useCallback, useEffect, useLayoutEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';
import '../ui/styles.css';
import { LandingNavContext } from '../features/landing/LandingLink';
import { Spinner } from '../ui';
import { afterFirstScreen as afterAppFirstScreen } from '../features/startup/first-screen';
import { startInstallCapture } from './install';
import { router as loadRouter } from './route-chunks';

// A first visit to `/` renders the landing page with React alone: no router, no session, no
// service worker code. Those are prefetched once the page is idle (the bench reports them as
// their own row), and the first click into the app (/login, /register) starts the routed app
// in place. Any other first URL is the app itself and starts everything at once.
const IS_LANDING = window.location.pathname === '/';
/** The bench (bench/lib/browser-probes.ts) counts scripts requested after this mark as prefetched. */
const PREFETCH_MARK = 'salon-desk:idle-prefetch';

/** Runs `task` once the page has loaded and the main thread has a free moment. */
function whenIdle(task: () => void) {
  const schedule = () => {
    const run = () => {
      if (performance.getEntriesByName(PREFETCH_MARK).length === 0) performance.mark(PREFETCH_MARK);
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
  Promise.all([import('./session'), import('../features/landing/parked-contacts')])
    .then(async ([session, parked]) => {
      await parked.adoptParkedContactRequests().catch((e: unknown) => console.warn('Parked contact requests stay parked', e));
      session.startSession();
    })
    .catch(() => window.addEventListener('online', startSession, { once: true }));
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

afterFirstScreen(startSession);
// The routed app's code, ready before the visitor's first click on Login or Get Started, and the
// contact form's queue before a visitor has typed a request.
if (IS_LANDING) {
  whenIdle(() => {
    void loadRouter().catch(() => undefined);
    void import('../features/landing/parked-contacts').then((m) => m.loadContactQueue()).catch(() => undefined);
  });
}
// Before the first render: the browser's install offer may come before React is up.
startInstallCapture();

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

const render = () =>
  createRoot(root).render(
    <StrictMode>
      <Suspense fallback={<Spinner fullPage />}>
        <App />
      </Suspense>
      <PwaToasts />
    </StrictMode>,
  );
// A first URL inside the app renders once its chunks are in (boot.ts): one pass, no spinner flash.
if (IS_LANDING) render();
else void firstRouteReady.then(render);
