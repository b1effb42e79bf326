// The AI Chat screen's assistant and offline queue. The screen asks for them here and never holds
// the database, the write context or the network (features never touch Dexie; eslint.config.js).
// Two homes for Sarah, one interface:
//   'server'  each message goes to server-side Sarah (POST /sarah/chat, sync/remote/sarah-client.ts)
//             with the owner's access token: the Sarah a caller gets, with the salon's model kept
//             on the server. The default whenever the owner is signed in.
//   'device'  the assistant core runs here over this device's own salon store, with the model
//             settings of this device ("Run Sarah on this device": a model on the salon's own network).
// Either way the messages wait in this device's queue while offline or unreachable.
import { createAssistant, createAssistantQueue, createRemoteAssistant, type Assistant, type AssistantOptions, type AssistantQueue } from '../../assistant';
import { openDeviceStores } from '../../db/repositories/salon-store';
import { createSarahClient, ownerAccessToken } from '../../../sync/remote/sarah-client';

export type SarahHome = 'server' | 'device';

export interface ChatAssistant {
  assistant: Assistant;
  queue: AssistantQueue;
  home: SarahHome;
}

export type ChatAssistantOptions = Omit<AssistantOptions, 'store'> & {
  salonId: string;
  home: SarahHome;
  /** false queues every message (navigator.onLine in the browser). */
  isOnline?: () => boolean;
};

export interface ChatAssistants {
  /** An assistant and its queue for one salon; the screen makes one per salon (and home) it shows. */
  create(options: ChatAssistantOptions): ChatAssistant;
}

/** Opens this device's write context (once per screen); every assistant made from it writes through it. */
export async function openChatAssistants(): Promise<ChatAssistants> {
  const stores = await openDeviceStores();
  const sarah = createSarahClient({ accessToken: ownerAccessToken });
  return {
    create({ isOnline, salonId, home, ...options }) {
      const store = stores.salon(salonId);
      const assistant =
        home === 'server'
          ? createRemoteAssistant({
              transport: sarah,
              log: options.log,
              greeting: options.greeting,
              // The AI agent configuration is kept on this device only (Phone Integration): it goes
              // with each message, since the server keeps none yet.
              agent: options.agent ?? (() => store.agent()),
              now: options.now,
            })
          : createAssistant({ ...options, store });
      // Queued messages are filed under the assistant's conversation of the moment (its call record).
      return { assistant, home, queue: createAssistantQueue({ assistant, store: stores.queue(salonId), salonId, isOnline }) };
    },
  };
}
