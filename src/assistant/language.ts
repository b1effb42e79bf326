// The conversation's language. English until the channel says otherwise (a call in its caller's
// card's language) or the customer's own words do; a message that says too little ("ok", "5 PM") changes
// nothing, and a customer who switches is answered in the new language from that message on.
import { detectLanguage } from '../domain/language-detect';
import type { Language } from '../domain/languages';
import type { ConversationState } from './tools/tool';

const NAMES: Readonly<Record<Language, string>> = { en: 'English', es: 'Spanish', vi: 'Vietnamese' };

/** Reads the customer's message for its language; returns the conversation's language after it. */
export function noteLanguage(conversation: ConversationState, message: string): Language {
  const heard = detectLanguage(message);
  if (heard) conversation.language = heard;
  return conversation.language ?? 'en';
}

/** The stable rule of the system prompt: Sarah speaks the three languages. */
export const LANGUAGE_RULE =
  "- You speak English, Spanish and Vietnamese. Answer in the customer's language; tool results already come in it, so pass them on in your own words in that language. Names of services and staff stay as the salon writes them.";

/** The prompt's changing part: the language of this conversation so far (nothing for English). */
export const languageLine = (language: Language | undefined): string[] =>
  language && language !== 'en' ? [`This conversation is in ${NAMES[language]}: answer in ${NAMES[language]} unless the customer changes language.`] : [];
