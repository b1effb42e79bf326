/**
 * Which dashboard screens the top bar search filters, and what its placeholder says there.
 * Screens without a list (Overview, Schedule, Phone, AI Chat) get null: the box is disabled.
 */
const SEARCHABLE: Readonly<Record<string, string>> = {
  '/dashboard/profile': 'Search services and FAQs…',
  '/dashboard/staff': 'Search staff…',
  '/dashboard/appointments': 'Search appointments…',
};

/**
 * Where the box does nothing it says so, in its own place, rather than sit there
 * looking usable. Screens with a search of their own point to it.
 */
const OWN_SEARCH: Readonly<Record<string, string>> = {
  '/dashboard/clients': 'Search clients in the box below',
  '/dashboard/calls': 'Search calls in the box below',
};
const SCREEN_NAMES: Readonly<Record<string, string>> = {
  '/dashboard': 'Overview',
  '/dashboard/schedule': 'Staff Schedule',
  '/dashboard/phone': 'Phone Integration',
  '/dashboard/ai-chat': 'AI Chat Test',
  '/dashboard/conflicts': 'Conflicts',
};

/** The placeholder shown when the box is disabled: why there is nothing to type here. */
export const DISABLED_PLACEHOLDER = 'Nothing to search on this screen';

/** Why the box is disabled on the screen at `pathname` (a card of a list is its list's screen). */
export function disabledSearchReason(pathname: string): string {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const own = Object.keys(OWN_SEARCH).find((p) => path === p || path.startsWith(`${p}/`));
  if (own) return OWN_SEARCH[own];
  const name = SCREEN_NAMES[path];
  return name ? `Nothing to search on ${name}` : DISABLED_PLACEHOLDER;
}

/** The placeholder for the screen at `pathname`, or null when that screen has nothing to filter. */
export function searchPlaceholderFor(pathname: string): string | null {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return SEARCHABLE[path] ?? null;
}
