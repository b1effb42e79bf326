// POST /phone/twilio/transfer: where the provider posts when Sarah's relay session ends
// (the <Connect action> of the voice webhook's TwiML) and when the transfer's <Dial> is over
// (`?step=dialed`). Signed and checked like the other webhooks (twilio-webhooks.ts routes here
// after the salon, signature, account and CallSid checks); it writes nothing itself.
//   Connect action, HandoffData reasonCode 'transfer': the salon open now (its hours, its zone),
//     transfer on and a redirect number → <Dial> that number with a timeout; else back to Sarah.
//   Connect action, reasonCode 'goodbye' (silence, the call's cap) or no HandoffData (the session
//     just ended) → <Hangup/>.
//   Dial action: answered (completed) → <Hangup/> once the call with the salon is over; no-answer,
//     busy, failed, canceled → back to Sarah on the same call record and conversation (the relay's
//     conversation is phoneCallId(salon, CallSid)), told the transfer failed so she takes a message.
import type { SalonStore } from '../../../src/domain/salon-store';
import { isLanguage, type Language } from '../../../src/domain/languages';
import { PHONE_WORDS, phoneWords } from './phone-words';
import { HANGUP_TWIML, dialTwiml, isOpenAt, relayTwiml, relayUrlOf } from './twiml';

export const TRANSFER_PATH = '/phone/twilio/transfer';
/** The relay's custom parameter after a failed transfer: why it failed (relay.ts tells Sarah). */
export const AFTER_TRANSFER_PARAMETER = 'after_transfer';
export type TransferFailure = 'no-answer' | 'busy' | 'failed' | 'canceled' | 'closed' | 'no-number';
/** What the caller hears when the call comes back to Sarah. */
export const BACK_TO_SARAH = PHONE_WORDS.en.backToSarah;

const DIAL_FAILED = new Set<TransferFailure>(['no-answer', 'busy', 'failed', 'canceled']);
const DIAL_ANSWERED = new Set(['completed', 'answered']);

type Reply = { status: number; body: string; type?: string };
const text = (status: number, body: string): Reply => ({ status, body, type: 'text/plain; charset=utf-8' });
const twiml = (body: string): Reply => ({ status: 200, body, type: 'text/xml; charset=utf-8' });

/** This webhook on the public origin (the Dial's action; the relay's is derived the same way in twiml.ts). */
export const transferUrlOf = (publicBase: string): string => publicBase.replace(/\/+$/, '') + TRANSFER_PATH;

/** The voice webhook's relay TwiML again, with the failed transfer's greeting and reason. */
export function backToSarahTwiml(publicBase: string, to: string, why: TransferFailure, language: Language = 'en'): string {
  return relayTwiml(relayUrlOf(publicBase, to), phoneWords(language).backToSarah, { parameters: { [AFTER_TRANSFER_PARAMETER]: why }, language });
}

/** The call's language, as the relay's handoff or the Dial's action URL carries it (English when absent). */
const languageOf = (value: unknown): Language => (isLanguage(value) ? value : 'en');

/** HandoffData as the relay sent it (a JSON string): its reasonCode, null when there is none, or the 400's words. */
function reasonOf(raw: string | null): { reasonCode: string | null; language?: Language } | { problem: string } {
  if (raw === null || raw.trim() === '') return { reasonCode: null };
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch {
    return { problem: 'HandoffData is not JSON.' };
  }
  const code = data && typeof data === 'object' ? (data as Record<string, unknown>).reasonCode : undefined;
  if (code !== 'transfer' && code !== 'goodbye') return { problem: 'HandoffData.reasonCode must be "transfer" or "goodbye".' };
  return { reasonCode: code, language: languageOf((data as Record<string, unknown>).language) };
}

export async function transferAnswer(store: SalonStore, form: URLSearchParams, url: URL, publicBase: string, now: Date): Promise<Reply> {
  const step = url.searchParams.get('step');
  const to = form.get('To')!;
  if (step === 'dialed') {
    const status = form.get('DialCallStatus');
    if (!status) return text(400, 'DialCallStatus is missing.');
    if (DIAL_ANSWERED.has(status)) return twiml(HANGUP_TWIML);
    const language = languageOf(url.searchParams.get('lang'));
    if (DIAL_FAILED.has(status as TransferFailure)) return twiml(backToSarahTwiml(publicBase, to, status as TransferFailure, language));
    return text(400, `DialCallStatus "${status.slice(0, 40)}" is not one of completed, answered, busy, no-answer, failed, canceled.`);
  }
  if (step !== null) return text(400, 'The step must be absent (the relay session ended) or "dialed" (the transfer\'s outcome).');
  const reason = reasonOf(form.get('HandoffData'));
  if ('problem' in reason) return text(400, reason.problem);
  if (reason.reasonCode !== 'transfer') return twiml(HANGUP_TWIML);
  const [salon, agent, hours] = await Promise.all([store.salon(), store.agent(), store.hours()]);
  if (!salon) return text(404, 'This number is not in service.');
  const language = reason.language ?? 'en';
  if (!agent.transfer || !agent.redirectPhone) return twiml(backToSarahTwiml(publicBase, to, 'no-number', language));
  if (!isOpenAt(hours, salon.time_zone, now)) return twiml(backToSarahTwiml(publicBase, to, 'closed', language));
  // The Dial's outcome comes back without the handoff: its action URL carries the language on.
  const lang = language === 'en' ? '' : `&lang=${language}`;
  return twiml(dialTwiml(agent.redirectPhone, `${transferUrlOf(publicBase)}?step=dialed${lang}`, language));
}
