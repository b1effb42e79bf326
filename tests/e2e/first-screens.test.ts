// First screens on a phone: the landing page loads none of the app (router, session with the
// Supabase client and the local database, schemas) even once it is idle, and fetches each when the
// visitor heads for it; its scripts come compressed; the sign-in form shows without the Supabase
// client; the backend's config script does not hold up the first paint. The scores themselves
// are the bench's (npm run bench -- --suite lighthouse).
import { describe, expect, it } from 'vitest';
import { LandingPage } from './pages/landing.page';
import { LoginPage } from './pages/login.page';
import { PHONE, useE2E } from './support/fixture';
import { eventually } from './support/wait';

const e2e = useE2E();
/** The app's code a reader of the landing page never needs (the router and the database ride in app-shell and dashboard). */
const APP_CODE = /\/assets\/(app-shell|dashboard|session|supabase-client|schemas|contact-requests)-[^/]*\.js$/;
const requested = (scripts: string[], name: string) => scripts.some((s) => new RegExp(`/assets/${name}-[^/]*\\.js$`).test(s));

describe('first screens', () => {
  it('the landing page loads no app code until the visitor heads for it, compressed', async () => {
    const page = await e2e.newPage(PHONE);
    const scripts: string[] = [];
    const plain: string[] = [];
    let brotli = 0;
    page.on('response', (r) => {
      if (r.request().resourceType() !== 'script' || !r.url().includes('/assets/')) return;
      scripts.push(new URL(r.url()).pathname);
      const encoding = r.headers()['content-encoding'];
      if (encoding === 'br') brotli++;
      // Only a file too small to gain from it (under 1 KB) comes as it is.
      else if (Number(r.headers()['content-length']) >= 1024) plain.push(`${r.url()} (${encoding ?? 'identity'})`);
    });
    const landing = new LandingPage(page, e2e.baseUrl);
    await landing.goto();
    expect(await page.locator('script[src="/app-config.js"]').getAttribute('defer')).not.toBeNull();
    // The worker's registration comes once the page is idle, after everything the page starts on
    // its own: by then the app's code would have been asked for.
    await eventually(async () => expect(requested(scripts, 'pwa')).toBe(true), 15_000, 100);
    expect(scripts.filter((s) => APP_CODE.test(s))).toEqual([]);
    expect(brotli).toBeGreaterThan(0);
    expect(plain).toEqual([]);

    // Heading for sign-in: the router comes (with the guards, app-shell); the contact form near the screen: its queue and the session.
    await page.locator('#top a[href="/register"]').first().hover();
    await eventually(async () => expect(requested(scripts, 'app-shell')).toBe(true), 10_000, 100);
    expect(requested(scripts, 'session')).toBe(false);
    await page.locator('#contact').scrollIntoViewIfNeeded();
    await eventually(
      async () => {
        expect(requested(scripts, 'session')).toBe(true);
        expect(requested(scripts, 'contact-requests')).toBe(true);
      },
      10_000,
      100,
    );
    expect(e2e.pageErrors).toEqual([]);
  });

  it('the sign-in form shows on a device with no session, before the Supabase client arrives', async () => {
    const page = await e2e.newPage(PHONE);
    const held: string[] = [];
    await page.context().route(/\/assets\/supabase-client-[^/]*\.js$/, (route) => {
      held.push(route.request().url());
      return route.abort('internetdisconnected');
    });
    const login = new LoginPage(page, e2e.baseUrl);
    await login.goto();
    await login.email.waitFor();
    expect(await login.submitButton.isVisible()).toBe(true);
    // The client was asked for (the session starts once the screen is up) and never came.
    await eventually(async () => expect(held.length).toBeGreaterThan(0), 15_000, 100);
    expect(await login.submitButton.isVisible()).toBe(true);
  });
});
