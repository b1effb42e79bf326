// The customer screens in the owner's language: a Spanish-speaking owner adds a client and opens
// her card, and reads it in Spanish, with nothing of the screen left in English.
import { readFileSync } from 'node:fs';
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

/** The customer screens' plain English texts that Spanish says otherwise, read from the catalog. */
const ENGLISH = [...readFileSync('src/locales/es/customers.po', 'utf8').matchAll(/^msgid "(.+)"\nmsgstr "(.+)"$/gm)]
  .map(([, en, es]) => [JSON.parse(`"${en}"`) as string, JSON.parse(`"${es}"`) as string])
  .filter(([en, es]) => en !== es && !/[{<]/.test(en))
  .map(([en]) => en);

/** The texts of the Clients screen (text, labels, placeholders) still in English. */
function englishLeft(page: Page): Promise<string[]> {
  return page.evaluate((english) => {
    const screen = document.querySelector('.clients-page');
    if (!screen) return ['(no Clients screen)'];
    const seen = new Set<string>();
    const walker = document.createTreeWalker(screen, NodeFilter.SHOW_TEXT);
    for (let n = walker.nextNode(); n; n = walker.nextNode()) seen.add((n.textContent ?? '').trim());
    for (const el of screen.querySelectorAll('[aria-label], [title], [placeholder]')) {
      for (const name of ['aria-label', 'title', 'placeholder']) seen.add(el.getAttribute(name)?.trim() ?? '');
    }
    return english.filter((text) => seen.has(text));
  }, ENGLISH);
}

describe('the customer screens in Spanish', () => {
  it('an owner in Spanish adds a client and reads her card in Spanish', async () => {
    const { page } = await spanishOwner(e2e, 'es-clients');
    pages.push(page);

    await page.goto(`${e2e.baseUrl}/dashboard/clients`);
    await page.getByRole('heading', { level: 1, name: 'Clientes' }).waitFor({ timeout: 20_000 });
    await page.getByText('Aún no hay clientes.').waitFor();
    await page.getByRole('button', { name: 'Agregar cliente', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Agregar cliente' });
    await dialog.getByLabel('Nombre').fill('Rosa Díaz');
    await dialog.getByLabel('Teléfono').fill('555-0177');
    await dialog.getByLabel('Etiquetas').fill('VIP');
    await dialog.getByLabel('Idioma').selectOption('es');
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    await dialog.waitFor({ state: 'detached' });

    // Her card opens beside the list, in Spanish.
    const card = page.getByTestId('client-card');
    await eventually(async () => expect(await card.getByRole('heading', { level: 2 }).textContent()).toBe('Rosa Díaz'));
    expect(await page.locator('.clients-page > .banner').textContent()).toBe('¡Cliente agregado!');
    expect(await card.locator('.client-totals dt').allTextContents()).toEqual(['Visitas', 'Gastado', 'Ausencias', 'Cancelaciones tardías']);
    expect(await card.locator('.client-totals dd').allTextContents()).toEqual(['0', '$0.00', '0', '0']);
    expect(await card.getByText('Sin próximas visitas.').count()).toBe(1);
    expect(await card.getByRole('button', { name: 'Editar', exact: true }).count()).toBe(1);
    await eventually(async () => expect(await page.locator('.clients-summary').textContent()).toBe('1 cliente'));
    expect(await page.getByTestId('client-row').locator('td').allTextContents()).toEqual(['555-0177', '0', '—']);
    // Nothing of the screen slipped through in English.
    expect(ENGLISH.length).toBeGreaterThan(100);
    expect(await englishLeft(page)).toEqual([]);
    expect(e2e.pageErrors).toEqual([]);
  }, 90_000);
});
