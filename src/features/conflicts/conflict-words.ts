// A refused change's details in the owner's language: the table, the operation, each written
// field's name and the words among its values. English is conflict-view.ts's own (its tests hold
// it); a column added later shows its English name until it has words here.
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ConflictRow } from '../../data';
import type { SyncedTableName } from '../../domain/types';
import { fieldName, mutationParts, mutationSummary, tableLabel, type FieldValue } from './conflict-view';

const TABLE_WORDS: Record<SyncedTableName, MessageDescriptor> = {
  salons: msg({ context: 'table', message: `Salon` }),
  services: msg({ context: 'table', message: `Service` }),
  staff: msg({ context: 'table', message: `Staff member` }),
  staff_services: msg({ context: 'table', message: `Staff service link` }),
  business_hours: msg({ context: 'table', message: `Business hours` }),
  salon_faqs: msg({ context: 'table', message: `FAQ` }),
  staff_schedules: msg({ context: 'table', message: `Staff schedule` }),
  customers: msg({ context: 'table', message: `Customer` }),
  appointments: msg({ context: 'table', message: `Appointment` }),
  calls: msg({ context: 'table', message: `Call` }),
  call_turns: msg({ context: 'table', message: `Call transcript line` }),
  notifications: msg({ context: 'table', message: `Notification` }),
  message_settings: msg({ context: 'table', message: `Message settings` }),
  customer_messages: msg({ context: 'table', message: `Customer message` }),
  booking_settings: msg({ context: 'table', message: `Booking rules` }),
  staff_time_off: msg({ context: 'table', message: `Time off` }),
  staff_breaks: msg({ context: 'table', message: `Break` }),
  staff_patterns: msg({ context: 'table', message: `Regular shift` }),
  agent_settings: msg({ context: 'table', message: `Agent configuration` }),
};

/** The columns by name; a message template's Vietnamese and Spanish columns say their language after it. */
const FIELD_WORDS: Partial<Record<string, MessageDescriptor>> = {
  address: msg({ context: 'field', message: `Address` }),
  answer: msg({ context: 'field', message: `Answer` }),
  appointment_date: msg({ context: 'field', message: `Appointment date` }),
  appointment_id: msg({ context: 'field', message: `Appointment` }),
  appointment_version: msg({ context: 'field', message: `Appointment version` }),
  at: msg({ context: 'field', message: `At` }),
  attempts: msg({ context: 'field', message: `Attempts` }),
  body: msg({ context: 'field', message: `Body` }),
  booking_slug: msg({ context: 'field', message: `Booking slug` }),
  bookings: msg({ context: 'field', message: `Bookings` }),
  buffer_minutes: msg({ context: 'field', message: `Buffer minutes` }),
  call_cap_minutes: msg({ context: 'field', message: `Call cap minutes` }),
  call_id: msg({ context: 'field', message: `Call` }),
  callback_requested: msg({ context: 'field', message: `Callback requested` }),
  caller_name: msg({ context: 'field', message: `Caller name` }),
  caller_phone: msg({ context: 'field', message: `Caller phone` }),
  cancellation_body: msg({ context: 'field', message: `Cancellation body` }),
  cancellation_on: msg({ context: 'field', message: `Cancellation on` }),
  cancellation_sms: msg({ context: 'field', message: `Cancellation sms` }),
  cancellation_subject: msg({ context: 'field', message: `Cancellation subject` }),
  category: msg({ context: 'field', message: `Category` }),
  channel: msg({ context: 'field', message: `Channel` }),
  close_time: msg({ context: 'field', message: `Close time` }),
  confirmation_body: msg({ context: 'field', message: `Confirmation body` }),
  confirmation_on: msg({ context: 'field', message: `Confirmation on` }),
  confirmation_sms: msg({ context: 'field', message: `Confirmation sms` }),
  confirmation_subject: msg({ context: 'field', message: `Confirmation subject` }),
  contact_email: msg({ context: 'field', message: `Contact email` }),
  contact_name: msg({ context: 'field', message: `Contact name` }),
  contact_phone: msg({ context: 'field', message: `Contact phone` }),
  content: msg({ context: 'field', message: `Content` }),
  customer_id: msg({ context: 'field', message: `Customer` }),
  date: msg({ context: 'field', message: `Date` }),
  day_of_week: msg({ context: 'field', message: `Day of week` }),
  description: msg({ context: 'field', message: `Description` }),
  due_at: msg({ context: 'field', message: `Due at` }),
  duration: msg({ context: 'field', message: `Duration` }),
  email: msg({ context: 'field', message: `Email` }),
  embed_origins: msg({ context: 'field', message: `Embed origins` }),
  end_date: msg({ context: 'field', message: `End date` }),
  end_time: msg({ context: 'field', message: `End time` }),
  ended_at: msg({ context: 'field', message: `Ended at` }),
  from_name: msg({ context: 'field', message: `From name` }),
  greeting: msg({ context: 'field', message: `Greeting` }),
  hours: msg({ context: 'field', message: `Hours` }),
  is_active: msg({ context: 'field', message: `Is active` }),
  is_closed: msg({ context: 'field', message: `Is closed` }),
  is_day_off: msg({ context: 'field', message: `Is day off` }),
  kind: msg({ context: 'field', message: `Kind` }),
  label: msg({ context: 'field', message: `Label` }),
  language: msg({ context: 'field', message: `Language` }),
  last_error: msg({ context: 'field', message: `Last error` }),
  latency_ms: msg({ context: 'field', message: `Latency ms` }),
  max_advance_days: msg({ context: 'field', message: `Max advance days` }),
  message: msg({ context: 'field', message: `Message` }),
  message_done: msg({ context: 'field', message: `Message done` }),
  min_notice_minutes: msg({ context: 'field', message: `Min notice minutes` }),
  name: msg({ context: 'field', message: `Name` }),
  note: msg({ context: 'field', message: `Note` }),
  notes: msg({ context: 'field', message: `Notes` }),
  online_booking: msg({ context: 'field', message: `Online booking` }),
  online_cancel_notice_minutes: msg({ context: 'field', message: `Online cancel notice minutes` }),
  open_time: msg({ context: 'field', message: `Open time` }),
  outcome: msg({ context: 'field', message: `Outcome` }),
  phone: msg({ context: 'field', message: `Phone` }),
  phone_key: msg({ context: 'field', message: `Phone key` }),
  position: msg({ context: 'field', message: `Position` }),
  price: msg({ context: 'field', message: `Price` }),
  pricing: msg({ context: 'field', message: `Pricing` }),
  processing_minutes: msg({ context: 'field', message: `Processing minutes` }),
  processing_offset: msg({ context: 'field', message: `Processing offset` }),
  provider_id: msg({ context: 'field', message: `Provider` }),
  question: msg({ context: 'field', message: `Question` }),
  read: msg({ context: 'field', message: `Read` }),
  reason: msg({ context: 'field', message: `Reason` }),
  recipient: msg({ context: 'field', message: `Recipient` }),
  redirect_phone: msg({ context: 'field', message: `Redirect phone` }),
  reminder_body: msg({ context: 'field', message: `Reminder body` }),
  reminder_lead_hours: msg({ context: 'field', message: `Reminder lead hours` }),
  reminder_on: msg({ context: 'field', message: `Reminder on` }),
  reminder_sms: msg({ context: 'field', message: `Reminder sms` }),
  reminder_subject: msg({ context: 'field', message: `Reminder subject` }),
  reply_to: msg({ context: 'field', message: `Reply to` }),
  resend_requested_at: msg({ context: 'field', message: `Resend requested at` }),
  role: msg({ context: 'field', message: `Role` }),
  self_booking_status: msg({ context: 'field', message: `Self booking status` }),
  sent_at: msg({ context: 'field', message: `Sent at` }),
  service_id: msg({ context: 'field', message: `Service` }),
  slot_interval: msg({ context: 'field', message: `Slot interval` }),
  sms_on: msg({ context: 'field', message: `Sms on` }),
  source: msg({ context: 'field', message: `Source` }),
  staff_id: msg({ context: 'field', message: `Staff` }),
  start_date: msg({ context: 'field', message: `Start date` }),
  start_time: msg({ context: 'field', message: `Start time` }),
  started_at: msg({ context: 'field', message: `Started at` }),
  status: msg({ context: 'field', message: `Status` }),
  tags: msg({ context: 'field', message: `Tags` }),
  time_zone: msg({ context: 'field', message: `Time zone` }),
  title: msg({ context: 'field', message: `Title` }),
  tool_args: msg({ context: 'field', message: `Tool args` }),
  tool_name: msg({ context: 'field', message: `Tool name` }),
  transfer: msg({ context: 'field', message: `Transfer` }),
  update_body: msg({ context: 'field', message: `Update body` }),
  update_on: msg({ context: 'field', message: `Update on` }),
  update_sms: msg({ context: 'field', message: `Update sms` }),
  update_subject: msg({ context: 'field', message: `Update subject` }),
  visit_id: msg({ context: 'field', message: `Visit` }),
  voice: msg({ context: 'field', message: `Voice` }),
  website: msg({ context: 'field', message: `Website` }),
};

