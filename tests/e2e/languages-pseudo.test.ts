// The pseudo-locale run: the owner's app and the booking page with every catalogued text turned
// into an accented look-alike ("Śàvē"), so whatever still reads as plain English never went through
// the catalogs. Nothing in the app knows about it: the browser reads Vietnamese, and each catalog
// the page fetches is answered with Lingui's pseudo-locale catalog, made from the English catalogs
// for this run (support/catalog-texts.ts). The test signs an owner up under it, walks every screen
// of the nav, the legal pages, New Appointment, the add-service and add-staff forms, a client card,
// the booking page with a customer's booking and her manage page, and the bell that tells of it,
// and fails naming each text left in English that is not data it typed itself.
import type { BrowserContext, Page } from 'playwright-core';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { AppointmentsPage } from './pages/appointments.page';
import { SIDEBAR_ENTRIES } from './pages/dashboard.page';
import { OnlineBookingSection } from './pages/online-booking.page';
import { ProfilePage } from './pages/profile.page';
import { pseudoTexts, type Texts } from './support/catalog-texts';
import { englishLeft } from './support/english-left';
import { useE2E } from './support/fixture';
import { earlyMorningZone } from './support/journeys';
import { CUSTOMER, deviceIn, MEMBER, OWNER, ownerBooksIn, SERVICE } from './support/language-journey';
import { eventually } from './support/wait';

const e2e = useE2E();
const own: BrowserContext[] = [];
afterEach(async () => {
  await Promise.all(own.splice(0).map((c) => c.close()));
});

let pseudo: { module: string; tx: Texts };
beforeAll(async () => {
  pseudo = await pseudoTexts();
});

/** The customer who books on the booking page. */
const WALK_IN = { name: 'Rosa Diaz', phone: '555-0188' };

/** Names, not words: the same in every language. */
const NAMES = [
  'Salon Desk',
  // The language picker names each language in itself, with its code.
  ...['English', 'Tiếng Việt', 'Español', 'EN', 'VI', 'ES'],
  // Phone Integration: the providers, and Sarah's voices.
  ...['Twilio', 'Vonage', 'RingCentral', 'CallRail', 'Sarah', 'Alex', 'David', 'Emma'],
  // The message preview's sample customer (Salon Profile → Message texts).
  'Ana Lopez',
];

/**
 * English this run may pass over while it is being converted, each line naming it and matched
 * against `<screen>: <text>`; drop a line when its texts reach the catalogs. Empty: every text the
 * run reaches is in them.
 */
const STILL_ENGLISH: readonly RegExp[] = [];

/** A catalog chunk: one `messages` export of compiled texts (src/i18n/i18n.ts, src/public/language.ts). */
const CATALOG_CHUNK = /^(\/\/[^\n]*\n)?var (\w+)=JSON\.parse\([\s\S]*\);export\s*\{\s*\2 as messages\s*\};?\s*$/;

/** A device under the pseudo-locale: its browser reads Vietnamese, and every catalog it fetches is the pseudo one. */
async function pseudoDevice(zone: string): Promise<{ page: Page; context: BrowserContext; swapped: () => number }> {
  // No service worker: its fetches would pass the catalogs by the route below.
  const { page, context } = await deviceIn(e2e, 'vi-VN', { timezoneId: zone, serviceWorkers: 'block' });
  own.push(context);
  let swapped = 0;
  await context.route(`${e2e.baseUrl}/assets/*.js`, async (route) => {
    const response = await route.fetch();
    const body = await response.text();
    if (!CATALOG_CHUNK.test(body)) return route.fulfill({ response });
    swapped += 1;
    const headers = { ...response.headers() };
    delete headers['content-encoding'];
    delete headers['content-length'];
    return route.fulfill({ response, headers, body: pseudo.module });
  });
  return { page, context, swapped: () => swapped };
}

/** Waits for a screen drawn with the pseudo catalog (an accented letter in its heading) and for its data to settle. */
async function settled(page: Page) {
  const h1 = page.getByRole('heading', { level: 1 });
  await eventually(async () => expect(await h1.first().textContent()).toMatch(/[\u00C0-\u024F\u1E00-\u1EFF]/), 20_000);
  await page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => undefined);
}

