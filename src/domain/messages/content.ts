// The words of customer messages: the facts of one appointment filled into the salon's
// templates. render.ts re-exports all of this and adds the calendar file; this module stays free
// of the `ics` library (and its yup), so the Salon Profile preview can import it from here
// without shipping either to the browser. Dates and times are the salon's wall clock as stored:
// they are printed, never converted.
import { formatPrice } from '../money';
import { messageTime, spanishArticle } from '../clock-format';
import { toMinutesOrNull } from '../time';
import type { MessageKind } from '../types';
import { smsName } from './sms-name';
import type { Language } from '../languages';
import { isPlaceholder, type MessageTemplates, type PlaceholderValues } from './templates';
import { MESSAGE_WORDS, messageWords } from './words';

// The messages' clock lives beside the app's (clock-format.ts), so Sarah writes times by it
// without importing the messages.
export { messageTime };

export interface MessageFacts {
  /** `email` is optional: the calendar file names the salon as organizer when it is there. */
  salon: { name: string; address: string; phone: string; time_zone: string; email?: string | null };
  customer: { name: string };
  appointment: {
    id: string;
    /** 'YYYY-MM-DD' on the salon's calendar. */
    date: string;
    /** 'HH:MM' or 'HH:MM:SS' on the salon's clock. */
    start_time: string;
    end_time: string;
    /** The server's row version: the calendar file's SEQUENCE, so an update replaces the event. */
    version: number;
  };
  /** null when the service or staff member was deleted since the booking. */
  service: { name: string; duration: number; price: number } | null;
  staff: { name: string } | null;
  manageUrl?: string | null;
  /** The appointment waits for the customer's confirmation (status pending): its texts ask for a "Y". */
  pending?: boolean;
  /** The customer's language (their card's); English when not known. */
  language?: Language | null;
}

export interface EmailContent {
  subject: string;
  text: string;
  html: string;
}

/** '45 minutes', '1 hour', '1 hour 30 minutes', '2 hours'. */
export const formatDuration = (minutes: number): string => MESSAGE_WORDS.en.duration(minutes);

/**
 * The booked length: end minus start, since the service's duration may have been edited after
 * the booking; the service's duration only when the stored times give no positive length.
 */
function bookedMinutes(facts: MessageFacts): number | null {
  const start = toMinutesOrNull(facts.appointment.start_time);
  const end = toMinutesOrNull(facts.appointment.end_time);
  if (start !== null && end !== null && end > start) return end - start;
  return facts.service && facts.service.duration > 0 ? facts.service.duration : null;
}

const orElse = (value: string | null | undefined, fallback: string) => {
  const v = (value ?? '').trim();
  return v === '' ? fallback : v;
};

/** The value of every placeholder for one appointment; missing parts read naturally. */
export function placeholderValues(facts: MessageFacts): PlaceholderValues {
  const { appointment: a } = facts;
  const minutes = bookedMinutes(facts);
  const words = messageWords(facts.language);
  return {
    // "Hi there," rather than "Hi ,", for a customer saved without a name.
    customer_name: orElse(facts.customer.name, words.missing.customer),
    salon_name: orElse(facts.salon.name, words.missing.salon),
    salon_address: orElse(facts.salon.address, ''),
    salon_phone: orElse(facts.salon.phone, ''),
    service: orElse(facts.service?.name, words.missing.service),
    staff: orElse(facts.staff?.name, words.missing.staff),
    weekday: words.weekday(a.date),
    date: words.date(a.date),
    time: messageTime(a.start_time, facts.language, facts.salon.time_zone),
    end_time: toMinutesOrNull(a.end_time) === null ? '' : messageTime(a.end_time, facts.language, facts.salon.time_zone),
    duration: minutes === null ? '' : words.duration(minutes),
    price: facts.service ? formatPrice(facts.service.price) : '',
    manage_link: orElse(facts.manageUrl, ''),
  };
}

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
export function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => ENTITIES[c]);
}

/**
 * Fills `{name}` placeholders in one pass, so a value that itself contains "{time}" (a customer
 * who typed braces into their name) is printed as written, never filled in turn. With `escape`,
 * the owner's text and the values both go through it: the template is the owner's, but a
 * customer's name is anyone's. Unknown placeholders stay as written (the editor refuses them).
 */
