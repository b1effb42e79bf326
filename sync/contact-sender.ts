// Delivers stored landing-page contact requests to the backend. The anon role may only insert
// there, so a replayed insert answers 23505 (the id exists): that means delivered, not failed.
import type { SalonDeskDB } from '../src/db/database';
import type { PendingContactRequest } from '../src/db/schema';

export interface ContactInsertResult {
  error: { code?: string; message: string } | null;
  /** HTTP status; 0 when the request never reached the server. */
  status: number;
}
export type ContactInsert = (row: Omit<PendingContactRequest, 'seq' | 'status' | 'attempts' | 'last_error'>) => Promise<ContactInsertResult>;

/** Tries every pending request once, oldest first. Returns how many were delivered. */
export async function flushContactRequests(database: SalonDeskDB, insert: ContactInsert): Promise<number> {
  const pending = await database.contact_requests.where('status').equals('pending').sortBy('seq');
  let delivered = 0;
  for (const req of pending) {
    const { seq, status: _s, attempts, last_error: _e, ...row } = req;
    const result: ContactInsertResult = await insert(row).catch((e: unknown) => ({ error: { message: String(e) }, status: 0 }));
    if (!result.error || result.error.code === '23505') {
      await database.contact_requests.delete(seq!);
      delivered++;
    } else if (result.status === 0 || result.status >= 500 || result.status === 401 || result.status === 429) {
      // Not reached or not now: keep it and stop, the connection is likely gone.
      await database.contact_requests.update(seq!, { attempts: attempts + 1, last_error: result.error.message });
      break;
    } else {
      // The server refused this request itself; keep it (never lose what a person wrote) but stop retrying it.
      await database.contact_requests.update(seq!, { status: 'failed', attempts: attempts + 1, last_error: result.error.message });
    }
  }
  return delivered;
}
