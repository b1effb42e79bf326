// The Content-Security-Policy of the pages the gateway serves. The owner's app (index.html:
// the landing page, sign-in, /dashboard…) may not be shown in anyone's frame, where a hostile site
// could dress its buttons up as its own (clickjacking); the customers' pages (book.html: /book/<slug>,
// /a/<token>) may be, by their own origin and by the sites the salon's owner listed in Salon Profile →
// Online booking (booking_settings.embed_origins), so a salon can put its booking page on its website.
// Each policy names what the built app loads, so a page that works today keeps working:
// - scripts: the app's own files, /app-config.js, and the owner's page's one inline script (the route
//   preload of scripts/route-preload.ts), allowed by its hash, read from the file served;
// - connect-src of the owner's app: its backend, and whatever AI Chat Test's provider URL says — any
//   https site, a model on this machine or, when the app itself is on http (the local gateway), one on
//   the salon's network; as that must allow any https site it is no wall against sending data out, and
//   the policy does not pretend otherwise. The customers' pages talk to the backend only;
// - media-src: the landing page's demo video, recorded into the app's own files (public/demo/);
// - frame-src: none, unless the build was given a hosted demo video (VITE_DEMO_VIDEO_EMBED_URL), whose
//   https origin the build stamps into the page (a meta tag) and this reads back, as it reads the
//   hashes: the policy follows the file served; worker-src and manifest-src: the app's own.
import { createHash } from 'node:crypto';

/** `'sha256-…'` of each inline script of an HTML page, as the browser hashes its text. */
export function inlineScriptHashes(html: string): string[] {
  const out: string[] = [];
  for (const m of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    if (/\bsrc\s*=/i.test(m[1])) continue;
    out.push(`'sha256-${createHash('sha256').update(m[2], 'utf8').digest('base64')}'`);
  }
  return out;
}

/** The meta tag vite.config.ts writes for a hosted demo video (src/features/landing/demo-video.ts DEMO_EMBED_META). */
const DEMO_EMBED_META = 'salon-desk-demo-embed';

/** The hosted demo video's origin the build stamped into the page, when it is an https origin. */
export function demoEmbedOrigin(html: string): string | null {
  const content = new RegExp(`<meta name="${DEMO_EMBED_META}" content="([^"]*)"`).exec(html)?.[1];
  if (!content) return null;
  try {
    const url = new URL(content);
    // An origin alone, and only https: nothing else may reach the header.
    return url.protocol === 'https:' && url.origin === content ? url.origin : null;
  } catch {
    return null;
  }
}

const policy = (directives: Array<[string, ...string[]]>) => directives.map((d) => d.filter(Boolean).join(' ')).join('; ');

/** The owner's app: never framed. */
export function ownerPolicy(scriptHashes: readonly string[], backendOrigin: string, demoEmbed: string | null = null): string {
  return policy([
    ['default-src', "'self'"],
    ['script-src', "'self'", ...scriptHashes],
    ['style-src', "'self'"],
    ['img-src', "'self'", 'data:', 'blob:'],
    ['font-src', "'self'"],
    // The backend's Realtime socket too (ws: or wss:), named outright: not every browser lets an
    // http(s) source or 'self' stand for a WebSocket address.
    ['connect-src', "'self'", backendOrigin, backendOrigin.replace(/^http/, 'ws'), 'https:', 'http:'],
    ['media-src', "'self'"],
    ['frame-src', demoEmbed ?? "'none'"],
    ['worker-src', "'self'"],
    ['manifest-src', "'self'"],
    ['object-src', "'none'"],
    ['base-uri', "'none'"],
    ['form-action', "'self'"],
    ['frame-ancestors', "'none'"],
  ]);
}

/**
 * A customer's page: framed only by itself and `embedOrigins` (each an https origin, checked by the
 * registry's pattern on the device and by a CHECK on the server, so nothing else reaches the header).
 */
export function customerPolicy(scriptHashes: readonly string[], backendOrigin: string, embedOrigins: readonly string[]): string {
  return policy([
    ['default-src', "'self'"],
    ['script-src', "'self'", ...scriptHashes],
    ['style-src', "'self'"],
    ['img-src', "'self'", 'data:'],
    ['connect-src', "'self'", backendOrigin],
    ['object-src', "'none'"],
    ['base-uri', "'none'"],
    ['form-action', "'self'"],
    ['frame-ancestors', "'self'", ...embedOrigins],
  ]);
}

/**
 * The headers of an HTML page. X-Frame-Options speaks for browsers that predate frame-ancestors; it
 * cannot name other sites, so a customer's page whose owner allowed some goes without it. A
 * customer's page sends no Referer anywhere: a manage link's token is its path, and a link out of
 * the page (the salon's site, a map) would otherwise carry it to another site.
 */
export function pageHeaders(kind: 'owner' | 'customer', html: string, backendOrigin: string, embedOrigins: readonly string[] = []): Record<string, string> {
  const hashes = inlineScriptHashes(html);
  if (kind === 'owner') return { 'content-security-policy': ownerPolicy(hashes, backendOrigin, demoEmbedOrigin(html)), 'x-frame-options': 'DENY' };
  const headers: Record<string, string> = {
    'content-security-policy': customerPolicy(hashes, backendOrigin, embedOrigins),
    'referrer-policy': 'no-referrer',
  };
  if (embedOrigins.length === 0) headers['x-frame-options'] = 'SAMEORIGIN';
  return headers;
}
