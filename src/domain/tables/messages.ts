// Customer messages: the owner's settings and templates, and every confirmation,
// update, cancellation notice and reminder the backend sends. Both are synced like every salon
// table; customer_messages rows are made and sent by the server (supabase/migrations
// 20261124000800_customer_messages.sql), and the devices read them and may only ask "send again".
import { messageSettingsId } from '../ids';
import { bool, email, instant, owned, ref, SERVER_ONLY, text } from './columns';
import type { TableDef } from './kinds';
import { LANGUAGES, type Language } from '../languages';

export const MESSAGE_KINDS = ['confirmation', 'update', 'cancellation', 'reminder'] as const;
export const MESSAGE_CHANNELS = ['email', 'sms'] as const;
/**
 * queued: waiting for its time (or a retry); sending: claimed by a sender; sent; failed: gave up
 * (or the sender stopped mid-send, so it may not have gone out); skipped: nothing to send to (no
 * or an invalid address), with the reason; superseded: the appointment changed before it went.
 */
export const MESSAGE_STATUSES = ['queued', 'sending', 'sent', 'failed', 'skipped', 'superseded'] as const;

/** Template limits: an SMS of 640 characters is already four or five segments. */
export const TEMPLATE_LIMITS = { subject: 200, body: 4000, sms: 640 } as const;
/** Reminder lead time, in hours: up to a week ahead. */
export const REMINDER_LEAD_HOURS = { min: 1, max: 168, default: 24 } as const;

type Kind = (typeof MESSAGE_KINDS)[number];
type Part = keyof typeof TEMPLATE_LIMITS;
/** The languages an owner writes templates in besides English, whose columns carry no suffix. */
export const TEMPLATE_LANGUAGES = LANGUAGES.filter((l): l is Exclude<Language, 'en'> => l !== 'en');
type OtherLanguage = (typeof TEMPLATE_LANGUAGES)[number];

/** `confirmation_subject`, `confirmation_body`, `confirmation_sms`, … : null = the default text. */
const template = (max: number) => text(max, { nullable: true });
/**
 * `confirmation_subject_vi`, `reminder_sms_es`, …: the owner's own text for customers in that
 * language; null = ours in it. Added after the English ones, so rows from older devices lack them.
 * One column per language (not a JSON map) so the server's CHECKs hold each text to its limit and
 * no language the app does not speak can be stored.
 */
const translated = (max: number) => text(max, { nullable: true, optional: true });
const PARTS = Object.keys(TEMPLATE_LIMITS) as Part[];
const templateColumns = Object.fromEntries(MESSAGE_KINDS.flatMap((k) => PARTS.map((p) => [`${k}_${p}`, template(TEMPLATE_LIMITS[p])]))) as Record<
  `${Kind}_${Part}`,
  ReturnType<typeof template>
>;
const translatedColumns = Object.fromEntries(
  TEMPLATE_LANGUAGES.flatMap((l) => MESSAGE_KINDS.flatMap((k) => PARTS.map((p) => [`${k}_${p}_${l}`, translated(TEMPLATE_LIMITS[p])]))),
) as Record<`${Kind}_${Part}_${OtherLanguage}`, ReturnType<typeof translated>>;

export const MESSAGE_TABLES = {
  message_settings: {
    scope: 'salon',
    columns: {
      ...owned,
      confirmation_on: bool,
      update_on: bool,
      cancellation_on: bool,
      reminder_on: bool,
      /** Texts as well as email, through the provider saved on the Phone Integration screen. */
      sms_on: bool,
      reminder_lead_hours: { kind: 'int', min: REMINDER_LEAD_HOURS.min, max: REMINDER_LEAD_HOURS.max, rangeMessage: 'must be 1 to 168 hours' },
      /** The display name of the sender ("Lotus Nails"); null = the salon's name. */
      from_name: text(80, { nullable: true }),
      reply_to: email(320, { nullable: true }),
      ...templateColumns,
      ...translatedColumns,
    },
    naturalKey: { columns: ['salon_id'], id: (r) => messageSettingsId(r.salon_id as string) },
    serverOnly: SERVER_ONLY,
    dexie: ['id', 'salon_id'],
    label: 'message settings',
    noun: ['message settings row', 'message settings rows'],
  },
  customer_messages: {
    scope: 'salon',
    columns: {
      ...owned,
      appointment_id: ref('appointments'),
      kind: { kind: 'enum', values: MESSAGE_KINDS },
      channel: { kind: 'enum', values: MESSAGE_CHANNELS },
      /** The appointment's version the message was made for: with kind and channel, sent once. */
      appointment_version: { kind: 'int', min: 0, max: 2_000_000_000, sql: 'bigint' },
      status: { kind: 'enum', values: MESSAGE_STATUSES },
      /** Where it went (the customer's email or phone at sending time). */
      recipient: text(320, { nullable: true }),
      /** When it is to go out (a retry moves it later). */
      due_at: instant,
      attempts: { kind: 'int', min: 0, max: 1000 },
      sent_at: { ...instant, nullable: true },
      provider_id: text(300, { nullable: true }),
      /** Why it failed or was skipped, in the owner's words. */
      last_error: text(1000, { nullable: true }),
      /** The owner's "Send again": the only field a device writes. */
      resend_requested_at: { ...instant, nullable: true },
    },
    serverOnly: [...SERVER_ONLY, 'claimed_until'],
    notBackedUp: "the server's record of what was sent; restored as new rows elsewhere it would queue old messages again",
    dexie: ['id', 'salon_id', 'appointment_id', '[salon_id+status]'],
    label: 'customer messages',
    noun: ['customer message', 'customer messages'],
  },
} as const satisfies Record<string, TableDef>;
