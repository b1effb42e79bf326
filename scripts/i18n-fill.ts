// `npx tsx scripts/i18n-fill.ts`: a message with no translation in one catalog takes the one it has
// in another catalog of the same language (same text and context), so moving a screen between
// catalogs, or showing a text in two, never asks for it to be translated twice.
import { getCatalogs } from '@lingui/cli/api';
import { getConfig } from '@lingui/conf';

type Entry = { message?: string; context?: string; translation?: string };
const config = getConfig({ cwd: process.cwd() });
const catalogs = await getCatalogs(config);
const all = await Promise.all(catalogs.map(async (c) => ({ c, byLocale: (await c.readAll()) as Record<string, Record<string, Entry>> })));
for (const locale of config.locales.filter((l) => l !== config.sourceLocale)) {
  const known = new Map<string, string>();
  for (const { byLocale } of all) for (const [id, e] of Object.entries(byLocale[locale] ?? {})) if (e.translation) known.set(id, e.translation);
  for (const { c, byLocale } of all) {
    const messages = byLocale[locale] ?? {};
    let filled = 0;
    for (const [id, e] of Object.entries(messages))
      if (!e.translation && known.has(id)) {
        e.translation = known.get(id);
        filled++;
      }
    if (filled > 0) {
      await c.write(locale, messages as never);
      console.log(`${c.path.replace(/.*\/src\//, 'src/')} ${locale}: ${filled} filled`);
    }
  }
}
