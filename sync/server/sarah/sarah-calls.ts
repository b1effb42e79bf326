// Server-side Sarah's call record and the messages she takes, as the device writes them
// (src/db/repositories/calls.ts): a `calls` row per conversation, its turns in `call_turns`, a
// message on its call with the owner's notification in the same write. Nothing here depends on
// what was read, so these writes take the salon's lock but no version check. A new call's row goes
// out with its first turn, in one write: a caller who hangs up before then leaves nothing behind.
import { capText as cap } from '../../../src/domain/calls';
import { newId } from '../../../src/domain/ids';
import type { CallPatch, MessageInput, OpenedCall, TurnInput } from '../../../src/domain/salon-store';
import { TABLES } from '../../../src/domain/tables';
import type { Call, CallChannel } from '../../../src/domain/types';
import type { ServerReads } from './sarah-reads';

/** A row for sarah_write: the push's mutation without its envelope (seq, id and stamp are the server's). */
export interface Mutation {
  table: 'customers' | 'appointments' | 'calls' | 'call_turns' | 'notifications';
  op: 'put' | 'patch';
  row_id: string;
  fields: Record<string, unknown>;
}

type Write = (seen: number | null, mutations: Mutation[]) => Promise<unknown>;

const CALL = TABLES.calls.columns;
const TURN = TABLES.call_turns.columns;

export function callWrites(reads: Pick<ServerReads, 'call'>, salonId: string, write: Write, messageNotice: (call: Call) => Mutation) {
  const readCall = reads.call;

  const newCall = (id: string, channel: CallChannel, at: string): Call =>
    ({
      id,
      salon_id: salonId,
      channel,
      started_at: at,
      ended_at: null,
      caller_name: null,
      caller_phone: null,
      outcome: null,
      message: null,
      callback_requested: false,
      message_done: false,
      deleted: false,
    }) as Call;
  const put = (call: Call): Mutation => ({ table: 'calls', op: 'put', row_id: call.id, fields: { ...call } });
  const patch = (id: string, fields: Record<string, unknown>): Mutation => ({ table: 'calls', op: 'patch', row_id: id, fields });
  /** Calls opened here whose row waits for their first write. */
  const unsent = new Map<string, Call>();
  /** Writes `rows` of the call, its row first if it has not gone out yet (and keeps it waiting if the write fails). */
  async function writeCall(callId: string, rows: (call: Call | undefined) => Mutation[]): Promise<void> {
    const waiting = unsent.get(callId);
    unsent.delete(callId);
    try {
      await write(null, waiting ? [put(waiting), ...rows(waiting)] : rows(undefined));
    } catch (e) {
      if (waiting) unsent.set(callId, waiting);
      throw e;
    }
  }

  async function openCall(input: { id: string; channel: CallChannel; at: string }): Promise<OpenedCall> {
    const { call, last } = await readCall(input.id);
    if (!call || call.deleted) {
      const made = newCall(input.id, input.channel, input.at);
      unsent.set(made.id, made);
      return { call: made, nextPosition: 0, lastAt: null };
    }
    // Taken up again (a reconnect, a message typed in it arriving later): not ended any more.
    if (call.ended_at) await write(null, [patch(call.id, { ended_at: null })]);
    return { call: { ...call, ended_at: null }, nextPosition: last ? last.position + 1 : 0, lastAt: last?.at ?? call.started_at };
  }

  async function appendTurns(callId: string, first: number, turns: readonly TurnInput[], change: CallPatch = {}): Promise<void> {
    const rows: Mutation[] = turns.map((t, i) => {
      const id = newId();
      return {
        table: 'call_turns',
        op: 'put',
        row_id: id,
        fields: {
          id,
          salon_id: salonId,
          call_id: callId,
          position: first + i,
          role: t.role,
          content: cap(t.content, TURN.content.max),
          tool_name: t.tool_name ? cap(t.tool_name, TURN.tool_name.max) : null,
          tool_args: t.tool_args ? cap(t.tool_args, TURN.tool_args.max) : null,
          appointment_id: t.appointment_id ?? null,
          latency_ms: t.latency_ms ?? null,
          at: t.at,
          deleted: false,
        },
      };
    });
    if (Object.keys(change).length > 0) rows.push(patch(callId, change));
    if (rows.length > 0 || unsent.has(callId)) await writeCall(callId, () => rows);
  }

  async function endCall(callId: string, endedAt: string, change: CallPatch = {}): Promise<void> {
    if (!unsent.has(callId)) {
      const { call } = await readCall(callId);
      if (!call || call.deleted) return;
    }
    await writeCall(callId, () => [patch(callId, { ...change, ended_at: endedAt })]);
  }

  /** The message on its call (made if the recorder could not), and the owner's notification, as one write. */
  async function takeMessage(m: MessageInput): Promise<void> {
    const found = unsent.get(m.callId) ?? (await readCall(m.callId)).call;
    const call = found && !found.deleted ? found : newCall(m.callId, m.channel ?? 'chat', m.at);
    const text = call.message && call.message !== m.message ? `${call.message}\n\n${m.message}` : m.message;
    const taken = {
      outcome: 'message_taken',
      message: cap(text, CALL.message.max),
      callback_requested: m.callbackRequested || call.callback_requested,
      message_done: false,
      caller_name: cap(m.name, CALL.caller_name.max),
      caller_phone: cap(m.phone, CALL.caller_phone.max),
    };
    const notice = messageNotice({ ...call, ...taken } as Call);
    if (found && !found.deleted) await writeCall(call.id, () => [patch(call.id, taken), notice]);
    else await write(null, [put({ ...call, ...taken } as Call), notice]);
  }

  return { openCall, appendTurns, endCall, takeMessage };
}
