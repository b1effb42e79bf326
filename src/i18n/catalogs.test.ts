// The catalogs in src/locales against the code, as CI sees them: extraction runs here (to memory,
// not over the committed files) and every check of catalog-check.ts must find nothing.
import { getCatalogs } from '@lingui/cli/api';
import { getConfig } from '@lingui/conf';
import { describe, expect, it } from 'vitest';
import { catalogProblems, collisions, type Catalog } from './catalog-check';

describe('the language catalogs', () => {
  it('hold exactly the messages the code has, each translated, with the source variables and their plural forms', async () => {
    const config = getConfig({ cwd: process.cwd(), skipValidation: true });
    const catalogs = await getCatalogs(config);
    expect(catalogs.map((c) => c.path.replace(/.*\/src\//, 'src/'))).toEqual([
      'src/locales/{locale}/landing',
      'src/locales/{locale}/app',
      'src/locales/{locale}/bookings',
      'src/locales/{locale}/customers',
      'src/locales/{locale}/legal',
      'src/locales/{locale}/public',
    ]);
    let messages = 0;
    for (const catalog of catalogs) {
      const code = (await catalog.collect()) ?? {};
      messages += Object.keys(code).length;
      const all = (await catalog.readAll()) as Record<string, Catalog>;
      expect(Object.keys(all).sort()).toEqual(['en', 'es', 'vi']);
      expect(catalogProblems(code, all, config.sourceLocale ?? 'en').map((p) => `${catalog.path.replace(`${process.cwd()}/`, '')}: ${p}`)).toEqual([]);
    }
    expect(messages).toBeGreaterThan(100);
  }, 120_000);

  it("give a text one translation across the owner's app's catalogs, which load into one table", async () => {
    const config = getConfig({ cwd: process.cwd(), skipValidation: true });
    const app: Record<string, Record<string, Catalog>> = {};
    for (const catalog of await getCatalogs(config)) {
      const name = catalog.path.replace(/.*\//, '');
      if (['landing', 'app', 'bookings', 'customers', 'legal'].includes(name)) app[name] = (await catalog.readAll()) as Record<string, Catalog>;
    }
    expect(Object.keys(app).sort()).toEqual(['app', 'bookings', 'customers', 'landing', 'legal']);
    expect(collisions(app, config.sourceLocale ?? 'en')).toEqual([]);
  }, 60_000);

  it('the collision check finds a text translated two ways', () => {
    const one: Record<string, Catalog> = { vi: { x: { message: 'Update', translation: 'Cập nhật' } } };
    const two: Record<string, Catalog> = { vi: { x: { message: 'Update', translation: 'Sửa' } }, en: { x: { message: 'Update' } } };
    expect(collisions({ one, two }, 'en')).toEqual(['vi: "Update" is "Cập nhật" in one but "Sửa" in two: make them one, or give one a context']);
    expect(collisions({ one, two: one }, 'en')).toEqual([]);
  });

  it('each check fails on a catalog that breaks it', () => {
    const code = { a: { message: 'Hello {name}' }, b: { message: '{count, plural, one {# visit} other {# visits}}' }, c: { message: 'Bye' } };
    const en: Catalog = { a: { message: code.a.message }, b: { message: code.b.message }, c: { message: 'Bye' } };
    const es: Catalog = {
      a: { translation: 'Hola {nombre}' },
      b: { translation: '{count, plural, one {# visita} other {# visitas}}' },
      c: { translation: '' },
      gone: { translation: 'Ya no' },
    };
    const vi: Catalog = { a: { translation: 'Xin chào {name' }, b: { translation: '{count, plural, other {# lần}}' } };
    expect(catalogProblems(code, { en, es, vi }, 'en')).toEqual([
      'en: lacks 1 message(s) that es has ("gone")',
      'es: holds 1 message(s) the code no longer has ("gone"): run `npm run i18n:extract`',
      'es: "Hola {nombre}" uses {nombre}, the source {name}',
      'es: "{count, plural, one {# visita} other {# visitas}}" has plural forms one/other, es needs many/one/other',
      'es: "Bye" has no translation',
      'vi: lacks 1 message(s) the code has ("Bye"): run `npm run i18n:extract`',
      'vi: lacks 1 message(s) that en has ("Bye")',
      'vi: lacks 2 message(s) that es has ("Bye", "gone")',
      expect.stringMatching(/^vi: "Xin chào \{name" is no valid ICU message/),
    ]);
  });
});
