// The code-split chunks of the routed app, in a module of its own: the entry (main.tsx) requests
// the first URL's chunks straight away, before React renders and before the router chunk runs,
// and the router (router.tsx) builds its lazy screens from the same loaders.
type Loader = () => Promise<unknown>;

// The guards read the auth state: the landing page needs none of this.
export const guards = () => import('./guards');
export const layout = () => import('./DashboardLayout');
export const screens = {
  '': () => import('../features/overview/OverviewPage'),
  profile: () => import('../features/profile/ProfilePage'),
  staff: () => import('../features/staff/StaffPage'),
  schedule: () => import('../features/schedule/SchedulePage'),
  appointments: () => import('../features/appointments/AppointmentsPage'),
  conflicts: () => import('../features/conflicts/ConflictsPage'),
  phone: () => import('../features/phone/PhonePage'),
  'ai-chat': () => import('../features/ai-chat/AiChatPage'),
} satisfies Record<string, Loader>;

/**
 * Nested React.lazy routes load one after another (guard, then layout, then screen). This
 * requests a /dashboard URL's three side by side, so an offline cold start does not pay three
 * round trips to the worker's cache, nor wait for the router chunk to run first.
 */
export function preloadRoute(pathname: string): void {
  const m = /^\/dashboard(?:\/([^/]*))?/.exec(pathname);
  if (!m) return;
  const screen = (screens as Record<string, Loader>)[m[1] ?? ''] ?? screens[''];
  for (const load of [guards, layout, screen]) void load().catch(() => undefined);
}
