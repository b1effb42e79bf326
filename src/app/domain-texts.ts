// The domain's sentences (src/domain, src/data, the repositories) are English, the server's words
// too: they carry no Lingui. A screen shows one in the owner's language through domainText. The
// tables (domain-text-table.ts) hold each sentence once, keyed by its English: a sentence with
// values by its `{place}` form (the domain hands the parts over, DomainText), one whose figures
// are the app's own limits by the English those limits give. Anything not in a table shows as it
// came, in English, so a new domain sentence is never lost, only untranslated until it is added.
//
// The tables are their own chunk, fetched the first time a sentence is shown in another language
// than English (a form's failure waits for them, use-action.ts): the entry, which the landing page
// shares, has no room for them, and a first screen with no such sentence does not pay for them.
// Until they arrive a sentence shows in English, and the screen is drawn again when they do.
import type { I18n } from '@lingui/core';
import type { DomainText } from '../domain/texts';
import { fillText } from '../domain/texts';
import { i18n as appI18n } from '../i18n/i18n';

type Tables = typeof import('./domain-text-table');
let tables: Tables | null = null;
let loading: Promise<void> | null = null;

function loadTables(i18n: I18n): void {
  if (tables || loading) return;
  loading = import('./domain-text-table').then(
    (t) => {
      tables = t;
      // Screens drawn meanwhile in English are drawn again, now in the owner's words.
      i18n.emit('change');
    },
    () => {
      loading = null;
    },
  );
}

/** A thrown error's sentence with its parts when the domain kept them, else its message. */
function sentenceOf(sentence: unknown): DomainText {
  if (typeof sentence === 'string') return { text: sentence };
  if (sentence instanceof Error) {
    const text = (sentence as Error & { text?: unknown }).text;
    if (text && typeof text === 'object' && typeof (text as DomainText).text === 'string') return text as DomainText;
    return { text: sentence.message };
  }
  if (sentence && typeof sentence === 'object' && typeof (sentence as DomainText).text === 'string') return sentence as DomainText;
  return { text: String(sentence) };
}

/**
 * A domain sentence in the owner's current language: a string, a DomainText, or an error (a
 * ValidationError, PreconditionError or BackupError keeps the sentence's parts). English, and a
 * sentence the tables lack, come out as the domain wrote them.
 */
export function domainText(i18n: I18n, sentence: string | DomainText | unknown): string {
  const { text, values } = sentenceOf(sentence);
  const english = fillText(text, values);
  if (i18n.locale === 'en') return english;
  if (!tables) {
    loadTables(i18n);
    return english;
  }
  const { FIXED, SHAPED } = tables;
  if (Object.hasOwn(FIXED, english)) return i18n._(FIXED[english]);
  if (values && Object.hasOwn(SHAPED, text)) return i18n._(SHAPED[text](values, i18n.locale, i18n));
  return english;
}

/** Fetches the tables now (a test, or a screen that must show a sentence at once). */
export async function domainTextsReady(): Promise<void> {
  loadTables(appI18n);
  await loading;
}

/** A weekday's name in the owner's language (0 = Sunday), from Intl: no hand-written table. */
export function weekdayName(day: number, locale: string): string {
  // 1 January 2023 was a Sunday; noon UTC keeps the date whatever the zone's offset.
  return new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' }).format(Date.UTC(2023, 0, 1 + day, 12));
}
