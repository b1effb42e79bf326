// The wire contract between the sync engine and the backend's SQL functions (docs/architecture.md#sync).
// Both sides are written against this file: supabase/migrations implement it in SQL,
// sync/engine implements the client. Called through supabase.rpc(name, args).
import { TABLE_NAMES } from '../src/domain/tables';
import type { SyncedTableName } from '../src/domain/types';

/** The server-made conflict records every device pulls (and never pushes). */
export const CONFLICTS_TABLE = 'sync_conflicts';
/** Tables a pull may name: the registry's (src/domain/tables.ts; a device pushes only these), plus the conflict records. */
export const PULLED_TABLES: readonly PulledTableName[] = [...TABLE_NAMES, CONFLICTS_TABLE];
export type PulledTableName = SyncedTableName | typeof CONFLICTS_TABLE;

/** One outbox entry as pushed. `seq` is per device (client_id) and per salon, strictly increasing. */
export interface PushMutation {
  seq: number;
  mutation_id: string;
  table: SyncedTableName;
  row_id: string;
  op: 'put' | 'patch' | 'delete';
  /** Column → value. For 'put' the whole row (minus sync columns), for 'delete' { deleted: true }. */
  fields: Record<string, unknown>;
  /** One HLC stamp for every field of this mutation (src/domain/hlc.ts text form). */
  hlc: string;
  /**
   * 'restore' for a row brought back from a backup; absent otherwise (anything else is rejected).
   * The server uses it for one thing only: a restored appointment queues no confirmation (its
   * customer had one when it was booked), its reminder as usual. Never stored in the row.
   */
  origin?: 'restore';
}

/** rpc('sync_push', { p_client_id, p_salon_id, p_mutations }) */
export interface PushArgs {
  p_client_id: string;
  p_salon_id: string;
  p_mutations: PushMutation[];
}

export type PushResult =
  /** At least one field was written; `version` is the row's new version. */
  | { seq: number; mutation_id: string; status: 'applied'; version: number }
  /** Every field already had a newer stamp on the server (or the seq was already applied). */
  | { seq: number; mutation_id: string; status: 'superseded'; version: number | null }
  /** Nothing was written for this mutation; `reason` says why, for the owner to read. */
  | { seq: number; mutation_id: string; status: 'rejected'; reason: string }
  /** An appointment that would double-book: stored with status 'conflict' plus a sync_conflicts row. */
  | { seq: number; mutation_id: string; status: 'conflict'; version: number; conflict_id: string };

export interface PushResponse {
  results: PushResult[];
  /** The highest seq the server has now taken from this client for this salon. */
  last_seq: number;
}

/** rpc('sync_pull', { p_salon_id, p_cursor, p_limit[, p_history_from] }) */
export interface PullArgs {
  p_salon_id: string;
  p_cursor: number;
  p_limit: number;
  /**
   * A new device's first pull only ('YYYY-MM-DD'): leaves out the rows of HISTORY_TABLES dated
   * before this day, which sync_pull_history brings afterwards. Later than tomorrow is refused.
   */
  p_history_from?: string;
}

/** The tables whose old rows a new device fetches after its first pull, and the column dating each. */
export const HISTORY_TABLES = { appointments: 'appointment_date', calls: 'started_at', staff_schedules: 'date' } as const;
export type HistoryTableName = keyof typeof HISTORY_TABLES;

/** rpc('sync_pull_history', { p_salon_id, p_before, p_days }): the rows dated in [p_before - p_days, p_before). */
export interface HistoryArgs {
  p_salon_id: string;
  /** 'YYYY-MM-DD', no later than tomorrow. */
  p_before: string;
  /** 1..MAX_HISTORY_DAYS. */
  p_days: number;
}

export interface HistoryResponse {
  /** The rows as they are now, tombstones included, in the pull's shape (any order). */
  changes: PulledChange[];
  /** The page's first day (p_before - p_days). */
  from: string;
  /** The latest day before `from` holding a history row; null when there is none. */
  older: string | null;
}

export interface PulledChange {
  table: PulledTableName;
  /**
   * The whole row as stored, tombstones included, with its sync columns and `version`; without
   * `field_stamps` (column → HLC), which only the server's merge reads.
   */
  row: Record<string, unknown> & { id: string; version: number; deleted: boolean; updated_at: string };
}

export interface PullResponse {
  changes: PulledChange[];
  /** The version of the last change returned (or the cursor given, when none). */
  cursor: number;
  has_more: boolean;
  /** The cursor is older than purged tombstones: drop the salon's synced rows and pull from 0. */
  resync: boolean;
}

/**
 * Limits the server enforces; the client stays under them. A pull page is large because a new
 * device of a big salon pays a fixed cost per page on both sides (a request, a transaction).
 */
export const MAX_PUSH_BATCH = 200;
export const MAX_PULL_LIMIT = 5000;
export const MAX_HISTORY_DAYS = 366;
/** Server-side: stamps further than this ahead of the server clock are rejected. */
export const MAX_FUTURE_SKEW_MS = 5 * 60 * 1000;
/** Tombstones older than this are purged. */
export const TOMBSTONE_RETENTION_DAYS = 90;
