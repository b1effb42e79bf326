// At tablet size: a salon set up from nothing sees a
// checklist on its Overview instead of five zero cards; each step ticks itself as the owner does
// it on its own screen, and the list is gone when the last is done. On the way: the bell has no
// news of the owner's own booking, and AI Chat Test says it cannot reach a provider that does
// not answer, and why, instead of "Ready to handle appointments".
import type { BrowserContext, Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { AiChatPage } from './pages/ai-chat.page';
import { DashboardPage } from './pages/dashboard.page';
import { OnlineBookingSection } from './pages/online-booking.page';
import { ProfilePage } from './pages/profile.page';
import { useE2E } from './support/fixture';
import { earlyMorningZone, journeys } from './support/journeys';
import { eventually } from './support/wait';

const e2e = useE2E();
const own: BrowserContext[] = [];
afterEach(async () => {
  await Promise.all(own.splice(0).map((c) => c.close()));
});
const { newDevice, registerOwner, setUpBookableSalon, book } = journeys(e2e, own);

const TABLET = { width: 820, height: 1180 };
/** Nothing listens here: the provider check gets no answer. */
const SILENT_PROVIDER = 'http://127.0.0.1:9/v1';

const checklist = (page: Page) => page.getByTestId('setup-checklist');
/** SHOTS=1 saves screenshots to /tmp for a look at the layout; the assertions never depend on them. */
const shot = async (page: Page, name: string) => {
  if (process.env.SHOTS) await page.screenshot({ path: `/tmp/first-run-${name}.png`, fullPage: name !== 'profile' });
};
const step = (page: Page, id: string) => page.getByTestId(`setup-${id}`);

/** At tablet width the sidebar is folded away: the Overview is opened by its address. */
async function toOverview(dashboard: DashboardPage) {
  await dashboard.goto('/dashboard');
  await dashboard.heading.waitFor();
}

async function expectDone(page: Page, done: string[]) {
  await eventually(async () => {
    const states = await Promise.all(
      ['profile', 'services', 'staff', 'shifts', 'online', 'sarah'].map(async (s) => [s, await step(page, s).getAttribute('data-done')]),
    );
    expect(states.filter(([, d]) => d === 'true').map(([s]) => s)).toEqual(done);
  });
  expect(await page.getByTestId('setup-count').textContent()).toBe(`${done.length} of 6 done`);
}

describe('first run', () => {
  it('the Overview guides a new salon through six steps that tick themselves, then steps aside', async () => {
    const { page } = await newDevice(earlyMorningZone(), { viewport: TABLET });
    await registerOwner(page, 'firstrun');
    const dashboard = new DashboardPage(page, e2e.baseUrl);
    await toOverview(dashboard);

    // A start, not five zeros: the checklist where the figures go, and "no calls" said once.
    await checklist(page).waitFor();
    await expectDone(page, []);
    expect(await dashboard.stat('bookings').count()).toBe(0);
    await page.getByTestId('ai').getByTestId('ai-no-calls').waitFor();
    expect(await page.getByText('No calls yet', { exact: true }).count()).toBe(0);
    await shot(page, 'overview');

    // Step 1 leads to its section of Salon Profile; an address and saved hours tick it.
    await step(page, 'profile').getByRole('link', { name: 'Open Salon Profile' }).click();
    await page.waitForURL((url) => url.pathname === '/dashboard/profile' && url.hash === '#basic-information');
    const profile = new ProfilePage(page, e2e.baseUrl);
    await profile.infoForm.waitFor();
    await shot(page, 'profile');
    await profile.infoField('Address').fill('12 Main St, Springfield');
    await profile.saveInfo.click();
    await profile.infoForm.getByText('Salon information updated successfully!').waitFor();
    await profile.saveHours.click();
    await profile.hoursForm.getByText('Salon information updated successfully!').waitFor();
    await toOverview(dashboard);
    await expectDone(page, ['profile']);

    // Hidden on this device, it leaves a way back.
    await checklist(page).getByRole('button', { name: 'Hide checklist' }).click();
    await checklist(page).waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Show set-up checklist (1 of 6 done)' }).click();
    await checklist(page).waitFor();

    // A service, a member who does it, and this week's shifts: three more ticks.
    await setUpBookableSalon(page);
    await toOverview(dashboard);
    await expectDone(page, ['profile', 'services', 'staff', 'shifts']);
    await shot(page, 'four-done');

    // Online booking, from its link, lands on its section.
    await step(page, 'online').getByRole('link', { name: 'Set up online booking' }).click();
    await page.waitForURL((url) => url.hash === '#online-booking');
    const online = new OnlineBookingSection(page);
    await online.toggle.check();
    await online.address.fill(`first-run-${Date.now().toString(36)}`);
    await eventually(async () => expect(await online.addressNote.textContent()).toBe('This address is free.'), 10_000);
    await online.save.click();
    await eventually(async () => expect(await online.message.textContent()).toBe('Online booking saved successfully!'));
    await toOverview(dashboard);
    await expectDone(page, ['profile', 'services', 'staff', 'shifts', 'online']);

    // The owner's own booking on this device is no news to her here: no badge, nothing in the bell.
    await book(page, '555-0142', 'Ana Lopez', 0);
    await toOverview(dashboard);
    await dashboard.bell.click();
    const feed = page.getByRole('dialog', { name: 'Notifications' });
    await feed.getByTestId('notifications-empty').waitFor();
    expect(await feed.getByTestId('notification').count()).toBe(0);
    expect(await dashboard.bell.getAttribute('aria-label')).toBe('Notifications');
    await page.keyboard.press('Escape');

    // Sarah: a key on this device ticks the step; a provider that does not answer is said to be
    // unreachable, with why — never "Ready to handle appointments".
    await step(page, 'sarah').getByRole('link', { name: 'Open AI Chat Test' }).click();
    const chat = new AiChatPage(page, e2e.baseUrl);
    // (The step is the device path's: "Run Sarah on this device"; server-side Sarah is ai-chat-server.test.ts.)
    await chat.heading.waitFor();
    await chat.runOnDevice();
    await eventually(async () => expect(await chat.status.textContent()).toBe('Not configured: add an AI provider key below'));
    await chat.setProvider({ baseURL: SILENT_PROVIDER, apiKey: 'sk-made-up' });
    await eventually(async () => expect(await chat.status.textContent()).toBe('Cannot reach 127.0.0.1:9'), 15_000);
    expect(await page.getByTestId('chat-status-detail').textContent()).toContain('Why: no answer from 127.0.0.1:9');
    expect(await chat.config('status').textContent()).toBe('Unreachable');
    expect(await page.getByText('Ready to handle appointments').count()).toBe(0);
    // Messages may still be typed: they wait on the device for the provider.
    expect(await chat.input.isDisabled()).toBe(false);
    await shot(page, 'ai-chat');

    // Every step done: the checklist is gone, the figures are back.
    await toOverview(dashboard);
    await dashboard.stat('bookings').waitFor();
    expect(await checklist(page).count()).toBe(0);
    expect(await page.getByRole('button', { name: /^Show set-up checklist/ }).count()).toBe(0);
    expect(e2e.pageErrors).toEqual([]);
  }, 180_000);
});
