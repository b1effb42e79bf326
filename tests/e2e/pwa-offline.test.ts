// The installed app opens from a cold start with no connection (service worker +
// IndexedDB), an offline edit reaches the backend once the connection returns, and with the
// Background Sync API the service worker pushes it even when no tab of the app is open.
import type { BrowserContext, Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { AppointmentsPage } from './pages/appointments.page';
import { ConflictsPage } from './pages/conflicts.page';
import { DashboardPage } from './pages/dashboard.page';
import { useE2E } from './support/fixture';
import { earlyMorningZone, journeys } from './support/journeys';
import { eventually, workerControls } from './support/wait';

const e2e = useE2E();
const own: BrowserContext[] = [];
afterEach(async () => {
  await Promise.all(own.splice(0).map((c) => c.close()));
});

const { newDevice, registerOwner, setUpBookableSalon, book } = journeys(e2e, own);

interface OwnerAccess {
  accessToken: string;
  anonKey: string;
}

/** The owner's access token as the page keeps it (remembered session), and the backend's anon key. */
async function ownerAccess(page: Page): Promise<OwnerAccess> {
  const accessToken = await page.evaluate(() => (JSON.parse(localStorage.getItem('salon-desk.auth') ?? '{}') as { access_token?: string }).access_token ?? '');
  const config = await (await fetch(`${e2e.baseUrl}/app-config.js`)).text();
  const anonKey = /"anonKey":"([^"]+)"/.exec(config)?.[1] ?? '';
  expect(accessToken).not.toBe('');
  expect(anonKey).not.toBe('');
  return { accessToken, anonKey };
}

/** Reads the appointment's status through PostgREST as the owner (RLS applies), from Node. */
async function statusOnBackend(access: OwnerAccess, id: string): Promise<string | undefined> {
  const res = await fetch(`${e2e.baseUrl}/rest/v1/appointments?id=eq.${id}&select=status`, {
    headers: { apikey: access.anonKey, Authorization: `Bearer ${access.accessToken}` },
  });
  if (!res.ok) throw new Error(`appointments: HTTP ${res.status} ${await res.text()}`);
  return ((await res.json()) as { status: string }[])[0]?.status;
}

/** An owner online once: account, a bookable salon, one booking, all synced, the page controlled by the worker. */
async function ownerWithBooking(customer: { phone: string; name: string }) {
  const { page, context } = await newDevice(earlyMorningZone());
  await registerOwner(page, 'pwa');
  await setUpBookableSalon(page);
  await book(page, customer.phone, customer.name, 0);
  const sync = new ConflictsPage(page, e2e.baseUrl);
  await eventually(async () => expect(await sync.syncText.textContent()).toBe('All changes saved'), 20_000);
  await workerControls(page);
  const id = await page.evaluate(async (phone) => {
    const open = indexedDB.open('salon-desk');
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      open.onsuccess = () => resolve(open.result);
      open.onerror = () => reject(open.error);
    });
    const all = db.transaction('customers').objectStore('customers').getAll();
    const customers = await new Promise<{ id: string; phone: string }[]>((resolve) => (all.onsuccess = () => resolve(all.result)));
    const customer = customers.find((c) => c.phone === phone);
    const appts = db.transaction('appointments').objectStore('appointments').getAll();
    const rows = await new Promise<{ id: string; customer_id: string }[]>((resolve) => (appts.onsuccess = () => resolve(appts.result)));
    db.close();
    return rows.find((r) => r.customer_id === customer?.id)?.id ?? '';
  }, customer.phone);
  expect(id).not.toBe('');
  const access = await ownerAccess(page);
  // "All changes saved" can still be the text from before the booking was queued: wait for the row.
  await eventually(async () => expect(await statusOnBackend(access, id)).toBe('confirmed'), 20_000);
  return { page, context, id, access };
}

/** Changes the booking's status on the Appointments screen and waits until it is queued. */
async function setStatusOffline(page: Page, customerName: string, status: string) {
  const appts = new AppointmentsPage(page, e2e.baseUrl);
  await appts.goto();
  const row = appts.row(customerName);
  await row.waitFor();
  await appts.rowStatus(row).selectOption(status);
  await eventually(async () => expect(await appts.message.textContent()).toBe('Appointment status updated successfully!'));
  const sync = new ConflictsPage(page, e2e.baseUrl);
  await eventually(async () => expect(await sync.syncText.textContent()).toBe('Offline · 1 change waiting'));
}

