// The code-split chunks of the routed app, in a module of its own: the entry (boot.ts) starts the
// first URL's chunks before React renders and before the router chunk runs, and the router
// (router.tsx) builds its lazy screens from the same loaders.
import { textsFor, type TextArea } from '../i18n/i18n';

/** A chunk's loader that remembers the module once it has arrived (see router.tsx `page`). */
export interface Chunk<M> {
  (): Promise<M>;
  loaded?: M;
}

function chunk<M>(load: () => Promise<M>): Chunk<M> {
  const c: Chunk<M> = () =>
    load().then((m) => {
      c.loaded = m;
      return m;
    });
  return c;
}

/** A screen of another catalog than the frame's: its code and its texts, both in before it draws. */
function withTexts<M>(area: TextArea, load: () => Promise<M>): () => Promise<M> {
  return () => Promise.all([load(), textsFor(area)]).then(([m]) => m);
}

export const router = chunk(() => import('./router'));
// The guards read the auth state: the landing page needs none of this.
export const guards = chunk(() => import('./guards'));
export const layout = chunk(() => import('./DashboardLayout'));
export const screens = {
  '': chunk(() => import('../features/overview/OverviewPage')),
  profile: chunk(() => import('../features/profile/ProfilePage')),
  staff: chunk(withTexts('bookings', () => import('../features/staff/StaffPage'))),
  schedule: chunk(withTexts('bookings', () => import('../features/schedule/SchedulePage'))),
  appointments: chunk(withTexts('bookings', () => import('../features/appointments/AppointmentsPage'))),
  clients: chunk(withTexts('customers', () => import('../features/clients/ClientsPage'))),
  // Conflicts shows the appointments' own panels (moving a booking).
  conflicts: chunk(withTexts('bookings', () => import('../features/conflicts/ConflictsPage'))),
  phone: chunk(withTexts('customers', () => import('../features/phone/PhonePage'))),
  'ai-chat': chunk(withTexts('customers', () => import('../features/ai-chat/AiChatPage'))),
  calls: chunk(withTexts('customers', () => import('../features/calls/CallsPage'))),
} satisfies Record<string, Chunk<unknown>>;

/** The Terms and Privacy pages, with their own texts (long prose the app's screens never show). */
export const legalPages = chunk(withTexts('legal', () => import('../features/legal/LegalPages')));

/**
 * The screens outside /dashboard that a visitor may open first (a link to sign in, a bookmark):
 * they start with the router too, and index.html's inline preload fetches them during parsing.
 */
export const guestScreens = {
  '/login': chunk(() => import('../features/auth/LoginPage')),
  '/register': chunk(() => import('../features/auth/RegisterPage')),
} satisfies Record<string, Chunk<unknown>>;

/**
 * Nested React.lazy routes load one after another (guard, then layout, then screen). This
 * starts a /dashboard URL's three and the router side by side, so an offline cold start does not
 * pay their round trips to the worker's cache one by one; resolves once all have arrived (or
 * failed: the lazy routes then try again themselves).
 */
export function preloadRoute(pathname: string): Promise<unknown> {
  const m = /^\/dashboard(?:\/([^/]*))?/.exec(pathname);
  if (!m) {
    const guest = (guestScreens as Record<string, Chunk<unknown>>)[pathname];
    return guest ? Promise.allSettled([router(), guards(), guest()]) : router().catch(() => undefined);
  }
  const screen = (screens as Record<string, Chunk<unknown>>)[m[1] ?? ''] ?? screens[''];
  return Promise.allSettled([router(), guards(), layout(), screen().then(firstReads)]);
}

/** How long the first render waits at most for its screen's rows (a slow disk: it draws, then they follow). */
export const FIRST_READS_WAIT_MS = 400;

/**
 * A screen's `firstReads` (the Overview's: its figures), started as soon as its code is in, so
 * its first render has them and draws once; at most FIRST_READS_WAIT_MS.
 */
function firstReads(screen: unknown): Promise<unknown> | undefined {
  const reads = (screen as { firstReads?: () => Promise<unknown> }).firstReads;
  return reads ? Promise.race([reads(), new Promise((done) => setTimeout(done, FIRST_READS_WAIT_MS))]) : undefined;
}
