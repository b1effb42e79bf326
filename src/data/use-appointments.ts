// Live reads of the salon's appointments: the summary cards, a calendar week, one appointment,
// and the assistant screen's next few (the Appointments table's window: use-appointment-table.ts).
// None reads the whole table (README "Big salons").
import { db } from '../db/database';
import type { CardSources } from '../domain/appointments';
import { CARD_TABLES, readCardSources } from './queries/appointment-cards';
import { countLiveAppointments, readUpcomingAppointments } from './queries/appointment-lookups';
import { readAppointmentView, readAppointmentViewsBetween, readVisitViews, VIEW_TABLES, type AppointmentView } from './queries/appointments';
import type { LiveReadSpec } from './primed-reads';
import { readKey, useLiveRead } from './use-live-read';

export type { AppointmentView, CardSources };

const NO_CARDS: CardSources = { day: [], week: [], pending: [], outcomes: [] };
const NO_VIEWS: AppointmentView[] = [];

/** What the four summary cards are computed from, for the salon's today (none without both). */
export function useCardSources(salonId: string | null | undefined, today: string | null): CardSources | undefined {
  const sources = useLiveRead(readKey('cards', salonId ?? null, today), salonId && today ? () => readCardSources(db, salonId, today) : null, CARD_TABLES);
  return salonId && today ? sources : NO_CARDS;
}

/** The read behind useAppointmentsBetween (also primed by a cold start: primed-reads.ts). */
export function appointmentsBetweenRead(salonId: string, from: string, to: string): LiveReadSpec<AppointmentView[]> {
  return { key: readKey('between', salonId, from, to), read: () => readAppointmentViewsBetween(db, salonId, from, to), tables: VIEW_TABLES };
}

/** Live appointments dated between two days, inclusive, with references, by date then time. */
export function useAppointmentsBetween(salonId: string | null | undefined, from: string, to: string): AppointmentView[] | undefined {
  const spec = salonId ? appointmentsBetweenRead(salonId, from, to) : null;
  const views = useLiveRead(spec?.key ?? readKey('between', null, from, to), spec?.read ?? null, VIEW_TABLES);
  return salonId ? views : NO_VIEWS;
}

/** One appointment with its references; null once it is gone (or when there is none to read). */
export function useAppointmentView(salonId: string | null | undefined, id: string | null): AppointmentView | null | undefined {
  const view = useLiveRead(readKey('view', salonId ?? null, id), salonId && id ? () => readAppointmentView(db, salonId, id) : null, VIEW_TABLES);
  return salonId && id ? view : null;
}

/** Every live part of an appointment's visit, in order; null when it is not part of one. */
export function useVisitParts(salonId: string | null | undefined, visitId: string | null | undefined): AppointmentView[] | null | undefined {
  const parts = useLiveRead(
    readKey('visit', salonId ?? null, visitId ?? null),
    salonId && visitId ? () => readVisitViews(db, salonId, visitId) : null,
    VIEW_TABLES,
  );
  return salonId && visitId ? parts : null;
}

/**
 * The next `limit` live, not canceled appointments from `today` on. `refresh` is a counter: spec
 * §4 reads the list again 1 s after a successful AI action, on top of every write.
 */
export function useUpcomingAppointments(salonId: string | undefined, today: string, limit: number, refresh: number): AppointmentView[] | undefined {
  return useLiveRead(
    readKey('upcoming', salonId ?? null, today, limit),
    salonId ? () => readUpcomingAppointments(db, salonId, today, limit) : null,
    VIEW_TABLES,
    [refresh],
  );
}

/** How many live appointments the salon has; `refresh` as for useUpcomingAppointments. */
export function useAppointmentCount(salonId: string | undefined, refresh: number): number | undefined {
  return useLiveRead(readKey('count', salonId ?? null), salonId ? () => countLiveAppointments(db, salonId) : null, ['appointments'], [refresh]);
}
