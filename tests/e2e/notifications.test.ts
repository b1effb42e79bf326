// The owner is told, in the browser: a message Sarah took on another device reaches
// this one by its own pull, raises the bell's count and one system notification; opening the
// feed shows the message with a Call back link and marks it read, which reaches the server.
// The row is written on the backend, as the other device's push would land.
import type { BrowserContext, Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { formatHlc } from '../../src/domain/hlc';
import { ConflictsPage } from './pages/conflicts.page';
import { useE2E } from './support/fixture';
import { earlyMorningZone, journeys } from './support/journeys';
import { eventually } from './support/wait';

const e2e = useE2E();
const own: BrowserContext[] = [];
afterEach(async () => {
  await Promise.all(own.splice(0).map((c) => c.close()));
});
const { newDevice, registerOwner } = journeys(e2e, own);

/** SHOTS=1 saves screenshots to /tmp for a look at the layout; the assertions never depend on them. */
const shot = async (page: Page, name: string) => {
  if (process.env.SHOTS) await page.screenshot({ path: `/tmp/notifications-${name}.png` });
};

const MESSAGE_ID = '00000000-0000-4000-8000-00000000a001';

type Alert = { title: string; tag?: string; via: 'service worker' | 'new Notification' };

/**
 * Records what the app asks the browser to show, instead of the desktop (headless has none), and
 * by which path: the app shows alerts through its service worker's registration when there is
 * one (system-alerts.ts: Chrome on Android shows nothing for `new Notification` then), and the
 * built app in Chromium always has one, so the test requires that path.
 */
function recordAlerts() {
  const w = window as unknown as { __alerts: Alert[] };
  w.__alerts = [];
  ServiceWorkerRegistration.prototype.showNotification = async function (title: string, options?: NotificationOptions) {
    w.__alerts.push({ title, tag: options?.tag, via: 'service worker' });
  };
  const Native = window.Notification;
  window.Notification = class extends Native {
    constructor(title: string, options?: NotificationOptions) {
      super(title, options);
      w.__alerts.push({ title, tag: options?.tag, via: 'new Notification' });
    }
  } as typeof Notification;
}

describe('notifications feed', () => {
  it('a message from another device: unread on the bell, one system alert, Call back, read on the server after opening', async () => {
    const { page, context } = await newDevice(earlyMorningZone());
    await context.grantPermissions(['notifications'], { origin: e2e.baseUrl });
    await context.addInitScript(recordAlerts);
    await registerOwner(page, 'notify');
    const ui = new ConflictsPage(page, e2e.baseUrl);
    expect(await ui.bell.getAttribute('aria-label')).toBe('Notifications');

    const salons = await eventually(async () => {
      const rows = await e2e.adminSelect<{ id: string }>('salons', 'select=id');
      expect(rows).toHaveLength(1);
      return rows;
    }, 30_000);
    await e2e.adminInsert('notifications', [
      {
        id: MESSAGE_ID,
        salon_id: salons[0].id,
        kind: 'message',
        source: 'assistant',
        title: 'Message from Ana Lopez',
        body: 'My nail broke, please call me today.',
        appointment_id: null,
        call_id: null,
        phone: '+1 555 014 2000',
        at: new Date().toISOString(),
        read: false,
        updated_at: formatHlc({ wall: Date.now(), counter: 0, node: 'e2e0e2e0e2e0' }),
        deleted: false,
      },
    ]);

    // This page's own pull brings it (woken by 'online', so the page that saw the feed empty stays).
    await eventually(
      async () => {
        await page.evaluate(() => window.dispatchEvent(new Event('online')));
        expect(await ui.bell.getAttribute('aria-label', { timeout: 500 })).toBe('Notifications: 1 unread');
      },
      30_000,
      500,
    );
    expect(await ui.badge.textContent()).toBe('1');
    await shot(page, 'bell');
    const alerts = async () => page.evaluate(() => (window as unknown as { __alerts: Alert[] }).__alerts);
    // The app's service worker is registered, and the alert goes through it.
    expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistration()) !== undefined)).toBe(true);
    await eventually(async () => expect(await alerts()).toEqual([{ title: 'Message from Ana Lopez · By Sarah', tag: MESSAGE_ID, via: 'service worker' }]));

    // Opening shows it, highlighted, with the way to call back; and reads it.
    await ui.bell.click();
    const feed = page.getByRole('dialog', { name: 'Notifications' });
    const entry = feed.getByTestId('notification');
    await entry.waitFor();
    expect(await entry.textContent()).toContain('My nail broke, please call me today.');
    expect(await entry.getAttribute('class')).toContain('notif--new');
    const call = entry.getByRole('link', { name: 'Call back +1 555 014 2000' });
    expect(await call.getAttribute('href')).toBe('tel:+15550142000');
    await shot(page, 'feed');
    await eventually(async () => expect(await ui.bell.getAttribute('aria-label')).toBe('Notifications'));
    expect(await ui.badge.count()).toBe(0);

    // Escape closes and gives focus back to the bell.
    await page.keyboard.press('Escape');
    await feed.waitFor({ state: 'detached' });
    await eventually(async () => expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-haspopup'))).toBe('dialog'));

    // Read travels like any edit: the server has it, for the owner's other devices.
    await eventually(
      async () => {
        const [row] = await e2e.adminSelect<{ read: boolean }>('notifications', `id=eq.${MESSAGE_ID}&select=read`);
        expect(row.read).toBe(true);
      },
      30_000,
      250,
    );
    // Seen once, alerted once: the read and the sync after it alert nothing more.
    expect(await alerts()).toHaveLength(1);
    expect(e2e.pageErrors).toEqual([]);
  });
});
