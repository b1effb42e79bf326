// A free-text SMS to the salon's number is a turn of server-side Sarah: a
// conversation of channel 'sms' on the Calls screen, her answer texted back in the webhook's
// Messaging TwiML (plain, short: textable.ts).
//
// One conversation per number: the number's current conversation is kept server-side
// (sync_private.sms_threads, 20261127001200_sms_channel.sql) and each text continues it. Sarah's
// loop itself ends a conversation after 30 quiet minutes (QUIET_MS) and answers with the new one's
// id, which is kept for the next text: the loop's rule, not a second copy of it here.
//
// Twilio waits 15 s for a webhook's answer. A turn still running after `deadlineMs` (12 s) is
// answered with no text now, and its reply goes when it is done through the provider's REST API
// with the salon's own account (`later`), so the customer gets one text either way. Without a way
// to send (`later` absent) the webhook answers a fixed "taking longer" text instead; the turn
// finishes on its own all the same (its writes whole, its reply in the transcript).
//
// Language: a new conversation starts in the language on the sender's client card (Sarah then
// follows the customer's own words, as in chat); one under way keeps its own. The fixed texts go
// in the language of the text being answered when it says enough, else the card's.
import { v5 as uuidv5 } from 'uuid';
import { QUIET_MS } from '../../../src/domain/calls';
import { SALON_DESK_NAMESPACE } from '../../../src/domain/ids';
import { detectLanguage } from '../../../src/domain/language-detect';
import type { Language } from '../../../src/domain/languages';
import { TABLES } from '../../../src/domain/tables';
import type { SalonStore } from '../../../src/domain/salon-store';
import { serverReads, type Rpc } from '../sarah/sarah-reads';
import type { Answer, Sarah } from '../sarah/turn';
import { SMS_SORRY, type SalonFacts, type SmsSorry } from './sms-words';
import { textable } from './textable';

export { SMS_SORRY } from './sms-words';

/** Sarah's rules for a text conversation: plain short texts, and the sender's number counts as given. */
export function smsInstructions(from: string | null): string {
  return [
    'This conversation is by text message (SMS): the customer reads your replies on a phone. Answer in one to three short sentences, at most 300 characters, in plain text with no markdown, lists or emojis; a link is fine.',
    from
      ? `The customer is texting from ${from}. That number counts as one they gave you: book for it and find their appointments with it without asking for a phone number, unless they want to use another one.`
      : "The customer's number is hidden: ask for a phone number before booking or looking up appointments.",
  ].join(' ');
}

/** A first text's conversation id, from its MessageSid: a retry of a text that failed before its turn finds the same one. */
export const smsConversationId = (salonId: string, messageSid: string): string => uuidv5(`sms_conversation:${salonId}|${messageSid}`, SALON_DESK_NAMESPACE);

export interface SmsSarahOptions {
  sarah: Sarah;
  /** Answer with the fixed "taking longer" text after this long (default 12 s; Twilio waits 15 s). */
  deadlineMs?: number;
  /** How long a text waits for the same number's previous text's turn to finish (default 5 s). */
  busyWaitMs?: number;
  log?: (line: string) => void;
}

