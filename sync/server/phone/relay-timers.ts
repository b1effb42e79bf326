// The phone relay's clocks: no dead air and no endless call. When Sarah has finished
// speaking and the caller says nothing, she asks whether they are still there, and after long
// enough she says goodbye and ends the call; a call also ends politely at the salon's wall-clock
// cap (the agent configuration's callCapMinutes). Timings are options so tests run in moments.
import { callCapOf } from '../../../src/domain/phone';
import { PHONE_WORDS } from './phone-words';

export interface RelayTimings {
  /** No word of a turn yet this long after it began: one filler sentence (a slow tool or model). */
  fillerMs: number;
  /** Silence after Sarah's words before she asks whether the caller is still there. */
  repromptMs: number;
  /** Silence in all after Sarah's words before she says goodbye and ends the call. */
  goodbyeMs: number;
  /**
   * How long the caller listens to each word sent (about 150 a minute): the tokens reach the
   * provider long before it has spoken them, and silence counts from when she stops speaking;
   * an end message waits as long, so the provider does not cut her last words.
   */
  msPerWord: number;
  /** A minute of the call cap (tests shorten it). */
  minuteMs: number;
}

export const RELAY_TIMINGS: RelayTimings = { fillerMs: 1000, repromptMs: 8000, goodbyeMs: 20_000, msPerWord: 400, minuteMs: 60_000 };

// In English; a call in another language says them in its own (phone-words.ts).
export const { filler: FILLER, reprompt: REPROMPT, goodbyeSilence: GOODBYE_SILENCE, goodbyeTimeLimit: GOODBYE_TIME_LIMIT } = PHONE_WORDS.en;

/** Words in `words`, as speech and the relay count them. */
export const wordCount = (words: string): number => words.match(/\S+/g)?.length ?? 0;

/** How long speaking `words` takes, by the timings' pace. */
export const speakingMs = (words: string, t: Pick<RelayTimings, 'msPerWord'>): number => wordCount(words) * t.msPerWord;

/** The cap of a call in minutes, from the agent configuration; out of range or unreadable, the default. */
export function capMinutes(value: unknown): number {
  return callCapOf(value);
}

export interface CallClock {
  /** Sarah stops speaking in `speakingMs`: the silence counts from then. */
  listen(speakingMs: number): void;
  /** The caller is there (spoke, pressed a key) or Sarah is answering: no silence counts. */
  hush(): void;
  /** The call's cap, `ms` from now. */
  capIn(ms: number): void;
  /** The call is over: no timer fires any more. */
  stop(): void;
}

export function callClock(t: RelayTimings, on: { reprompt(): void; goodbye(): void; cap(): void }): CallClock {
  let silence: NodeJS.Timeout[] = [];
  let cap: NodeJS.Timeout | null = null;
  let stopped = false;
  const hush = () => {
    for (const timer of silence) clearTimeout(timer);
    silence = [];
  };
  return {
    listen(speaking) {
      hush();
      if (stopped) return;
      silence = [setTimeout(on.reprompt, speaking + t.repromptMs), setTimeout(on.goodbye, speaking + t.goodbyeMs)];
    },
    hush,
    capIn(ms) {
      if (stopped) return;
      if (cap) clearTimeout(cap);
      cap = setTimeout(on.cap, Math.max(0, ms));
    },
    stop() {
      stopped = true;
      hush();
      if (cap) clearTimeout(cap);
    },
  };
}
