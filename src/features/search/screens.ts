import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/**
 * Which dashboard screens the top bar search filters, and what its placeholder says there.
 * Screens without a list (Overview, Schedule, Phone, AI Chat) get null: the box is disabled.
 */
const SEARCHABLE: Readonly<Record<string, MessageDescriptor>> = {
  '/dashboard/profile': msg`Search services and FAQs…`,
  '/dashboard/staff': msg`Search staff…`,
  '/dashboard/appointments': msg`Search appointments…`,
};

/**
 * Where the box does nothing it says so, in its own place, rather than sit there
 * looking usable. Screens with a search of their own point to it.
 */
const OWN_SEARCH: Readonly<Record<string, MessageDescriptor>> = {
  '/dashboard/clients': msg`Search clients in the box below`,
  '/dashboard/calls': msg`Search calls in the box below`,
};
const SCREEN_NAMES: Readonly<Record<string, MessageDescriptor>> = {
  '/dashboard': msg`Overview`,
  '/dashboard/schedule': msg`Staff Schedule`,
  '/dashboard/phone': msg`Phone Integration`,
  '/dashboard/ai-chat': msg`AI Chat Test`,
  '/dashboard/conflicts': msg`Conflicts`,
};

/** The placeholder shown when the box is disabled: why there is nothing to type here. */
const DISABLED_PLACEHOLDER = msg`Nothing to search on this screen`;

/** Why the box is disabled on the screen at `pathname` (a card of a list is its list's screen). */
export function disabledSearchReason(pathname: string, i18n: I18n): string {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const own = Object.keys(OWN_SEARCH).find((p) => path === p || path.startsWith(`${p}/`));
  if (own) return i18n._(OWN_SEARCH[own]);
  if (!Object.hasOwn(SCREEN_NAMES, path)) return i18n._(DISABLED_PLACEHOLDER);
  const name = i18n._(SCREEN_NAMES[path]);
  return i18n._(msg`Nothing to search on ${name}`);
}

/** The placeholder for the screen at `pathname`, or null when that screen has nothing to filter. */
export function searchPlaceholderFor(pathname: string, i18n: I18n): string | null {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return Object.hasOwn(SEARCHABLE, path) ? i18n._(SEARCHABLE[path]) : null;
}
