// The texts of customer messages: our defaults, the placeholders an owner may use, the
// check the template editor runs before saving, and the owner's templates (one set per language)
// merged over ours. The
// backend's sender and the Salon Profile preview both read templates through templatesFor, so
// what the owner previews is what goes out.
import { TEMPLATE_LANGUAGES, TEMPLATE_LIMITS } from '../tables/messages';
import type { Language } from '../languages';
import type { MessageKind, MessageSettings } from '../types';
import type { MessageTemplates } from './template-parts';
import { TRANSLATED_TEMPLATES } from './templates-translated';

export type TemplatePart = keyof typeof TEMPLATE_LIMITS;
export type { MessageTemplates } from './template-parts';

export const PLACEHOLDERS = [
  { name: 'customer_name', description: "The customer's name as the salon saved it (in texts, the first name only)" },
  { name: 'salon_name', description: "The salon's name" },
  { name: 'salon_address', description: "The salon's address" },
  { name: 'salon_phone', description: "The salon's phone number" },
  { name: 'service', description: 'The booked service ("your service" if it was removed)' },
  { name: 'staff', description: 'The technician ("our team" if none is set)' },
  { name: 'weekday', description: 'Day of the week, e.g. Tuesday' },
  { name: 'date', description: 'The date, e.g. December 1, 2026' },
  { name: 'time', description: "Start time on the salon's clock, e.g. 15:00" },
  { name: 'end_time', description: "End time on the salon's clock, e.g. 16:00" },
  { name: 'duration', description: 'How long the visit is, e.g. 1 hour 30 minutes' },
  { name: 'price', description: "The service's price, e.g. $45.00" },
  { name: 'manage_link', description: 'A link to change or cancel online (empty until online booking is on)' },
] as const;
export type PlaceholderName = (typeof PLACEHOLDERS)[number]['name'];
export type PlaceholderValues = Record<PlaceholderName, string>;

const PLACEHOLDER_NAMES: ReadonlySet<string> = new Set(PLACEHOLDERS.map((p) => p.name));
export const isPlaceholder = (name: string): name is PlaceholderName => PLACEHOLDER_NAMES.has(name);

// Shared lines of the email bodies. Email may use any character; the SMS texts below keep to
// the GSM-7 alphabet (no dashes, curly quotes or emoji), since one character outside it makes
// the whole text UCS-2, where a segment holds 70 characters instead of 160.
const DETAILS = ['When: {weekday}, {date}, {time}–{end_time}', 'Service: {service} ({duration})', 'With: {staff}', 'Where: {salon_name}, {salon_address}'].join(
  '\n',
);
const SIGN_OFF = 'Warm regards,\n{salon_name}\n{salon_phone}';

export const DEFAULT_TEMPLATES: Record<MessageKind, MessageTemplates> = {
  confirmation: {
    subject: 'Your appointment at {salon_name} is confirmed',
    body: [
      'Hi {customer_name},',
      'Thank you for booking with us! Your appointment is confirmed:',
      DETAILS,
      'If you need to change or cancel, just call us at {salon_phone}. We look forward to seeing you.',
      SIGN_OFF,
    ].join('\n\n'),
    sms: '{salon_name}: Hi {customer_name}, you are booked: {service} with {staff} on {weekday}, {date} at {time}. {salon_address}. To change or cancel, call {salon_phone}.',
  },
  update: {
    subject: 'Your appointment at {salon_name} has changed',
    body: [
      'Hi {customer_name},',
      'Your appointment has been changed. Here are the new details:',
      DETAILS,
      'If the new time does not suit you, call us at {salon_phone} and we will find another.',
      SIGN_OFF,
    ].join('\n\n'),
    sms: '{salon_name}: Hi {customer_name}, your appointment has changed. New time: {weekday}, {date} at {time}, {service} with {staff}. Questions? Call {salon_phone}.',
  },
  cancellation: {
    subject: 'Your appointment at {salon_name} has been cancelled',
    body: [
      'Hi {customer_name},',
      'Your appointment for {service} with {staff} on {weekday}, {date} at {time} has been cancelled.',
      'If this is a surprise, or you would like to book another time, call us at {salon_phone}. We would be glad to see you again.',
      SIGN_OFF,
    ].join('\n\n'),
    sms: '{salon_name}: Hi {customer_name}, your appointment for {service} on {weekday}, {date} at {time} has been cancelled. To book another time, call {salon_phone}.',
  },
  reminder: {
    subject: 'Reminder: your appointment at {salon_name} on {weekday}',
    body: [
      'Hi {customer_name},',
      'This is a friendly reminder of your upcoming appointment:',
      DETAILS,
      'If you cannot make it, please call us at {salon_phone} so we can offer the time to someone else. See you soon!',
      SIGN_OFF,
    ].join('\n\n'),
    sms: "{salon_name}: Hi {customer_name}, a reminder of your visit: {service} with {staff} on {weekday}, {date} at {time}. {salon_address}. Can't make it? Call {salon_phone}.",
  },
};

