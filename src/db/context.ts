// What a repository needs to write: the database and this device's hybrid logical clock.
// The device id and the last issued stamp live in `settings`, so stamps stay monotonic across
// reloads even if the wall clock steps back.
import { createHybridClock, isHlc, nodeIdFrom, type HybridClock } from '../domain/hlc';
import { newId } from '../domain/ids';
import type { NotificationSource } from '../domain/types';
import { db as appDb, type SalonDeskDB } from './database';

export interface WriteContext {
  db: SalonDeskDB;
  clock: HybridClock;
  deviceId: string;
  nodeId: string;
  now: () => number;
  /**
   * Who acts through this context, for the owner's notifications: the assistant's tools run with
   * 'assistant' (src/assistant/loop.ts); absent means the owner by hand on this device.
   */
  actor?: NotificationSource;
}

export const DEVICE_ID_KEY = 'device_id';
export const HLC_KEY = 'hlc_last';

const contexts = new WeakMap<SalonDeskDB, Promise<WriteContext>>();

export function openWriteContext(database: SalonDeskDB, now: () => number = Date.now): Promise<WriteContext> {
  let ctx = contexts.get(database);
  if (!ctx) {
    ctx = database.transaction('rw', database.settings, async () => {
      const stored = await database.settings.get(DEVICE_ID_KEY);
      const deviceId = typeof stored?.value === 'string' ? stored.value : newId();
      if (!stored) await database.settings.put({ key: DEVICE_ID_KEY, value: deviceId });
      const last = (await database.settings.get(HLC_KEY))?.value;
      const nodeId = nodeIdFrom(deviceId);
      return { db: database, deviceId, nodeId, now, clock: createHybridClock(nodeId, now, isHlc(last) ? last : undefined) };
    });
    contexts.set(database, ctx);
    // A failed open must not be cached forever.
    ctx.catch(() => contexts.delete(database));
  }
  return ctx;
}

/** The app's own context, over the app's database. */
export function appContext(): Promise<WriteContext> {
  return openWriteContext(appDb);
}
