// In Chromium: another site (a tiny https page on another loopback port) cannot show the
// owner's dashboard in a frame, and shows a salon's booking page only once the owner lists that
// site in Salon Profile → Online booking; a site not listed still cannot. The owner's app, its
// service worker and the booking page load with no Content-Security-Policy violation.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:https';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BrowserContext, Frame, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { OnlineBookingSection } from './pages/online-booking.page';
import { ProfilePage } from './pages/profile.page';
import { useE2E, type E2E } from './support/fixture';
import { journeys } from './support/journeys';
import { eventually, workerControls } from './support/wait';

const e2e: E2E = useE2E();
const own: BrowserContext[] = [];
afterEach(async () => {
  await Promise.all(own.splice(0).map((c) => c.close()));
});
const { newDevice, registerOwner } = journeys(e2e, own);

/** Records every CSP violation a document of the context reports, frames included. */
const RECORD_VIOLATIONS = `window.__csp = []; document.addEventListener('securitypolicyviolation', (e) => window.__csp.push(e.violatedDirective + ' ' + e.blockedURI));`;
const violations = (page: Page) => page.evaluate(() => (window as unknown as { __csp: string[] }).__csp);

/** Two https sites on loopback (a self-signed certificate the test contexts accept), each a page with one iframe of ?src=. */
const framers: Server[] = [];
const origins: string[] = [];
let certDir = '';
beforeAll(async () => {
  certDir = mkdtempSync(join(tmpdir(), 'salon-desk-framer-'));
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-days',
      '1',
      '-subj',
      '/CN=127.0.0.1',
      '-addext',
      'subjectAltName=IP:127.0.0.1',
      '-keyout',
      join(certDir, 'key.pem'),
      '-out',
      join(certDir, 'cert.pem'),
    ],
    { stdio: 'ignore' },
  );
  for (let i = 0; i < 2; i++) {
    const server = createServer({ key: readFileSync(join(certDir, 'key.pem')), cert: readFileSync(join(certDir, 'cert.pem')) }, (req, res) => {
      const src = new URL(req.url ?? '/', 'https://127.0.0.1').searchParams.get('src') ?? '';
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      res.end(`<!doctype html><title>Another site</title><iframe id="f" src="${src.replace(/"/g, '&quot;')}" width="800" height="600"></iframe>`);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    framers.push(server);
    origins.push(`https://127.0.0.1:${(server.address() as { port: number }).port}`);
  }
});
afterAll(() => {
  for (const s of framers) s.close();
  rmSync(certDir, { recursive: true, force: true });
});

