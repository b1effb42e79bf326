// Sarah's figures for a period, live, in the salon's zone: the Overview's AI Performance and the
// Phone Integration screen read them through this one hook.
import { useLingui } from '@lingui/react';
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
  const { i18n } = useLingui();
  const zone = salonZone(timeZone);
  const today = todayIn(zone, new Date(now)).date;
  // Whole salon days: the window (and the read) changes at the salon's midnight, not every tick.
  const window = useMemo(() => periodWindow(period, today, zone), [period, today, zone]);
  const sources = useCallStatsSources(salonId, waiting ? null : window);
  const stats = useMemo(() => {
    if (waiting || sources === undefined) return undefined;
    return callStats({ window, ...(sources ?? { calls: [], turns: [], appointments: [], services: [] }) });
  }, [waiting, sources, window]);
  // The words are written at each render (a handful of labels), so a change of language shows at once.
  return stats && callFiguresView(i18n, stats, period);
}
