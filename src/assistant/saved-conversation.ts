// One conversation as it stands between messages, as plain data (JSON-safe), so another request
// or another server process can carry it on (server-side Sarah: each request builds a
// new assistant with `resume`, and saves `assistant.saved()` after the turn).
import type { ChatCompletionMessageParam } from 'openai/resources/chat/completions';
import type { Language } from '../domain/languages';
import type { ConversationState } from './tools/tool';

export interface SavedConversation {
  id: string;
  /** What the model saw, system instruction first. */
  history: ChatCompletionMessageParam[];
  /** ConversationState.phones: the phones the customer gave, as typed. */
  phones: string[];
  /** ConversationState.bookings as [key, appointment id] pairs: what this conversation booked. */
  bookings: [string, string][];
  /** When the last turn happened (ISO), null before the first: 30 quiet minutes end it, as on the device. */
  lastAt: string | null;
  /** ConversationState.turn; absent in states saved before read-back: 0. */
  turn?: number;
  /** ConversationState.proposals as [key, turn] pairs: writes read back and waiting for a yes. */
  proposals?: [string, number][];
  /** ConversationState.language, once known. */
  language?: Language;
}

export function conversationOf(saved: SavedConversation): ConversationState {
  return {
    id: saved.id,
    phones: new Set(saved.phones),
    bookings: new Map(saved.bookings),
    turn: saved.turn ?? 0,
    proposals: new Map(saved.proposals ?? []),
    ...(saved.language ? { language: saved.language } : {}),
  };
}

export function savedOf(history: readonly ChatCompletionMessageParam[], conversation: ConversationState, lastAt: number | null): SavedConversation {
  return {
    id: conversation.id,
    history: [...history],
    phones: [...conversation.phones],
    bookings: [...conversation.bookings],
    lastAt: lastAt === null ? null : new Date(lastAt).toISOString(),
    turn: conversation.turn,
    proposals: [...conversation.proposals],
    ...(conversation.language ? { language: conversation.language } : {}),
  };
}
