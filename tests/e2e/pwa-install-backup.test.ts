// Installable app and the owner's backup, against the built app: the manifest and its icons, the
// Install app button, the storage line of the Salon Profile, and a backup downloaded, a service
// deleted, the backup restored (the service is back, here and on the backend), and bad files refused.
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { ProfileBackupPage } from './pages/profile-backup.page';
import { PHONE, useE2E } from './support/fixture';
import { journeys } from './support/journeys';
import { eventually } from './support/wait';

const e2e = useE2E();
const contexts: BrowserContext[] = [];
const { newDevice, registerOwner } = journeys(e2e, contexts);
afterEach(async () => {
  await Promise.all(contexts.splice(0).map((c) => c.close()));
});

const SERVICE = { name: 'Gel Manicure', price: '45.50', duration: '60' };
const ZONE = 'Europe/Paris';

/** Width and height from a PNG's IHDR chunk. */
function pngSize(bytes: Buffer): { width: number; height: number } {
  expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

/** Screenshots of the new sections for a person to look at, when E2E_SHOTS names a folder. */
async function shoot(page: Page, name: string, target: Locator) {
  const dir = process.env.E2E_SHOTS;
  if (!dir) return;
  await target.scrollIntoViewIfNeeded();
  await page.screenshot({ path: join(dir, `${name}.png`), fullPage: false });
}

describe('installable app', () => {
  it('serves a manifest with PNG icons 192, 512 and a maskable 512', async () => {
    const res = await fetch(`${e2e.baseUrl}/manifest.webmanifest`);
    expect(res.ok).toBe(true);
    const manifest = (await res.json()) as {
      start_url: string;
      display: string;
      theme_color: string;
      background_color: string;
      short_name: string;
      icons: { src: string; sizes: string; type: string; purpose: string }[];
    };
    expect(manifest).toMatchObject({
      start_url: '/dashboard',
      display: 'standalone',
      short_name: 'Salon Desk',
      theme_color: '#be185d',
      background_color: '#fdf2f8',
    });
    const pngs = manifest.icons.filter((i) => i.type === 'image/png');
    expect(pngs.map((i) => `${i.sizes} ${i.purpose}`).sort()).toEqual(['192x192 any', '512x512 any', '512x512 maskable']);
    for (const icon of [...pngs, { src: '/icons/apple-touch-icon.png', sizes: '180x180' }]) {
      const bytes = Buffer.from(await (await fetch(`${e2e.baseUrl}${icon.src}`)).arrayBuffer());
      const { width, height } = pngSize(bytes);
      expect(`${width}x${height}`).toBe(icon.sizes);
    }
  });

  it('shows Install app only while the browser offers installation, and prompts on click', async () => {
    const { page } = await newDevice(ZONE);
    await registerOwner(page, 'install');
    const install = page.getByRole('button', { name: 'Install app' });
    expect(await install.count()).toBe(0);

    // Headless Chromium never offers installation by itself, so the test plays the browser: a
    // synthetic `beforeinstallprompt` Event with a prompt() stub that records the call.
    const offer = () =>
      page.evaluate(() => {
        const w = window as unknown as { prompted: number };
        w.prompted = 0;
        const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
          prompt: async () => {
            w.prompted++;
          },
          userChoice: Promise.resolve({ outcome: 'accepted' }),
        });
        window.dispatchEvent(event);
        return event.defaultPrevented;
      });
    // The app keeps the offer (preventDefault) instead of letting the browser show its own.
    expect(await offer()).toBe(true);
    await install.click();
    expect(await page.evaluate(() => (window as unknown as { prompted: number }).prompted)).toBe(1);
    await install.waitFor({ state: 'detached' });

    // Offered again, then installed some other way (the browser's menu): the button goes.
    await offer();
    await install.waitFor();
    await page.evaluate(() => window.dispatchEvent(new Event('appinstalled')));
    await install.waitFor({ state: 'detached' });
    expect(e2e.pageErrors).toEqual([]);
  });
});

