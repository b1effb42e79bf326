// The owner's message settings: what a salon without a settings row gets (the server's
// sync_private.message_settings_for has the same defaults), and the check Salon Profile runs before
// saving, with the registry's limits, so what the device stores the server's CHECKs accept.
import { z } from 'zod';
import { ValidationError } from '../errors';
import { REGISTRY } from '../tables';
import { LANGUAGES, type Language } from '../languages';
import { MESSAGE_KINDS, REMINDER_LEAD_HOURS, TEMPLATE_LIMITS } from '../tables/messages';
import type { MessageKind, MessageSettings } from '../types';
import { ourTemplates, templateField, templateProblem, type TemplateField, type TemplatePart } from './templates';

export { templateField, type TemplateField } from './templates';
export const TEMPLATE_PARTS = ['subject', 'body', 'sms'] as const satisfies readonly TemplatePart[];
const TEMPLATE_SLOTS = LANGUAGES.flatMap((l) => MESSAGE_KINDS.flatMap((k) => TEMPLATE_PARTS.map((p) => ({ language: l, kind: k, part: p }))));
const TEMPLATE_FIELDS = TEMPLATE_SLOTS.map((s) => templateField(s.kind, s.part, s.language));

/** A settings row without its sync columns: what the owner decides. */
export type MessageSettingsValues = Omit<MessageSettings, 'id' | 'salon_id' | 'updated_at' | 'deleted' | 'version'>;

export const DEFAULT_MESSAGE_SETTINGS: MessageSettingsValues = {
  confirmation_on: true,
  update_on: true,
  cancellation_on: true,
  reminder_on: true,
  sms_on: false,
  reminder_lead_hours: REMINDER_LEAD_HOURS.default,
  from_name: null,
  reply_to: null,
  ...(Object.fromEntries(TEMPLATE_FIELDS.map((f) => [f, null])) as Record<TemplateField, null>),
};

/** As a form hands it in: the lead time may be typed text; a template null or our text = the default. */
export type MessageSettingsInput = Omit<MessageSettingsValues, 'reminder_lead_hours' | TemplateField> & {
  reminder_lead_hours: number | string;
} & Partial<Record<TemplateField, string | null>>;

const maxOf = (column: string): number => REGISTRY.message_settings.columns[column].max!;
const FROM_MAX = maxOf('from_name');
const REPLY_MAX = maxOf('reply_to');
/** The registry's email format (the server's CHECK on reply_to holds the same). */
const REPLY_FORMAT = new RegExp(REGISTRY.message_settings.columns.reply_to.pattern!);
const { min: LEAD_MIN, max: LEAD_MAX } = REMINDER_LEAD_HOURS;
const LEAD_MESSAGE = `Reminder lead time must be a whole number of hours from ${LEAD_MIN} to ${LEAD_MAX}`;

/** Blank = null: the sender then uses the salon's name or email, which follow the salon's edits. */
const blankIsNull = (v: string | null | undefined) => {
  const t = (v ?? '').trim();
  return t === '' ? null : t;
};

const leadHours = z
  .union([z.number(), z.string()])
  .transform((v) => (typeof v === 'number' ? v : v.trim() === '' ? Number.NaN : Number(v.trim())))
  .pipe(z.number({ error: LEAD_MESSAGE }).int(LEAD_MESSAGE).min(LEAD_MIN, LEAD_MESSAGE).max(LEAD_MAX, LEAD_MESSAGE));

const fromName = z
  .string()
  .nullish()
  .transform(blankIsNull)
  .refine((v) => v === null || v.length <= FROM_MAX, `From name is too long (at most ${FROM_MAX} characters)`)
  // A line break in a mail header would end the header; refused rather than silently folded.
  .refine((v) => v === null || !/[\r\n]/.test(v), 'From name must be on one line');

const replyTo = z
  .string()
  .nullish()
  .transform(blankIsNull)
  .refine((v) => v === null || v.length <= REPLY_MAX, `Reply-to address is too long (at most ${REPLY_MAX} characters)`)
  .refine((v) => v === null || REPLY_FORMAT.test(v), 'Reply-to address must be a valid email address');

/**
 * Our own text in the template's language counts as the default, so a later improvement of our
 * texts reaches this salon too.
 */
function template(kind: MessageKind, part: TemplatePart, language: Language) {
  return z
    .string()
    .nullish()
    .transform((v, ctx) => {
      if (v === null || v === undefined) return null;
      const text = v.replace(/\r\n?/g, '\n');
      if (text === ourTemplates(language)[kind][part]) return null;
      const problem = templateProblem(text, TEMPLATE_LIMITS[part], part);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
      return text;
    });
}

const schema = z.object({
  confirmation_on: z.boolean(),
  update_on: z.boolean(),
  cancellation_on: z.boolean(),
  reminder_on: z.boolean(),
  sms_on: z.boolean(),
  reminder_lead_hours: leadHours,
  from_name: fromName,
  reply_to: replyTo,
  ...(Object.fromEntries(TEMPLATE_SLOTS.map((s) => [templateField(s.kind, s.part, s.language), template(s.kind, s.part, s.language)])) as Record<
    TemplateField,
    ReturnType<typeof template>
  >),
});

/** Every problem of the input, by field (the first per field), for a form to show them all at once. */
export function messageSettingsProblems(input: MessageSettingsInput): Partial<Record<string, string>> {
  const result = schema.safeParse(input);
  if (result.success) return {};
  const problems: Partial<Record<string, string>> = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? '');
    problems[field] ??= issue.message;
  }
  return problems;
}

/** The clean values to store, or a ValidationError naming the first bad field; nothing is written. */
export function parseMessageSettings(input: MessageSettingsInput): MessageSettingsValues {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  throw new ValidationError(issue.message, String(issue.path[0] ?? ''));
}
