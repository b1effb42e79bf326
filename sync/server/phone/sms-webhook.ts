// Inbound texts to the salon's Twilio number: POST /phone/twilio/sms, after
// twilio-webhooks.ts has found the salon by the number texted (To) and checked the signature.
//   STOP and the carriers' opt-out words   the number gets no more texts from this salon (the
//                                          sender skips them, "opted out"); no reply (the provider
//                                          and the carrier send their own confirmation).
//   START, UNSTOP                          opts back in.
//   HELP                                   the salon's name, phone and how to stop.
//   Y, YES, SÍ/SI, CÓ/CO                   confirms the number's next pending appointment and
//                                          tells the owner (sms-confirm.ts), answering in the
//                                          word's language (Sí Spanish, Có Vietnamese), else the
//                                          card's; but in a conversation with Sarah (30 quiet
//                                          minutes), it is her answer.
//   anything else                          goes to Sarah, channel 'sms' (sms-sarah.ts), starting in
//                                          the language on the sender's card; without her (a
//                                          caller that passes none) a short fixed answer in it.
// STOP, START and HELP and their answers stay English: carriers and the provider speak those words in English.
// Each MessageSid is claimed before anything is done (phone_sms_claim): the provider's retry of
// the same text acts on nothing again (Sarah is not asked twice) and gets the reply the first one
// got.
import { detectLanguage } from '../../../src/domain/language-detect';
import type { Language } from '../../../src/domain/languages';
import { customerPhoneKey } from '../../../src/domain/phone-key';
import type { SalonStore } from '../../../src/domain/salon-store';
import type { Salon } from '../../../src/domain/types';
import type { Rpc } from '../sarah/sarah-reads';
import { confirmNext } from './sms-confirm';
import type { SmsSarah } from './sms-sarah';
import { SMS_CONFIRM, SMS_SORRY } from './sms-words';
import { xmlEscape } from './twiml';

export const MESSAGE_SID = /^(SM|MM)[0-9a-zA-Z]{32}$/;
/** What one text may say to Sarah: Twilio joins a long text's segments, up to 1600 characters. */
export const MAX_SMS_CHARS = 1600;

const STOP_WORDS = new Set(['STOP', 'STOPALL', 'UNSUBSCRIBE', 'END', 'QUIT', 'CANCEL', 'OPTOUT', 'REVOKE']);
const START_WORDS = new Set(['START', 'UNSTOP']);
// The reminders ask for a Y in every language, but a customer often answers in her own word for
// yes, with or without its accent (phones without the keyboard drop it). Such a word also says
// which language she reads; Y and YES say none. "No" in any language stays no keyword: the
// reminders never ask for it, and Sarah reads what the customer means.
const YES_WORDS: ReadonlyMap<string, Language | null> = new Map([
  ['Y', null],
  ['YES', null],
  ['SÍ', 'es'],
  ['SI', 'es'],
  ['CÓ', 'vi'],
  ['CO', 'vi'],
]);

/** A text as one word: trimmed, upper case, accents composed (a phone may send "o" plus a combining accent). */
const wordOf = (body: string | null) => (body ?? '').normalize('NFC').trim().toUpperCase();

export type SmsKeyword = 'stop' | 'start' | 'help' | 'yes' | null;

/** The keyword a text is, as a whole (trimmed, any case), or null for anything else. */
export function keywordOf(body: string | null): SmsKeyword {
  const word = wordOf(body);
  if (STOP_WORDS.has(word)) return 'stop';
  if (START_WORDS.has(word)) return 'start';
  if (word === 'HELP') return 'help';
  if (YES_WORDS.has(word)) return 'yes';
  return null;
}

/** The language a yes keyword is said in (Sí: Spanish, Có: Vietnamese); null for Y, YES and any other text. */
export const yesLanguageOf = (body: string | null): Language | null => YES_WORDS.get(wordOf(body)) ?? null;

/** Messaging TwiML: one text back, or none. */
export function messageTwiml(reply: string | null): string {
  const head = '<?xml version="1.0" encoding="UTF-8"?>';
  return reply ? `${head}<Response><Message>${xmlEscape(reply)}</Message></Response>` : `${head}<Response/>`;
}

type SalonFacts = Pick<Salon, 'name' | 'phone'>;

export const SMS_REPLIES = {
  start: (s: SalonFacts) => `${s.name}: you will get our texts again. Reply STOP to opt out.`,
  help: (s: SalonFacts, number: string) => `${s.name}: call us at ${s.phone?.trim() || number} for help. Reply STOP to stop texts, START to get them again.`,
} as const;

export interface InboundSms {
  salonId: string;
  sid: string;
  from: string;
  /** The salon's number the text went to (E.164). */
  to: string;
  body: string | null;
  /** Texts a reply later, from the salon's number (sms-sarah.ts: a turn past Twilio's wait); absent: none can be. */
  later?: (reply: string) => Promise<void>;
}

/** Handles one inbound text: what it changes, and the reply (null: none). */
export async function inboundSms(rpc: Rpc, store: SalonStore, sms: InboundSms, now: Date, sarah?: SmsSarah): Promise<string | null> {
  const claim = await rpc<{ fresh: boolean; reply?: string | null }>('phone_sms_claim', { p_salon: sms.salonId, p_sid: sms.sid, p_now: now.toISOString() });
  if (!claim.fresh) return claim.reply ?? null;
  try {
    const reply = await act(rpc, store, sms, now, sarah);
    if (reply) await rpc('phone_sms_replied', { p_salon: sms.salonId, p_sid: sms.sid, p_reply: reply });
    return reply;
  } catch (err) {
    // Nothing done: the provider's retry of this text tries again.
    await rpc('phone_sms_release', { p_salon: sms.salonId, p_sid: sms.sid }).catch(() => undefined);
    throw err;
  }
}

async function act(rpc: Rpc, store: SalonStore, sms: InboundSms, now: Date, sarah?: SmsSarah): Promise<string | null> {
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
  // A "Yes" during a conversation with Sarah answers her (she may have asked to confirm a booking).
  if (keyword === 'yes' && !(sarah && key && (await sarah.talking(sms.salonId, key, now)))) {
    const confirmed = key ? await confirmNext(rpc, store, salon, key, sms, now) : null;
    const words = SMS_CONFIRM[yesLanguageOf(sms.body) ?? ((key && (await cardLanguage(store, key))) || 'en')];
    return confirmed ? words.confirmed(salon, confirmed) : words.nothingPending(salon);
  }
  const body = (sms.body ?? '').trim().slice(0, MAX_SMS_CHARS);
  const card = key ? await cardLanguage(store, key) : null;
  if (!sarah || !body) return SMS_SORRY[detectLanguage(body) ?? card ?? 'en'].thanks(salon);
  return sarah.answer(store, salon, { salonId: sms.salonId, sid: sms.sid, from: sms.from, key, to: sms.to, body, card, later: sms.later }, now);
}

/** The language on the sender's client card (the first of the number's cards that names one). */
async function cardLanguage(store: SalonStore, key: string): Promise<Language | null> {
  return (await store.customersWithKey(key)).find((c) => c.language)?.language ?? null;
}
