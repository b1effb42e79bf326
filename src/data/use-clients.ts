// Live reads of the Clients screen: the salon's cards for the search, the visible
// clients' visit figures, and one card with its appointments.
import type { VisitSummary } from '../domain/client-card';
import type { Customer } from '../domain/types';
import { db } from '../db/database';
import {
  CLIENT_CARD_TABLES,
  CLIENT_DIRECTORY_TABLES,
  readClientCard,
  readClientDirectory,
  readVisitSummaries,
  VISIT_SUMMARY_TABLES,
  type ClientCardData,
} from './queries/clients';
import { readKey, useLiveRead } from './use-live-read';

export type { ClientCardData };

/** The salon's live customers; undefined while the first answer runs. */
export function useClientDirectory(salonId: string | null | undefined): Customer[] | undefined {
  return useLiveRead(readKey('client-directory', salonId ?? null), salonId ? () => readClientDirectory(db, salonId) : null, CLIENT_DIRECTORY_TABLES);
}

/** Visits and last visit of these clients, by id; undefined while the answer for these ids runs. */
export function useVisitSummaries(salonId: string | null | undefined, customerIds: readonly string[]): Record<string, VisitSummary> | undefined {
  return useLiveRead(
    readKey('visit-summaries', salonId ?? null, customerIds),
    salonId ? () => readVisitSummaries(db, salonId, customerIds) : null,
    VISIT_SUMMARY_TABLES,
  );
}

/** One card with its appointments; null when there is none (or none is asked for). */
export function useClientCard(salonId: string | null | undefined, customerId: string | null | undefined): ClientCardData | null | undefined {
  const card = useLiveRead(
    readKey('client-card', salonId ?? null, customerId ?? null),
    salonId && customerId ? () => readClientCard(db, salonId, customerId) : null,
    CLIENT_CARD_TABLES,
  );
  return salonId && customerId ? card : null;
}
