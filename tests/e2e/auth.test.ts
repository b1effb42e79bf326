import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DashboardPage, SIDEBAR_ENTRIES } from './pages/dashboard.page';
import { LoginPage } from './pages/login.page';
import { RegisterPage, type Registration } from './pages/register.page';
import { PHONE, uniqueEmail, useE2E } from './support/fixture';
import { eventually } from './support/wait';

const e2e = useE2E();

function owner(overrides: Partial<Registration> = {}): Registration {
  return {
    ownerName: 'Mai Tran',
    email: uniqueEmail(),
    password: 'polish123',
    salonName: 'Lotus Nails',
    salonPhone: '555-0100',
    ...overrides,
  };
}

async function register(page: Page, r: Registration): Promise<DashboardPage> {
  const form = new RegisterPage(page, e2e.baseUrl);
  await form.goto();
  await form.fill(r);
  await form.submit();
  const dashboard = new DashboardPage(page, e2e.baseUrl);
  await dashboard.ready();
  return dashboard;
}

describe('auth', () => {
  it('sends a signed-out visitor of /dashboard/staff to /login', async () => {
    const page = await e2e.newPage();
    await page.goto(`${e2e.baseUrl}/dashboard/staff`);
    await page.waitForURL('**/login');
    expect(await new LoginPage(page, e2e.baseUrl).submitButton.textContent()).toBe('Sign In');
  });

  it('register: mismatch error clears on edit, then success lands on /dashboard; reload, sign out and sign in', async () => {
    const page = await e2e.newPage();
    const form = new RegisterPage(page, e2e.baseUrl);
    const account = owner();
    await form.goto();
    await form.fill({ ...account, confirmPassword: 'polish124' });
    await form.submit();
    expect(await form.banner.textContent()).toBe('Passwords do not match');
    expect(page.url()).toContain('/register');

    await form.field('Confirm Password').fill(account.password);
    expect(await form.banner.count()).toBe(0);
    await form.submit();

    const dashboard = new DashboardPage(page, e2e.baseUrl);
    await dashboard.ready();
    expect(await dashboard.pathname).toBe('/dashboard');
    expect(await dashboard.ownerName.textContent()).toBe('Mai Tran');
    expect(await dashboard.salonName.textContent()).toBe('Lotus Nails');
    // The local salon row exists: the overview reads its phone and time zone from it.
    await eventually(async () => expect(await dashboard.salonPhone.textContent()).toBe('555-0100'));
    // The zone's name follows the figures by a frame on a start the worker serves.
    await eventually(async () => expect(await dashboard.salonTimeZone.textContent()).toMatch(/\w+/));

    // Reload keeps the session.
    await page.reload();
    await dashboard.ready();
    expect(await dashboard.ownerName.textContent()).toBe('Mai Tran');

    // Sign out leads to /login, and the dashboard is closed again.
    await dashboard.signOutButton.click();
    await page.waitForURL('**/login');
    await dashboard.goto('/dashboard');
    await page.waitForURL('**/login');

    // Sign in with the same account.
    const login = new LoginPage(page, e2e.baseUrl);
    await login.signIn(account.email, account.password);
    await dashboard.ready();
    expect(await dashboard.pathname).toBe('/dashboard');
    expect(await dashboard.salonName.textContent()).toBe('Lotus Nails');
    expect(e2e.pageErrors).toEqual([]);
  });

  it('register refuses a short password with the spec message', async () => {
    const page = await e2e.newPage();
    const form = new RegisterPage(page, e2e.baseUrl);
    await form.goto();
    await form.fill(owner({ password: '12345' }));
    await form.submit();
    expect(await form.banner.textContent()).toBe('Password must be at least 6 characters long');
    await form.field('Owner Name').fill('Mai');
    expect(await form.banner.count()).toBe(0);
  });

  it('register shows the server error for an email already in use', async () => {
    const page = await e2e.newPage();
    const account = owner();
    await register(page, account);
    const other = await e2e.newPage();
    const form = new RegisterPage(other, e2e.baseUrl);
    await form.goto();
    await form.fill(account);
    await form.submit();
    const text = await form.banner.textContent();
    expect(text).toBeTruthy();
    expect(text).not.toBe('Failed to create account');
    expect(await form.submitButton.isDisabled()).toBe(false);
  });

  it('sign-in with a wrong password shows the server error in a banner that clears on edit', async () => {
    const page = await e2e.newPage();
    const account = owner();
    await register(page, account);
    const other = await e2e.newPage();
    const login = new LoginPage(other, e2e.baseUrl);
    await login.goto();
    await login.signIn(account.email, 'wrong-password');
    await login.banner.waitFor();
    expect(await login.banner.textContent()).toMatch(/invalid/i);
    await login.password.fill('x');
    expect(await login.banner.count()).toBe(0);
  });

  it('the password toggle shows and hides what was typed', async () => {
    const page = await e2e.newPage();
    const login = new LoginPage(page, e2e.baseUrl);
    await login.goto();
    await login.password.fill('secret');
    expect(await login.password.getAttribute('type')).toBe('password');
    await login.showPassword.click();
    expect(await login.password.getAttribute('type')).toBe('text');
    await login.showPassword.click();
    expect(await login.password.getAttribute('type')).toBe('password');
  });

  it('forgot password sends a reset link for the typed email', async () => {
    const page = await e2e.newPage();
    const account = owner();
    await register(page, account);
    const other = await e2e.newPage();
    const login = new LoginPage(other, e2e.baseUrl);
    await login.goto();
    await login.email.fill(account.email);
    await login.forgotPassword.click();
    await other.getByRole('button', { name: 'Send Reset Link' }).click();
    const sent = other.locator('.banner--success');
    await sent.waitFor();
    expect(await sent.textContent()).toContain(`A password reset link has been sent to ${account.email}`);
  });

  it('a signed-in owner visiting /login or /register goes to /dashboard', async () => {
    const page = await e2e.newPage();
    const dashboard = await register(page, owner());
    for (const path of ['/login', '/register']) {
      await page.goto(`${e2e.baseUrl}${path}`);
      await dashboard.ready();
      expect(await dashboard.pathname).toBe('/dashboard');
    }
  });

  it('the sidebar lists its screens, each with its own route and title', async () => {
    const page = await e2e.newPage();
    const dashboard = await register(page, owner({ ownerName: 'Linh' }));
    expect(await dashboard.nav.getByRole('link').allTextContents()).toEqual(SIDEBAR_ENTRIES.map(([label]) => label));
    for (const [label, path] of SIDEBAR_ENTRIES) {
      await dashboard.navLink(label).click();
      await page.waitForURL((url) => url.pathname === path);
      // The URL changes before React has rendered the new route: wait for the render.
      await eventually(async () => expect(await dashboard.navLink(label).getAttribute('aria-current')).toBe('page'));
      expect(await dashboard.heading.textContent()).toBeTruthy();
    }
    await dashboard.navLink('Staff Management').click();
    await eventually(async () => expect(await dashboard.heading.textContent()).toBe('Staff Management'));
    expect(await dashboard.search.isVisible()).toBe(true);
    expect(await dashboard.bell.isVisible()).toBe(true);
  });

  it('on a phone the sidebar is collapsed until the toggle opens it', async () => {
    const page = await e2e.newPage(PHONE);
    const dashboard = await register(page, owner());
    expect(await dashboard.navLink('Staff Management').isVisible()).toBe(false);
    await dashboard.menuToggle.click();
    await eventually(async () => expect(await dashboard.navLink('Staff Management').isVisible()).toBe(true));
    await dashboard.navLink('Staff Management').click();
    await page.waitForURL('**/dashboard/staff');
    await eventually(async () => expect(await dashboard.navLink('Staff Management').isVisible()).toBe(false));
  });

  it("falls back to 'Failed to sign in' and 'Failed to create account' when the server's error has no message", async () => {
    const page = await e2e.newPage();
    await page.route(/\/auth\/v1\/(token|signup)/, (route) =>
      route.fulfill({ status: 400, contentType: 'application/json', body: JSON.stringify({ code: 400, error_code: 'unexpected_failure', msg: '' }) }),
    );
    const login = new LoginPage(page, e2e.baseUrl);
    await login.goto();
    await login.signIn(uniqueEmail(), 'polish123');
    await login.banner.waitFor();
    expect(await login.banner.textContent()).toBe('Failed to sign in');

    const form = new RegisterPage(page, e2e.baseUrl);
    await form.goto();
    await form.fill(owner());
    await form.submit();
    await form.banner.waitFor();
    expect(await form.banner.textContent()).toBe('Failed to create account');
  });
});
