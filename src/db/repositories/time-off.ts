// Staff Management writes: a member's time off and daily breaks. Removing is a
// tombstone (the writer's deleteRow), so the removal syncs. Adding time off never touches the
// member's appointments: the screen lists the ones it falls on for the owner to move.
import { PreconditionError } from '../../domain/errors';
import { newId } from '../../domain/ids';
import { parseBreak, parseTimeOff, type BreakInput, type TimeOffInput } from '../../domain/time-off';
import type { Staff, StaffBreak, StaffTimeOff } from '../../domain/types';
import { appContext, type WriteContext } from '../context';
import { deleteRow, putRow, writeTogether } from '../writer';

async function liveMember(ctx: WriteContext, staffId: string): Promise<Staff> {
  const member = await ctx.db.staff.get(staffId);
  if (!member || member.deleted) throw new PreconditionError('Staff member not found');
  return member;
}

export async function addTimeOff(staffId: string, input: TimeOffInput, ctx?: WriteContext): Promise<StaffTimeOff> {
  const c = ctx ?? (await appContext());
  const clean = parseTimeOff(input);
  return writeTogether(c, ['staff', 'staff_time_off'], async () => {
    const member = await liveMember(c, staffId);
    return putRow(c, 'staff_time_off', { id: newId(), salon_id: member.salon_id, staff_id: member.id, ...clean });
  });
}

export async function removeTimeOff(timeOffId: string, ctx?: WriteContext): Promise<void> {
  const c = ctx ?? (await appContext());
  await deleteRow(c, 'staff_time_off', timeOffId);
}

export async function addBreak(staffId: string, input: BreakInput, ctx?: WriteContext): Promise<StaffBreak> {
  const c = ctx ?? (await appContext());
  const clean = parseBreak(input);
  return writeTogether(c, ['staff', 'staff_breaks'], async () => {
    const member = await liveMember(c, staffId);
    return putRow(c, 'staff_breaks', { id: newId(), salon_id: member.salon_id, staff_id: member.id, ...clean });
  });
}

export async function removeBreak(breakId: string, ctx?: WriteContext): Promise<void> {
  const c = ctx ?? (await appContext());
  await deleteRow(c, 'staff_breaks', breakId);
}
