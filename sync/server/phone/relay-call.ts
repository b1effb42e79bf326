// One call on the phone relay, once its setup named it: the caller's turns one at a
// time, Sarah's words streamed as they come (relay-voice.ts), and the clocks (relay-timers.ts):
// a filler when a turn is slow, "are you still there?" and then a goodbye when the caller is
// silent, a goodbye at the salon's cap. Each ends the session with ConversationRelay's `end`
// message, whose handoffData the provider posts to the <Connect action> URL: a goodbye hangs up,
// a transfer (a turn's `handoff`) dials the salon.
//
// One turn at a time: a prompt during a turn waits for it. An interrupt lets the running turn
// finish its writes but sends nothing more of it. When the socket closes, a turn in flight still
// finishes its writes (never half a booking) and turns not yet begun are dropped: the caller is gone.
import { turnVoice } from './relay-voice';
import { phoneWords, type PhoneWords } from './phone-words';
import { callClock, wordCount, speakingMs, type RelayTimings } from './relay-timers';

/** A turn's outcome: the reply as Sarah wrote it and, when she handed the call over, the handoff. */
export interface TurnOutcome {
  reply: string;
  handoff?: unknown;
}

export interface RelayCallOptions {
  /** Sends a message to the provider (nothing once the socket closed). */
  send: (message: Record<string, unknown>) => void;
  /**
   * Runs one turn of Sarah on the call; `onText` gets her words as the model writes them.
   * `unheard`: how many of her latest replies the caller had not heard whole when they spoke (the
   * turns running or waiting, and one they spoke over): the words confirm none of their read-backs
   * (src/assistant/tools/read-back.ts). Never rejects.
   */
  turn: (words: string, onText: (delta: string) => void, unheard: number) => Promise<TurnOutcome>;
  timings: RelayTimings;
  /** The call's own words in its language now (default English): it may change during the call. */
  words?: () => PhoneWords;
}

export interface RelayCall {
  /** The call began: the provider speaks the greeting, then the caller's silence counts. */
  start(greeting: string): void;
  /** The call's cap is `ms` from now (the salon's agent configuration, read once the call began). */
  capIn(ms: number): void;
  /** The caller said `words` (or pressed a key): a turn, after any running one. */
  prompt(words: string): void;
  /** The caller spoke over Sarah, after hearing `heardWords` of her (the provider's utteranceUntilInterrupt). */
  interrupt(heardWords?: string): void;
  /** The socket closed. */
  close(): void;
}

const goodbye = (reason: string) => ({ reasonCode: 'goodbye', reason });
/** How much of a reply the caller must have heard before speaking over it for it to count as heard. */
const HEARD_SHARE = 0.8;

export function relayCall(o: RelayCallOptions): RelayCall {
  const t = o.timings;
  const say = o.words ?? (() => phoneWords('en'));
  let chain: Promise<void> = Promise.resolve();
  let closed = false;
  let ended = false; // the end message is sent or on its way: the session takes no more turns
  let capped = false; // the cap was reached during a turn: the goodbye follows it
  let turns = 0;
  let done = 0;
  let running: { n: number; mute(): void } | null = null;
  // Whether the caller has heard Sarah's last reply whole: not while it is written or queued
  // behind, not when they spoke over it before most of it was said. The greeting counts as heard.
  let lastHeard = true;
  let lastWords = 0;
  const text = (token: string, last: boolean) => !ended && o.send({ type: 'text', token, last });

  /** Says `words` (if any), then ends the session once they have been spoken. */
  function end(handoff: unknown, words: string, speaking = 0) {
    if (ended) return;
    if (words) text(words, true);
    ended = true;
    clock.stop();
    setTimeout(() => o.send({ type: 'end', handoffData: JSON.stringify(handoff) }), speaking + speakingMs(words, t));
  }

  const clock = callClock(t, {
    reprompt: () => text(say().reprompt, true),
    goodbye: () => end(goodbye('silence'), say().goodbyeSilence),
    cap: () => {
      // A turn running finishes first (its writes, its words); the goodbye follows it.
      if (running) capped = true;
      else end(goodbye('time limit'), say().goodbyeTimeLimit);
    },
  });

  async function run(n: number, words: string, unheard: number): Promise<void> {
    if (closed || ended || capped) return; // the caller hung up, or the call is over
    clock.hush();
    const voice = turnVoice(text);
    let muted = false;
    running = {
      n,
      mute: () => {
        muted = true;
        voice.mute();
      },
    };
    // No word yet after a while (a slow tool or model): one filler, never dead air.
    const filler = setTimeout(() => voice.filler(say().filler), t.fillerMs);
    let outcome: TurnOutcome;
    try {
      outcome = await o.turn(words, (delta) => voice.text(delta), unheard);
    } finally {
      clearTimeout(filler);
      running = null;
    }
    voice.finish(outcome.reply);
    lastHeard = !muted;
    lastWords = wordCount(voice.said);
    const speaking = speakingMs(voice.said, t);
    // Sarah handed the call over (transfer_call): the session ends once her words are spoken.
    if (outcome.handoff && typeof outcome.handoff === 'object') end(outcome.handoff, '', speaking);
    else if (capped) end(goodbye('time limit'), say().goodbyeTimeLimit, speaking);
    else if (done + 1 === turns) clock.listen(speaking); // nothing queued: the caller's turn to speak
  }

  return {
    start(greeting) {
      if (!turns) clock.listen(speakingMs(greeting, t));
    },
    capIn: (ms) => clock.capIn(ms),
    prompt(words) {
      if (ended) return;
      clock.hush();
      // Said while turns run or wait: the caller has heard none of their replies, nor the last one
      // whole if they spoke over it.
      const unheard = turns - done + (lastHeard ? 0 : 1);
      const n = ++turns;
      chain = chain
        .then(() => run(n, words, unheard))
        .catch(() => undefined) // a turn answers its own failures (o.turn); the next turn runs regardless
        .finally(() => void done++);
    },
    interrupt(heardWords) {
      running?.mute();
      // Over the end of a reply ("…Is that right?" "Yes!") it was heard: most of its words were said.
      if (!running && wordCount(heardWords ?? '') < HEARD_SHARE * lastWords) lastHeard = false;
      // The caller made a sound over Sarah's last words: her prompt follows (and hushes the clock)
      // or, if it was only noise, the silence counts from now rather than never.
      if (!running && done === turns && !ended) clock.listen(0);
    },
    close() {
      closed = true;
      clock.stop();
    },
  };
}
