// The AI Chat screen's assistant and offline queue over this device's own salon store and queue.
// The screen asks for them here and never holds the database or the write context (issue 12:
// features never touch Dexie; eslint.config.js). The assistant core (src/assistant) sees only the
// store's interface (src/domain/salon-store.ts).
import { createAssistant, createAssistantQueue, type Assistant, type AssistantOptions, type AssistantQueue } from '../../assistant';
import { openDeviceStores } from '../../db/repositories/salon-store';

export interface ChatAssistant {
  assistant: Assistant;
  queue: AssistantQueue;
}

export type ChatAssistantOptions = Omit<AssistantOptions, 'store'> & {
  salonId: string;
  /** false queues every message (navigator.onLine in the browser). */
  isOnline?: () => boolean;
};

export interface ChatAssistants {
  /** An assistant and its queue for one salon; the screen makes one per salon it shows. */
  create(options: ChatAssistantOptions): ChatAssistant;
}

/** Opens this device's write context (once per screen); every assistant made from it writes through it. */
export async function openChatAssistants(): Promise<ChatAssistants> {
  const stores = await openDeviceStores();
  return {
    create({ isOnline, salonId, ...options }) {
      const assistant = createAssistant({ ...options, store: stores.salon(salonId) });
      // Queued messages are filed under the assistant's conversation of the moment (its call record).
      return { assistant, queue: createAssistantQueue({ assistant, store: stores.queue(salonId), salonId, isOnline }) };
    },
  };
}
