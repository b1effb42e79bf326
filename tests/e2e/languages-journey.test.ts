// The owner's first day in each of her three languages, one fresh owner each: her browser reads the
// language, she signs up, adds a service and a technician, fills the week, books a customer in New
// Appointment and finds the booking on the Overview. Every element is found by that language's
// words as the catalogs hold them (support/catalog-texts.ts), so a text a catalog lacks fails here
// by name, and a changed translation changes only what the test looks for.
import type { BrowserContext } from 'playwright-core';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DashboardPage } from './pages/dashboard.page';
import { textsIn, type Language, type Texts } from './support/catalog-texts';
import { useE2E } from './support/fixture';
import { earlyMorningZone } from './support/journeys';
import { CUSTOMER, deviceIn, ownerBooksIn, SERVICE } from './support/language-journey';
import { eventually } from './support/wait';

const e2e = useE2E();
const own: BrowserContext[] = [];
afterEach(async () => {
  await Promise.all(own.splice(0).map((c) => c.close()));
});

const BROWSER: Record<Language, string> = { en: 'en-US', vi: 'vi-VN', es: 'es-US' };
const texts = {} as Record<Language, Texts>;
beforeAll(async () => {
  for (const language of ['en', 'vi', 'es'] as const) texts[language] = await textsIn(language);
});

describe.each(['en', 'vi', 'es'] as const)('the first day in %s', (language) => {
  it('signs up, adds a service and a technician, books in New Appointment and sees it on the Overview', async () => {
    const tx = (english: string) => texts[language](english);
    const { page, context } = await deviceIn(e2e, BROWSER[language], { timezoneId: earlyMorningZone() });
    own.push(context);
    await ownerBooksIn(e2e, page, tx, `journey-${language}`);
    expect(await page.evaluate(() => document.documentElement.lang)).toBe(language);

    const dashboard = new DashboardPage(page, e2e.baseUrl, tx);
    await dashboard.navLink('Overview').click();
    await page.waitForURL((url) => url.pathname === '/dashboard');
    // Booked for the first free time today, still ahead (the salon's zone is in its early morning).
    await eventually(async () => {
      const upcoming = (await dashboard.upcomingToday.textContent()) ?? '';
      expect(upcoming).toContain(CUSTOMER.name);
      expect(upcoming).toContain(SERVICE.name);
    }, 15_000);
    expect(await dashboard.upcomingToday.getByRole('heading').first().textContent()).toBe(tx('Upcoming today'));
    expect(e2e.pageErrors).toEqual([]);
  });
});
