// What New Appointment's Book button does: one service as it always has (createAppointment),
// several as one visit (createVisit), and a repeat as a series (bookRecurring) whose summary the
// screen shows, since some of its dates may not have been booked.
import { i18n } from '@lingui/core';
import { t } from '@lingui/core/macro';
import type { CustomerInput } from '../../domain/back-office';
import { createAppointment } from '../../db/repositories/appointments';
import { bookRecurring } from '../../db/repositories/recurring';
import { createVisit } from '../../db/repositories/visits';
import { SlotTakenError } from '../../domain/booking-rules';
import { domainTextsReady } from '../../i18n/domain-texts';
import { recurringSummary } from './visit-view';

export interface NewBooking {
  salonId: string;
  customer: CustomerInput;
  /** In the order they are done. */
  serviceIds: readonly string[];
  /** null = any available member (one for the whole visit when one is free for all of it). */
  staffId: string | null;
  date: string;
  start: string;
  notes: string | null;
  /** Weeks between bookings and how many, or null for one booking. */
  repeat: { everyWeeks: number; times: number } | null;
  /** The salon's display locale (useDisplayLocale): the summary names a time on the salon's clock. */
  locale: string;
}

export interface Booked {
  tone: 'success' | 'info';
  text: string;
}

export async function bookNew(b: NewBooking): Promise<Booked> {
  const { salonId, customer, date, start, notes } = b;
  const services = b.serviceIds.map((serviceId) => ({ serviceId, staffId: b.staffId }));
  if (b.repeat) {
    const result = await bookRecurring({ salonId, customer, services, date, start, notes, repeat: b.repeat });
    // The summary is written once: a refusal domainText says waits for its tables (failureTextReady's rule).
    const refusals = result.skipped.filter((s) => s.error !== null && !(s.cause instanceof SlotTakenError));
    if (i18n.locale !== 'en' && refusals.length > 0) await domainTextsReady().catch(() => undefined);
    return { tone: result.skipped.length === 0 ? 'success' : 'info', text: recurringSummary(result, start, b.locale) };
  }
  if (services.length === 1) await createAppointment({ salonId, customer, serviceId: services[0].serviceId, staffId: b.staffId, date, start, notes });
  else await createVisit({ salonId, customer, services, date, start, notes });
  return { tone: 'success', text: t`Appointment created successfully!` };
}