describe('installed app offline', () => {
  it('says "Offline ready" the first time the app can work offline — in the app, never over the landing page', async () => {
    const { page } = await newDevice(earlyMorningZone());
    const notice = page.getByRole('status').filter({ hasText: 'Offline ready' });
    await page.goto(`${e2e.baseUrl}/`);
    // The worker is active (the app works offline now), yet the landing page's hero stays clear.
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    await page.waitForTimeout(1_500);
    expect(await notice.count()).toBe(0);
    // Entering the app (Login) shows it.
    await page.getByRole('link', { name: 'Login' }).first().click();
    await page.waitForURL((url) => url.pathname === '/login');
    await notice.waitFor({ timeout: 20_000 });
    expect(await notice.textContent()).toBe('Offline ready');
  });

  it('opens /dashboard in a new page with no connection, edits an appointment, and the edit reaches the backend', { timeout: 150_000 }, async () => {
    const customer = { phone: '555-0161', name: 'Rosa Diaz' };
    const { page, context, id } = await ownerWithBooking(customer);

    await context.setOffline(true);
    await page.close();
    const cold = await context.newPage();
    cold.on('pageerror', (err) => e2e.pageErrors.push(err.message));
    const dashboard = new DashboardPage(cold, e2e.baseUrl);
    await dashboard.goto('/dashboard');
    await dashboard.ready();
    expect(await cold.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
    // The backend's config came from the worker's cache too (it is never precached).
    expect(await cold.evaluate(() => (window as { __SALON_DESK_CONFIG__?: { anonKey?: string } }).__SALON_DESK_CONFIG__?.anonKey ?? '')).not.toBe('');
    await eventually(async () => expect(await dashboard.salonName.textContent()).toBe('Lotus Nails'));
    expect(await dashboard.ownerName.textContent()).toContain('Mai Tran');

    await setStatusOffline(cold, customer.name, 'completed');

    await context.setOffline(false);
    const sync = new ConflictsPage(cold, e2e.baseUrl);
    await eventually(async () => expect(await sync.syncText.textContent()).toBe('All changes saved'), 20_000);
    // The token the page holds now (it may have been refreshed meanwhile).
    const access = await ownerAccess(cold);
    expect(await statusOnBackend(access, id)).toBe('completed');
    expect(e2e.pageErrors).toEqual([]);
  });

  it('pushes a change queued offline from the service worker when the connection returns, with no page of the app open', { timeout: 150_000 }, async () => {
    const customer = { phone: '555-0162', name: 'Nina Park' };
    const { page, context, id, access } = await ownerWithBooking(customer);

    await context.setOffline(true);
    await setStatusOffline(page, customer.name, 'completed');
    await page.close();
    expect(await statusOnBackend(access, id)).toBe('confirmed');

    // Chromium's Background Sync follows the emulated connection: it fires the worker's `sync`
    // event by itself when the connection returns. No page of the app is open to push it.
    expect(context.pages()).toEqual([]);
    await context.setOffline(false);
    await eventually(async () => expect(await statusOnBackend(access, id)).toBe('completed'), 20_000);
    expect(context.pages()).toEqual([]);
    expect(e2e.pageErrors).toEqual([]);
  });
  it('the worker refreshes an expired session to push, and the next open takes over its refreshed session', { timeout: 150_000 }, async () => {
    const customer = { phone: '555-0163', name: 'Lena Ortiz' };
    const { page, context, id, access } = await ownerWithBooking(customer);

    await context.setOffline(true);
    await setStatusOffline(page, customer.name, 'completed');
    // Both copies of the session (the page's and the worker's mirror) say the token has expired,
    // so the worker must refresh it through the auth endpoint before it can push.
    await page.evaluate(async (key) => {
      const expire = (raw: string) => JSON.stringify({ ...JSON.parse(raw), expires_at: Math.floor(Date.now() / 1000) - 60 });
      localStorage.setItem(key, expire(localStorage.getItem(key)!));
      const open = indexedDB.open('salon-desk');
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        open.onsuccess = () => resolve(open.result);
        open.onerror = () => reject(open.error);
      });
      const store = db.transaction('settings', 'readwrite').objectStore('settings');
      const get = store.get(`auth_mirror:${key}`);
      const row = await new Promise<{ key: string; value: string }>((resolve) => (get.onsuccess = () => resolve(get.result)));
      if (!row) throw new Error('no mirrored session');
      await new Promise((resolve) => (store.put({ ...row, value: expire(row.value) }).onsuccess = resolve));
      db.close();
    }, 'salon-desk.auth');
    await page.close();

    await context.setOffline(false);
    await eventually(async () => expect(await statusOnBackend(access, id)).toBe('completed'), 20_000);

    // The refresh rotated the refresh token, so the page's own copy is spent: the next open must
    // take the worker's session, or the owner would be sent to sign in again.
    const next = await context.newPage();
    next.on('pageerror', (err) => e2e.pageErrors.push(err.message));
    const dashboard = new DashboardPage(next, e2e.baseUrl);
    await dashboard.goto('/dashboard');
    await dashboard.ready();
    const sync = new ConflictsPage(next, e2e.baseUrl);
    await eventually(async () => expect(await sync.syncText.textContent()).toBe('All changes saved'), 20_000);
    const fresh = await ownerAccess(next);
    expect(fresh.accessToken).not.toBe(access.accessToken);
    expect(await statusOnBackend(fresh, id)).toBe('completed');
    expect(await dashboard.pathname).toBe('/dashboard');
    expect(e2e.pageErrors).toEqual([]);
  });
});
