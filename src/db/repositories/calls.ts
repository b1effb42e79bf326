// Conversations on record: a `calls` row per conversation and its transcript in
// `call_turns`, written through the writer so the owner's other devices get them by sync. The
// assistant's recorder (src/assistant/recorder.ts) and the take_message tool write here; the
// Calls screen marks a message done.
import type { Call, CallChannel, CallTurn } from '../../domain/types';
import type { OpenedCall, TurnInput } from '../../domain/salon-store';
import { newId } from '../../domain/ids';
import type { SalonDeskDB } from '../database';
import { appContext, type WriteContext } from '../context';
import { patchRow, putRow, writeTogether, type RowPatch } from '../writer';
import { notifyMessage } from './notifications';
import { capText, QUIET_MS } from '../../domain/calls';
import { TABLES } from '../../domain/tables';

export type { OpenedCall, TurnInput } from '../../domain/salon-store';

const cap = capText;
/** The registry's limits of what is capped here, so a long transcript line never fails the write. */
const CALL = TABLES.calls.columns;
const TURN = TABLES.call_turns.columns;

/** The last turn of a call, by position. */
function lastTurn(db: SalonDeskDB, callId: string): Promise<CallTurn | undefined> {
  return db.call_turns.where('[call_id+position]').between([callId, 0], [callId, Infinity]).last();
}

/**
 * The call `id`, created at `at` if the device has none, or taken up again (not ended any more)
 * when a message typed in it arrives later, e.g. from the offline queue.
 */
export function openCall(ctx: WriteContext, input: { id: string; salonId: string; channel: CallChannel; at: string }): Promise<OpenedCall> {
  return writeTogether(ctx, ['calls', 'call_turns'], async () => {
    const existing = await ctx.db.calls.get(input.id);
    if (!existing || existing.deleted) {
      const call = await putRow(ctx, 'calls', {
        id: input.id,
        salon_id: input.salonId,
        channel: input.channel,
        started_at: input.at,
        ended_at: null,
        caller_name: null,
        caller_phone: null,
        outcome: null,
        message: null,
        callback_requested: false,
        message_done: false,
      });
      return { call, nextPosition: 0, lastAt: null };
    }
    const call = existing.ended_at ? await patchRow(ctx, 'calls', existing.id, { ended_at: null }) : existing;
    const last = await lastTurn(ctx.db, existing.id);
    return { call, nextPosition: last ? last.position + 1 : 0, lastAt: last?.at ?? existing.started_at };
  });
}

/** Adds turns at positions from `firstPosition` on, and patches the call, as one write. */
export function appendTurns(
  ctx: WriteContext,
  call: { id: string; salonId: string },
  firstPosition: number,
  turns: readonly TurnInput[],
  patch: RowPatch<'calls'> = {},
): Promise<void> {
  return writeTogether(ctx, ['calls', 'call_turns'], async () => {
    for (const [i, t] of turns.entries()) {
      await putRow(ctx, 'call_turns', {
        id: newId(),
        salon_id: call.salonId,
        call_id: call.id,
        position: firstPosition + i,
        role: t.role,
        content: cap(t.content, TURN.content.max),
        tool_name: t.tool_name ? cap(t.tool_name, TURN.tool_name.max) : null,
        tool_args: t.tool_args ? cap(t.tool_args, TURN.tool_args.max) : null,
        appointment_id: t.appointment_id ?? null,
        latency_ms: t.latency_ms ?? null,
        at: t.at,
      });
    }
    if (Object.keys(patch).length > 0) await patchRow(ctx, 'calls', call.id, patch);
  });
}

/** Ends a call at `endedAt` (with any last change to it); a call the device lacks is left alone. */
export async function endCall(ctx: WriteContext, id: string, endedAt: string, patch: RowPatch<'calls'> = {}): Promise<void> {
  await writeTogether(ctx, ['calls'], async () => {
    const call = await ctx.db.calls.get(id);
    if (!call || call.deleted) return;
    await patchRow(ctx, 'calls', id, { ...patch, ended_at: endedAt });
  });
}

/** A message Sarah took for the salon: everything a notification or a call back needs. */
export interface TakenMessage {
  call_id: string;
  salon_id: string;
  caller_name: string;
  caller_phone: string;
  message: string;
  callback_requested: boolean;
  at: string;
}

/**
 * Stores a message on its call (outcome message_taken, not done yet), creating the call if the
 * device has none (a recorder that could not write must not lose the message). A second message
 * in the same call is added below the first.
 */
export function recordTakenMessage(
  ctx: WriteContext,
  input: { callId: string; salonId: string; channel?: CallChannel; name: string; phone: string; message: string; callbackRequested: boolean; at: string },
): Promise<TakenMessage> {
  return writeTogether(ctx, ['calls', 'call_turns', 'notifications'], async () => {
    let call = await ctx.db.calls.get(input.callId);
    if (!call || call.deleted) call = (await openCall(ctx, { id: input.callId, salonId: input.salonId, channel: input.channel ?? 'chat', at: input.at })).call;
    const text = call.message && call.message !== input.message ? `${call.message}\n\n${input.message}` : input.message;
    const taken: TakenMessage = {
      call_id: call.id,
      salon_id: call.salon_id,
      caller_name: cap(input.name, CALL.caller_name.max),
      caller_phone: cap(input.phone, CALL.caller_phone.max),
      message: cap(text, CALL.message.max),
      callback_requested: input.callbackRequested || call.callback_requested,
      at: input.at,
    };
    await patchRow(ctx, 'calls', call.id, {
      outcome: 'message_taken',
      message: taken.message,
      callback_requested: taken.callback_requested,
      message_done: false,
      caller_name: taken.caller_name,
      caller_phone: taken.caller_phone,
    });
    // In the same write: the message and the owner's notification land together or not at all.
    await notifyMessage(ctx, { ...taken, id: call.id });
    return taken;
  });
}

/** The owner dealt with a message ("Done"), or takes it back. */
export async function markMessageDone(callId: string, done = true, ctx?: WriteContext): Promise<Call> {
  return patchRow(ctx ?? (await appContext()), 'calls', callId, { message_done: done });
}

/** How far back a device looks for calls left open; older ones were already swept. */
const SWEEP_LOOKBACK_MS = 7 * 24 * 60 * 60 * 1000;

/**
 * Ends the calls left open: a page closed or reloaded mid-conversation never runs the screen's
 * end, and the recorder's 30-minutes-quiet rule only applies when another message comes. Once a
 * call has been quiet that long it ends at its last turn, so it counts as handled and shows as
 * ended on every device. Returns how many ended.
 */
export async function endQuietCalls(ctx: WriteContext, salonId: string, now = new Date()): Promise<number> {
  const since = new Date(now.getTime() - SWEEP_LOOKBACK_MS).toISOString();
  const open = await ctx.db.calls
    .where('[salon_id+started_at]')
    .between([salonId, since], [salonId, '\uffff'])
    .filter((c) => !c.deleted && c.ended_at === null)
    .toArray();
  let ended = 0;
  for (const call of open) {
    const last = await ctx.db.call_turns.where('[call_id+position]').between([call.id, -Infinity], [call.id, Infinity]).last();
    const lastAt = last?.at ?? call.started_at;
    if (now.getTime() - Date.parse(lastAt) < QUIET_MS) continue;
    await endCall(ctx, call.id, lastAt);
    ended += 1;
  }
  return ended;
}
