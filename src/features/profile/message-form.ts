// The Customer messages form's values: the saved row (or the defaults) as the inputs
// show it, and back. Template fields always show the text that would go out, ours when the owner
// has none, so the owner edits from our words instead of an empty box.
import { DEFAULT_MESSAGE_SETTINGS, messageSettingsProblems, templateField, TEMPLATE_PARTS, type MessageSettingsInput } from '../../domain/messages/settings';
import { DEFAULT_TEMPLATES, templateProblem, templatesFor, type MessageTemplates, type TemplatePart } from '../../domain/messages/templates';
import { MESSAGE_KINDS, TEMPLATE_LIMITS } from '../../domain/tables/messages';
import type { MessageKind, MessageSettings } from '../../domain/types';

export const KIND_NAMES: Record<MessageKind, string> = {
  confirmation: 'Confirmation',
  update: 'Update',
  cancellation: 'Cancellation notice',
  reminder: 'Reminder',
};

/** The toggles, in the order the form lists them, with their labels. */
export const KIND_TOGGLES = [
  { key: 'confirmation_on', label: 'Confirmations' },
  { key: 'update_on', label: 'Updates when an appointment is moved' },
  { key: 'cancellation_on', label: 'Cancellation notices' },
  { key: 'reminder_on', label: 'Reminders' },
] as const;
export type ToggleKey = (typeof KIND_TOGGLES)[number]['key'] | 'sms_on';

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
  templates: Record<MessageKind, MessageTemplates>;
}

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
    templates: Object.fromEntries(MESSAGE_KINDS.map((k) => [k, templatesFor(k, row)])) as Record<MessageKind, MessageTemplates>,
  };
}

/** What the repository is handed; our own texts become null there (the default). */
export function formToInput(v: MessageFormValues): MessageSettingsInput {
  const templates = Object.fromEntries(MESSAGE_KINDS.flatMap((k) => TEMPLATE_PARTS.map((p) => [templateField(k, p), v.templates[k][p]])));
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

export function isDefaultKind(v: MessageFormValues, kind: MessageKind): boolean {
  return TEMPLATE_PARTS.every((p) => v.templates[kind][p] === DEFAULT_TEMPLATES[kind][p]);
}

/** "Reset to default": our texts back in the fields; saving then stores null for them. */
export function resetKind(v: MessageFormValues, kind: MessageKind): MessageFormValues {
  return { ...v, templates: { ...v.templates, [kind]: { ...DEFAULT_TEMPLATES[kind] } } };
}

export function setTemplate(v: MessageFormValues, kind: MessageKind, part: TemplatePart, text: string): MessageFormValues {
  return { ...v, templates: { ...v.templates, [kind]: { ...v.templates[kind], [part]: text } } };
}

/** The problem of one template field as typed, shown under it before any save. */
export function liveProblem(v: MessageFormValues, kind: MessageKind, part: TemplatePart): string | null {
  return templateProblem(v.templates[kind][part], TEMPLATE_LIMITS[part], part);
}

/** Every problem of the form by field name (`reply_to`, `reminder_sms`, …); empty when it can be saved. */
export function formProblems(v: MessageFormValues): Partial<Record<string, string>> {
  return messageSettingsProblems(formToInput(v));
}

/** The first kind whose templates have a problem, so the editor can switch to it; null when none. */
export function firstKindWithProblem(problems: Partial<Record<string, string>>): MessageKind | null {
  return MESSAGE_KINDS.find((k) => TEMPLATE_PARTS.some((p) => problems[templateField(k, p)])) ?? null;
}

/** The kind select's option text: whether the owner changed it, and whether it needs a fix. */
export function kindOption(v: MessageFormValues, kind: MessageKind): string {
  const broken = TEMPLATE_PARTS.some((p) => liveProblem(v, kind, p));
  if (broken) return `${KIND_NAMES[kind]} (needs a fix)`;
  return isDefaultKind(v, kind) ? KIND_NAMES[kind] : `${KIND_NAMES[kind]} (your text)`;
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
