/**
 * Which dashboard screens the top bar search filters, and what its placeholder says there.
 * Screens without a list (Overview, Schedule, Phone, AI Chat) get null: the box is disabled.
 */
const SEARCHABLE: Readonly<Record<string, string>> = {
  '/dashboard/profile': 'Search services and FAQs…',
  '/dashboard/staff': 'Search staff…',
  '/dashboard/appointments': 'Search appointments…',
};

/** The placeholder shown when the box is disabled. */
export const DISABLED_PLACEHOLDER = 'Search';

/** The placeholder for the screen at `pathname`, or null when that screen has nothing to filter. */
export function searchPlaceholderFor(pathname: string): string | null {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return SEARCHABLE[path] ?? null;
}