export interface SmsTurn {
  salonId: string;
  sid: string;
  /** The sender's number as the provider gave it, and its key in the salon's region (null: not a phone number). */
  from: string;
  key: string | null;
  /** The salon's number (for the apologies when the salon saved no phone). */
  to: string;
  body: string;
  /** The language on the sender's client card, when one names it. */
  card?: Language | null;
  /** Texts a late reply to the sender (the provider's REST API); absent: a late turn gets the fixed "taking longer" text. */
  later?: (reply: string) => Promise<void>;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export function smsSarah(o: SmsSarahOptions, rpc: Rpc) {
  const log = o.log ?? (() => {});

  async function turn(salonId: string, request: Parameters<Sarah['chat']>[1]): Promise<Answer> {
    const until = Date.now() + (o.busyWaitMs ?? 5_000);
    for (;;) {
      const answer = await o.sarah.chat(salonId, request);
      // Busy: the same number's previous text is still being answered (one turn at a time).
      if (answer.status !== 409 || Date.now() >= until) return answer;
      await sleep(250);
    }
  }

  /** The conversation's record names the sender's number when nothing else named the customer's. */
  async function markCaller(store: SalonStore, callId: string, from: string): Promise<void> {
    const { call } = await serverReads(rpc, store.salonId).call(callId);
    if (call && !call.deleted && !call.caller_phone)
      await store.appendTurns(callId, 0, [], { caller_phone: from.slice(0, TABLES.calls.columns.caller_phone.max) });
  }

  /** Whether the thread's conversation is still going: not ended, its last turn within 30 quiet minutes. */
  async function ongoing(salonId: string, thread: string, now: Date): Promise<boolean> {
    const { call, last } = await serverReads(rpc, salonId).call(thread);
    return !!call && !call.deleted && !call.ended_at && !!last && now.getTime() - Date.parse(last.at) < QUIET_MS;
  }

  /** Runs the text's turn; the reply to text back (Sarah's, or a fixed apology). */
  async function run(store: SalonStore, salon: SalonFacts, t: SmsTurn, now: Date, sorry: SmsSorry): Promise<string> {
    const thread = t.key ? await rpc<string | null>('phone_sms_thread', { p_salon: t.salonId, p_phone_key: t.key }) : null;
    const conversationId = thread ?? smsConversationId(t.salonId, t.sid);
    // Told only to a conversation that starts with this text: told every time, it would undo a
    // switch the customer made in an earlier text whenever a later one says too little to tell.
    // A failed read of the thread tells nothing: the text is answered all the same.
    const fresh = t.card ? !thread || !(await ongoing(t.salonId, thread, now).catch(() => true)) : false;
    let answer: Answer;
    try {
      answer = await turn(t.salonId, {
        conversationId,
        message: t.body,
        at: now,
        channel: 'sms',
        phones: t.key ? [t.from] : [],
        instructions: smsInstructions(t.key ? t.from : null),
        language: fresh && t.card ? t.card : undefined,
      });
    } catch (err) {
      log(`[phone] sms ${t.sid}: the turn failed: ${err instanceof Error ? err.message : String(err)}`);
      return sorry.failed(salon, t.to);
    }
    if (answer.status === 200) {
      // The turn ran (even one whose model failed): the number's next text continues its conversation.
      const id = typeof answer.body.conversation_id === 'string' ? answer.body.conversation_id : conversationId;
      // The thread and the record's number are bookkeeping: the customer's answer does not wait on their failure.
      await Promise.all([
        t.key ? rpc('phone_sms_thread_save', { p_salon: t.salonId, p_phone_key: t.key, p_conversation: id, p_at: now.toISOString() }) : null,
        markCaller(store, id, t.from),
      ]).catch((err: unknown) => log(`[phone] sms ${t.sid}: ${err instanceof Error ? err.message : String(err)}`));
    }
    // A failed model request answers 200 with the loop's apology and an error: the salon's own words instead.
    const reply = typeof answer.body.reply === 'string' && !answer.body.error ? textable(answer.body.reply) : '';
    if (answer.status !== 200 || !reply) {
      log(`[phone] sms ${t.sid}: the turn answered ${answer.status} ${JSON.stringify(answer.body.error ?? 'an empty reply')}`);
      return answer.status === 429 || answer.status === 409 ? sorry.busy(salon) : sorry.failed(salon, t.to);
    }
    return reply;
  }

  return {
    /**
     * Whether the number is in a conversation with Sarah (its last turn within 30 quiet minutes):
     * then a "Yes" answers her (a read-back she asked to confirm), not the reminders' "Reply Y".
     */
    async talking(salonId: string, key: string, now: Date): Promise<boolean> {
      const thread = await rpc<string | null>('phone_sms_thread', { p_salon: salonId, p_phone_key: key });
      return thread ? ongoing(salonId, thread, now) : false;
    },

    /**
     * Sarah's answer to one text. Not done by the deadline: null (nothing now) when her reply can
     * be texted later, else the fixed "taking longer" text.
     */
    async answer(store: SalonStore, salon: SalonFacts, t: SmsTurn, now: Date): Promise<string | null> {
      const sorry = SMS_SORRY[detectLanguage(t.body) ?? t.card ?? 'en'];
      let timer: ReturnType<typeof setTimeout> | undefined;
      const late = new Promise<'late'>((resolve) => {
        timer = setTimeout(() => resolve('late'), o.deadlineMs ?? 12_000);
      });
      const work = run(store, salon, t, now, sorry).catch((err: unknown) => {
        // Caught here too: once the deadline has answered, nobody else awaits this turn.
        log(`[phone] sms ${t.sid}: ${err instanceof Error ? err.message : String(err)}`);
        return sorry.failed(salon, t.to);
      });
      try {
        const first = await Promise.race([work, late]);
        if (first !== 'late') return first;
      } finally {
        clearTimeout(timer);
      }
      if (!t.later) return sorry.slow(salon, t.to);
      const send = t.later;
      void work
        .then(send)
        .catch((err: unknown) => log(`[phone] sms ${t.sid}: the late reply was not sent: ${err instanceof Error ? err.message : String(err)}`));
      return null;
    },
  };
}

export type SmsSarah = ReturnType<typeof smsSarah>;
