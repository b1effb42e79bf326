// The pages the gateway serves carry a Content-Security-Policy. The owner's app may not be
// framed anywhere; a customer's page (/book/<slug>, /a/<token>) only by its own origin and the sites
// its salon's owner listed (booking_settings.embed_origins), looked up by slug or by manage token.
// Against the real local backend serving the built app (dist/, which `npm test` builds first).
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PublicBookAnswer } from '../../src/domain/public-booking/contract';
import type { LocalBackend } from '../../sync/server/index';
import { clientFor, rawFetch, startTestBackend } from './helpers';
import { anonymous, booking, call, onlineSalon, type OnlineSalon } from './public-booking-harness';

// E2E_DIST_DIR: a build of one's own, as the e2e tests take it.
const DIST = resolve(process.env.E2E_DIST_DIR ?? 'dist');

/** Runs `check` until it passes or `ms` went by (then its last failure is the test's). */
async function eventually(check: () => Promise<void>, ms: number): Promise<void> {
  const end = Date.now() + ms;
  for (;;) {
    try {
      return await check();
    } catch (err) {
      if (Date.now() > end) throw err;
      await new Promise((r) => setTimeout(r, 200));
    }
  }
}

/** The directives of a policy by name. */
function directives(csp: string | null): Record<string, string[]> {
  expect(csp, 'no Content-Security-Policy').toBeTruthy();
  return Object.fromEntries(
    csp!
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .map(([name, ...values]) => [name, values]),
  );
}

describe('the pages\u2019 Content-Security-Policy', () => {
  let backend: LocalBackend;
  let s: OnlineSalon;
  let token = '';
  const page = async (path: string) => {
    const res = await fetch(`${backend.url}${path}`);
    expect(res.status, path).toBe(200);
    return {
      csp: res.headers.get('content-security-policy'),
      xfo: res.headers.get('x-frame-options'),
      referrer: res.headers.get('referrer-policy'),
      html: await res.text(),
    };
  };
  const ancestors = async (path: string) => directives((await page(path)).csp)['frame-ancestors'];
  const setOrigins = (value: string) => s.device.push([s.device.mutation('booking_settings', s.f.bookingSettings.id, 'patch', { embed_origins: value })]);

  beforeAll(async () => {
    if (!existsSync(resolve(DIST, 'index.html'))) throw new Error('dist/ is missing: run `npx vite build` (npm test does) before this test.');
    ({ backend } = await startTestBackend({ distDir: DIST }));
    s = await onlineSalon(backend);
    const booked = await call<PublicBookAnswer>(anonymous(backend), 'public_book', booking(s));
    expect(booked.data?.status).toBe('booked');
    token = (booked.data as Extract<PublicBookAnswer, { status: 'booked' }>).manage_token;
  });
  afterAll(() => backend?.close());

  it('the owner\u2019s app may be framed by no one, and allows its own inline script by its hash', async () => {
    for (const path of ['/', '/dashboard', '/dashboard/profile', '/login', '/terms', '/privacy', '/index.html']) {
      const { csp, xfo, html } = await page(path);
      const d = directives(csp);
      expect(d['frame-ancestors'], path).toEqual(["'none'"]);
      expect(xfo, path).toBe('DENY');
      expect(d['object-src']).toEqual(["'none'"]);
      // The route preload's inline script (scripts/route-preload.ts), hashed here independently.
      const inline = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => `'sha256-${createHash('sha256').update(m[1]).digest('base64')}'`);
      expect(inline.length).toBeGreaterThan(0);
      expect(d['script-src']).toEqual(["'self'", ...inline]);
      expect(d['connect-src']).toEqual(expect.arrayContaining(["'self'", 'https:']));
      // The demo video is the app's own file; a build without a hosted player frames nothing.
      expect(d['media-src'], path).toEqual(["'self'"]);
      expect(d['frame-src'], path).toEqual(["'none'"]);
    }
    // Assets and the worker carry none: a policy belongs to a document.
    expect((await fetch(`${backend.url}/sw.js`)).headers.get('content-security-policy')).toBeNull();
  });

  it('a booking page and a manage link show only on their own origin until the owner lists sites', async () => {
    for (const path of [`/book/${s.slug}`, `/a/${token}`, '/book/no-such-salon', `/a/${'0'.repeat(64)}`, '/book.html']) {
      const { csp, xfo, referrer } = await page(path);
      // A manage link's token is in the path: no link out of the page may carry it away.
      expect(referrer, path).toBe('no-referrer');
      const d = directives(csp);
      expect(d['frame-ancestors'], path).toEqual(["'self'"]);
      expect(xfo, path).toBe('SAMEORIGIN');
      expect(d['connect-src'], path).toEqual(["'self'", backend.url]);
      expect(d['script-src'], path).toEqual(["'self'"]);
    }
  });

  it('the sites the owner lists may frame the salon\u2019s pages, and no other salon\u2019s', async () => {
    const other = await onlineSalon(backend);
    const res = await setOrigins('https://lotus.example https://www.lotus.example:8443');
    expect(res.results.map((r) => r.status)).toEqual(['applied']);
    const allowed = ["'self'", 'https://lotus.example', 'https://www.lotus.example:8443'];
    // The gateway keeps an answer a few seconds (embed-lookup.ts).
    await eventually(async () => expect(await ancestors(`/book/${s.slug}`)).toEqual(allowed), 10_000);
    expect(await ancestors(`/a/${token}`)).toEqual(allowed);
    expect((await page(`/book/${s.slug}`)).xfo).toBeNull();
    expect(await ancestors(`/book/${other.slug}`)).toEqual(["'self'"]);
    // Switched off, the page shows nowhere else.
    await s.device.push([s.device.mutation('booking_settings', s.f.bookingSettings.id, 'patch', { online_booking: false })]);
    await eventually(async () => expect(await ancestors(`/book/${s.slug}`)).toEqual(["'self'"]), 10_000);
    await s.device.push([s.device.mutation('booking_settings', s.f.bookingSettings.id, 'patch', { online_booking: true })]);
  });

  it('the server refuses a list that is not https origins, so nothing else reaches the header', async () => {
    for (const bad of [
      'http://lotus.example',
      "https://lotus.example; script-src 'unsafe-inline'",
      'https://*.lotus.example',
      '*',
      Array.from({ length: 11 }, (_, i) => `https://s${i}.example`).join(' '),
    ]) {
      const res = await setOrigins(bad);
      expect(res.results[0], bad).toMatchObject({ status: 'rejected' });
    }
    const admin = clientFor(backend, backend.serviceRoleKey);
    const { data } = await admin.from('booking_settings').select('embed_origins').eq('id', s.f.bookingSettings.id).single().throwOnError();
    expect(data).toEqual({ embed_origins: 'https://lotus.example https://www.lotus.example:8443' });
  });

  it('a stranger cannot ask which sites a salon allows, nor whether a token is live', async () => {
    const res = await rawFetch(backend, '/rest/v1/rpc/embed_origins_for', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ p_token: token }),
    });
    expect(res.status).toBe(400);
    expect(await res.text()).not.toContain('lotus');
  });
});
