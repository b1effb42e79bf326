// Salon Profile → Online booking → "Sites that may show your booking page": the owner's
// own websites that may embed /book/<slug> in a frame. Typed one per line; stored as the origins
// separated by spaces (booking_settings.embed_origins, EMBED_ORIGINS_PATTERN), which the gateway
// puts in the page's Content-Security-Policy frame-ancestors. Only https sites: a page shown
// inside an http one could be changed by anyone on the customer's network.
import { EMBED_ORIGINS_MAX, EMBED_ORIGINS_MAX_CHARS, EMBED_ORIGINS_PATTERN } from './tables/formats';

export const EMBED_ORIGINS_TOO_MANY = `At most ${EMBED_ORIGINS_MAX} sites may show your booking page.`;

export const EMBED_ORIGINS_TOO_LONG = `These sites’ addresses are too long together (at most ${EMBED_ORIGINS_MAX_CHARS} characters).`;

const shown = (typed: string) => `“${typed.length > 60 ? `${typed.slice(0, 57)}…` : typed}”`;

/** Why one typed line is not a site that may frame the page, or its origin. */
function originOf(typed: string): { origin: string } | { problem: string } {
  let url: URL;
  try {
    url = new URL(typed);
  } catch {
    return { problem: `${shown(typed)} is not a site’s address: write it like https://mysalon.com.` };
  }
  if (url.protocol !== 'https:') return { problem: `${shown(typed)}: only https:// sites may show your booking page.` };
  if (url.username || url.password || url.pathname !== '/' || url.search || url.hash) {
    return { problem: `${shown(typed)}: write the site only, without a page (https://mysalon.com).` };
  }
  // One origin must fit the stored pattern on its own: no wildcard, IPv6 literal or stray character.
  if (!new RegExp(EMBED_ORIGINS_PATTERN).test(url.origin)) return { problem: `${shown(typed)} is not a site’s address: write it like https://mysalon.com.` };
  return { origin: url.origin };
}

/**
 * The typed list (one site per line; spaces and commas separate too) as it is stored: each an
 * origin, duplicates dropped, in the owner's order; or the first problem in words.
 */
export function readEmbedOrigins(typed: string): { value: string } | { problem: string } {
  const origins: string[] = [];
  for (const line of typed.split(/[\s,]+/).filter(Boolean)) {
    const one = originOf(line);
    if ('problem' in one) return one;
    if (!origins.includes(one.origin)) origins.push(one.origin);
  }
  if (origins.length > EMBED_ORIGINS_MAX) return { problem: EMBED_ORIGINS_TOO_MANY };
  const value = origins.join(' ');
  if (value.length > EMBED_ORIGINS_MAX_CHARS) return { problem: EMBED_ORIGINS_TOO_LONG };
  return { value };
}

/** The stored list as the form shows it, one site per line. */
export const embedOriginsText = (stored: string | null | undefined): string => (stored ?? '').split(' ').filter(Boolean).join('\n');
