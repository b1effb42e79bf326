// Everything the day view draws for one date, read live: that day's bookings, the effective shifts
// (dated rows over each technician's regular week, as the booking rules read them), the time off
// covering it and the daily breaks. Imported by path, so it rides in the calendar's chunk.
import { useMemo } from 'react';
import { effectiveSchedules } from '../../domain/patterns';
import { timeOffOn } from '../../domain/time-off';
import { useAppointmentsBetween, useSchedules, type AppointmentView } from '../../data';
import { useStaffBreaks, useTimeOff } from '../../data/use-booking';
import { useStaffPatterns } from '../../data/use-patterns';
import type { DayBreak, DayShift, DayTimeOff } from './day-layout';

export interface DayData {
  items: AppointmentView[];
  shifts: DayShift[];
  timeOff: DayTimeOff[];
  breaks: DayBreak[];
}

/** undefined until every read has answered once. */
export function useDayData(salonId: string, date: string, staffIds: readonly string[], showCanceled: boolean): DayData | undefined {
  const appointments = useAppointmentsBetween(salonId, date, date);
  const dated = useSchedules(salonId, date, date);
  const patterns = useStaffPatterns(salonId);
  const timeOff = useTimeOff(salonId);
  const breaks = useStaffBreaks(salonId);
  const ids = staffIds.join(',');
  return useMemo(() => {
    if (!appointments || !dated || !patterns || !timeOff || !breaks) return undefined;
    const shifts = effectiveSchedules(date, dated, patterns);
    const off = ids
      .split(',')
      .map((id) => timeOffOn(timeOff, id, date))
      .filter((t): t is NonNullable<typeof t> => !!t);
    return {
      items: appointments.filter((a) => a.appointment_date === date && (showCanceled || a.status !== 'canceled')),
      shifts,
      timeOff: off,
      breaks,
    };
  }, [appointments, dated, patterns, timeOff, breaks, date, ids, showCanceled]);
}
