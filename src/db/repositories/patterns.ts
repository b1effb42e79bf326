// A member's regular week: seven rows, one per weekday, each a shift or a day off,
// written together so another device never sees half a week.
import { PreconditionError, ValidationError } from '../../domain/errors';
import { staffPatternId } from '../../domain/ids';
import { validateShift, type Shift } from '../../domain/schedule';
import { appContext, type WriteContext } from '../context';
import { deleteRow, putRow, writeTogether } from '../writer';

/** Saves `week` (index = day_of_week, 0 = Sunday) as the member's regular week. */
export async function saveRegularWeek(salonId: string | null, staffId: string, week: readonly Shift[], ctx?: WriteContext): Promise<void> {
  const c = ctx ?? (await appContext());
  if (!salonId) throw new PreconditionError('No salon ID provided');
  if (week.length !== 7) throw new ValidationError('A regular week has seven days', 'week');
  // Every day checked before anything is written: a bad Friday leaves Monday as it was.
  const clean = week.map((shift) => validateShift(shift));
  await writeTogether(c, ['staff', 'staff_patterns'], async () => {
    const member = await c.db.staff.get(staffId);
    if (!member || member.deleted || member.salon_id !== salonId) throw new PreconditionError('Staff member not found');
    for (const [day, shift] of clean.entries()) {
      await putRow(c, 'staff_patterns', { id: staffPatternId(staffId, day), salon_id: salonId, staff_id: staffId, day_of_week: day, ...shift });
    }
  });
}

/** Removes the member's regular week: only the dated shifts of the week grid remain. */
export async function removeRegularWeek(staffId: string, ctx?: WriteContext): Promise<number> {
  const c = ctx ?? (await appContext());
  return writeTogether(c, ['staff_patterns'], async () => {
    const rows = (await c.db.staff_patterns.where('staff_id').equals(staffId).toArray()).filter((r) => !r.deleted);
    for (const r of rows) await deleteRow(c, 'staff_patterns', r.id);
    return rows.length;
  });
}
