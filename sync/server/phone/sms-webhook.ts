// Inbound texts to the salon's Twilio number (issue 26, "Texts"): POST /phone/twilio/sms, after
// twilio-webhooks.ts has found the salon by the number texted (To) and checked the signature.
//   STOP and the carriers' opt-out words   the number gets no more texts from this salon (the
//                                          sender skips them, "opted out"); no reply (the provider
//                                          and the carrier send their own confirmation).
//   START, UNSTOP                          opts back in.
//   HELP                                   the salon's name, phone and how to stop.
//   Y, YES                                 confirms the number's next pending appointment.
//   anything else                          a short answer that the salon will get back to them
//                                          (Sarah by text, channel 'sms', is not built yet).
// Each MessageSid is claimed before anything is done (phone_sms_claim): the provider's retry of
// the same text acts on nothing again and gets the reply the first one got.
import { formatClock } from '../../../src/domain/messages/content';
import { monthDayLabel, todayIn, weekdayNameOf } from '../../../src/domain/dates';
import { customerPhoneKey } from '../../../src/domain/phone-key';
import type { SalonStore } from '../../../src/domain/salon-store';
import type { Appointment, Salon } from '../../../src/domain/types';
import type { Rpc } from '../sarah/sarah-reads';
import type { Mutation } from '../sarah/sarah-calls';
import { xmlEscape } from './twiml';

export const MESSAGE_SID = /^(SM|MM)[0-9a-zA-Z]{32}$/;

const STOP_WORDS = new Set(['STOP', 'STOPALL', 'UNSUBSCRIBE', 'END', 'QUIT', 'CANCEL', 'OPTOUT', 'REVOKE']);
const START_WORDS = new Set(['START', 'UNSTOP']);
const YES_WORDS = new Set(['Y', 'YES']);

export type SmsKeyword = 'stop' | 'start' | 'help' | 'yes' | null;

/** The keyword a text is, as a whole (trimmed, any case), or null for anything else. */
export function keywordOf(body: string | null): SmsKeyword {
  const word = (body ?? '').trim().toUpperCase();
  if (STOP_WORDS.has(word)) return 'stop';
  if (START_WORDS.has(word)) return 'start';
  if (word === 'HELP') return 'help';
  if (YES_WORDS.has(word)) return 'yes';
  return null;
}

/** Messaging TwiML: one text back, or none. */
export function messageTwiml(reply: string | null): string {
  const head = '<?xml version="1.0" encoding="UTF-8"?>';
  return reply ? `${head}<Response><Message>${xmlEscape(reply)}</Message></Response>` : `${head}<Response/>`;
}

type SalonFacts = Pick<Salon, 'name' | 'phone'>;

export const SMS_REPLIES = {
  start: (s: SalonFacts) => `${s.name}: you will get our texts again. Reply STOP to opt out.`,
  help: (s: SalonFacts, number: string) => `${s.name}: call us at ${s.phone?.trim() || number} for help. Reply STOP to stop texts, START to get them again.`,
  confirmed: (s: SalonFacts, a: Pick<Appointment, 'appointment_date' | 'start_time'>) =>
    `${s.name}: your appointment on ${weekdayNameOf(a.appointment_date)}, ${monthDayLabel(a.appointment_date)} at ${formatClock(a.start_time)} is confirmed. See you then!`,
  nothingPending: (s: SalonFacts) => `${s.name}: we found no appointment waiting for confirmation for this number. Call us if you need help.`,
  other: (s: SalonFacts) => `${s.name}: thanks for your text! We will get back to you soon.`,
} as const;

export interface InboundSms {
  salonId: string;
  sid: string;
  from: string;
  /** The salon's number the text went to (E.164). */
  to: string;
  body: string | null;
}

/**
 * The next pending appointment of the number, with the pending rows of its visit, confirmed in one
 * sarah_write (the push's own checks; devices get it by pull). Null: none pending. The write names
 * the salon's version read before the appointments: if the owner cancelled or moved one meanwhile,
 * it is refused and read again, so a "Y" never brings back an appointment the owner cancelled.
 */
async function confirmNext(rpc: Rpc, store: SalonStore, salon: Salon, key: string, now: Date): Promise<Appointment | null> {
  for (let attempt = 0; attempt < 5; attempt++) {
    const { version } = await rpc<{ version: number | null }>('sarah_salon', { p_salon: store.salonId });
    const customers = await store.customersWithKey(key);
    if (customers.length === 0) return null;
    const upcoming = await store.upcomingOf(customers.map((c) => c.id), todayIn(salon.time_zone, now).date);
    const next = upcoming.find((a) => a.status === 'pending' && !a.deleted);
    if (!next) return null;
    const rows = upcoming.filter((a) => a.status === 'pending' && !a.deleted && (a.id === next.id || (next.visit_id && a.visit_id === next.visit_id)));
    const mutations: Mutation[] = rows.map((a) => ({ table: 'appointments', op: 'patch', row_id: a.id, fields: { status: 'confirmed' } }));
    const written = await rpc<{ status: string }>('sarah_write', { p_salon: store.salonId, p_seen_version: version, p_mutations: mutations });
    if (written.status === 'written') return next;
    if (written.status !== 'stale') throw new Error(`sarah_write answered ${written.status}`);
  }
  throw new Error('the salon kept changing; the text is answered when Twilio retries it');
}

/** Handles one inbound text: what it changes, and the reply (null: none). */
export async function inboundSms(rpc: Rpc, store: SalonStore, sms: InboundSms, now: Date): Promise<string | null> {
  const claim = await rpc<{ fresh: boolean; reply?: string | null }>('phone_sms_claim', { p_salon: sms.salonId, p_sid: sms.sid, p_now: now.toISOString() });
  if (!claim.fresh) return claim.reply ?? null;
  try {
    const reply = await act(rpc, store, sms, now);
    if (reply) await rpc('phone_sms_replied', { p_salon: sms.salonId, p_sid: sms.sid, p_reply: reply });
    return reply;
  } catch (err) {
    // Nothing done: the provider's retry of this text tries again.
    await rpc('phone_sms_release', { p_salon: sms.salonId, p_sid: sms.sid }).catch(() => undefined);
    throw err;
  }
}

async function act(rpc: Rpc, store: SalonStore, sms: InboundSms, now: Date): Promise<string | null> {
  const salon = await store.salon();
  if (!salon) throw new Error('The salon of this number is gone.');
  const keyword = keywordOf(sms.body);
  const key = customerPhoneKey(sms.from, salon);
  if (keyword === 'stop' || keyword === 'start') {
    if (!key) return null;
    const word = (sms.body ?? '').trim().toUpperCase();
    await rpc('phone_sms_opt', { p_salon: sms.salonId, p_phone_key: key, p_out: keyword === 'stop', p_keyword: word, p_now: now.toISOString() });
    return keyword === 'stop' ? null : SMS_REPLIES.start(salon);
  }
  if (keyword === 'help') return SMS_REPLIES.help(salon, sms.to);
  if (keyword === 'yes') {
    const confirmed = key ? await confirmNext(rpc, store, salon, key, now) : null;
    return confirmed ? SMS_REPLIES.confirmed(salon, confirmed) : SMS_REPLIES.nothingPending(salon);
  }
  return SMS_REPLIES.other(salon);
}
