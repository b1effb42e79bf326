// Sarah's own words in the conversation's language (English until the customer's card or words
// say otherwise). Tools and the loop take their texts from here, never from one language's table.
import type { Language } from '../../domain/languages';
import { EN, type Words } from './en';
import { ES } from './es';
import { VI } from './vi';

export type { ProposalAction, ReadBackParts, Words } from './en';

const WORDS: Readonly<Record<Language, Words>> = { en: EN, es: ES, vi: VI };

export const wordsIn = (language: Language | undefined): Words => WORDS[language ?? 'en'];

/** The words of a conversation (or a tool's context, which carries one). */
export const wordsOf = (conversation: { language?: Language }): Words => wordsIn(conversation.language);
