// Live reads of Sarah's calls: the Calls screen's window and one transcript.
import { db } from '../db/database';
import { CALL_LIST_TABLES, readCallWindow, readTranscript, TRANSCRIPT_TABLES, type CallListRequest, type CallWindow, type Transcript } from './queries/calls';
import { readKey, useLiveRead } from './use-live-read';

export type { CallListRequest, CallWindow, Transcript };
export { CALLS_PAGE } from './queries/calls';

/** The newest calls that match, live; undefined while the first answer for this request runs. */
export function useCallWindow(salonId: string | null | undefined, req: CallListRequest): CallWindow | undefined {
  return useLiveRead(readKey('calls', salonId ?? null, req), salonId ? () => readCallWindow(db, salonId, req) : null, CALL_LIST_TABLES);
}

/** One call with its transcript; null when there is none (or no call is asked for). */
export function useCallTranscript(salonId: string | null | undefined, callId: string | null): Transcript | null | undefined {
  const t = useLiveRead(
    readKey('transcript', salonId ?? null, callId),
    salonId && callId ? () => readTranscript(db, salonId, callId) : null,
    TRANSCRIPT_TABLES,
  );
  return salonId && callId ? t : null;
}
