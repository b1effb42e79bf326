// What keeps the catalogs honest, as plain functions over what the extractor found in the code and
// what each catalog holds (src/i18n/catalogs.test.ts runs them on the repository). Each problem is
// one sentence naming the catalog and the message, so a failing run says what to do.
import { compileMessageOrThrow, type CompiledMessage } from '@lingui/message-utils/compileMessage';

export interface CatalogEntry {
  message?: string;
  translation?: string;
  obsolete?: boolean;
}
export type Catalog = Record<string, CatalogEntry>;

const FIX = 'run `npm run i18n:extract`';
const first = (ids: string[], catalog: Catalog, code: Record<string, { message?: string }>) =>
  ids
    .slice(0, 3)
    .map((id) => JSON.stringify(code[id]?.message ?? catalog[id]?.message ?? id))
    .join(', ');

/** The variables and the plural forms a message uses, read from its compiled form. */
function shape(message: string) {
  const variables = new Set<string>();
  const plurals: string[][] = [];
  const walk = (tokens: CompiledMessage) => {
    for (const token of tokens) {
      if (typeof token === 'string') continue;
      const [name, type, format] = token;
      if (name !== '#') variables.add(name);
      if ((type === 'plural' || type === 'selectordinal' || type === 'select') && format && typeof format === 'object') {
        const forms = Object.keys(format).filter((k) => k !== 'offset');
        if (type === 'plural') plurals.push(forms.filter((k) => !k.startsWith('=')));
        for (const k of forms) walk((format as Record<string, CompiledMessage>)[k]);
      }
    }
  };
  walk(compileMessageOrThrow(message));
  return { variables: [...variables].sort().join(','), plurals };
}

/**
 * The catalogs against the code: every message the code has is in every catalog and nothing else
 * is; every translation is there, reads as ICU, uses the source's variables, and names exactly the
 * plural forms its language has (Spanish one/many/other, Vietnamese other alone).
 */
export function catalogProblems(code: Record<string, { message?: string }>, catalogs: Record<string, Catalog>, sourceLocale: string): string[] {
  const problems: string[] = [];
  const codeIds = Object.keys(code);
  for (const [locale, catalog] of Object.entries(catalogs)) {
    const live = Object.keys(catalog).filter((id) => !catalog[id].obsolete);
    const missing = codeIds.filter((id) => !(id in catalog) || catalog[id].obsolete);
    const stale = Object.keys(catalog).filter((id) => !(id in code));
    if (missing.length) problems.push(`${locale}: lacks ${missing.length} message(s) the code has (${first(missing, catalog, code)}): ${FIX}`);
    if (stale.length) problems.push(`${locale}: holds ${stale.length} message(s) the code no longer has (${first(stale, catalog, code)}): ${FIX}`);
    for (const other of Object.keys(catalogs)) {
      const lacks = Object.keys(catalogs[other]).filter((id) => !catalogs[other][id].obsolete && !(id in catalog));
      if (other !== locale && lacks.length)
        problems.push(`${locale}: lacks ${lacks.length} message(s) that ${other} has (${first(lacks, catalogs[other], code)})`);
    }
    if (locale === sourceLocale) continue;
    const forms = new Intl.PluralRules(locale).resolvedOptions().pluralCategories.slice().sort().join('/');
    for (const id of live) {
      const { message = '', translation = '' } = { ...catalog[id], message: code[id]?.message ?? catalog[id].message };
      if (!translation.trim()) {
        problems.push(`${locale}: ${JSON.stringify(message)} has no translation`);
        continue;
      }
      try {
        const source = shape(message);
        const own = shape(translation);
        if (own.variables !== source.variables)
          problems.push(`${locale}: ${JSON.stringify(translation)} uses {${own.variables}}, the source {${source.variables}}`);
        for (const plural of own.plurals) {
          if (plural.slice().sort().join('/') !== forms)
            problems.push(`${locale}: ${JSON.stringify(translation)} has plural forms ${plural.join('/')}, ${locale} needs ${forms}`);
        }
      } catch (e) {
        problems.push(`${locale}: ${JSON.stringify(translation)} is no valid ICU message (${e instanceof Error ? e.message : String(e)})`);
      }
    }
  }
  return problems;
}

/**
 * Catalogs loaded together (the owner's app's three) share one table of messages at run time: a
 * text in two of them with two translations shows whichever came last. Each such text, per locale.
 */
export function collisions(catalogs: Record<string, Record<string, Catalog>>, sourceLocale: string): string[] {
  const problems: string[] = [];
  const seen = new Map<string, { catalog: string; translation: string }>();
  for (const [name, byLocale] of Object.entries(catalogs)) {
    for (const [locale, catalog] of Object.entries(byLocale)) {
      if (locale === sourceLocale) continue;
      for (const [id, entry] of Object.entries(catalog)) {
        if (entry.obsolete || !entry.translation) continue;
        const key = `${locale}\u0000${id}`;
        const before = seen.get(key);
        if (!before) seen.set(key, { catalog: name, translation: entry.translation });
        else if (before.translation !== entry.translation)
          problems.push(
            `${locale}: ${JSON.stringify(entry.message ?? id)} is ${JSON.stringify(before.translation)} in ${before.catalog} but ${JSON.stringify(entry.translation)} in ${name}: make them one, or give one a context`,
          );
      }
    }
  }
  return problems;
}
