// One conversation's record: the loop tells the recorder
// what was said and done, the recorder writes the `calls` row and its `call_turns`. Writing two
// transactions per customer message: the call and the customer's turn once the model has
// answered (a take_message step needs the call to exist), then the tool steps, the reply and the
// call's outcome together. A failed write never costs the customer an answer.
import { callerOf, callOutcome, countStep, factsOfOutcome, latencyOf, noFacts, resultLine, appointmentIdOf, type CallFacts } from '../domain/calls';
import type { CallChannel } from '../domain/types';
import type { CallPatch, SalonStore, TurnInput } from '../domain/salon-store';
import type { ToolResult } from './tools/tool';

export interface CallRecorder {
  readonly callId: string;
  /** Whether the call has a row yet (a customer message was answered or failed in it). */
  readonly started: boolean;
  /** When the last turn happened (ms), null before the first. */
  readonly lastAt: number | null;
  /** The customer's message; opens the call on first use. */
  customer(text: string, at: Date): Promise<void>;
  /** A tool step; kept until the reply, then written with it. */
  tool(name: string, args: string, result: ToolResult, at: Date): void;
  /** Sarah's answer to the customer's message; `failed` when it is the apology of a failed request. */
  reply(text: string, latencyMs: number, failed: boolean, at: Date): Promise<void>;
  /** The conversation is over (Reset AI, Clear Chat, quiet, the screen closed). */
  end(at: Date): Promise<void>;
}

export interface RecorderOptions {
  store: SalonStore;
  callId: string;
  channel?: CallChannel;
  /** false records nothing (a caller that keeps no transcript). */
  enabled?: boolean;
  /**
   * A conversation carried on from saved state (server-side Sarah, another request or process):
   * when its last turn was (ms). Its call may be on record already, so end() looks it up to end it.
   */
  resumedAt?: number | null;
}

export function createCallRecorder(options: RecorderOptions): CallRecorder {
  const { store, callId } = options;
  const enabled = options.enabled !== false;
  let opened = false;
  let position = 0;
  let lastAt: number | null = options.resumedAt ?? null;
  const resumed = lastAt !== null;
  let facts: CallFacts = noFacts();
  let caller: { name: string | null; phone: string | null } = { name: null, phone: null };
  let pending: TurnInput[] = [];
  // The customer turn's write, which the reply waits for (they must land in order).
  let opening: Promise<void> = Promise.resolve();

  const safely = async (write: () => Promise<void>) => {
    try {
      await write();
    } catch {
      // The record is for the owner; the customer's answer must not wait on it or fail with it.
    }
  };

  const callPatch = (): CallPatch => {
    const patch: CallPatch = { outcome: callOutcome(facts) };
    if (caller.name) patch.caller_name = caller.name;
    if (caller.phone) patch.caller_phone = caller.phone;
    return patch;
  };

  /** Opens the call, or finds it on record and carries on after its last turn. */
  async function open(at: Date) {
    const found = await store.openCall({ id: callId, channel: options.channel ?? 'chat', at: at.toISOString() });
    opened = true;
    position = found.nextPosition;
    facts = factsOfOutcome(found.call.outcome);
    caller = { name: found.call.caller_name, phone: found.call.caller_phone };
  }

  async function write(turns: TurnInput[], patch: CallPatch = {}) {
    const first = position;
    position += turns.length;
    await store.appendTurns(callId, first, turns, patch);
  }

  return {
    callId,
    get started() {
      return opened;
    },
    get lastAt() {
      return lastAt;
    },
    customer(text, at) {
      lastAt = at.getTime();
      if (!enabled) return Promise.resolve();
      opening = safely(async () => {
        if (!opened) await open(at);
        await write([{ role: 'customer', content: text, at: at.toISOString() }]);
      });
      return opening;
    },
    tool(name, args, result, at) {
      lastAt = at.getTime();
      countStep(facts, name, result);
      // Who called, as the latest tool that succeeded was told; a refused call's arguments prove nothing.
      if (!('error' in result)) {
        const given = callerOf(safeJson(args));
        caller = { name: given.name ?? caller.name, phone: given.phone ?? caller.phone };
      }
      pending.push({
        role: 'tool',
        content: resultLine(result),
        tool_name: name,
        tool_args: args || '{}',
        appointment_id: appointmentIdOf(result),
        at: at.toISOString(),
      });
    },
    async reply(text, latencyMs, failed, at) {
      lastAt = at.getTime();
      facts.replies += 1;
      facts.lastReplyFailed = failed;
      const turns = [...pending, { role: 'assistant' as const, content: text, latency_ms: latencyOf(latencyMs), at: at.toISOString() }];
      pending = [];
      await opening;
      if (!enabled || !opened) return;
      await safely(() => write(turns, callPatch()));
    },
    async end(at) {
      await opening;
      if (!enabled || (!opened && !resumed)) return;
      const turns = pending;
      pending = [];
      const endedAt = new Date(Math.max(at.getTime(), lastAt ?? 0)).toISOString();
      await safely(async () => {
        if (!opened) await open(new Date(endedAt));
        if (turns.length) await write(turns);
        await store.endCall(callId, endedAt, callPatch());
      });
    },
  };
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
