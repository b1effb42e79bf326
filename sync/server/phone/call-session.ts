// One whole call as the provider carries it, for `npm run call` and anything else that
// plays the caller's side through the local stand-in (standin.ts): the voice webhook, the relay
// WebSocket, what happens when the relay session ends (its <Connect action> with the handoff data:
// a <Dial> whose outcome the caller of this module chooses, back to Sarah, or a hang-up), and the
// status callback with the call's length when it is over. Sarah's words arrive token by token.
import { placeCall, type RelayMessage, type RelaySession, type StandinLine } from './standin';

export interface CallHandlers {
  /** A piece of Sarah's reply; `last` closes the reply. */
  onToken?(token: string, last: boolean): void;
  /** The relay session ended with this handoff data (Sarah's transfer or goodbye). */
  onEnd?(handoffData: string | null): void;
  /** The call is being put through to `number`: answer with the <Dial> outcome (completed, no-answer, busy, failed). */
  dialOutcome?(number: string): Promise<string> | string;
  /** Something the provider would only log (an unexpected answer). */
  log?(line: string): void;
  /** A relay connected (the first, or back to Sarah after a transfer), with its TwiML: the provider speaks its welcomeGreeting now. */
  onRelay?(twiml: string): void;
}

export interface LiveCall {
  readonly callSid: string;
  say(words: string): void;
  press(digit: string): void;
  interrupt(): void;
  /** The caller hangs up (or nothing: the call is over already); resolves when the status callback is posted. */
  hangUp(): Promise<void>;
  /** Resolves when Sarah's relay is connected the first time (say() before it is lost), or the call is over. */
  readonly ready: Promise<void>;
  /** Resolves when the call is over, by either side, with why. */
  readonly over: Promise<string>;
}

const dialNumberOf = (twiml: string) => /<Dial\b[^>]*>\s*(?:<Number[^>]*>)?([^<]+)</.exec(twiml)?.[1]?.trim() ?? null;

/** Places a call from `line.from` to the salon's number and follows it until it is over. */
export async function startCall(line: StandinLine, h: CallHandlers = {}): Promise<LiveCall> {
  const call = placeCall(line);
  const startedAt = Date.now();
  const first = await call.voice();
  if (first.status !== 200) throw new Error(`The voice webhook answered ${first.status}: ${first.body}`);
  let session: RelaySession | null = null;
  let hungUp = false;
  let ended = false;
  let resolveOver!: (why: string) => void;
  const over = new Promise<string>((r) => (resolveOver = r));
  let resolveReady!: () => void;
  const ready = new Promise<void>((r) => (resolveReady = r));
  void over.then(() => resolveReady());

  const finish = async (why: string) => {
    if (ended) return;
    ended = true;
    await call.status('completed', Math.round((Date.now() - startedAt) / 1000)).catch((e: unknown) => h.log?.(`status callback failed: ${String(e)}`));
    resolveOver(why);
  };

  /** Reads the relay until it ends; answers the handoff data it ended with, or null when the socket just closed. */
  async function pump(s: RelaySession): Promise<string | null | undefined> {
    for (;;) {
      let m: RelayMessage;
      try {
        m = await s.next(24 * 60 * 60 * 1000);
      } catch {
        return undefined; // closed without an end message
      }
      if (m.type === 'text') h.onToken?.(String(m.token ?? ''), m.last === true);
      else if (m.type === 'end') return typeof m.handoffData === 'string' ? m.handoffData : null;
    }
  }

  /** Follows the TwiML the backend answers, verb by verb, until the call is over. */
  async function follow(twiml: string): Promise<void> {
    for (;;) {
      if (hungUp) return;
      if (twiml.includes('<ConversationRelay')) {
        const s = await call.relay(twiml);
        if ('refused' in s) return finish(`the relay refused the call (${s.refused})`);
        session = s;
        resolveReady();
        h.onRelay?.(twiml);
        const handoff = await pump(s);
        session = null;
        if (hungUp) return;
        if (handoff === undefined) return finish('the relay closed');
        h.onEnd?.(handoff);
        await s.close();
        const next = await call.connectAction(twiml, handoff ?? undefined);
        if (next.status !== 200) return finish(`the Connect action answered ${next.status}: ${next.body}`);
        twiml = next.body;
      } else if (twiml.includes('<Dial')) {
        const number = dialNumberOf(twiml) ?? '(unknown)';
        const outcome = (await h.dialOutcome?.(number)) ?? 'no-answer';
        const next = await call.dialAction(twiml, outcome);
        if (next.status !== 200) return finish(`the Dial action answered ${next.status}: ${next.body}`);
        if (outcome === 'completed' && !next.body.includes('<ConversationRelay')) return finish(`talked to ${number}`);
        twiml = next.body;
      } else {
        return finish(twiml.includes('<Hangup') ? 'Sarah ended the call' : 'nothing more to do');
      }
    }
  }

  follow(first.body).catch((e: unknown) => {
    h.log?.(`the call failed: ${e instanceof Error ? e.message : String(e)}`);
    void finish('failed');
  });

  const live = () => session;
  return {
    callSid: call.callSid,
    say: (words) => live()?.prompt(words),
    press: (digit) => live()?.dtmf(digit),
    interrupt: () => live()?.interrupt(),
    async hangUp() {
      hungUp = true;
      await session?.close();
      await finish('the caller hung up');
    },
    ready,
    over,
  };
}
