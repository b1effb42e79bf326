// Recent Activity from real changes: every synced row carries the HLC stamp of its last write
// (updated_at), whose wall part is the time of that write in ms. The newest stamps across the
// salon's tables are the latest changes. Genesis stamps (wall 0) mark seeded rows nobody edited.
import { isHlc, parseHlc } from '../../domain/hlc';
import { formatPrice } from '../../domain/money';
import type { Appointment, AppointmentStatus, Customer, Salon, SalonFaq, Service, Staff } from '../../domain/types';
import { describeCall, when, type CallActivitySources } from './call-activity';

export const ACTIVITY_LIMIT = 8;

export type ActivityKind = 'appointment' | 'customer' | 'staff' | 'service' | 'faq' | 'salon' | 'call';

export interface ActivityItem {
  key: string;
  kind: ActivityKind;
  /** Who or what changed: 'Jane Doe — Gel Manicure', 'Anna Lee'. */
  subject: string;
  /** What happened: 'Appointment confirmed for Mar 3 at 10:00', 'Staff member removed'. */
  action: string;
  /** Wall time of the change, ms since the epoch. */
  at: number;
}

interface Stamped {
  id: string;
  updated_at: string;
  deleted: boolean;
}

export interface ActivitySources {
  salon?: (Pick<Salon, 'name'> & Stamped) | null;
  appointments: readonly (Pick<Appointment, 'customer_id' | 'service_id' | 'appointment_date' | 'start_time' | 'status'> & Stamped)[];
  customers: readonly (Pick<Customer, 'name'> & Stamped)[];
  staff: readonly (Pick<Staff, 'name' | 'is_active'> & Stamped)[];
  services: readonly (Pick<Service, 'name' | 'price'> & Stamped)[];
  faqs: readonly (Pick<SalonFaq, 'question'> & Stamped)[];
  /** Sarah's latest conversations, with the lines and appointments that name them. */
  calls?: CallActivitySources;
}

const STATUS_WORDS: Record<AppointmentStatus, string> = {
  pending: 'pending',
  confirmed: 'confirmed',
  completed: 'completed',
  canceled: 'canceled',
  no_show: 'marked no-show',
  conflict: 'in conflict',
};

/** The change time of a stamp, or null when it is no real change (malformed or genesis). */
export function changeTime(stamp: string): number | null {
  if (!isHlc(stamp)) return null;
  const { wall } = parseHlc(stamp);
  return wall > 0 ? wall : null;
}

function describeChange(
  kind: Exclude<ActivityKind, 'call'>,
  row: Stamped,
  sources: ActivitySources,
  locale: string | undefined,
): Omit<ActivityItem, 'key' | 'kind' | 'at'> {
  // A row carries the stamp of its last write only, not whether that write made it, so
  // an added service must not read "updated": "saved" is true of both. ("added" needs a creation
  // stamp on the synced rows.)
  const verb = row.deleted ? 'removed' : 'saved';
  switch (kind) {
    case 'appointment': {
      const a = row as ActivitySources['appointments'][number];
      const customer = sources.customers.find((c) => c.id === a.customer_id)?.name ?? 'A customer';
      const service = sources.services.find((s) => s.id === a.service_id)?.name;
      const subject = service ? `${customer} — ${service}` : customer;
      const action = row.deleted ? 'Appointment deleted' : `Appointment ${STATUS_WORDS[a.status] ?? a.status}`;
      return { subject, action: `${action} for ${when(a.appointment_date, a.start_time, locale)}` };
    }
    case 'customer':
      return { subject: (row as ActivitySources['customers'][number]).name, action: `Client ${verb}` };
    case 'staff': {
      const s = row as ActivitySources['staff'][number];
      const state = !row.deleted && !s.is_active ? ' (inactive)' : '';
      return { subject: s.name, action: `Staff member ${verb}${state}` };
    }
    case 'service': {
      const s = row as ActivitySources['services'][number];
      return { subject: s.name, action: row.deleted ? 'Service removed' : `Service saved (${formatPrice(s.price)})` };
    }
    case 'faq':
      return { subject: (row as ActivitySources['faqs'][number]).question, action: `FAQ ${verb}` };
    case 'salon':
      return { subject: (row as NonNullable<ActivitySources['salon']>).name || 'Your salon', action: 'Salon profile updated' };
  }
}

/** The latest `limit` changes across the salon's tables and Sarah's calls, newest first. */
export function recentActivity(sources: ActivitySources, limit = ACTIVITY_LIMIT, locale?: string): ActivityItem[] {
  const tagged: { kind: Exclude<ActivityKind, 'call'>; row: Stamped }[] = [
    ...sources.appointments.map((row) => ({ kind: 'appointment' as const, row })),
    ...sources.customers.map((row) => ({ kind: 'customer' as const, row })),
    ...sources.staff.map((row) => ({ kind: 'staff' as const, row })),
    ...sources.services.map((row) => ({ kind: 'service' as const, row })),
    ...sources.faqs.map((row) => ({ kind: 'faq' as const, row })),
    ...(sources.salon ? [{ kind: 'salon' as const, row: sources.salon }] : []),
  ];
  const changes = tagged
    .map((t) => ({ ...t, at: changeTime(t.row.updated_at) }))
    .filter((t): t is typeof t & { at: number } => t.at !== null)
    // Stamps are fixed-width and sort in time order as text (src/domain/hlc.ts).
    .sort((x, y) => (x.row.updated_at < y.row.updated_at ? 1 : x.row.updated_at > y.row.updated_at ? -1 : 0))
    .slice(0, limit)
    .map((t) => ({ key: `${t.kind}:${t.row.id}`, kind: t.kind, at: t.at, ...describeChange(t.kind, t.row, sources, locale) }));
  const calls = sources.calls;
  if (!calls) return changes;
  const callItems: ActivityItem[] = calls.calls
    .filter((c) => !c.deleted)
    .map((c) => ({ c, line: describeCall(c, calls, sources.customers, sources.services, locale) }))
    .filter((x): x is { c: typeof x.c; line: NonNullable<typeof x.line> } => x.line !== null)
    .map(({ c, line }) => ({ key: `call:${c.id}`, kind: 'call' as const, ...line }));
  // Changes keep their stamp order among themselves (the sort is stable); calls join by time.
  return [...changes, ...callItems].sort((x, y) => y.at - x.at).slice(0, limit);
}

/** 'just now', '1 minute ago', '5 hours ago', '3 days ago'. A stamp from a fast clock is 'just now'. */
export function timeAgo(at: number, now: number): string {
  const seconds = Math.floor((now - at) / 1000);
  if (seconds < 60) return 'just now';
  const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'} ago`;
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return plural(minutes, 'minute');
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return plural(hours, 'hour');
  return plural(Math.floor(hours / 24), 'day');
}
