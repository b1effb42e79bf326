// Which sites may frame a customer's page, asked of the database by the page's address:
// /book/<slug> by its slug, /a/<token> through its manage link (public.embed_origins_for, migration
// 20261127000300). Answers are kept a few seconds: a booking page's visitor loads it once, but a
// site that frames it may be reloaded often, and every lookup takes PGlite's one session. An
// owner's change shows within that time.
import { BOOKING_SLUG_PATTERN } from '../../src/domain/tables/booking';
import type { SessionGate } from './session-gate';

export type EmbedLookup = (pathname: string) => Promise<string[]>;

const TOKEN = /^[0-9a-f]{64}$/;
/** Remembered answers at most; a flood of made-up addresses then empties the memory, never grows it. */
const MAX_ENTRIES = 1000;

/** The slug or the token of a customer's page path, or null for any other path (never looked up). */
export function pageKey(pathname: string): { slug: string } | { token: string } | null {
  const m = /^\/(book|a)\/([^/]+)\/?$/.exec(pathname);
  if (!m) return null;
  let part: string;
  try {
    part = decodeURIComponent(m[2]);
  } catch {
    return null;
  }
  if (m[1] === 'book') return BOOKING_SLUG_PATTERN.test(part) ? { slug: part } : null;
  return TOKEN.test(part) ? { token: part } : null;
}

export function embedLookup(gate: SessionGate, ttlMs = 5_000, now: () => number = Date.now): EmbedLookup {
  const cache = new Map<string, { origins: string[]; until: number }>();
  return async (pathname) => {
    const key = pageKey(pathname);
    if (!key) return [];
    const id = 'slug' in key ? `s:${key.slug}` : `t:${key.token}`;
    const hit = cache.get(id);
    if (hit && hit.until > now()) return hit.origins;
    const rows = await gate.run((db) =>
      db.query<{ origins: string[] | null }>('select public.embed_origins_for($1, $2) as origins', [
        'slug' in key ? key.slug : null,
        'token' in key ? key.token : null,
      ]),
    );
    const origins = rows.rows[0]?.origins ?? [];
    if (cache.size >= MAX_ENTRIES) cache.clear();
    cache.set(id, { origins, until: now() + ttlMs });
    return origins;
  };
}
