// Sarah's figures for a period, live: a call ending or a booking canceled on another device
// changes them without a reload.
import { db } from '../db/database';
import { CALL_STATS_TABLES, readCallStatsSources, type CallStatsSources } from './queries/call-stats';
import { readKey, useLiveRead } from './use-live-read';

/** The rows of the calls started in [start, end) (ISO instants); null without a salon. */
export function useCallStatsSources(salonId: string | null | undefined, window: { start: string; end: string } | null): CallStatsSources | null | undefined {
  const rows = useLiveRead(
    readKey('call-stats', salonId ?? null, window?.start ?? null, window?.end ?? null),
    salonId && window ? () => readCallStatsSources(db, salonId, window.start, window.end) : null,
    CALL_STATS_TABLES,
  );
  return salonId ? rows : null;
}
