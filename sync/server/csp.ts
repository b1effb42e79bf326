// The Content-Security-Policy of the pages the gateway serves (issue 23). The owner's app (index.html:
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
// - frame-src: the landing page's demo video; worker-src and manifest-src: the app's own.
import { createHash } from 'node:crypto';

/** The landing page's demo video (src/features/landing/content.ts DEMO_VIDEO_URL). */
const DEMO_VIDEO_ORIGIN = 'https://www.youtube-nocookie.com';

/** `'sha256-…'` of each inline script of an HTML page, as the browser hashes its text. */
export function inlineScriptHashes(html: string): string[] {
  const out: string[] = [];
  for (const m of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    if (/\bsrc\s*=/i.test(m[1])) continue;
    out.push(`'sha256-${createHash('sha256').update(m[2], 'utf8').digest('base64')}'`);
  }
  return out;
}

const policy = (directives: Array<[string, ...string[]]>) => directives.map((d) => d.filter(Boolean).join(' ')).join('; ');

/** The owner's app: never framed. */
export function ownerPolicy(scriptHashes: readonly string[], backendOrigin: string): string {
  return policy([
    ['default-src', "'self'"],
    ['script-src', "'self'", ...scriptHashes],
    ['style-src', "'self'"],
    ['img-src', "'self'", 'data:', 'blob:'],
    ['font-src', "'self'"],
    ['connect-src', "'self'", backendOrigin, 'https:', 'http:'],
    ['frame-src', DEMO_VIDEO_ORIGIN],
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
 * cannot name other sites, so a customer's page whose owner allowed some goes without it.
 */
export function pageHeaders(kind: 'owner' | 'customer', html: string, backendOrigin: string, embedOrigins: readonly string[] = []): Record<string, string> {
  const hashes = inlineScriptHashes(html);
  if (kind === 'owner') return { 'content-security-policy': ownerPolicy(hashes, backendOrigin), 'x-frame-options': 'DENY' };
  const headers: Record<string, string> = { 'content-security-policy': customerPolicy(hashes, backendOrigin, embedOrigins) };
  if (embedOrigins.length === 0) headers['x-frame-options'] = 'SAMEORIGIN';
  return headers;
}
