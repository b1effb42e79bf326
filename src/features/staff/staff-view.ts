// View model of Staff Management: who can do what, and how many active staff cover each service.
import { plural, t } from '@lingui/core/macro';
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
  const active = new Set(
    live(staff)
      .filter((s) => s.is_active)
      .map((s) => s.id),
  );
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
  if (count === 0) return t`No active staff`;
  return plural(count, { one: '# active staff member', other: '# active staff members' });
}

/**
 * Checkbox choices waiting for the local database to show them, keyed by linkKey. A box shows
 * its pending choice until the live rows agree, so it never flips back while the write commits.
 */
export type PendingLinks = Readonly<Record<string, boolean>>;

export const linkKey = (staffId: string, serviceId: string) => `${staffId}:${serviceId}`;

export function isAssigned(card: StaffCardView, serviceId: string, pending: PendingLinks): boolean {
  const key = linkKey(card.member.id, serviceId);
  return key in pending ? pending[key] : card.assignedIds.has(serviceId);
}

/** Drops the pending choices the live rows now show (or whose member is gone). Same object when nothing changed. */
export function settlePending(pending: PendingLinks, cards: readonly StaffCardView[]): PendingLinks {
  const byId = new Map(cards.map((c) => [c.member.id, c]));
  let changed = false;
  const next: Record<string, boolean> = {};
  for (const [key, wanted] of Object.entries(pending)) {
    const [staffId, serviceId] = key.split(':');
    const card = byId.get(staffId);
    if (!card || card.assignedIds.has(serviceId) === wanted) {
      changed = true;
      continue;
    }
    next[key] = wanted;
  }
  return changed ? next : pending;
}
