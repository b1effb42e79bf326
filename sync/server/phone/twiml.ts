// What the voice webhook answers: TwiML that connects the call to the relay WebSocket
// with Sarah's first line, and that first line itself, open or after hours. Pure: no I/O.
import { effectiveHours, openingMinutes, type SavedHours } from '../../../src/domain/business-hours';
import { todayIn, weekdayOf } from '../../../src/domain/dates';
import { DEFAULT_GREETING } from '../../../src/domain/phone';
import type { Language } from '../../../src/domain/languages';
import { PHONE_WORDS, phoneWords } from './phone-words';
import { toMinutes } from '../../../src/domain/time';
import { isValidTimeZone } from '../../../src/domain/zone-formatter';

const XML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };
export const xmlEscape = (s: string): string => s.replace(/[&<>"']/g, (c) => XML_ESCAPES[c]);

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>';

/** An answer with nothing for the provider to do (a status callback's). */
export const EMPTY_TWIML = `${XML_HEAD}<Response/>`;

/**
 * Connects the call to ConversationRelay: the provider turns the caller's speech into text and
 * Sarah's text into speech, and speaks `greeting` first. Caller speech and keypad may interrupt her.
 * The greeting also goes to the relay as a custom parameter (setup's customParameters), so the
 * conversation's history starts with the words the caller heard.
 */
export function relayTwiml(relayUrl: string, greeting: string, more: RelayMore = {}): string {
  const attrs = [
    ['url', relayUrl],
    ['welcomeGreeting', greeting],
    ['welcomeGreetingInterruptible', 'any'],
    ['interruptible', 'any'],
    ['dtmfDetection', 'true'],
    ['language', phoneWords(more.language).speech],
  ].map(([k, v]) => `${k}="${xmlEscape(v)}"`);
  // The call's language reaches the relay as a parameter too (an English call needs none).
  const language = more.language && more.language !== 'en' ? { [LANGUAGE_PARAMETER]: more.language } : {};
  const params = { [GREETING_PARAMETER]: greeting, ...language, ...more.parameters };
  const paramTags = Object.entries(params)
    .map(([k, v]) => `<Parameter name="${xmlEscape(k)}" value="${xmlEscape(v)}"/>`)
    .join('');
  const connect = `<Connect action="${xmlEscape(more.action ?? transferUrlOfRelay(relayUrl))}">`;
  return `${XML_HEAD}<Response>${connect}<ConversationRelay ${attrs.join(' ')}>${paramTags}</ConversationRelay></Connect></Response>`;
}

/**
 * The transfer webhook beside a relay URL (same origin and path prefix, http(s), no query): every
 * relay's <Connect action>, where the provider posts when the session ends with its HandoffData
 * (Sarah's transfer or goodbye), so the call goes on from there (phone-transfer.ts).
 */
export function transferUrlOfRelay(relayUrl: string): string {
  const u = new URL(relayUrl);
  u.protocol = u.protocol === 'wss:' ? 'https:' : 'http:';
  u.search = '';
  u.pathname = u.pathname.replace(/\/phone\/twilio\/relay$/, '/phone/twilio/transfer');
  return u.toString();
}

export interface RelayMore {
  /** The Connect action; default the transfer webhook beside the relay (transferUrlOfRelay). */
  action?: string;
  /** More custom parameters for the relay's setup (after a failed transfer: why). */
  parameters?: Record<string, string>;
  /** The language the call starts in (the caller's card's); default English. */
  language?: Language;
}

/** The words before the transfer rings the salon. */
export const HOLD_WORDS = PHONE_WORDS.en.hold;
/** How long the salon's phone rings before the call comes back to Sarah, in seconds. */
export const DIAL_TIMEOUT_SECONDS = 20;

/** Rings `number` (E.164); the provider posts the outcome (DialCallStatus) to `action`. */
export function dialTwiml(number: string, action: string, language: Language = 'en'): string {
  // The hold words in the call's language, in the provider's voice for it (English as it always was).
  const say = language === 'en' ? '<Say>' : `<Say language="${phoneWords(language).speech}">`;
  return `${XML_HEAD}<Response>${say}${xmlEscape(phoneWords(language).hold)}</Say><Dial timeout="${DIAL_TIMEOUT_SECONDS}" action="${xmlEscape(action)}">${xmlEscape(number)}</Dial></Response>`;
}

/** Ends the call. */
export const HANGUP_TWIML = `${XML_HEAD}<Response><Hangup/></Response>`;

/** The custom parameter that carries the greeting to the relay. */
export const GREETING_PARAMETER = 'greeting';
/** The custom parameter that carries the call's starting language to the relay. */
export const LANGUAGE_PARAMETER = 'language';

/**
 * The relay's address on the backend's public origin: wss for an https origin (ws for a plain local
 * one). With `to` (the called number), its query names the salon: Twilio signs the WebSocket
 * handshake over this exact URL, query included, while <Parameter> values come only in the setup
 * message after the handshake, too late to pick the token that checks it.
 */
export function relayUrlOf(publicUrl: string, to?: string): string {
  const u = new URL(publicUrl.replace(/\/+$/, '') + '/phone/twilio/relay');
  u.protocol = u.protocol === 'https:' ? 'wss:' : 'ws:';
  return u.toString() + (to ? `?to=${encodeURIComponent(to)}` : '');
}

/** Whether the salon is open at `now` on its own clock (its zone, its saved hours over the defaults). */
export function isOpenAt(hours: readonly SavedHours[], zone: string, now: Date): boolean {
  const today = todayIn(isValidTimeZone(zone) ? zone : 'UTC', now);
  const open = openingMinutes(effectiveHours(hours), weekdayOf(today.date));
  const minute = toMinutes(today.time);
  return !!open && minute >= open.open && minute < open.close;
}

/**
 * Sarah's first line on the phone: the greeting the owner saved in the AI agent configuration
 * (agent_settings, synced); the default one names the salon. After hours she says the salon is
 * closed and that she can still help.
 */
export function phoneGreeting(salonName: string | null | undefined, open: boolean, saved: string = DEFAULT_GREETING, language: Language = 'en'): string {
  const words = phoneWords(language);
  const thanks = words.thanks(salonName?.trim() || null);
  // The owner's own greeting is in the language she wrote it in: English callers hear it, and a
  // caller whose card names another language hears the default in theirs.
  const own = language === 'en' && saved.trim() && saved.trim() !== DEFAULT_GREETING ? saved.trim() : null;
  if (open) return own ?? `${thanks} ${words.open}`;
  if (own) return `${own} ${words.closedAfterOwn}`;
  return `${thanks} ${words.closed}`;
}
