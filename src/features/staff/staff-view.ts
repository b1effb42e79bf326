// View model of Staff Management: who can do what, and how many active staff cover each service.
import type { Service, Staff, StaffService } from '../../domain/types';

export interface StaffCardView {
  member: Staff;
  /** Services this member is linked to, by name. Links to deleted services are ignored. */
  assigned: Service[];
  assignedIds: ReadonlySet<string>;
}

export interface ServiceCoverage {
  service: Service;
  /** Active staff linked to the service; inactive members never take bookings. */
  activeStaff: number;
}

type Live = { deleted: boolean };
const live = <T extends Live>(rows: readonly T[]) => rows.filter((r) => !r.deleted);

export function staffCards(staff: readonly Staff[], services: readonly Service[], links: readonly StaffService[]): StaffCardView[] {
  const byId = new Map(live(services).map((s) => [s.id, s]));
  const linkedIds = new Map<string, Set<string>>();
  for (const l of live(links)) {
    if (!byId.has(l.service_id)) continue;
    const set = linkedIds.get(l.staff_id) ?? new Set<string>();
    set.add(l.service_id);
    linkedIds.set(l.staff_id, set);
  }
  return live(staff)
    .slice()
    .sort((a, b) => a.name.localeCompare(b.name))
    .map((member) => {
      const ids = linkedIds.get(member.id) ?? new Set<string>();
      const assigned = [...ids].map((id) => byId.get(id)!).sort((a, b) => a.name.localeCompare(b.name));
      return { member, assigned, assignedIds: ids };
    });
}

export function serviceCoverage(services: readonly Service[], staff: readonly Staff[], links: readonly StaffService[]): ServiceCoverage[] {
  const active = new Set(live(staff).filter((s) => s.is_active).map((s) => s.id));
  const counts = new Map<string, Set<string>>();
  for (const l of live(links)) {
    if (!active.has(l.staff_id)) continue;
    const set = counts.get(l.service_id) ?? new Set<string>();
    set.add(l.staff_id);
    counts.set(l.service_id, set);
  }
  return live(services)
    .slice()
    .sort((a, b) => a.name.localeCompare(b.name))
    .map((service) => ({ service, activeStaff: counts.get(service.id)?.size ?? 0 }));
}

export function activeStaffLabel(count: number): string {
  if (count === 0) return 'No active staff';
  return count === 1 ? '1 active staff member' : `${count} active staff members`;
}
