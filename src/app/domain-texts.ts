// The domain's sentences (src/domain, src/data, the repositories) are English, the server's words
// too: they carry no Lingui. A screen shows one in the owner's language through domainText. The
// tables hold each sentence once, keyed by its English: a sentence with values is keyed by its
// `{place}` form (the domain hands the parts over, DomainText), one whose figures are the app's
// own limits by the English those limits give. Anything not in a table shows as it came, in
// English, so a new domain sentence is never lost, only untranslated until it is added here.
import type { I18n, MessageDescriptor } from '@lingui/core';
import type { DomainText, TextValues } from '../domain/texts';
import { fillText } from '../domain/texts';
import { FIXED, SHAPED } from './domain-text-table';

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
  const fixed = Object.hasOwn(FIXED, english) ? FIXED[english] : undefined;
  if (fixed) return i18n._(fixed);
  if (values && Object.hasOwn(SHAPED, text)) return i18n._(SHAPED[text](values, i18n.locale));
  return english;
}

/** A weekday's name in the owner's language (0 = Sunday), from Intl: no hand-written table. */
export function weekdayName(day: number, locale: string): string {
  // 1 January 2023 was a Sunday; noon UTC keeps the date whatever the zone's offset.
  return new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' }).format(Date.UTC(2023, 0, 1 + day, 12));
}

export type { MessageDescriptor, TextValues };
