// An i18n of one committed catalog in one language, compiled as the build compiles it, for unit
// tests of the view modules that write a screen's words: they then read what the owner would.
import { getCatalogs } from '@lingui/cli/api';
import { getConfig } from '@lingui/conf';
import { type I18n, setupI18n } from '@lingui/core';
import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';

/** `catalog` ('app', 'bookings', ...) in `locale`; English is the code's own texts, no catalog. */
export async function catalogI18n(catalog: string, locale: 'en' | 'vi' | 'es'): Promise<I18n> {
  const i18n = setupI18n({ locale: 'en', messages: { en: {} } });
  if (locale !== 'en') {
    const config = getConfig({ cwd: process.cwd(), skipValidation: true });
    const found = (await getCatalogs(config)).find((c) => c.path.endsWith(`/${catalog}`));
    if (!found) throw new Error(`no catalog named ${catalog} in lingui.config.ts`);
    const read = (await found.read(locale)) ?? {};
    i18n.load(locale, Object.fromEntries(Object.entries(read).map(([id, m]) => [id, compileMessageOrThrow(m.translation || m.message || id)])));
  }
  i18n.activate(locale);
  return i18n;
}