/** The frame of `framer`'s page showing `src`, once it has either drawn its heading or been refused. */
async function framed(framer: string, src: string): Promise<{ shown: boolean; page: Page }> {
  const context = await e2e.browser.newContext({ ignoreHTTPSErrors: true });
  own.push(context);
  const page = await context.newPage();
  // Chromium says so in the framing page's console when a frame-ancestors directive refuses a frame.
  let refused = false;
  page.on('pageerror', (e) => e2e.pageErrors.push(e.message));
  page.on('console', (m) => {
    if (/violates the following Content Security Policy directive: "frame-ancestors/.test(m.text())) refused = true;
  });
  await page.goto(`${framer}/?src=${encodeURIComponent(src)}`);
  const frame = (await (await page.$('#f'))!.contentFrame()) as Frame;
  const shown = await eventually(
    async () => {
      if (refused || frame.url().startsWith('chrome-error:')) return false;
      if (await frame.locator('h1').count()) return true;
      throw new Error(`the frame of ${src} has neither drawn its heading nor been refused yet`);
    },
    20_000,
    100,
  );
  return { shown, page };
}

describe('who may show the app\u2019s pages in a frame', () => {
  it('no site frames the dashboard; a salon\u2019s page only on the sites its owner lists', { timeout: 180_000 }, async () => {
    const owner = await newDevice('Europe/Paris');
    await owner.context.addInitScript(RECORD_VIOLATIONS);
    // Chromium also logs each violation, whichever document of the page it happened in.
    const logged: string[] = [];
    owner.page.on('console', (m) => m.text().includes('Content Security Policy') && logged.push(m.text()));
    await registerOwner(owner.page, 'frames');

    const profile = new ProfilePage(owner.page, e2e.baseUrl);
    await profile.goto();
    const online = new OnlineBookingSection(owner.page);
    const slug = `lotus-${Date.now().toString(36)}`;
    await online.toggle.check();
    await online.address.fill(slug);
    // An http site is refused at its field, in words, and nothing is saved.
    await online.embedOrigins.fill('http://mysalon.example');
    await online.save.click();
    await eventually(async () =>
      expect(await online.embedOriginsError.textContent()).toBe('“http://mysalon.example”: only https:// sites may show your booking page.'),
    );
    await online.embedOrigins.fill('');
    await online.save.click();
    await eventually(async () => expect(await online.message.textContent()).toBe('Online booking saved successfully!'));
    await eventually(
      async () => {
        expect(await e2e.adminSelect('booking_settings', `booking_slug=eq.${slug}&select=online_booking,embed_origins`)).toEqual([
          { online_booking: true, embed_origins: '' },
        ]);
      },
      30_000,
      200,
    );

    expect((await framed(origins[0], `${e2e.baseUrl}/dashboard`)).shown).toBe(false);
    expect((await framed(origins[0], `${e2e.baseUrl}/login`)).shown).toBe(false);
    // Before the owner lists a site, no other site shows the booking page.
    expect((await framed(origins[0], `${e2e.baseUrl}/book/${slug}`)).shown).toBe(false);

    await online.embedOrigins.fill(`${origins[0]}/\n`);
    await online.save.click();
    await eventually(async () => expect(await online.message.textContent()).toBe('Online booking saved successfully!'));
    expect(await online.embedOrigins.inputValue()).toBe(origins[0]);
    await eventually(
      async () => {
        expect(await e2e.adminSelect('booking_settings', `booking_slug=eq.${slug}&select=embed_origins`)).toEqual([{ embed_origins: origins[0] }]);
      },
      30_000,
      200,
    );

    expect(await violations(owner.page)).toEqual([]);

    // The gateway keeps its answer a few seconds (embed-lookup.ts).
    await eventually(async () => expect((await framed(origins[0], `${e2e.baseUrl}/book/${slug}`)).shown).toBe(true), 30_000, 500);
    const inside = await framed(origins[0], `${e2e.baseUrl}/book/${slug}`);
    const frame = (await (await inside.page.$('#f'))!.contentFrame())!;
    expect(await frame.locator('h1').textContent()).toBe('Lotus Nails');
    expect((await framed(origins[1], `${e2e.baseUrl}/book/${slug}`)).shown).toBe(false);
    expect((await framed(origins[0], `${e2e.baseUrl}/dashboard`)).shown).toBe(false);

    // The owner's app loaded its screens, its worker and the Salon Profile's checks with no violation.
    await workerControls(owner.page);
    await owner.page.goto(`${e2e.baseUrl}/dashboard`);
    await owner.page.getByRole('heading', { level: 1 }).first().waitFor();
    expect(await violations(owner.page)).toEqual([]);
    await profile.goto();
    expect(await violations(owner.page)).toEqual([]);
    expect(logged).toEqual([]);

    // The booking page on its own, as a customer opens it.
    const customer = await newDevice('Europe/Paris');
    await customer.context.addInitScript(RECORD_VIOLATIONS);
    await customer.page.goto(`${e2e.baseUrl}/book/${slug}`);
    await customer.page.getByRole('heading', { level: 1, name: 'Lotus Nails' }).waitFor();
    expect(await violations(customer.page)).toEqual([]);
    expect(e2e.pageErrors).toEqual([]);
  });
});
