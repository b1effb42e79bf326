// The owner's last texts in her language: a Spanish-speaking owner backs her salon up and restores
// it, reads a refused change's details and a notification, and opens the Terms, all in Spanish.
import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { useE2E } from './support/fixture';
import { eventually } from './support/wait';
import { spanishOwner } from './support/language-journey';

const e2e = useE2E();
const pages: Page[] = [];
afterEach(async () => {
  await Promise.all(pages.splice(0).map((p) => p.context().close()));
});

/**
 * A refused change and a booking page's notification, written straight into the device's
 * IndexedDB (as a pull and a refused push would leave them; the app has no way to make them).
 */
function seed(page: Page): Promise<void> {
  return page.evaluate(async () => {
    const req = <T>(r: IDBRequest<T>) =>
      new Promise<T>((resolve, reject) => {
        r.onsuccess = () => resolve(r.result);
        r.onerror = () => reject(r.error);
      });
    const db = await req(indexedDB.open('salon-desk'));
    // The salon's row lands with the first sync after sign-up.
    let salon: { id: string } | undefined;
    for (let i = 0; i < 100 && !salon; i++) {
      [salon] = (await req(db.transaction('salons').objectStore('salons').getAll())) as { id: string }[];
      if (!salon) await new Promise((r) => setTimeout(r, 100));
    }
    if (!salon) throw new Error('no salon on this device after 10 s');
    const tx = db.transaction(['conflicts', 'notifications'], 'readwrite');
    const at = new Date().toISOString();
    tx.objectStore('conflicts').put({
      id: 'rejected:e2e-es',
      salon_id: salon.id,
      kind: 'rejected',
      table: 'services',
      row_id: 'svc-x',
      other_row_id: null,
      reason: 'Price cannot be negative',
      created_at: at,
      resolved: false,
      mutation: { op: 'patch', fields: { price: -5, is_active: false, updated_at: 'x' }, hlc: 'x' },
    });
    const appt = { service: 'Gel Manicure', customer: 'Ana', staff: 'Linh', date: '2026-11-30', start: '10:00' };
    tx.objectStore('notifications').put({
      id: '00000000-0000-4000-8000-00000000e2e5',
      salon_id: salon.id,
      kind: 'booking',
      source: 'booking_page',
      title: 'New booking',
      body: 'Gel Manicure for Ana, Mon 2026-11-30 at 10:00 with Linh',
      body_parts: JSON.stringify({ about: 'booking', appt }),
      appointment_id: null,
      call_id: null,
      phone: null,
      at,
      read: false,
      deleted: false,
      updated_at: 'x',
    });
    await new Promise<void>((resolve, reject) => {
      tx.oncomplete = () => resolve();
      tx.onerror = () => reject(tx.error);
    });
    db.close();
  });
}

describe('the last texts in Spanish', () => {
  it('backup and restore, a refused change, a notification and the Terms speak Spanish', async () => {
    const { page } = await spanishOwner(e2e, 'es-texts');
    pages.push(page);

    // A refused change and a notification, as a push and a pull would leave them.
    await seed(page);

    // Backup and restore: the download's message, the file's contents and the restore's answer.
    await page.goto(`${e2e.baseUrl}/dashboard/profile`);
    const section = page.getByRole('region', { name: 'Copia y restauración' });
    await section.waitFor({ timeout: 20_000 });
    const [download] = await Promise.all([page.waitForEvent('download'), section.getByRole('button', { name: 'Descargar copia' }).click()]);
    await eventually(async () =>
      expect(await section.getByRole('status').textContent()).toMatch(/^Copia descargada como “salon-desk-backup-.+\.json”\. Guárdala/),
    );
    const file = await download.path();
    const [chooser] = await Promise.all([
      page.waitForEvent('filechooser'),
      section.getByRole('button', { name: 'Restaurar desde un archivo de copia' }).click(),
    ]);
    await chooser.setFiles({ name: 'copia.json', mimeType: 'application/json', buffer: await readFile(file) });
    const confirm = section.getByRole('group', { name: '¿Restaurar esta copia?' });
    await confirm.waitFor();
    const counts = await confirm.getByTestId('restore-counts').innerText();
    expect(counts).toContain('el perfil del salón');
    expect(counts).toContain('1 notificación');
    await confirm.getByRole('button', { name: 'Restaurar copia' }).click();
    await eventually(async () =>
      expect(await section.getByRole('status').textContent()).toBe('Copia restaurada: todo en este dispositivo ya coincidía con ella.'),
    );

    // The refused change's details, and the notification.
    await page.goto(`${e2e.baseUrl}/dashboard/conflicts`);
    const refused = page.getByTestId('refused-change');
    await refused.waitFor({ timeout: 20_000 });
    // The server's reason is a domain sentence: its words arrive with domainText's tables.
    await eventually(async () => expect(await refused.innerText()).toContain('Motivo: El precio no puede ser negativo'));
    expect(await refused.innerText()).toContain('Servicio');
    expect(await refused.innerText()).toContain('Cambiado: Precio -5, Activo no');
    await page.getByRole('button', { name: /^Notificaciones/ }).click();
    const entry = page.getByTestId('notification').filter({ hasText: 'Gel Manicure' });
    await eventually(async () => expect(await entry.innerText()).toContain('Gel Manicure para Ana, lun, 30 nov 2026 a las 10:00 con Linh'));
    expect(await entry.innerText()).toContain('Nueva reserva');
    expect(await entry.innerText()).toContain('Página de reservas');

    // The Terms in Spanish.
    await page.goto(`${e2e.baseUrl}/terms`);
    await eventually(async () => expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Términos del servicio'));
    expect(await page.getByRole('heading', { level: 2 }).first().textContent()).toBe('Qué es Salon Desk hoy');
  });
});
