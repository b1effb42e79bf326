// The owner is warned before the device's storage quota is reached. Chromium is given a quota the
// salon's data nearly fills (DevTools' Storage.overrideQuotaForOrigin) and the warning appears
// under the top bar on the next start; with the browser's own quota back, it is gone.
//
// Chromium 156's quota manager takes the override (Storage.getUsageAndQuota reports it) but its
// navigator.storage.estimate() still answers the disk's quota, so the test plays that one answer
// of the browser: estimate() reports the page's real usage with the quota the quota manager holds.
import type { BrowserContext, CDPSession } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { useE2E } from './support/fixture';
import { journeys } from './support/journeys';
import { eventually } from './support/wait';

const e2e = useE2E();
const contexts: BrowserContext[] = [];
const { newDevice, registerOwner } = journeys(e2e, contexts);
afterEach(async () => {
  await Promise.all(contexts.splice(0).map((c) => c.close()));
});

interface UsageAndQuota {
  usage: number;
  quota: number;
  overrideActive: boolean;
}

/** Before the app runs: estimate() keeps its usage and reports the quota manager's quota while an override is on. */
async function quotaFromQuotaManager(context: BrowserContext, cdp: () => CDPSession, origin: string): Promise<void> {
  await context.exposeBinding('__quotaManager', async () => (await cdp().send('Storage.getUsageAndQuota', { origin })) as UsageAndQuota);
  await context.addInitScript(() => {
    const storage = navigator.storage;
    const real = storage.estimate.bind(storage);
    const ask = (window as unknown as { __quotaManager: () => Promise<UsageAndQuota> }).__quotaManager;
    storage.estimate = async () => {
      const [estimate, manager] = await Promise.all([real(), ask()]);
      return manager.overrideActive ? { ...estimate, quota: manager.quota } : estimate;
    };
  });
}

const WARNING =
  /^This device is almost out of room for the salon’s data: (8\d|9\d|100)% of the [\d.]+ (bytes|KB|MB) the browser allows is used\. Free up space on the device and keep a backup \(Salon Profile → Backup\), or new bookings may not save here\.See storage$/;

describe('storage quota warning', () => {
  it('warns once 80% of the quota is used, and not while there is room', async () => {
    const { page, context } = await newDevice('America/New_York');
    const origin = new URL(e2e.baseUrl).origin;
    let session: CDPSession | null = null;
    await quotaFromQuotaManager(context, () => session!, origin);
    await registerOwner(page, 'quota');
    session = await context.newCDPSession(page);
    const cdp = session;
    const warning = page.getByTestId('storage-warning');
    const overviewUp = () => page.getByTestId('stat-bookings').or(page.getByTestId('setup-checklist')).first().waitFor();

    // The browser's own quota: plenty of room, no warning once the start-up work has run.
    await page.reload();
    await overviewUp();
    // The check runs once the first screen is up; give it that moment.
    await page.waitForTimeout(1_500);
    expect(await warning.count()).toBe(0);

    // A quota the salon's data fills to about nine tenths.
    const { usage } = (await cdp.send('Storage.getUsageAndQuota', { origin })) as UsageAndQuota;
    await cdp.send('Storage.overrideQuotaForOrigin', { origin, quotaSize: Math.ceil(usage / 0.9) });
    await page.reload();
    await eventually(async () => expect(await warning.textContent()).toMatch(WARNING), 15_000);
    expect(await warning.getAttribute('role')).toBe('alert');

    // Its link leads to the Storage card, which reads the same figures.
    await warning.getByRole('link', { name: 'See storage' }).click();
    await eventually(async () =>
      expect(await page.getByTestId('storage-usage').textContent()).toMatch(/^Using [\d.]+ (bytes|KB|MB) of [\d.]+ (bytes|KB|MB) on this device\.$/),
    );

    // The browser's quota back: the warning goes with the next start.
    await cdp.send('Storage.overrideQuotaForOrigin', { origin });
    await page.goto(`${e2e.baseUrl}/dashboard`);
    await overviewUp();
    await page.waitForTimeout(1_500);
    expect(await warning.count()).toBe(0);
    expect(e2e.pageErrors).toEqual([]);
  });
});
