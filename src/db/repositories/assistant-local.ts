// The assistant's local-only tables (docs/architecture.md#local-only-tables): the action log and the offline message queue,
// plus its provider settings. None of them syncs, so they are written directly, with no outbox.
import type { SalonDeskDB } from '../database';
import type { ActionLogEntry, AssistantQueueEntry } from '../schema';

export async function appendActionLog(db: SalonDeskDB, entry: Omit<ActionLogEntry, 'id'>): Promise<void> {
  await db.action_log.add({ ...entry });
}

/** Newest first, as the Action Log panel shows them. */
export async function recentActionLog(db: SalonDeskDB, salonId: string, limit = 10): Promise<ActionLogEntry[]> {
  const rows = await db.action_log.where('salon_id').equals(salonId).toArray();
  return rows.sort((a, b) => (b.id ?? 0) - (a.id ?? 0)).slice(0, limit);
}

export async function enqueueAssistantMessage(db: SalonDeskDB, entry: Omit<AssistantQueueEntry, 'id' | 'status' | 'last_error'>): Promise<number> {
  return db.assistant_queue.add({ ...entry, status: 'queued', last_error: null });
}

/** The salon's waiting messages in the order they were typed (auto-increment ids keep it). */
export async function queuedAssistantMessages(db: SalonDeskDB, salonId: string): Promise<AssistantQueueEntry[]> {
  const rows = await db.assistant_queue.where('salon_id').equals(salonId).toArray();
  return rows.filter((r) => r.status === 'queued').sort((a, b) => (a.id ?? 0) - (b.id ?? 0));
}

/**
 * Claims a queued message for sending; false when another drain already took it. The claim and
 * the check are one transaction, so two tabs draining at once never answer a message twice.
 */
export async function claimQueuedMessage(db: SalonDeskDB, id: number, claimedAt = new Date().toISOString()): Promise<boolean> {
  return db.transaction('rw', db.assistant_queue, async () => {
    const row = await db.assistant_queue.get(id);
    if (!row || row.status !== 'queued') return false;
    await db.assistant_queue.update(id, { status: 'sending', claimed_at: claimedAt });
    return true;
  });
}

/**
 * Puts claims back in the queue that nobody is sending any more (a tab closed mid-send).
 * `claimedBefore` limits it to claims older than that instant; without it every claim of the
 * salon is released, which is only right while holding the drain lock. Returns how many.
 */
export async function releaseAbandonedClaims(db: SalonDeskDB, salonId: string, claimedBefore?: string): Promise<number> {
  return db.transaction('rw', db.assistant_queue, async () => {
    const stuck = (await db.assistant_queue.where('salon_id').equals(salonId).toArray()).filter(
      (r) => r.status === 'sending' && (claimedBefore === undefined || (r.claimed_at ?? '') < claimedBefore),
    );
    for (const r of stuck) await db.assistant_queue.update(r.id as number, { status: 'queued' });
    return stuck.length;
  });
}

export async function requeueMessage(db: SalonDeskDB, id: number, error: string): Promise<void> {
  await db.assistant_queue.update(id, { status: 'queued', last_error: error });
}

export async function removeQueuedMessage(db: SalonDeskDB, id: number): Promise<void> {
  await db.assistant_queue.delete(id);
}

export async function readSetting<T>(db: SalonDeskDB, key: string): Promise<T | undefined> {
  return (await db.settings.get(key))?.value as T | undefined;
}

export async function writeSetting(db: SalonDeskDB, key: string, value: unknown): Promise<void> {
  await db.settings.put({ key, value });
}

/** One salon's offline queue on this device, in the shape the assistant's queue asks for (src/assistant/queue.ts). */
export function deviceQueueStore(db: SalonDeskDB, salonId: string) {
  return {
    add: (entry: { conversation_id: string; text: string; created_at: string }) => enqueueAssistantMessage(db, { salon_id: salonId, ...entry }),
    waiting: () => queuedAssistantMessages(db, salonId),
    claim: (id: number, at: string) => claimQueuedMessage(db, id, at),
    releaseClaims: (before?: string) => releaseAbandonedClaims(db, salonId, before),
    requeue: (id: number, error: string) => requeueMessage(db, id, error),
    remove: (id: number) => removeQueuedMessage(db, id),
  };
}
