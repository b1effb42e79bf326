// Sarah's figures for a period, live, in the salon's zone: the Overview's AI Performance and the
// Phone Integration screen read them through this one hook.
import { useMemo } from 'react';
import { useCallStatsSources } from '../../data';
import { callStats, periodWindow, type CallPeriod } from '../../domain/call-stats';
import { isValidTimeZone, todayIn } from '../../domain/dates';
import { callFiguresView, type CallFiguresView } from './call-figures';

/** The salon's zone, or the device's when the row names none or one this browser does not know. */
export function salonZone(timeZone: string | null | undefined): string {
  return timeZone && isValidTimeZone(timeZone) ? timeZone : Intl.DateTimeFormat().resolvedOptions().timeZone;
}

/**
 * The figures of `period` ending on the salon's today; undefined while they are read, and while
 * `waiting` (nothing is read until then).
 */
export function useCallFigures(
  salonId: string | null | undefined,
  timeZone: string | null | undefined,
  period: CallPeriod,
  now: number,
  waiting = false,
): CallFiguresView | undefined {
  const zone = salonZone(timeZone);
  const today = todayIn(zone, new Date(now)).date;
  // Whole salon days: the window (and the read) changes at the salon's midnight, not every tick.
  const window = useMemo(() => periodWindow(period, today, zone), [period, today, zone]);
  const sources = useCallStatsSources(salonId, waiting ? null : window);
  return useMemo(() => {
    if (waiting || sources === undefined) return undefined;
    const rows = sources ?? { calls: [], turns: [], appointments: [], services: [] };
    return callFiguresView(callStats({ window, ...rows }), period);
  }, [waiting, sources, window, period]);
}
