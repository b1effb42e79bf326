// What the voice webhook answers (issue 26): TwiML that connects the call to the relay WebSocket
// with Sarah's first line, and that first line itself, open or after hours. Pure: no I/O.
import { effectiveHours, openingMinutes, type SavedHours } from '../../../src/domain/business-hours';
import { todayIn, weekdayOf } from '../../../src/domain/dates';
import { DEFAULT_GREETING } from '../../../src/domain/phone';
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
export function relayTwiml(relayUrl: string, greeting: string): string {
  const attrs = [
    ['url', relayUrl],
    ['welcomeGreeting', greeting],
    ['welcomeGreetingInterruptible', 'any'],
    ['interruptible', 'any'],
    ['dtmfDetection', 'true'],
    ['language', 'en-US'],
  ].map(([k, v]) => `${k}="${xmlEscape(v)}"`);
  const greetingParam = `<Parameter name="${GREETING_PARAMETER}" value="${xmlEscape(greeting)}"/>`;
  return `${XML_HEAD}<Response><Connect><ConversationRelay ${attrs.join(' ')}>${greetingParam}</ConversationRelay></Connect></Response>`;
}

/** The custom parameter that carries the greeting to the relay. */
export const GREETING_PARAMETER = 'greeting';

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
export function phoneGreeting(salonName: string | null | undefined, open: boolean, saved: string = DEFAULT_GREETING): string {
  const name = salonName?.trim();
  const thanks = name ? `Thank you for calling ${name}!` : 'Thank you for calling!';
  const own = saved.trim() && saved.trim() !== DEFAULT_GREETING ? saved.trim() : null;
  if (open) return own ?? DEFAULT_GREETING.replace('Thank you for calling!', thanks);
  if (own) return `${own} We're closed right now, but I can still book an appointment or take a message.`;
  return `${thanks} We're closed right now, but this is Sarah, your virtual receptionist, and I can still help: I can book an appointment or take a message. How can I help you today?`;
}
