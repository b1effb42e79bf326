// The shape every tool module has (docs/architecture.md#assistant), and what a tool may reach while it runs.
import { z } from 'zod';
import { newId } from '../../domain/ids';
import type { Language } from '../../domain/languages';
import type { SalonStore } from '../../domain/salon-store';
import type { ProposalAction } from '../words';

/** What the loop remembers for one conversation; reset() starts a new one. */
export interface ConversationState {
  /** The conversation's id, which is its call record's id. */
  id: string;
  /** Phone numbers the customer typed, as typed; cancelling requires one with the appointment's key. */
  phones: Set<string>;
  /** Bookings made in this conversation, by phone+service+date+time, so a repeated call books once. */
  bookings: Map<string, string>;
  /** Customer messages so far (read-back: a write proposed on one turn runs only on a later one). */
  turn: number;
  /** Writes read back to the customer, by tool and normalized arguments, with the turn they were proposed on. */
  proposals: Map<string, number>;
  /** How many of the latest replies this message was said before hearing whole: it confirms none of their read-backs (not saved: set per message). */
  unheard?: number;
  /** The language the customer speaks, once their card or their words said it (words/index.ts); English until then. */
  language?: Language;
  /** The salon's time zone, read with the salon each message (not saved): the words write times on its country's clock. */
  zone?: string;
  /** Set by transfer_call during a turn; the loop hands it to the reply and clears it (not saved). */
  handoff?: Handoff;
}

/** The call goes to a person at the salon (transfer_call): the phone channel ends Sarah's part with it. */
export interface Handoff {
  reasonCode: 'transfer';
  reason: string;
}

/** The turn's handoff for its reply, taken off the conversation (the next turn starts without one). */
export function takeHandoff(conversation: ConversationState): { handoff?: Handoff } {
  const { handoff } = conversation;
  delete conversation.handoff;
  return handoff ? { handoff } : {};
}

export interface ToolContext {
  /** The salon's data, on the device or the server (src/domain/salon-store.ts). */
  store: SalonStore;
  now: () => Date;
  conversation: ConversationState;
  /**
   * Off the chat screen (phone, SMS): called by a writing tool right before it writes, with what
   * it is about to do. null = go ahead; otherwise the read-back answer to return, nothing written
   * (read-back.ts). Absent = no read-back (the chat screen).
   */
  readBack?: ReadBack;
}

/** What a write tool proposes: its identity (normalized arguments) and what to say. */
export interface Proposal {
  /** The tool and its normalized arguments: the same key on a later turn carries the write out. */
  key: string;
  /** Book services for a customer, move or cancel the caller's appointment: said in the conversation's language. */
  action: ProposalAction;
  /** The wall date and time the caller hears (the new one for a move). */
  date: string;
  time: string;
  /** A move says where it comes from. */
  from?: { date: string; time: string };
  /** A move to another technician names them. */
  staff?: string;
  /** Said only when the pricing ability is on. */
  price?: number;
}

export type ReadBack = (proposal: Proposal) => ToolResult | null;

/** A tool's answer to the model. `error` set means the request was refused or failed. */
export type ToolResult =
  | { error: string; [key: string]: unknown }
  | { success: true; message?: string; [key: string]: unknown }
  /** A write read back to the customer (read-back.ts): nothing written yet. */
  | { needs_confirmation: true; read_back: string; message: string; [key: string]: unknown };

export interface Tool<S extends z.ZodType = z.ZodType> {
  name: string;
  description: string;
  parameters: S;
  /** Writes show as success entries in the action log (the screen refetches appointments on them). */
  writes?: boolean;
  execute(args: z.infer<S>, tc: ToolContext): Promise<ToolResult>;
}

export function defineTool<S extends z.ZodType>(tool: Tool<S>): Tool<S> {
  return tool;
}

export function newConversationState(id: string = newId()): ConversationState {
  return { id, phones: new Set(), bookings: new Map(), turn: 0, proposals: new Map() };
}

export const fail = (error: string, extra: Record<string, unknown> = {}): ToolResult => ({ error, ...extra });

/**
 * Phone numbers typed in a customer message (7+ digits; dates like 2026-03-27 are not phones), as
 * typed: the tools read them in the salon's region (src/domain/phone-key.ts), which needs the "+".
 */
export function phonesIn(message: string): string[] {
  const found: string[] = [];
  for (const m of message.matchAll(/\+?\(?\d[\d\s().-]{5,}\d/g)) {
    const raw = m[0].trim();
    if (/^\d{4}-\d{2}-\d{2}$/.test(raw)) continue;
    if (raw.replace(/\D/g, '').length >= 7) found.push(raw);
  }
  return found;
}
