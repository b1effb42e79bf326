// What one sync pass of one salon works with: the device's database, the salon, this device's
// id, the way to the backend, and the knobs tests turn (batch sizes, progress).
import type { SalonDeskDB } from '../src/db/database';
import type { HybridClock } from '../src/domain/hlc';
import type { SyncTransport } from './transport';

export interface ReplicaContext {
  db: SalonDeskDB;
  salonId: string;
  /** This device's id: the server keeps one last_seq per device and salon. */
  clientId: string;
  transport: SyncTransport;
  clock?: HybridClock;
  pushBatch?: number;
  pullLimit?: number;
  onProgress?: (pulled: number) => void;
  /**
   * 'YYYY-MM-DD': a new device's first pull leaves out the history tables' rows dated before this
   * day, and sync/history.ts brings them afterwards. Absent: the first pull takes everything.
   */
  historyFrom?: string;
}
