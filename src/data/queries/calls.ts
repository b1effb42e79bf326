// The Calls screen's reads: a window of the newest calls, never the whole table, and
// one call's transcript with the appointments it touched. The live hooks and the bench run these.
import type { Call, CallOutcome, CallTurn } from '../../domain/types';
import type { SalonDeskDB } from '../../db/database';
import { withRefs, type AppointmentView } from './appointments';
import type { TableName } from '../use-live-read';

/** How many calls a window starts with, and how many more "Show more" adds. */
export const CALLS_PAGE = 50;

export const CALL_LIST_TABLES: readonly TableName[] = ['calls'];
export const TRANSCRIPT_TABLES: readonly TableName[] = ['calls', 'call_turns', 'appointments', 'customers', 'services', 'staff'];

export interface CallListRequest {
  outcome?: CallOutcome | 'all';
  /** A part of the caller's name, or digits of their phone. */
  query?: string;
  limit: number;
}

export interface CallWindow {
  /** Newest first. */
  rows: Call[];
  /** More calls match beyond the window. */
  more: boolean;
}

/** Whether a call matches a search: its caller's name contains it, or its phone's digits contain its digits. */
export function callMatches(call: Pick<Call, 'caller_name' | 'caller_phone'>, query: string): boolean {
  const q = query.trim().toLowerCase();
  if (!q) return true;
  if (call.caller_name?.toLowerCase().includes(q)) return true;
  const digits = q.replace(/\D/g, '');
  // Digits only when the query is mostly a number: "Anna 2" must not match every phone with a 2.
  return digits.length >= 3 && digits.length >= q.replace(/[\s()+.-]/g, '').length && !!call.caller_phone?.replace(/\D/g, '').includes(digits);
}

const INDEX = '[salon_id+started_at]';
const MAX = '\uffff';
/** The first chunk of a filtered walk covers this many days back from the newest call; each next one twice the last. */
const FIRST_SPAN_DAYS = 7;
const DAY_MS = 86_400_000;

/**
 * The newest `limit` live calls of the salon that match, newest first, and whether more match.
 * Without a filter: the newest rows straight off the [salon_id+started_at] index. With one: the
 * index is read in time chunks going back (plain range reads, no cursor stepping row by row),
 * each twice as long as the last, until the window is full or the oldest call is passed; a rare
 * search reads every call once, a common one only the newest few chunks.
 */
export async function readCallWindow(db: SalonDeskDB, salonId: string, req: CallListRequest): Promise<CallWindow> {
  const outcome = req.outcome && req.outcome !== 'all' ? req.outcome : null;
  const query = req.query?.trim() ?? '';
  const want = req.limit + 1;
  const index = db.calls.where(INDEX);
  if (!outcome && !query) {
    const rows = await index
      .between([salonId, ''], [salonId, MAX])
      .reverse()
      .filter((c) => !c.deleted)
      .limit(want)
      .toArray();
    return { rows: rows.slice(0, req.limit), more: rows.length > req.limit };
  }
  const keep = (c: Call) => !c.deleted && (!outcome || c.outcome === outcome) && callMatches(c, query);
  const [oldest, newest] = await Promise.all([index.between([salonId, ''], [salonId, MAX]).first(), index.between([salonId, ''], [salonId, MAX]).last()]);
  const found: Call[] = [];
  if (!oldest || !newest) return { rows: [], more: false };
  let upper = newest.started_at;
  let upperIncluded = true;
  for (let span = FIRST_SPAN_DAYS * DAY_MS; found.length < want; span *= 2) {
    const from = Date.parse(upper) - span;
    const lower = Number.isFinite(from) && from > Date.parse(oldest.started_at) ? new Date(from).toISOString() : '';
    const chunk = await index.between([salonId, lower], [salonId, upper], true, upperIncluded).toArray();
    for (let i = chunk.length - 1; i >= 0 && found.length < want; i--) if (keep(chunk[i])) found.push(chunk[i]);
    if (lower === '') break;
    upper = lower;
    upperIncluded = false;
  }
  return { rows: found.slice(0, req.limit), more: found.length > req.limit };
}

export interface Transcript {
  call: Call;
  /** In order. */
  turns: CallTurn[];
  /** The appointments its steps created, moved or cancelled, by id (gone ones are missing). */
  appointments: Record<string, AppointmentView>;
}

/** One call of the salon with its transcript; null when it is gone or another salon's. */
export function readTranscript(db: SalonDeskDB, salonId: string, callId: string): Promise<Transcript | null> {
  return db.transaction('r', [db.calls, db.call_turns, db.appointments, db.customers, db.services, db.staff], async () => {
    const call = await db.calls.get(callId);
    if (!call || call.deleted || call.salon_id !== salonId) return null;
    const turns = (await db.call_turns.where('[call_id+position]').between([callId, 0], [callId, Infinity]).toArray()).filter((t) => !t.deleted);
    const ids = [...new Set(turns.map((t) => t.appointment_id).filter((id): id is string => !!id))];
    const found = (await db.appointments.bulkGet(ids)).filter((a) => !!a && !a.deleted && a.salon_id === salonId);
    const views = await withRefs(db, salonId, found as NonNullable<(typeof found)[number]>[]);
    return { call, turns, appointments: Object.fromEntries(views.map((v) => [v.id, v])) };
  });
}
