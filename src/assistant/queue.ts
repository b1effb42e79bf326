// Offline customer messages (docs/architecture.md#device-and-server). When the model endpoint cannot be
// reached, the message waits in assistant_queue (it survives a reload) and the chat says so; when
// the endpoint answers again the queue drains oldest first. A message is claimed before sending
// and removed once answered, so it is never answered twice, even with two tabs draining.
// Draining runs under a per-salon Web Lock, which the browser releases when a tab closes: a claim
// found while holding it belongs to a tab that died mid-send and goes back in the queue. Without
// Web Locks a claim is taken back only after CLAIM_LEASE_MS (longer than any send can take).
import type { AssistantQueueEntry } from '../domain/assistant-queue';
import type { Assistant, AssistantReply } from './loop';
import * as text from './messages';

export interface QueuedReply extends AssistantReply {
  /** Set when the message was queued instead of answered. */
  queuedId?: number;
}

export interface DrainedReply extends AssistantReply {
  queuedId: number;
  text: string;
}

/** A message waiting to be sent (the device's queue row). */
export type QueuedMessage = AssistantQueueEntry;

/**
 * Where one salon's waiting messages are kept: the device's own table (src/db/repositories/
 * assistant.ts deviceQueueStore), so they survive a reload and never leave the device unsent.
 */
export interface QueueStore {
  add(entry: { conversation_id: string; text: string; created_at: string }): Promise<number>;
  /** The salon's waiting messages in the order they were typed. */
  waiting(): Promise<QueuedMessage[]>;
  /** false when another drain already took it. */
  claim(id: number, at: string): Promise<boolean>;
  /** Puts claims back (those older than `before`; every one without it). */
  releaseClaims(before?: string): Promise<number>;
  requeue(id: number, error: string): Promise<void>;
  remove(id: number): Promise<void>;
}

export interface AssistantQueueOptions {
  assistant: Assistant;
  store: QueueStore;
  salonId: string;
  /** Fixes the conversation a queued message is filed under; default the assistant's current one. */
  conversationId?: string;
  /** false skips the request entirely (navigator.onLine in the browser). */
  isOnline?: () => boolean;
  now?: () => Date;
  /** Web Locks (navigator.locks in the browser); null runs without (lease-based recovery). */
  locks?: Pick<LockManager, 'request'> | null;
}

/** 10 model rounds × the client's 60 s timeout, with room to spare. */
export const CLAIM_LEASE_MS = 15 * 60_000;

export interface AssistantQueue {
  /** Sends now, or queues when offline / unreachable; other failures answer with the apology. */
  send(message: string): Promise<QueuedReply>;
  /** Sends waiting messages in order; stops at the first that still cannot reach the endpoint. */
  drain(onReply?: (reply: DrainedReply) => void): Promise<DrainedReply[]>;
  pending(): Promise<number>;
  /** The messages waiting to be sent, oldest first (a reloaded screen shows them until answered). */
  waiting(): Promise<QueuedMessage[]>;
}

export function createAssistantQueue(options: AssistantQueueOptions): AssistantQueue {
  const { assistant, store, salonId } = options;
  const online = options.isOnline ?? (() => true);
  const now = options.now ?? (() => new Date());
  const locks = options.locks === undefined ? (globalThis.navigator?.locks ?? null) : options.locks;
  let draining: Promise<DrainedReply[]> | null = null;

  const enqueue = async (message: string): Promise<QueuedReply> => {
    const queuedId = await store.add({
      conversation_id: options.conversationId ?? assistant.conversationId,
      text: message,
      created_at: now().toISOString(),
    });
    return { reply: text.REPLY_QUEUED, actions: [], queuedId };
  };

  async function drainOnce(onReply: ((reply: DrainedReply) => void) | undefined, lockHeld: boolean): Promise<DrainedReply[]> {
    const answered: DrainedReply[] = [];
    const leaseStart = new Date(now().getTime() - CLAIM_LEASE_MS).toISOString();
    await store.releaseClaims(lockHeld ? undefined : leaseStart);
    for (const entry of await store.waiting()) {
      const id = entry.id as number;
      if (!(await store.claim(id, now().toISOString()))) continue;
      // It joins the conversation (and the call record) it was typed in, at the time it was typed.
      const typed = new Date(entry.created_at);
      const result = await assistant.send(entry.text, {
        conversationId: entry.conversation_id,
        at: Number.isNaN(typed.getTime()) ? undefined : typed,
      });
      if (result.error?.kind === 'unreachable') {
        await store.requeue(id, result.error.message);
        break;
      }
      await store.remove(id);
      const reply = { ...result, queuedId: id, text: entry.text };
      answered.push(reply);
      onReply?.(reply);
    }
    return answered;
  }

  return {
    async send(message) {
      const trimmed = message.trim();
      if (!trimmed) return { reply: '', actions: [], ignored: true };
      // Older waiting messages go first, or the conversation would answer out of order.
      if (!online() || (await store.waiting()).length > 0) return enqueue(trimmed);
      const result = await assistant.send(trimmed);
      if (result.error?.kind === 'unreachable') return enqueue(trimmed);
      return result;
    },
    drain(onReply) {
      if (!draining) {
        const run = locks ? locks.request(`salon-desk-assistant-drain-${salonId}`, () => drainOnce(onReply, true)) : drainOnce(onReply, false);
        draining = (run as Promise<DrainedReply[]>).finally(() => {
          draining = null;
        });
      }
      return draining;
    },
    async pending() {
      return (await store.waiting()).length;
    },
    waiting() {
      return store.waiting();
    },
  };
}
