// Staff Schedule writes (docs/behaviour.md#staff-schedule): upserts keyed by staff + date, clear week.
import { PreconditionError } from '../../domain/errors';
import { staffScheduleId } from '../../domain/ids';
import { validateShift, type ScheduleDraft, type Shift } from '../../domain/schedule';
import { isValidDate, weekDates } from '../../domain/dates';
import { ValidationError } from '../../domain/errors';
import { appContext, type WriteContext } from '../context';
import { deleteRow, putRow, writeTogether } from '../writer';

/** Upserts schedule rows (generate, auto generate, copy previous): one transaction for all. */
export async function upsertSchedules(salonId: string | null, drafts: ScheduleDraft[], ctx?: WriteContext): Promise<number> {
  const c = ctx ?? (await appContext());
  if (!salonId) throw new PreconditionError('No salon ID provided');
  const clean = drafts.map((d) => {
    if (!isValidDate(d.date)) throw new ValidationError('Invalid week dates generated', 'date');
    return { ...d, ...validateShift(d) };
  });
  await writeTogether(c, ['staff', 'staff_schedules'], async () => {
    for (const d of clean) {
      const member = await c.db.staff.get(d.staff_id);
      if (!member || member.deleted || member.salon_id !== salonId) throw new PreconditionError('Staff member not found');
      await putRow(c, 'staff_schedules', { id: staffScheduleId(d.staff_id, d.date), salon_id: salonId, ...d });
    }
  });
  return clean.length;
}

/** The edit dialog: one cell, a working shift or a day off. */
export function saveScheduleCell(salonId: string | null, staffId: string, date: string, shift: Shift, ctx?: WriteContext): Promise<number> {
  return upsertSchedules(salonId, [{ staff_id: staffId, date, ...shift }], ctx);
}

/** Clears a cell back to "no schedule yet". */
export async function clearScheduleCell(staffId: string, date: string, ctx?: WriteContext): Promise<void> {
  const c = ctx ?? (await appContext());
  await deleteRow(c, 'staff_schedules', staffScheduleId(staffId, date));
}

/** Deletes every schedule row of the salon in the week starting at `weekStart` (a Monday). */
export async function clearWeek(salonId: string | null, weekStart: string, ctx?: WriteContext): Promise<number> {
  const c = ctx ?? (await appContext());
  if (!salonId) throw new PreconditionError('No salon ID provided');
  const dates = weekDates(weekStart);
  return writeTogether(c, ['staff_schedules'], async () => {
    const rows = await c.db.staff_schedules
      .where('[salon_id+date]')
      .between([salonId, dates[0]], [salonId, dates[6]], true, true)
      .filter((r) => !r.deleted)
      .toArray();
    for (const r of rows) await deleteRow(c, 'staff_schedules', r.id);
    return rows.length;
  });
}
