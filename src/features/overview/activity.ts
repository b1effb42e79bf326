// Recent Activity from real changes: every synced row carries the HLC stamp of its last write
// (updated_at), whose wall part is the time of that write in ms. The newest stamps across the
// salon's tables are the latest changes. Genesis stamps (wall 0) mark seeded rows nobody edited.
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
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

/** What became of an appointment, a whole sentence per status: the words around the date differ by language. */
const APPOINTMENT_LINES: Record<AppointmentStatus | 'deleted', (day: string) => MessageDescriptor> = {
  pending: (day) => msg`Appointment pending for ${day}`,
  confirmed: (day) => msg`Appointment confirmed for ${day}`,
  completed: (day) => msg`Appointment completed for ${day}`,
  canceled: (day) => msg`Appointment canceled for ${day}`,
  no_show: (day) => msg`Appointment marked no-show for ${day}`,
  conflict: (day) => msg`Appointment in conflict for ${day}`,
  deleted: (day) => msg`Appointment deleted for ${day}`,
};

/** The change time of a stamp, or null when it is no real change (malformed or genesis). */
export function changeTime(stamp: string): number | null {
  if (!isHlc(stamp)) return null;
  const { wall } = parseHlc(stamp);
  return wall > 0 ? wall : null;
}

function describeChange(
  i18n: I18n,
  kind: Exclude<ActivityKind, 'call'>,
  row: Stamped,
  sources: ActivitySources,
  locale: string | undefined,
): Omit<ActivityItem, 'key' | 'kind' | 'at'> {
  // A row carries the stamp of its last write only, not whether that write made it, so
  // an added service must not read "updated": "saved" is true of both. ("added" needs a creation
  // stamp on the synced rows.)
  const gone = row.deleted;
  switch (kind) {
    case 'appointment': {
      const a = row as ActivitySources['appointments'][number];
      const customer = sources.customers.find((c) => c.id === a.customer_id)?.name ?? i18n._(msg`A customer`);
      const service = sources.services.find((s) => s.id === a.service_id)?.name;
      const subject = service ? `${customer} — ${service}` : customer;
      const day = when(i18n, a.appointment_date, a.start_time, locale);
      const line = APPOINTMENT_LINES[gone ? 'deleted' : a.status];
      const status = a.status;
      return { subject, action: i18n._(line ? line(day) : msg`Appointment ${status} for ${day}`) };
    }
    case 'customer':
      return { subject: (row as ActivitySources['customers'][number]).name, action: gone ? i18n._(msg`Client removed`) : i18n._(msg`Client saved`) };
    case 'staff': {
      const s = row as ActivitySources['staff'][number];
      const action = gone ? msg`Staff member removed` : s.is_active ? msg`Staff member saved` : msg`Staff member saved (inactive)`;
      return { subject: s.name, action: i18n._(action) };
    }
    case 'service': {
      const s = row as ActivitySources['services'][number];
      const price = formatPrice(s.price);
      return { subject: s.name, action: gone ? i18n._(msg`Service removed`) : i18n._(msg`Service saved (${price})`) };
    }
    case 'faq':
      return { subject: (row as ActivitySources['faqs'][number]).question, action: gone ? i18n._(msg`FAQ removed`) : i18n._(msg`FAQ saved`) };
    case 'salon':
      return { subject: (row as NonNullable<ActivitySources['salon']>).name || i18n._(msg`Your salon`), action: i18n._(msg`Salon profile updated`) };
  }
}

/** The latest `limit` changes across the salon's tables and Sarah's calls, newest first. */
export function recentActivity(i18n: I18n, sources: ActivitySources, limit = ACTIVITY_LIMIT, locale?: string): ActivityItem[] {
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
    .map((t) => ({ key: `${t.kind}:${t.row.id}`, kind: t.kind, at: t.at, ...describeChange(i18n, t.kind, t.row, sources, locale) }));
  const calls = sources.calls;
  if (!calls) return changes;
  const callItems: ActivityItem[] = calls.calls
    .filter((c) => !c.deleted)
    .map((c) => ({ c, line: describeCall(i18n, c, calls, sources.customers, sources.services, locale) }))
    .filter((x): x is { c: typeof x.c; line: NonNullable<typeof x.line> } => x.line !== null)
    .map(({ c, line }) => ({ key: `call:${c.id}`, kind: 'call' as const, ...line }));
  // Changes keep their stamp order among themselves (the sort is stable); calls join by time.
  return [...changes, ...callItems].sort((x, y) => y.at - x.at).slice(0, limit);
}

/** 'just now', '1 minute ago', '5 hours ago', '3 days ago'. A stamp from a fast clock is 'just now'. */
export function timeAgo(i18n: I18n, at: number, now: number): string {
  const seconds = Math.floor((now - at) / 1000);
  if (seconds < 60) return i18n._(msg`just now`);
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return i18n._(plural(minutes, { one: '# minute ago', other: '# minutes ago' }));
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return i18n._(plural(hours, { one: '# hour ago', other: '# hours ago' }));
  const days = Math.floor(hours / 24);
  return i18n._(plural(days, { one: '# day ago', other: '# days ago' }));
}
