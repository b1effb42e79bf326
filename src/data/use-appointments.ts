// Live reads of the salon's appointments: the Appointments table's window, the summary cards,
// a calendar week, one appointment, and the assistant screen's next few. None reads the whole
// table (README "Big salons").
import { db } from '../db/database';
import type { CardSources } from '../domain/appointments';
import type { Customer } from '../domain/types';
import { CARD_TABLES, readCardSources } from './queries/appointment-cards';
import { countLiveAppointments, readUpcomingAppointments } from './queries/appointment-lookups';
import { readAppointmentTable, readNamingRows, type NamingRows, type TableRequest, type TableWindow } from './queries/appointment-table';
import { readAppointmentView, readAppointmentViewsBetween, readVisitViews, VIEW_TABLES, type AppointmentView } from './queries/appointments';
import { readKey, useLiveRead } from './use-live-read';

export type { AppointmentView, CardSources, TableRequest, TableWindow };

const NO_CARDS: CardSources = { day: [], week: [], pending: [], outcomes: [] };
const NO_VIEWS: AppointmentView[] = [];

/** The salon's services and staff with tombstones, to name appointment rows (readNamingRows). */
function useNamingRows(salonId: string | null | undefined): NamingRows | undefined {
  return useLiveRead(readKey('naming', salonId ?? null), salonId ? () => readNamingRows(db, salonId) : null, ['services', 'staff']);
}

/**
 * One window of the Appointments table (readAppointmentTable). A search needs the salon's
 * customers to match names and phones: pass the list the screen already holds, or undefined
 * while it loads (the search then waits for it rather than reading it twice).
 */
export function useAppointmentTable(
  salonId: string | null | undefined,
  req: TableRequest | null,
  customers: readonly Customer[] | undefined,
): TableWindow | undefined {
  const naming = useNamingRows(salonId);
  const searching = !!req?.query?.trim();
  const ready = !!salonId && !!req && !!naming && (!searching || customers !== undefined);
  const key = readKey(salonId ?? null, req);
  // A new customer list (every write to it makes one) or renamed service re-reads the same question.
  const held = { customers: searching ? customers : undefined, naming };
  return useLiveRead(key, ready ? () => readAppointmentTable(db, salonId, req, held) : null, ['appointments', 'customers', 'services', 'staff'], [
    held.customers,
    naming,
  ]);
}

/** What the four summary cards are computed from, for the salon's today (none without both). */
export function useCardSources(salonId: string | null | undefined, today: string | null): CardSources | undefined {
  const sources = useLiveRead(readKey('cards', salonId ?? null, today), salonId && today ? () => readCardSources(db, salonId, today) : null, CARD_TABLES);
  return salonId && today ? sources : NO_CARDS;
}

/** Live appointments dated between two days, inclusive, with references, by date then time. */
export function useAppointmentsBetween(salonId: string | null | undefined, from: string, to: string): AppointmentView[] | undefined {
  const views = useLiveRead(readKey('between', salonId ?? null, from, to), salonId ? () => readAppointmentViewsBetween(db, salonId, from, to) : null, VIEW_TABLES);
  return salonId ? views : NO_VIEWS;
}

/** One appointment with its references; null once it is gone (or when there is none to read). */
export function useAppointmentView(salonId: string | null | undefined, id: string | null): AppointmentView | null | undefined {
  const view = useLiveRead(readKey('view', salonId ?? null, id), salonId && id ? () => readAppointmentView(db, salonId, id) : null, VIEW_TABLES);
  return salonId && id ? view : null;
}

/** Every live part of an appointment's visit, in order; null when it is not part of one. */
export function useVisitParts(salonId: string | null | undefined, visitId: string | null | undefined): AppointmentView[] | null | undefined {
  const parts = useLiveRead(readKey('visit', salonId ?? null, visitId ?? null), salonId && visitId ? () => readVisitViews(db, salonId, visitId) : null, VIEW_TABLES);
  return salonId && visitId ? parts : null;
}

/**
 * The next `limit` live, not canceled appointments from `today` on. `refresh` is a counter: spec
 * §4 reads the list again 1 s after a successful AI action, on top of every write.
 */
export function useUpcomingAppointments(salonId: string | undefined, today: string, limit: number, refresh: number): AppointmentView[] | undefined {
  return useLiveRead(readKey('upcoming', salonId ?? null, today, limit), salonId ? () => readUpcomingAppointments(db, salonId, today, limit) : null, VIEW_TABLES, [refresh]);
}

/** How many live appointments the salon has; `refresh` as for useUpcomingAppointments. */
export function useAppointmentCount(salonId: string | undefined, refresh: number): number | undefined {
  return useLiveRead(readKey('count', salonId ?? null), salonId ? () => countLiveAppointments(db, salonId) : null, ['appointments'], [refresh]);
}
