// The AI Chat screen's assistant and offline queue over the app's own database. The screen asks
// for them here and never holds the database or the write context (issue 12: features never
// touch Dexie; eslint.config.js).
import { appContext } from '../db/context';
import { createAssistant, type Assistant, type AssistantOptions } from './loop';
import { createAssistantQueue, type AssistantQueue } from './queue';

export interface ChatAssistant {
  assistant: Assistant;
  queue: AssistantQueue;
}

export type ChatAssistantOptions = Omit<AssistantOptions, 'ctx'> & {
  /** false queues every message (navigator.onLine in the browser). */
  isOnline?: () => boolean;
};

export interface ChatAssistants {
  /** An assistant and its queue for one salon; the screen makes one per salon it shows. */
  create(options: ChatAssistantOptions): ChatAssistant;
}

/** Opens this device's write context (once per screen); every assistant made from it writes through it. */
export async function openChatAssistants(): Promise<ChatAssistants> {
  const ctx = await appContext();
  return {
    create({ isOnline, ...options }) {
      const assistant = createAssistant({ ...options, ctx });
      // Queued messages are filed under the assistant's conversation of the moment (its call record).
      return { assistant, queue: createAssistantQueue({ assistant, db: ctx.db, salonId: options.salonId, isOnline }) };
    },
  };
}
