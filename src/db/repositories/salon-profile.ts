// Salon Profile writes (docs/behaviour.md#salon-profile, docs/behaviour.md#roles): basic information, business hours, services, FAQs.
import { parseFaq, parseSalonInfo, parseService, type SalonInfoInput, type ServiceInput } from '../../domain/back-office';
import { validateBusinessHours, type DayHours } from '../../domain/business-hours';
import { PreconditionError, ValidationError } from '../../domain/errors';
import { NO_PROCESSING, processingProblem } from '../../domain/processing';
import { businessHoursId, newId } from '../../domain/ids';
import type { Salon, SalonFaq, Service } from '../../domain/types';
import { appContext, type WriteContext } from '../context';
import { deleteRow, patchRow, putRow, writeTogether } from '../writer';

async function liveSalon(ctx: WriteContext, salonId: string | null | undefined, message: string): Promise<Salon> {
  const salon = salonId ? await ctx.db.salons.get(salonId) : undefined;
  if (!salon || salon.deleted) throw new PreconditionError(message);
  return salon;
}

export async function updateSalonInfo(salonId: string | null, input: SalonInfoInput, ctx?: WriteContext): Promise<Salon> {
  const c = ctx ?? (await appContext());
  const clean = parseSalonInfo(input);
  await liveSalon(c, salonId, 'No salon to update');
  const { time_zone, ...rest } = clean;
  return patchRow(c, 'salons', salonId!, time_zone ? { ...rest, time_zone } : rest);
}

/** Saving hours replaces the whole set: one row per weekday, closed days with null times. */
export async function saveBusinessHours(salonId: string | null, days: DayHours[], ctx?: WriteContext): Promise<void> {
  const c = ctx ?? (await appContext());
  const clean = validateBusinessHours(days);
  await liveSalon(c, salonId, 'No salon found');
  await writeTogether(c, ['business_hours'], async () => {
    for (const d of clean) {
      await putRow(c, 'business_hours', { ...d, id: businessHoursId(salonId!, d.day_of_week), salon_id: salonId! });
    }
  });
}

export async function addService(salonId: string | null, input: ServiceInput, ctx?: WriteContext): Promise<Service> {
  const c = ctx ?? (await appContext());
  const clean = parseService(input);
  await liveSalon(c, salonId, 'No salon found');
  // A new service is bookable, with no cleanup time and no category unless the form gave them.
  return putRow(c, 'services', { id: newId(), salon_id: salonId!, buffer_minutes: 0, category: null, ...NO_PROCESSING, ...clean, is_active: true });
}

/** Changes only what the input names and what differs (per-field sync: another device's edit of the rest survives). */
export async function updateService(serviceId: string, input: ServiceInput, ctx?: WriteContext): Promise<Service> {
  const c = ctx ?? (await appContext());
  const clean = parseService(input);
  return writeTogether(c, ['services'], async () => {
    // A shorter duration must still hold the processing time the row keeps (the form always sends both).
    const row = await c.db.services.get(serviceId);
    if (row && clean.processing_minutes === undefined) {
      const problem = processingProblem({ processing_offset: row.processing_offset ?? 0, processing_minutes: row.processing_minutes ?? 0 }, clean.duration);
      if (problem) throw new ValidationError(problem.message, 'duration');
    }
    return patchRow(c, 'services', serviceId, clean);
  });
}

/**
 * Hides a service (no longer bookable; its appointments keep their history and its name) or
 * shows it again. Hiding is the way to retire a service without losing what was booked.
 */
export async function setServiceActive(serviceId: string, isActive: boolean, ctx?: WriteContext): Promise<Service> {
  const c = ctx ?? (await appContext());
  return patchRow(c, 'services', serviceId, { is_active: isActive });
}

/** Deleting a service also drops its staff links; past appointments keep pointing at it. */
export async function deleteService(serviceId: string, ctx?: WriteContext): Promise<void> {
  const c = ctx ?? (await appContext());
  await writeTogether(c, ['services', 'staff_services'], async () => {
    const links = await c.db.staff_services.where('service_id').equals(serviceId).toArray();
    for (const l of links) await deleteRow(c, 'staff_services', l.id);
    await deleteRow(c, 'services', serviceId);
  });
}

export async function addFaq(salonId: string | null, input: { question: string; answer: string }, ctx?: WriteContext): Promise<SalonFaq> {
  const c = ctx ?? (await appContext());
  const clean = parseFaq(input);
  await liveSalon(c, salonId, 'No salon found');
  return putRow(c, 'salon_faqs', { id: newId(), salon_id: salonId!, ...clean });
}

export async function deleteFaq(faqId: string, ctx?: WriteContext): Promise<void> {
  const c = ctx ?? (await appContext());
  await deleteRow(c, 'salon_faqs', faqId);
}
