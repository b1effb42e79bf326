// Local-only row types (docs/architecture.md#local-only-tables). Synced row types live in src/domain/types.ts.
import type { SyncedTableName } from '../domain/types';

export type OutboxOp = 'put' | 'patch' | 'delete';

/**
 * Where a write came from, when that matters to the server: 'restore' for rows brought back from a
 * backup (the customer had their confirmation when the appointment was first booked, so the
 * server queues none). Absent for everything the owner or Sarah does. Not indexed: no Dexie version.
 */
export type WriteOrigin = 'restore';

/**
 * One local write waiting for the server. It leaves the queue when the server answers for it:
 * applied, superseded, or refused (a refusal is kept with its reason in `conflicts`, kind
 * 'rejected', for the owner to see and redo). Retry, backoff and auth state are the engine's,
 * per salon, not per entry: a push sends the whole queue in order, so entries never differ there.
 */
export interface OutboxEntry {
  seq?: number;
  mutation_id: string;
  salon_id: string;
  table: SyncedTableName;
  row_id: string;
  op: OutboxOp;
  /** The written fields; for `put` the whole row, for `delete` just the tombstone. */
  fields: Record<string, unknown>;
  /** One HLC for every field of this mutation: the server keeps it per field (last writer wins). */
  hlc: string;
  created_at: string;
  /** Set only for a restore's writes; sent with the mutation, never stored in the row. */
  origin?: WriteOrigin;
}

export interface SyncStateRow {
  salon_id: string;
  cursor: number;
  last_pulled_at: string | null;
  last_error: string | null;
  /**
   * Set on a device whose first pull left the older history out, until it has all of it; absent
   * on a device that holds everything. Not indexed: no Dexie version.
   */
  history?: HistoryProgress;
}

/**
 * A new device takes the history tables' recent rows with its first pull and the older ones
 * afterwards, newest first, a span of days per request (sync/history.ts). Kept here so a reload
 * or a day offline resumes where it stopped.
 */
export interface HistoryProgress {
  /** The day the first pull split at ('YYYY-MM-DD'). */
  cutoff: string;
  /** Until the first pull has caught up: its pages leave out the rows dated before `cutoff`. */
  recentOnly: boolean;
  /** The device holds every history row dated on or after this day; null once it holds them all. */
  next: string | null;
  /** How many days the next request spans (sized from the rows the last one brought). */
  days: number;
}

export interface SettingRow {
  key: string;
  value: unknown;
}

export type { AssistantQueueEntry } from '../domain/assistant-queue';

export interface ActionLogEntry {
  id?: number;
  salon_id: string;
  type: 'info' | 'success' | 'error';
  message: string;
  timestamp: string;
}

export interface ConflictRow {
  id: string;
  salon_id: string;
  kind: 'double_booking' | 'rejected';
  table: SyncedTableName | null;
  row_id: string | null;
  other_row_id: string | null;
  reason: string;
  created_at: string;
  resolved: boolean;
  /** For a rejected mutation: what the device had tried to write. */
  mutation?: { op: OutboxOp; fields: Record<string, unknown>; hlc: string };
}

/** A landing-page contact request waiting to be delivered (anonymous, never synced back). */
export interface PendingContactRequest {
  seq?: number;
  id: string;
  name: string;
  email: string;
  salon_name: string;
  phone: string;
  message: string;
  created_at: string;
  status: 'pending' | 'failed';
  attempts: number;
  last_error: string | null;
}
