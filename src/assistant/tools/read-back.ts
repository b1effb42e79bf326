// Read-back before a write, on every channel but the chat screen: on the phone (and by
// text) Sarah says the weekday, date, time, service and price of a booking, move or cancellation
// and gets a yes before anything is written. Enforced here, not only in the prompt: the first call
// of a writing tool with given arguments writes nothing and answers `needs_confirmation` with the
// words to say; the same write with the same arguments runs only on a LATER customer turn (the
// caller spoke after hearing it). Changed arguments are a new proposal, read back again.
import type { CallChannel } from '../../domain/types';
import { wordsIn, wordsOf, type Words } from '../words';
import type { ConversationState, Proposal, ReadBack, Tool, ToolResult } from './tool';

export type { Proposal };

/** Channels without the gate: the chat screen, where the customer reads the booking before it is made. */
const NO_READ_BACK: ReadonlySet<CallChannel> = new Set(['chat']);

export const needsReadBack = (channel: CallChannel | undefined): boolean => !NO_READ_BACK.has(channel ?? 'chat');

/** The sentence Sarah reads back, in the conversation's language. */
export const readBackWords = (p: Proposal, pricing: boolean, words: Words = wordsIn('en')): string => words.readBack(p, pricing);

/** 'a Gel Manicure', 'an Acrylic Full Set', joined with 'and': the services as said in English. */
export const servicesSaid = (names: readonly string[]): string => wordsIn('en').servicesSaid(names);

/**
 * The gate for one conversation, as the tools call it right before they write: null lets the
 * write go ahead; otherwise the answer to give the model (nothing written).
 */
export function readBackGate(conversation: ConversationState, tool: string, pricing: boolean): ReadBack {
  return (p) => {
    const key = `${tool}|${p.key}`;
    const { turn, proposals } = conversation;
    // The caller's yes answers the latest read-back they heard: this tool's proposals of the latest
    // earlier turn. Older ones were replaced by it; this turn's have not been heard yet, nor those
    // of the latest turns the caller spoke before hearing whole (queued behind them, or over one).
    const heardBefore = turn - (conversation.unheard ?? 0);
    const heard = [...proposals].filter(([k, at]) => k.startsWith(`${tool}|`) && at < heardBefore).map(([, at]) => at);
    const latest = heard.length ? Math.max(...heard) : -1;
    for (const [k, at] of proposals) if (k.startsWith(`${tool}|`) && at < latest) proposals.delete(k);
    const proposedAt = proposals.get(key);
    if (proposedAt !== undefined && proposedAt === latest) {
      // Carried out now; a repeat finds the write done (the tools' booking memory, "already moved/canceled").
      proposals.delete(key);
      return null;
    }
    proposals.set(key, turn);
    const read_back = readBackWords(p, pricing, wordsOf(conversation));
    return {
      needs_confirmation: true,
      message: `Read back, nothing written yet: ${read_back}`,
      read_back,
      instruction: `Nothing is written yet. Say read_back to the caller in your own short words and ask for a yes. Call ${tool} again with exactly the same arguments only after the caller says yes; if they change anything, call it with the new details (that is read back again).`,
    } satisfies ToolResult;
  };
}

/** The gate a tool gets in the loop: writing tools off the chat screen; none otherwise. */
export function readBackFor(tool: Tool, conversation: ConversationState, channel: CallChannel | undefined, pricing: boolean): ReadBack | undefined {
  return tool.writes && needsReadBack(channel) ? readBackGate(conversation, tool.name, pricing) : undefined;
}

/** A turn that failed (the model unreachable) takes back its read-backs and handoff: the caller never heard them. */
export function forgetTurn(conversation: ConversationState, turn: number): void {
  for (const [key, at] of conversation.proposals) if (at === turn) conversation.proposals.delete(key);
  delete conversation.handoff;
}