describe('the pseudo-locale run', () => {
  it('leaves no plain English on the owner’s screens, her dialogs and the booking page', { timeout: 240_000 }, async () => {
    const tx = (english: string) => pseudo.tx(english);
    const { page, swapped } = await pseudoDevice(earlyMorningZone());
    const email = await ownerBooksIn(e2e, page, tx, 'pseudo');
    expect(swapped(), 'no catalog chunk was recognised: has the build changed their form?').toBeGreaterThan(0);
    const slug = `pseudo-${Date.now().toString(36)}`;
    const data = [
      WALK_IN.name,
      WALK_IN.phone,
      OWNER.name,
      OWNER.salon,
      OWNER.phone,
      email,
      SERVICE.name,
      MEMBER,
      CUSTOMER.name,
      CUSTOMER.phone,
      slug,
      ...NAMES,
    ];

    const found: string[] = [];
    const look = async (where: string) => {
      for (const text of await englishLeft(page, data)) {
        const line = `${where}: ${text}`;
        if (!STILL_ENGLISH.some((r) => r.test(line))) found.push(line);
      }
    };

    // The nav's screens, and Conflicts (reached from the bell).
    for (const path of [...SIDEBAR_ENTRIES.map(([, p]) => p), '/dashboard/conflicts']) {
      await page.goto(`${e2e.baseUrl}${path}`);
      await settled(page);
      await look(path);
    }

    // The legal pages the sign-up form links to.
    for (const path of ['/terms', '/privacy']) {
      await page.goto(`${e2e.baseUrl}${path}`);
      await page.getByRole('heading', { level: 1 }).waitFor({ timeout: 20_000 });
      await look(path);
    }

    // New Appointment, with a service chosen so its times show.
    const appts = new AppointmentsPage(page, e2e.baseUrl, tx);
    await appts.goto('?new=1');
    await appts.form.waitFor();
    await appts.selectByText(appts.formField('Service'), SERVICE.name);
    await appts.formField('Time').locator('option:not([value=""])').first().waitFor({ state: 'attached' });
    await look('New Appointment');

    // A client card: the customer just booked.
    await page.goto(`${e2e.baseUrl}/dashboard/clients`);
    await settled(page);
    await page.getByRole('link', { name: CUSTOMER.name, exact: true }).click();
    await page.getByTestId('client-card').waitFor();
    await page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => undefined);
    await look('client card');

    // The booking page, once the owner has opened it (Salon Profile → Online booking).
    const profile = new ProfilePage(page, e2e.baseUrl, tx);
    await profile.goto();
    const online = new OnlineBookingSection(page, tx);
    await online.toggle.check();
    await online.address.fill(slug);
    await online.save.click();
    await eventually(async () => expect(await online.message.textContent()).toBe(tx('Online booking saved successfully!')));
    await eventually(
      async () => expect(await e2e.adminSelect('booking_settings', `booking_slug=eq.${slug}&select=online_booking`)).toEqual([{ online_booking: true }]),
      20_000,
      200,
    );
    await page.goto(`${e2e.baseUrl}/book/${slug}`);
    await page.getByRole('heading', { level: 1, name: OWNER.salon }).waitFor({ timeout: 20_000 });
    await page.getByRole('radio', { name: new RegExp(`^${SERVICE.name}`) }).check();
    // Its own catalog (public) is the pseudo one too.
    await page.getByLabel(tx('Technician'), { exact: true }).waitFor();
    await page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => undefined);
    await look('/book');

    // A customer books there; her confirmation, her manage page, and the owner's bell that tells of it.
    await page.locator('.pb-times__slot').first().click();
    await page.getByLabel(tx('Name'), { exact: true }).fill(WALK_IN.name);
    await page.getByLabel(tx('Phone'), { exact: true }).fill(WALK_IN.phone);
    await page.getByRole('button', { name: tx('Book now') }).click();
    const manage = page.getByRole('link', { name: tx('Manage your booking') });
    await manage.waitFor({ timeout: 20_000 });
    await look('/book, booked');
    await manage.click();
    await page.waitForURL((url) => url.pathname.startsWith('/a/'));
    await page.getByRole('heading', { level: 1 }).waitFor({ timeout: 20_000 });
    await page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => undefined);
    await look('/a (manage)');

    await page.goto(`${e2e.baseUrl}/dashboard`);
    await settled(page);
    await eventually(async () => expect(await page.getByTestId('bell-badge').count()).toBe(1), 20_000, 200);
    await page.locator('button.topbar__bell').click();
    await page.locator('.notif-feed').getByText(WALK_IN.name).first().waitFor();
    await look('notifications');

    expect(found, `Plain English left on screen (not in the catalogs):\n${found.join('\n')}`).toEqual([]);
    expect(e2e.pageErrors).toEqual([]);
  });
});
