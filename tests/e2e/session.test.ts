import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DashboardPage } from './pages/dashboard.page';
import { LoginPage } from './pages/login.page';
import { RegisterPage } from './pages/register.page';
import { uniqueEmail, useE2E } from './support/fixture';

const e2e = useE2E();
const PASSWORD = 'polish123';

async function registerAndSignOut(page: Page): Promise<string> {
  const email = uniqueEmail('session');
  const form = new RegisterPage(page, e2e.baseUrl);
  await form.goto();
  await form.fill({ ownerName: 'Hoa Le', email, password: PASSWORD, salonName: 'Hoa Nail Bar', salonPhone: '555-0199' });
  await form.submit();
  const dashboard = new DashboardPage(page, e2e.baseUrl);
  await dashboard.ready();
  await dashboard.signOutButton.click();
  await page.waitForURL('**/login');
  return email;
}

/** A second tab of the same browser profile, as when the owner opens the app again. */
async function openDashboardInNewTab(page: Page): Promise<string> {
  const tab = await page.context().newPage();
  await tab.goto(`${e2e.baseUrl}/dashboard`);
  await tab.waitForURL((url) => url.pathname === '/dashboard' || url.pathname === '/login');
  // Let the guard settle: a spinner first, then either the layout or the login form.
  await tab.locator('[data-testid="owner-name"], form button[type=submit]').first().waitFor();
  const path = new URL(tab.url()).pathname;
  await tab.close();
  return path;
}

describe('session', () => {
  it('remember me decides whether the session outlives the tab', async () => {
    const page = await e2e.newPage();
    const email = await registerAndSignOut(page);
    const login = new LoginPage(page, e2e.baseUrl);

    await login.signIn(email, PASSWORD, false);
    await new DashboardPage(page, e2e.baseUrl).ready();
    expect(await openDashboardInNewTab(page)).toBe('/login');

    await new DashboardPage(page, e2e.baseUrl).signOutButton.click();
    await page.waitForURL('**/login');
    await login.signIn(email, PASSWORD, true);
    await new DashboardPage(page, e2e.baseUrl).ready();
    expect(await openDashboardInNewTab(page)).toBe('/dashboard');
  });

  it('a remembered owner who reloads offline still gets in and sees the salon', async () => {
    const page = await e2e.newPage();
    const email = await registerAndSignOut(page);
    const login = new LoginPage(page, e2e.baseUrl);
    await login.signIn(email, PASSWORD, true);
    const dashboard = new DashboardPage(page, e2e.baseUrl);
    await dashboard.ready();
    await dashboard.salonPhone.waitFor();

    // The app shell must be in the service worker's cache before the connection goes.
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    await page.reload();
    await dashboard.ready();
    expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);

    await page.context().setOffline(true);
    await page.reload();
    await dashboard.ready();
    // Proves the reload really had no network: the backend is unreachable from the page. (Not
    // navigator.onLine: Chromium 150 reports true in a document loaded under emulated offline.)
    expect(
      await page.evaluate(() =>
        fetch('/auth/v1/health').then(
          () => 'reached',
          () => 'unreachable',
        ),
      ),
    ).toBe('unreachable');
    expect(await dashboard.pathname).toBe('/dashboard');
    expect(await dashboard.ownerName.textContent()).toBe('Hoa Le');
    expect(await dashboard.salonName.textContent()).toBe('Hoa Nail Bar');
    await dashboard.salonPhone.waitFor();
    expect(await dashboard.salonPhone.textContent()).toBe('555-0199');
  });

  it("shows 'Loading...' while the session loads, then lets the owner in", async () => {
    const page = await e2e.newPage();
    const email = await registerAndSignOut(page);
    await new LoginPage(page, e2e.baseUrl).signIn(email, PASSWORD, true);
    await new DashboardPage(page, e2e.baseUrl).ready();

    // An expired access token makes the app refresh before it knows who is signed in; holding
    // that refresh back keeps the session loading long enough to see the spinner.
    await page.evaluate((key) => {
      const stored = JSON.parse(localStorage.getItem(key)!);
      localStorage.setItem(key, JSON.stringify({ ...stored, expires_at: Math.floor(Date.now() / 1000) - 60 }));
    }, 'salon-desk.auth');
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    await page.route('**/auth/v1/token**', async (route) => {
      await held;
      await route.continue();
    });

    await page.goto(`${e2e.baseUrl}/dashboard/staff`);
    const spinner = page.getByRole('status').filter({ hasText: 'Loading...' });
    await spinner.waitFor();
    expect(await page.getByTestId('owner-name').count()).toBe(0);
    release();
    const dashboard = new DashboardPage(page, e2e.baseUrl);
    await dashboard.ready();
    expect(await dashboard.pathname).toBe('/dashboard/staff');
    expect(await spinner.count()).toBe(0);
  });
});