/** What a refused change is a change of, in the owner's language. */
export function tableWords(i18n: I18n, table: SyncedTableName | null): string {
  if (i18n.locale === 'en' || !table || !Object.hasOwn(TABLE_WORDS, table)) return tableLabel(table);
  return i18n._(TABLE_WORDS[table]);
}

function fieldWords(i18n: I18n, key: string): string {
  const language = /_(vi|es)$/.exec(key)?.[1];
  const base = FIELD_WORDS[language ? key.slice(0, -3) : key];
  if (!base) return fieldName(key);
  const name = i18n._(base);
  if (language === 'vi') return i18n._(msg`${name} (Vietnamese)`);
  if (language === 'es') return i18n._(msg`${name} (Spanish)`);
  return name;
}

function valueWords(i18n: I18n, value: FieldValue): string {
  if ('text' in value) return value.text;
  if (value.word === 'yes') return i18n._(msg`yes`);
  if (value.word === 'no') return i18n._(msg`no`);
  return i18n._(msg`(empty)`);
}

/** 'Changed: Price 45.5, Duration 60' in the owner's language. */
export function mutationWords(i18n: I18n, mutation: ConflictRow['mutation']): string {
  if (i18n.locale === 'en') return mutationSummary(mutation);
  const parts = mutationParts(mutation);
  if (!parts) return i18n._(msg`No details were kept.`);
  const op = parts.op === 'put' ? i18n._(msg`Saved`) : parts.op === 'patch' ? i18n._(msg`Changed`) : parts.op === 'delete' ? i18n._(msg`Deleted`) : parts.op;
  if (parts.fields.length === 0) return op;
  const fields = parts.fields.map(({ key, value }) => `${fieldWords(i18n, key)} ${valueWords(i18n, value)}`).join(', ');
  return i18n._(msg`${op}: ${fields}`);
}
