// The owner's texts as each language shows them, read from the catalogs (lingui.config.ts) through
// Lingui's own API, so an e2e test finds an element by the catalog's words rather than by a copy
// kept in the test: a changed translation changes what the test looks for, and a text the catalog
// lacks (or has left untranslated) fails the test by name. The pseudo-locale's catalog is made here
// too, from the English ones, each time a run asks for it: nothing generated is kept on disk.
import { createCompiledCatalog, getCatalogs } from '@lingui/cli/api';
import { getConfig } from '@lingui/conf';
import { generateMessageId } from '@lingui/message-utils/generateMessageId';

export type Language = 'en' | 'vi' | 'es';
/** An English text (with its `context` when it has one) → the text shown in the language. */
export type Texts = (english: string, context?: string) => string;

/**
 * Whose texts: the owner's app loads its catalogs into one table (landing, app, bookings,
 * customers), the customers' pages have their own (public), which may word a text another way.
 */
export type Reader = 'owner' | 'customer';
const catalogName = (path: string) => path.replace(/.*\//, '');

async function catalogMessages(locale: string, reader: Reader | 'all') {
  const config = getConfig({ cwd: process.cwd(), skipValidation: true });
  const messages: Record<string, string> = {};
  const missing = new Set<string>();
  for (const catalog of await getCatalogs(config)) {
    if (reader !== 'all' && (catalogName(catalog.path) === 'public') !== (reader === 'customer')) continue;
    // No fallback: an untranslated text is reported missing rather than quietly given its English.
    const found = await catalog.getTranslations(locale, { fallbackLocales: {}, sourceLocale: config.sourceLocale ?? 'en' });
    Object.assign(messages, found.messages);
    for (const m of found.missing) missing.add(m.id);
  }
  return { messages, missing };
}

/** The catalogs' texts in `locale` as `reader` sees them; the function throws for a text no catalog has in that language. */
export async function textsIn(locale: Language, reader: Reader = 'owner'): Promise<Texts> {
  const { messages, missing } = await catalogMessages(locale, reader);
  const tx: Texts = (english, context) => {
    const id = generateMessageId(english, context);
    const text = messages[id];
    if (text !== undefined && !(locale !== 'en' && missing.has(id))) return text;
    // An optional field's name is two texts: its label and the form's "(optional)" after it.
    const optional = /^(.+) \(optional\)$/.exec(english);
    if (optional && !context) return `${tx(optional[1])} ${tx('(optional)')}`;
    throw new Error(`No catalog has ${JSON.stringify(english)} in ${locale}`);
  };
  return tx;
}

/** Fills `{name}` places the way the screen does, for a text with values. */
export const fill = (text: string, values: Record<string, string | number>) => text.replace(/\{(\w+)\}/g, (_, k: string) => String(values[k]));

const PSEUDO = 'pseudo';
/**
 * Every catalog's texts merged into one compiled catalog of Lingui's pseudo-locale ("Save" →
 * "Śàvē"): `module` is the JavaScript a catalog chunk is (`export const messages = …`), and
 * `tx` gives a plain text's look-alike, to find elements by on a page that shows them.
 */
export async function pseudoTexts(): Promise<{ module: string; tx: Texts }> {
  // One look-alike per English text: the same whichever catalog holds it.
  const { messages } = await catalogMessages('en', 'all');
  const { source, errors } = createCompiledCatalog(PSEUDO, messages, { namespace: 'es', pseudoLocale: PSEUDO });
  if (errors.length > 0) throw new Error(`The pseudo-locale's catalog did not compile: ${errors.map((e) => e.id).join(', ')}`);
  const json = /JSON\.parse\(("(?:[^"\\]|\\.)*")\)/.exec(source)?.[1];
  if (!json) throw new Error("The pseudo-locale's catalog is not the module it used to be");
  const compiled = JSON.parse(JSON.parse(json) as string) as Record<string, unknown[]>;
  const tx: Texts = (english, context) => {
    const parts = compiled[generateMessageId(english, context)];
    if (parts?.every((p) => typeof p === 'string')) return parts.join('');
    const optional = /^(.+) \(optional\)$/.exec(english);
    if (optional && !context) return `${tx(optional[1])} ${tx('(optional)')}`;
    throw new Error(`No catalog has ${JSON.stringify(english)} as a plain text`);
  };
  return { module: source, tx };
}
