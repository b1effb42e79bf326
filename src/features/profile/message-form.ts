// The Customer messages form's values: the saved row (or the defaults) as the inputs
// show it, and back. Template fields always show the text that would go out, ours when the owner
// has none, so the owner edits from our words instead of an empty box. The templates are kept per
// customer language: English, Vietnamese and Spanish each have their own set, and ours in that
// language is the default each one resets to.
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { LANGUAGES, type Language } from '../../domain/languages';
import { DEFAULT_MESSAGE_SETTINGS, messageSettingsProblems, templateField, TEMPLATE_PARTS, type MessageSettingsInput } from '../../domain/messages/settings';
import { ourTemplates, templateIssue, templatesFor, type MessageTemplates, type TemplateIssue, type TemplatePart } from '../../domain/messages/templates';
import { MESSAGE_KINDS, TEMPLATE_LIMITS } from '../../domain/tables/messages';
import type { MessageKind, MessageSettings } from '../../domain/types';

export const KIND_NAMES: Record<MessageKind, MessageDescriptor> = {
  confirmation: msg`Confirmation`,
  update: msg`Update`,
  cancellation: msg`Cancellation notice`,
  reminder: msg`Reminder`,
};

/** The toggles, in the order the form lists them, with their labels. */
export const KIND_TOGGLES = [
  { key: 'confirmation_on', label: msg`Confirmations` },
  { key: 'update_on', label: msg`Updates when an appointment is moved` },
  { key: 'cancellation_on', label: msg`Cancellation notices` },
  { key: 'reminder_on', label: msg`Reminders` },
] as const;
export type ToggleKey = (typeof KIND_TOGGLES)[number]['key'] | 'sms_on';

/** One language's texts, by kind. */
export type KindTemplates = Record<MessageKind, MessageTemplates>;

export interface MessageFormValues {
  confirmation_on: boolean;
  update_on: boolean;
  cancellation_on: boolean;
  reminder_on: boolean;
  sms_on: boolean;
  reminder_lead_hours: string;
  /** '' = the salon's name. */
  from_name: string;
  /** '' = the salon's email. */
  reply_to: string;
  /** By the customer's language, then kind. */
  templates: Record<Language, KindTemplates>;
}

const byKind = (f: (kind: MessageKind) => MessageTemplates): KindTemplates => Object.fromEntries(MESSAGE_KINDS.map((k) => [k, f(k)])) as KindTemplates;

export function settingsToForm(row: MessageSettings | null): MessageFormValues {
  const s = row ?? DEFAULT_MESSAGE_SETTINGS;
  return {
    confirmation_on: s.confirmation_on,
    update_on: s.update_on,
    cancellation_on: s.cancellation_on,
    reminder_on: s.reminder_on,
    sms_on: s.sms_on,
    reminder_lead_hours: String(s.reminder_lead_hours),
    from_name: s.from_name ?? '',
    reply_to: s.reply_to ?? '',
    templates: Object.fromEntries(LANGUAGES.map((l) => [l, byKind((k) => templatesFor(k, row, l))])) as Record<Language, KindTemplates>,
  };
}

/** What the repository is handed; our own texts become null there (the default). */
export function formToInput(v: MessageFormValues): MessageSettingsInput {
  const templates = Object.fromEntries(
    LANGUAGES.flatMap((l) => MESSAGE_KINDS.flatMap((k) => TEMPLATE_PARTS.map((p) => [templateField(k, p, l), v.templates[l][k][p]]))),
  );
  return {
    confirmation_on: v.confirmation_on,
    update_on: v.update_on,
    cancellation_on: v.cancellation_on,
    reminder_on: v.reminder_on,
    sms_on: v.sms_on,
    reminder_lead_hours: v.reminder_lead_hours,
    from_name: v.from_name,
    reply_to: v.reply_to,
    ...templates,
  };
}

export function isDefaultKind(v: MessageFormValues, language: Language, kind: MessageKind): boolean {
  return TEMPLATE_PARTS.every((p) => v.templates[language][kind][p] === ourTemplates(language)[kind][p]);
}

/** "Reset to default": our texts in that language back in the fields; saving then stores null for them. */
export function resetKind(v: MessageFormValues, language: Language, kind: MessageKind): MessageFormValues {
  return setKind(v, language, kind, { ...ourTemplates(language)[kind] });
}

export function setTemplate(v: MessageFormValues, language: Language, kind: MessageKind, part: TemplatePart, text: string): MessageFormValues {
  return setKind(v, language, kind, { ...v.templates[language][kind], [part]: text });
}

function setKind(v: MessageFormValues, language: Language, kind: MessageKind, texts: MessageTemplates): MessageFormValues {
  return { ...v, templates: { ...v.templates, [language]: { ...v.templates[language], [kind]: texts } } };
}

/** The problem of one template field as typed, shown under it before any save (the save's own check, templateIssue). */
export function liveProblem(v: MessageFormValues, language: Language, kind: MessageKind, part: TemplatePart): TemplateIssue | null {
  return templateIssue(v.templates[language][kind][part], TEMPLATE_LIMITS[part], part);
}

/** Every problem of the form by field name (`reply_to`, `reminder_sms`, `reminder_sms_es`, …); empty when it can be saved. */
export function formProblems(v: MessageFormValues): Partial<Record<string, string>> {
  return messageSettingsProblems(formToInput(v));
}

/** The first language and kind whose templates have a problem, so the editor can switch to them; null when none. */
export function firstKindWithProblem(problems: Partial<Record<string, string>>): { language: Language; kind: MessageKind } | null {
  for (const language of LANGUAGES)
    for (const kind of MESSAGE_KINDS) if (TEMPLATE_PARTS.some((p) => problems[templateField(kind, p, language)])) return { language, kind };
  return null;
}

/** Whether a kind's texts in a language are ours, the owner's, or need a fix: the select's option says so. */
export type KindState = 'ours' | 'own' | 'broken';
export function kindState(v: MessageFormValues, language: Language, kind: MessageKind): KindState {
  if (TEMPLATE_PARTS.some((p) => liveProblem(v, language, kind, p))) return 'broken';
  return isDefaultKind(v, language, kind) ? 'ours' : 'own';
}

/** A language's state over its four kinds: broken if any is, else the owner's if any is hers. */
export function languageState(v: MessageFormValues, language: Language): KindState {
  const states = MESSAGE_KINDS.map((k) => kindState(v, language, k));
  return states.includes('broken') ? 'broken' : states.includes('own') ? 'own' : 'ours';
}

/**
 * `token` put in place of the selection [start, end) of `text`; `caret` is where the cursor goes
 * after it. A selection outside the text (a field never focused) appends.
 */
export function insertAt(text: string, start: number | null, end: number | null, token: string): { text: string; caret: number } {
  const from = start === null || start > text.length ? text.length : Math.max(0, start);
  const to = end === null || end < from ? from : Math.min(end, text.length);
  return { text: text.slice(0, from) + token + text.slice(to), caret: from + token.length };
}
