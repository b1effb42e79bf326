// Staff Management writes (docs/behaviour.md#staff-management): members, active toggle, service links.
import { parseStaff, type StaffInput } from '../../domain/back-office';
import { PreconditionError } from '../../domain/errors';
import { newId, staffServiceId } from '../../domain/ids';
import type { Staff } from '../../domain/types';
import { appContext, type WriteContext } from '../context';
import { deleteRow, patchRow, putRow, writeTogether } from '../writer';

export async function addStaff(salonId: string | null, input: StaffInput, ctx?: WriteContext): Promise<Staff> {
  const c = ctx ?? (await appContext());
  const clean = parseStaff(input);
  const salon = salonId ? await c.db.salons.get(salonId) : undefined;
  if (!salon || salon.deleted) throw new PreconditionError('No salon found');
  return putRow(c, 'staff', { id: newId(), salon_id: salon.id, ...clean, is_active: true });
}

export async function updateStaff(staffId: string, input: StaffInput, ctx?: WriteContext): Promise<Staff> {
  const c = ctx ?? (await appContext());
  return patchRow(c, 'staff', staffId, parseStaff(input));
}

export async function setStaffActive(staffId: string, isActive: boolean, ctx?: WriteContext): Promise<Staff> {
  const c = ctx ?? (await appContext());
  return patchRow(c, 'staff', staffId, { is_active: isActive });
}

/** Deleting a member drops their service links too (docs/behaviour.md#staff-management); appointments keep their history. */
export async function deleteStaff(staffId: string, ctx?: WriteContext): Promise<void> {
  const c = ctx ?? (await appContext());
  await writeTogether(c, ['staff', 'staff_services', 'staff_time_off', 'staff_breaks', 'staff_patterns'], async () => {
    const links = await c.db.staff_services.where('staff_id').equals(staffId).toArray();
    for (const l of links) await deleteRow(c, 'staff_services', l.id);
    // Their time off and breaks go with them, so nothing keeps the member's tombstone from the purge.
    for (const t of await c.db.staff_time_off.where('staff_id').equals(staffId).toArray()) if (!t.deleted) await deleteRow(c, 'staff_time_off', t.id);
    for (const p of await c.db.staff_patterns.where('staff_id').equals(staffId).toArray()) if (!p.deleted) await deleteRow(c, 'staff_patterns', p.id);
    for (const b of await c.db.staff_breaks.where('staff_id').equals(staffId).toArray()) if (!b.deleted) await deleteRow(c, 'staff_breaks', b.id);
    await deleteRow(c, 'staff', staffId);
  });
}

/** Links or unlinks a service; the link's id is derived from both, so devices converge. */
export async function setStaffService(staffId: string, serviceId: string, assigned: boolean, ctx?: WriteContext): Promise<void> {
  const c = ctx ?? (await appContext());
  const id = staffServiceId(staffId, serviceId);
  await writeTogether(c, ['staff', 'services', 'staff_services'], async () => {
    if (!assigned) return deleteRow(c, 'staff_services', id);
    const [member, service] = await Promise.all([c.db.staff.get(staffId), c.db.services.get(serviceId)]);
    if (!member || member.deleted) throw new PreconditionError('Staff member not found');
    if (!service || service.deleted || service.salon_id !== member.salon_id) throw new PreconditionError('Service not found');
    const existing = await c.db.staff_services.get(id);
    if (existing && !existing.deleted) return;
    await putRow(c, 'staff_services', { id, salon_id: member.salon_id, staff_id: staffId, service_id: serviceId });
  });
}
