// Everything the day view draws for one date, read live: that day's bookings, the effective shifts
// (dated rows over each technician's regular week, as the booking rules read them), the time off
// covering it and the daily breaks. Imported by path, so it rides in the calendar's chunk.
import { useMemo, useRef } from 'react';
import { effectiveSchedules } from '../../domain/patterns';
import { timeOffOn } from '../../domain/time-off';
import { useAppointmentsBetween, useSchedules, type AppointmentView } from '../../data';
import { useStaffBreaks, useTimeOff } from '../../data/use-booking';
import { useStaffPatterns } from '../../data/use-patterns';
import type { DayBreak, DayShift, DayTimeOff } from './day-layout';

export interface DayData {
  /** The day these are of: while another day is read, the last one answered stays on screen. */
  date: string;
  items: AppointmentView[];
  shifts: DayShift[];
  timeOff: DayTimeOff[];
  breaks: DayBreak[];
}

/**
 * undefined until every read has answered once. Moving to another day keeps the last day's answer
 * until the new one is in (its `date` says which), so the grid is patched, never torn down.
 */
export function useDayData(salonId: string, date: string, staffIds: readonly string[], showCanceled: boolean): DayData | undefined {
  const appointments = useAppointmentsBetween(salonId, date, date);
  const dated = useSchedules(salonId, date, date);
  const patterns = useStaffPatterns(salonId);
  const timeOff = useTimeOff(salonId);
  const breaks = useStaffBreaks(salonId);
  const ids = staffIds.join(',');
  const last = useRef<DayData | undefined>(undefined);
  const fresh = useMemo(() => {
    if (!appointments || !dated || !patterns || !timeOff || !breaks) return undefined;
    const shifts = effectiveSchedules(date, dated, patterns);
    const off = ids
      .split(',')
      .map((id) => timeOffOn(timeOff, id, date))
      .filter((t): t is NonNullable<typeof t> => !!t);
    return {
      date,
      items: appointments.filter((a) => a.appointment_date === date && (showCanceled || a.status !== 'canceled')),
      shifts,
      timeOff: off,
      breaks,
    };
  }, [appointments, dated, patterns, timeOff, breaks, date, ids, showCanceled]);
  if (fresh) last.current = fresh;
  return fresh ?? last.current;
}