/** "Reply CANCEL", "text cancel", "respond with CANCEL": carriers take the word as an opt-out from every text of the number. */
const REPLY_CANCEL = /\b(?:reply|text|respond|send)\b[^.!?]{0,20}\bcancel\b/i;
export const CANCEL_REFUSED =
  'The text message cannot ask customers to reply CANCEL: phone carriers treat CANCEL as a request to stop all texts from the salon. Ask them to call instead.';

const PART_LABEL: Record<TemplatePart, string> = { subject: 'The subject', body: 'The email text', sms: 'The text message' };
const withCommas = (n: number) => n.toLocaleString('en-US');
const knownList = () => PLACEHOLDERS.map((p) => `{${p.name}}`).join(', ');

/**
 * What is wrong with an owner's template, as facts: the editor words them in the owner's
 * language, templateProblem in English. `part` only names the field.
 */
export type TemplateIssue =
  | { kind: 'empty'; part?: TemplatePart }
  | { kind: 'long'; part?: TemplatePart; length: number; limit: number }
  | { kind: 'unclosed'; shown: string }
  | { kind: 'unknown'; name: string }
  | { kind: 'cancel' };

/**
 * The first problem of an owner's template, or null when it can be saved. `limit` is the part's
 * TEMPLATE_LIMITS entry. A blank template is refused rather than stored: the editor stores null
 * for "use the default", and a blank subject or SMS would send an empty message.
 */
export function templateIssue(text: string, limit: number, part?: TemplatePart): TemplateIssue | null {
  if (text.trim() === '') return { kind: 'empty', part };
  if (text.length > limit) return { kind: 'long', part, length: text.length, limit };
  for (let i = text.indexOf('{'); i !== -1; i = text.indexOf('{', i + 1)) {
    const close = text.indexOf('}', i + 1);
    const reopen = text.indexOf('{', i + 1);
    if (close === -1 || (reopen !== -1 && reopen < close)) {
      return { kind: 'unclosed', shown: text.slice(i, Math.min(i + 20, reopen === -1 ? text.length : reopen)).trimEnd() };
    }
    const name = text.slice(i + 1, close);
    if (!isPlaceholder(name)) return { kind: 'unknown', name };
    i = close;
  }
  if (part === 'sms' && REPLY_CANCEL.test(text)) return { kind: 'cancel' };
  return null;
}

/** A template's problem in English (the save's check, the server's words), or null when it can be saved. */
export function templateProblem(text: string, limit: number, part?: TemplatePart): string | null {
  const issue = templateIssue(text, limit, part);
  if (!issue) return null;
  const label = (p?: TemplatePart) => (p ? PART_LABEL[p] : 'This template');
  switch (issue.kind) {
    case 'empty':
      return `${label(issue.part)} cannot be empty. Use "Reset to default" to go back to our text.`;
    case 'long':
      return `${label(issue.part)} is too long: ${withCommas(issue.length)} characters, at most ${withCommas(issue.limit)}.`;
    case 'unclosed':
      return `"${issue.shown}" opens a placeholder with { but never closes it with }.`;
    case 'unknown':
      return `Unknown placeholder {${issue.name}}. Use one of: ${knownList()}.`;
    case 'cancel':
      return CANCEL_REFUSED;
  }
}

/** Ours in a language: the English defaults above, or the translated ones. */
export const ourTemplates = (language: Language): Readonly<Record<MessageKind, MessageTemplates>> =>
  language === 'en' ? DEFAULT_TEMPLATES : TRANSLATED_TEMPLATES[language];

export type TemplateLanguage = (typeof TEMPLATE_LANGUAGES)[number];
/** A template column: `confirmation_subject` (English), `confirmation_subject_vi`, … */
export type TemplateField = `${MessageKind}_${TemplatePart}` | `${MessageKind}_${TemplatePart}_${TemplateLanguage}`;
export const templateField = (kind: MessageKind, part: TemplatePart, language: Language = 'en'): TemplateField =>
  language === 'en' ? `${kind}_${part}` : `${kind}_${part}_${language}`;

/**
 * The templates for one kind in the customer's language: each of the owner's columns in that
 * language (`confirmation_subject`, `confirmation_subject_es`, …) when set, else ours in it. A
 * blank value counts as unset, so a row saved around the editor's check can never send an empty
 * message.
 */
export function templatesFor(kind: MessageKind, settings: Partial<MessageSettings> | null | undefined, language: Language = 'en'): MessageTemplates {
  const ours = ourTemplates(language)[kind];
  const pick = (part: TemplatePart): string => {
    const own = settings?.[templateField(kind, part, language)];
    return typeof own === 'string' && own.trim() !== '' ? own : ours[part];
  };
  return { subject: pick('subject'), body: pick('body'), sms: pick('sms') };
}
