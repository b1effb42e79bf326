import { lazy, Suspense, useEffect, useLayoutEffect, useRef, useState, type ComponentType } from 'react';
import { BrowserRouter, Navigate, Route, Routes, useLocation, useNavigate, useNavigationType } from 'react-router-dom';
import { LandingNavContext } from '../features/landing/LandingLink';
import { Spinner } from '../ui';
import { loadContactQueue } from '../features/landing/parked-contacts';
import { guards, guestScreens, layout, legalPages, screens, type Chunk } from './route-chunks';

// The routed app: every URL but a first visit to `/` (src/app/main.tsx). Declarative routes
// (<BrowserRouter>/<Routes>) rather than the data router: the app uses no loaders, actions or
// fetchers, and the data router adds ~17 KB gzip of code. Every screen is its own chunk, loaded when its route matches: the landing page
// never pulls in dashboard code, and the dashboard never waits for marketing copy.
function page<M>(load: Chunk<M> | (() => Promise<M>), pick: (m: M) => ComponentType) {
  const Lazy = lazy(async () => ({ default: pick(await load()) }));
  return function Page() {
    // Already here when this first renders (the first URL's chunks, boot.ts): render it directly
    // instead of suspending once more. Decided once per mount, so a screen never remounts.
    const [Ready] = useState(() => {
      const loaded = (load as Chunk<M>).loaded;
      return loaded ? pick(loaded) : null;
    });
    return Ready ? <Ready /> : <Lazy />;
  };
}

const GuestOnly = page(guards, (m) => m.GuestOnly);
const RequireAuth = page(guards, (m) => m.RequireAuth);
const LandingPage = page(
  () => import('../features/landing/LandingPage'),
  (m) => m.LandingPage,
);
const LoginPage = page(guestScreens['/login'], (m) => m.LoginPage);
const RegisterPage = page(guestScreens['/register'], (m) => m.RegisterPage);
const TermsPage = page(legalPages, (m) => m.TermsPage);
const PrivacyPage = page(legalPages, (m) => m.PrivacyPage);
const DashboardLayout = page(layout, (m) => m.DashboardLayout);
const OverviewPage = page(screens[''], (m) => m.OverviewPage);
const ProfilePage = page(screens.profile, (m) => m.ProfilePage);
const StaffPage = page(screens.staff, (m) => m.StaffPage);
const SchedulePage = page(screens.schedule, (m) => m.SchedulePage);
const AppointmentsPage = page(screens.appointments, (m) => m.AppointmentsPage);
const ClientsPage = page(screens.clients, (m) => m.ClientsPage);
const ConflictsPage = page(screens.conflicts, (m) => m.ConflictsPage);
const PhonePage = page(screens.phone, (m) => m.PhonePage);
const AiChatPage = page(screens['ai-chat'], (m) => m.AiChatPage);
const CallsPage = page(screens.calls, (m) => m.CallsPage);

/**
 * What <ScrollRestoration> did for us: a new screen starts at its top, or at its #anchor when the
 * URL has one; back/forward leave the position to the browser. Inside the Suspense boundary, so it
 * runs once the lazy screen is on the page (an anchor of a screen not yet loaded can't be found).
 */
function ScrollOnNavigate() {
  const { pathname, hash } = useLocation();
  const type = useNavigationType();
  const first = useRef(true);
  useLayoutEffect(() => {
    const target = hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
    const isFirst = first.current;
    first.current = false;
    if (target && (isFirst || type !== 'POP')) return target.scrollIntoView();
    // First paint and back/forward: the browser's own position (top, or the one it restores).
    if (!isFirst && type !== 'POP') window.scrollTo(0, 0);
    // The hash alone changing is an in-page anchor jump, which the browser already scrolled.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pathname]);
  return null;
}

/** Back on `/` inside the routed app: the landing page's links navigate through the router. */
function LandingRoute() {
  const navigate = useNavigate();
  useEffect(() => void loadContactQueue().catch(() => undefined), []);
  return (
    <LandingNavContext.Provider value={navigate}>
      <LandingPage />
    </LandingNavContext.Provider>
  );
}

export function RouterApp() {
  return (
    <BrowserRouter>
      <CatchUpWithAddressBar />
      <AppRoutes />
    </BrowserRouter>
  );
}

/**
 * BrowserRouter reads the address when it renders but listens for back/forward only once it has
 * committed. Entered from the landing page in a transition, a Back pressed in between (the
 * landing page was still up) would leave it showing the old address's screen: catch up once.
 */
function CatchUpWithAddressBar() {
  const location = useLocation();
  const navigate = useNavigate();
  // An effect, not a layout effect: it must run after BrowserRouter has started listening.
  useEffect(() => {
    const actual = window.location.pathname + window.location.search + window.location.hash;
    if (actual !== location.pathname + location.search + location.hash) navigate(actual, { replace: true });
    // Only at mount: afterwards the router's own listener keeps it in step.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return null;
}

function AppRoutes() {
  return (
    <Suspense fallback={<Spinner fullPage />}>
      <ScrollOnNavigate />
      <Routes>
        <Route index element={<LandingRoute />} />
        <Route element={<GuestOnly />}>
          <Route path="login" element={<LoginPage />} />
          <Route path="register" element={<RegisterPage />} />
        </Route>
        {/* Open to everyone, signed in or not (the sign-up form links to both). */}
        <Route path="terms" element={<TermsPage />} />
        <Route path="privacy" element={<PrivacyPage />} />
        <Route path="dashboard" element={<RequireAuth />}>
          <Route element={<DashboardLayout />}>
            <Route index element={<OverviewPage />} />
            <Route path="profile" element={<ProfilePage />} />
            <Route path="staff" element={<StaffPage />} />
            <Route path="schedule" element={<SchedulePage />} />
            <Route path="appointments" element={<AppointmentsPage />} />
            {/* One route with the card optional: opening a card keeps the list (and its search) mounted. */}
            <Route path="clients/:id?" element={<ClientsPage />} />
            <Route path="conflicts" element={<ConflictsPage />} />
            <Route path="phone" element={<PhonePage />} />
            <Route path="ai-chat" element={<AiChatPage />} />
            <Route path="calls" element={<CallsPage />} />
            <Route path="*" element={<Navigate to="/dashboard" replace />} />
          </Route>
        </Route>
        <Route path="*" element={<Navigate to="/" replace />} />
      </Routes>
    </Suspense>
  );
}
