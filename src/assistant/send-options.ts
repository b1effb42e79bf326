// What one customer message brings besides its words (the channel's facts about it).
import type { Language } from '../domain/languages';

export interface SendOptions {
  /**
   * The conversation the message was typed in (a queued message): when it is not the current
   * one, the current one ends and this one is taken up again, so the message joins its own call.
   */
  conversationId?: string;
  /** When the customer typed it (a queued message), for the transcript; default now. */
  at?: Date;
  /** Streams every request of this message (a phone call speaks as the model writes): Sarah's words as they come, every round (stream.ts). */
  onText?: (delta: string) => void;
  /** How many of the latest replies were not heard whole when this was said (a phone prompt queued behind them, or over one): it confirms none of their read-backs. */
  unheardReplies?: number;
  /** The language the channel speaks now (a call's speech), taken before the message is read for its own. */
  language?: Language;
}