describe('storage and backup in the Salon Profile', () => {
  it('shows the storage used, downloads a backup, restores a deleted service from it, and refuses bad files', async () => {
    const { page } = await newDevice(ZONE);
    await registerOwner(page, 'backup');
    const profile = new ProfileBackupPage(page, e2e.baseUrl);
    await profile.goto();
    await profile.addService(SERVICE);
    await profile.message('Service added successfully!').waitFor();

    // Storage: Chromium reports an estimate.
    await eventually(async () =>
      expect(await profile.storageUsage.textContent()).toMatch(/^Using [\d.]+ (bytes|KB|MB|GB) of [\d.]+ (KB|MB|GB|TB) on this device\.$/),
    );
    expect(await profile.storagePersisted.textContent()).toMatch(/^(Protected|Not protected yet)/);

    // Export: the download is named after the salon and today, and holds the service.
    const download = await profile.downloadBackup();
    expect(download.suggestedFilename()).toMatch(/^salon-desk-backup-Lotus Nails-\d{4}-\d{2}-\d{2}\.json$/);
    const dir = mkdtempSync(join(tmpdir(), 'salon-backup-'));
    const file = join(dir, download.suggestedFilename());
    await download.saveAs(file);
    const backup = JSON.parse(readFileSync(file, 'utf8'));
    expect(backup).toMatchObject({ format: 'salon-desk-backup', version: 2, salon: { name: 'Lotus Nails' } });
    expect(backup.tables.services.map((s: { name: string }) => s.name)).toEqual([SERVICE.name]);
    await profile.backupStatus.filter({ hasText: 'Backup downloaded as' }).waitFor();

    // Delete the service, then restore the backup: the confirmation counts what comes back.
    const confirmText = profile.nextConfirm(true);
    await profile.deleteService(SERVICE.name).click();
    await confirmText;
    await profile.serviceRow(SERVICE.name).waitFor({ state: 'detached' });
    await profile.chooseBackupFile(file);
    await profile.confirmation.waitFor();
    expect(await profile.restoreCounts.locator('li').allTextContents()).toEqual(['the salon’s profile', '1 service']);
    await shoot(page, 'backup-confirm-desktop', profile.backupSection);
    await profile.confirmRestore.click();
    await profile.backupStatus.filter({ hasText: 'Backup restored' }).waitFor();
    await profile.serviceRow(SERVICE.name).waitFor();
    expect(await profile.confirmation.count()).toBe(0);

    // The restored service was queued for sync like any edit: the backend has it live again.
    await eventually(async () => {
      const rows = await e2e.adminSelect<{ deleted: boolean }>('services', `id=eq.${backup.tables.services[0].id}&select=deleted`);
      expect(rows).toEqual([{ deleted: false }]);
    }, 20_000);

    // A file that is not valid: a clear message, no confirmation, nothing changed.
    const broken = structuredClone(backup);
    broken.tables.services[0].price = 'free';
    await profile.chooseBackupFile({ name: 'broken.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(broken)) });
    await eventually(async () =>
      expect(await profile.backupAlert.textContent()).toBe(
        "This backup can't be restored: services, row 1, price: expected number, received string. Nothing was changed.",
      ),
    );
    expect(await profile.confirmation.count()).toBe(0);
    const newer = { ...backup, version: backup.version + 1 };
    writeFileSync(join(dir, 'newer.json'), JSON.stringify(newer));
    await profile.chooseBackupFile(join(dir, 'newer.json'));
    await eventually(async () => expect(await profile.backupAlert.textContent()).toMatch(/newer version of Salon Desk/));
    await profile.chooseBackupFile({ name: 'notes.json', mimeType: 'application/json', buffer: Buffer.from('hello') });
    await eventually(async () => expect(await profile.backupAlert.textContent()).toMatch(/not a Salon Desk backup/));
    await shoot(page, 'backup-error-desktop', profile.backupSection);
    expect(await profile.serviceRows.count()).toBe(1);
    expect(e2e.pageErrors).toEqual([]);
  });

  it('fits a phone screen, and says so plainly when the browser does not report storage', async () => {
    const { page, context } = await newDevice(ZONE, { viewport: PHONE });
    // A browser without the StorageManager estimate/persisted calls (older Safari, some webviews).
    await context.addInitScript(() => {
      const proto = (globalThis as unknown as { StorageManager?: { prototype: Record<string, unknown> } }).StorageManager?.prototype;
      if (proto) {
        delete proto.estimate;
        delete proto.persisted;
      }
    });
    await registerOwner(page, 'backup-phone');
    const profile = new ProfileBackupPage(page, e2e.baseUrl);
    await profile.goto();
    await profile.downloadButton.waitFor();
    await eventually(async () =>
      expect(await profile.storageUsage.textContent()).toBe('This browser does not report how much space the app uses on this device.'),
    );
    expect(await profile.storagePersisted.textContent()).toMatch(/^This browser does not say whether it keeps the salon’s data/);
    // Nothing of the two sections sticks out sideways.
    for (const section of [profile.storageSection, profile.backupSection]) {
      const box = await section.boundingBox();
      expect(box && box.x >= 0 && box.x + box.width <= PHONE.width).toBe(true);
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await shoot(page, 'storage-backup-phone', profile.storageSection);

    // The confirmation fits too, and Cancel leaves without restoring.
    const download = await profile.downloadBackup();
    const file = join(mkdtempSync(join(tmpdir(), 'salon-backup-')), download.suggestedFilename());
    await download.saveAs(file);
    await profile.chooseBackupFile(file);
    await profile.confirmation.waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await shoot(page, 'backup-confirm-phone', profile.confirmation);
    await profile.confirmation.getByRole('button', { name: 'Cancel' }).click();
    await profile.confirmation.waitFor({ state: 'detached' });
    expect(await profile.backupStatus.filter({ hasText: 'Backup restored' }).count()).toBe(0);

    // The top bar still fits with the Install app button in it (offer played as in the test above).
    await page.evaluate(() => window.dispatchEvent(Object.assign(new Event('beforeinstallprompt', { cancelable: true }), { prompt: async () => undefined })));
    const install = page.getByRole('button', { name: 'Install app' });
    await install.waitFor();
    const bar = await install.boundingBox();
    expect(bar && bar.x + bar.width <= PHONE.width).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await page.evaluate(() => window.scrollTo(0, 0));
    await shoot(page, 'topbar-install-phone', install);
  });
});