export function renderTemplate(text: string, values: PlaceholderValues, escape: (s: string) => string = (s) => s): string {
  let out = '';
  let last = 0;
  for (const m of text.matchAll(/\{([a-z_]+)\}/g)) {
    const name = m[1];
    if (!isPlaceholder(name)) continue;
    let before = text.slice(last, m.index);
    let end = m.index + m[0].length;
    // A value the salon never filled in (no address yet) takes its joining punctuation with it:
    // "Lotus Nails, {salon_address}" reads "Lotus Nails", "at 14:00. {salon_address}. To change"
    // reads "at 14:00. To change" — not "Lotus Nails," or "14:00. . To change".
    if (values[name] === '') {
      const dot = /^\.[ \t]*/.exec(text.slice(end));
      if (/,[ \t]*$/.test(before)) before = before.replace(/,[ \t]*$/, '');
      // What is written so far: a "p.m." may have taken the dot before, as below.
      else if (dot && /[.!?][ \t]+$/.test(out + before)) end += dot[0].length;
    }
    // "a las 2:30 p.m." ends the sentence with its own dot, not "p.m..".
    if (values[name].endsWith('.') && text[end] === '.') end += 1;
    // Spanish says "a la 1:30 p.m." but "a las 2:30 p.m.": a 12-hour clock brings one o'clock to
    // the "las" a template writes for every other hour.
    if ((name === 'time' || name === 'end_time') && spanishArticle(values[name]) === 'la') before = before.replace(/\b([Ll])as([ \t]+)$/, '$1a$2');
    out += escape(before) + escape(values[name]);
    last = end;
  }
  return out + escape(text.slice(last));
}

const HTML_STYLE = 'font-family: Helvetica, Arial, sans-serif; font-size: 15px; line-height: 1.5; color: #222;';

/**
 * Subject, plain text and HTML of one email; the calendar file is render.ts's. `templates` are
 * templatesFor(kind, settings); without them, our defaults for the kind.
 */
export function renderEmailContent(
  kind: MessageKind,
  facts: MessageFacts,
  templates: MessageTemplates = messageWords(facts.language).templates[kind],
): EmailContent {
  const values = placeholderValues(facts);
  const { manageLine } = messageWords(facts.language);
  const link = linkLine(templates.body, values);
  let text = renderTemplate(templates.body, values).replace(/\r\n?/g, '\n');
  let html = renderTemplate(templates.body, values, escapeHtml).replace(/\r\n?|\n/g, '<br>\n');
  if (link) {
    text += `\n\n${manageLine} ${link}`;
    html += `<br>\n<br>\n${manageLine} <a href="${escapeHtml(link)}">${escapeHtml(link)}</a>`;
  }
  return {
    // One line: a line break in a header would end it (or be folded into garbage by clients).
    subject: renderTemplate(templates.subject, values).replace(/\s+/g, ' ').trim(),
    text,
    html: `<div style="${HTML_STYLE}">${html}</div>`,
  };
}

/**
 * The text message, unescaped: an SMS is plain text. The customer's name in it is a first name
 * with no link (sms-name.ts): a text is no place for a stranger's words.
 */
export function renderSms(kind: MessageKind, facts: MessageFacts, templates: MessageTemplates = messageWords(facts.language).templates[kind]): string {
  const words = messageWords(facts.language);
  const values = placeholderValues({ ...facts, customer: { name: smsName(facts.customer.name) } });
  const link = linkLine(templates.sms, values);
  const rendered = renderTemplate(templates.sms, values).replace(/\r\n?/g, '\n').trim();
  const text = asksForY(kind, facts, templates.sms) ? `${rendered} ${words.replyY}` : rendered;
  return link ? `${text} ${words.manageLine} ${link}` : text;
}

/**
 * Said after a pending appointment's confirmation and reminder texts: a "Y" back
 * confirms it (phone/sms-webhook.ts). Never "reply CANCEL": carriers take CANCEL as a request to
 * stop every text from the number (templates.ts refuses a text that asks for it).
 */
export const REPLY_Y_LINE = MESSAGE_WORDS.en.replyY;

function asksForY(kind: MessageKind, facts: MessageFacts, template: string): boolean {
  return facts.pending === true && (kind === 'confirmation' || kind === 'reminder') && !/\breply\s+y\b/i.test(template);
}

/** What precedes the manage link when the salon's template does not place it itself. */
export const MANAGE_LINE = MESSAGE_WORDS.en.manageLine;

/**
 * The manage link to add after the salon's text (every confirmation and reminder carries
 * one while online booking is on), or null: no link, or the owner put {manage_link} where she wants it.
 */
function linkLine(template: string, values: PlaceholderValues): string | null {
  return values.manage_link !== '' && !template.includes('{manage_link}') ? values.manage_link : null;
}
