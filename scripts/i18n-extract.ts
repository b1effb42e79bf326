// `npm run i18n:extract [-- NAME…]`: brings the named catalogs (lingui.config.ts: landing, app,
// bookings, customers, public; all when none is named) up to date with the code, dropping messages
// the code no longer has. One catalog at a time lets people converting different areas refresh
// their own files without rewriting each other's.
import { getCatalogs } from '@lingui/cli/api';
import { getConfig } from '@lingui/conf';

const wanted = process.argv.slice(2);
const config = getConfig({ cwd: process.cwd() });
const catalogs = await getCatalogs(config);
const name = (path: string) => path.replace(/.*\//, '');
const known = catalogs.map((c) => name(c.path));
const unknown = wanted.filter((w) => !known.includes(w));
if (unknown.length > 0) {
  console.error(`No catalog named ${unknown.join(', ')}; the catalogs are ${known.join(', ')}.`);
  process.exit(1);
}
for (const catalog of catalogs) {
  if (wanted.length > 0 && !wanted.includes(name(catalog.path))) continue;
  const result = await catalog.make({ clean: true, overwrite: false, locale: undefined, prevFormat: undefined, orderBy: config.orderBy } as never);
  if (!result) process.exit(1);
  const counts = Object.entries(result).map(([locale, messages]) => {
    const all = Object.values(messages);
    const missing = locale === config.sourceLocale ? 0 : all.filter((m) => !m.translation).length;
    return `${locale} ${all.length}${missing ? ` (${missing} untranslated)` : ''}`;
  });
  console.log(`${name(catalog.path)}: ${counts.join(', ')}`);
}
