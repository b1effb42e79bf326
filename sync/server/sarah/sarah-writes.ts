// Server-side Sarah's writes: the rules of the device's repositories (a booking,
// src/db/repositories/book-appointment.ts and visits.ts; a move, appointments.ts; a message,
// calls.ts), with availability checked by the same TypeScript (src/domain/availability.ts) and
// the rows written by public.sarah_write as one, under the salon's lock, only if nothing of the
// salon changed since they were read. When something did, the write is read and checked again.
import { isSlotAvailable } from '../../../src/domain/availability';
import { BLOCKING_STATUSES } from '../../../src/domain/availability-day';
import { parseCustomer } from '../../../src/domain/back-office';
import { cardForBooking, contactOf } from '../../../src/domain/booking-contact';
import { SlotTakenError } from '../../../src/domain/booking-rules';
import { isValidDate } from '../../../src/domain/dates';
import { PreconditionError, ValidationError } from '../../../src/domain/errors';
import { newId } from '../../../src/domain/ids';
import { bodyPartsText, notificationOf, type NotificationWords } from '../../../src/domain/notification-parts';
import { customerPhoneKey } from '../../../src/domain/phone-key';
import { processingOf } from '../../../src/domain/processing';
import type { BookRequest, MoveRequest, SalonStore } from '../../../src/domain/salon-store';
import { addMinutesToTime, fromMinutes, isValidTime, normalizeTime, toMinutes } from '../../../src/domain/time';
import { fromServerRow } from '../../../src/domain/tables';
import type { Appointment } from '../../../src/domain/types';
import { planVisitAt, type VisitServiceInput } from '../../../src/domain/visits';
import type { Rpc, SalonBundle, ServerReads } from './sarah-reads';
import { callWrites, type Mutation } from './sarah-calls';

/** How often a write is read and checked again when the salon changed under it. */
const ATTEMPTS = 8;
/**
 * Between tries, a random pause growing with each: writers that lost to the same change would
 * otherwise read and write again in step and keep losing to each other (several calls booking
 * at one salon at once ran out of tries with a fixed retry).
 */
const pause = (attempt: number) => new Promise((r) => setTimeout(r, Math.random() * 15 * (attempt + 1)));

type Written = { status: 'written'; appointments?: Record<string, unknown>[] } | { status: 'stale' };
/** One try of a write: the rows and the version they were checked at, or the answer with nothing to write. */
type Attempt<R> = { seen: number | null; mutations: Mutation[]; result: (written: Appointment[]) => R } | { done: R };

export interface WritesOptions {
  /** The salon as the turn read it (its zone and phone region); default a fresh read. */
  bundle?: () => Promise<SalonBundle>;
  /** Reads that never come from a cache: a try after a refused one reads with these. */
  fresh?: ServerReads;
  /** Called after every write: what was read before it is out of date. */
  forget?: () => void;
}

export function createServerWrites(rpc: Rpc, cached: ServerReads, salonId: string, options: WritesOptions = {}) {
  const fresh = options.fresh ?? cached;
  const salonBundle = options.bundle ?? fresh.bundle;
  let reads = cached;
  /** Writes the rows as one; 'stale' when the salon changed since `seen` (null: whatever changed). */
  async function write(seen: number | null, mutations: Mutation[]): Promise<Written> {
    try {
      const written = await rpc<Written>('sarah_write', { p_salon: salonId, p_seen_version: seen, p_mutations: mutations });
      if (written.status === 'written') options.forget?.();
      return written;
    } catch (e) {
      // The exclusion constraint's word: a device's booking of the member landed in between.
      if ((e as { code?: string }).code === 'P0001') return { status: 'stale' };
      throw e;
    }
  }

  /** Runs `attempt` (read, check, write) until it writes against an unchanged salon. */
  async function authoritative<R>(attempt: () => Promise<Attempt<R>>): Promise<R> {
    try {
      for (let i = 0; ; i++) {
        // The first try may use what the turn just read; a refused one reads everything afresh.
        reads = i === 0 ? cached : fresh;
        const plan = await attempt();
        if ('done' in plan) return plan.done;
        const written = await write(plan.seen, plan.mutations);
        if (written.status === 'written') return plan.result((written.appointments ?? []).map((r) => fromServerRow(r) as Appointment));
        if (i + 1 >= ATTEMPTS) throw new Error('The salon is busy; please try again.');
        await pause(i);
      }
    } finally {
      reads = cached;
    }
  }

  /** The row of a notification, its words as its parts say them. */
  const notification = (
    { kind, title, body, parts }: NotificationWords,
    extra: { appointment_id?: string; call_id?: string; phone?: string | null },
  ): Mutation => {
    const id = newId();
    return {
      table: 'notifications',
      op: 'put',
      row_id: id,
      fields: {
        id,
        salon_id: salonId,
        kind,
        source: 'assistant',
        title,
        body,
        // The same sentence in parts: the owner's device writes it in her language.
        body_parts: bodyPartsText(parts),
        appointment_id: extra.appointment_id ?? null,
        call_id: extra.call_id ?? null,
        phone: extra.phone ?? null,
        at: new Date().toISOString(),
        read: false,
        deleted: false,
      },
    };
  };

  /** The facts a notification about `appt` speaks of (the card's name, as the device's feed does). */
  async function factsOf(
    appt: Pick<Appointment, 'service_id' | 'customer_id' | 'staff_id' | 'appointment_date' | 'start_time'>,
    known: { customer?: string; data?: VisitServiceInput } = {},
  ) {
    const { data } = known;
    const [service, customer, staff] = await Promise.all([
      data?.service.id === appt.service_id ? data.service : reads.services([appt.service_id]).then((r) => r[0]),
      known.customer !== undefined ? { name: known.customer } : reads.customers([appt.customer_id]).then((r) => r[0]),
      data?.staff.find((m) => m.id === appt.staff_id) ?? reads.staff([appt.staff_id]).then((r) => r[0]),
    ]);
    // The availability input types only what the rules read; its rows are whole, names included.
    const nameOf = (row: unknown) => (row as { name?: string } | undefined)?.name ?? null;
    return { service: nameOf(service), customer: nameOf(customer), staff: nameOf(staff), date: appt.appointment_date, start: appt.start_time };
  }

  async function book(r: BookRequest): Promise<Appointment[]> {
    if (r.serviceIds.length === 0) throw new ValidationError('Please choose a service.', 'serviceId');
    if (!isValidDate(r.date)) throw new ValidationError('Please provide a valid date.', 'date');
    if (!isValidTime(r.start)) throw new ValidationError('Please choose a time.', 'start');
    const start = normalizeTime(r.start);
    const customer = parseCustomer({ name: r.customer.name, phone: r.customer.phone, email: r.customer.email ?? null, language: r.customer.language });
    return authoritative<Appointment[]>(async () => {
      const { salon } = await salonBundle();
      if (!salon) throw new PreconditionError('No salon found');
      // The first read's version guards the write: anything that changes after it is seen there.
      let seen: number | null | undefined;
      const parts: VisitServiceInput[] = [];
      for (const serviceId of r.serviceIds) {
        const { data, version } = await reads.availability(serviceId, r.date);
        if (!data) throw new ValidationError('Please choose a service.', 'serviceId');
        if (seen === undefined) seen = version;
        parts.push({ ...data, now: r.now });
      }
      // One service books as the New Appointment form does (its first free member); several as a visit.
      let planned: { staffId: string; start: string; end: string }[] | null;
      if (parts.length === 1) {
        const check = isSlotAvailable(parts[0], start);
        planned = check.available ? [{ staffId: check.staffIds[0], start, end: addMinutesToTime(start, parts[0].service.duration) }] : null;
      } else {
        planned = planVisitAt(parts, start).parts ?? null;
      }
      if (!planned) throw new SlotTakenError(start);
      const key = customerPhoneKey(customer.phone, salon);
      if (!key) throw new ValidationError('Customer phone must be a valid phone number', 'phone');
      // A caller's word is not the owner's: a card is reused only when the details agree.
      const card = cardForBooking(await reads.customersWithKey(key), customer, r.source);
      const mutations: Mutation[] = [];
      const customerId = card?.id ?? newId();
      if (!card)
        mutations.push({
          table: 'customers',
          op: 'put',
          row_id: customerId,
          fields: { id: customerId, salon_id: salonId, ...customer, phone_key: key, deleted: false },
        });
      const visitId = parts.length > 1 ? newId() : null;
      const ids = planned.map((_, k) => (k === 0 && visitId ? visitId : newId()));
      for (const [k, p] of planned.entries()) {
        mutations.push({
          table: 'appointments',
          op: 'put',
          row_id: ids[k],
          fields: {
            id: ids[k],
            salon_id: salonId,
            customer_id: customerId,
            staff_id: p.staffId,
            service_id: parts[k].service.id,
            appointment_date: r.date,
            start_time: p.start,
            end_time: p.end,
            ...processingOf(parts[k].service),
            notes: null,
            status: r.status,
            ...(visitId ? { visit_id: visitId } : {}),
            ...contactOf(customer),
            deleted: false,
          },
        });
      }
      const first = {
        service_id: parts[0].service.id,
        customer_id: customerId,
        staff_id: planned[0].staffId,
        appointment_date: r.date,
        start_time: planned[0].start,
      };
      // One notification for the visit, in the same write: a booking never lands without it.
      const facts = await factsOf(first, { customer: card?.name ?? customer.name, data: parts[0] });
      mutations.push(notification(notificationOf({ about: 'booking', appt: facts }), { appointment_id: ids[0] }));
      return { seen: seen ?? null, mutations, result: (written) => written };
    });
  }

  async function move(r: MoveRequest): Promise<{ before: Appointment; after: Appointment }> {
    if (!isValidDate(r.date)) throw new ValidationError('Please provide a valid date.', 'date');
    if (!isValidTime(r.start)) throw new ValidationError('Please choose a time.', 'start');
    const start = normalizeTime(r.start);
    return authoritative<{ before: Appointment; after: Appointment }>(async () => {
      // Read first, for its version: the appointment read after it is then guarded too.
      const bundle = await fresh.bundle();
      const [appt] = await reads.appointments([r.appointmentId]);
      if (!bundle.salon) throw new PreconditionError('No salon found');
      if (!appt || appt.deleted) throw new PreconditionError('Appointment not found');
      if (!BLOCKING_STATUSES.includes(appt.status)) throw new PreconditionError(`A ${appt.status} appointment cannot be moved`);
      if (appt.appointment_date < r.now.date) throw new PreconditionError('A past appointment cannot be moved');
      // A part of a visit moves with the rest of it, to the visit's new start.
      const rows = appt.visit_id ? await reads.visit(appt.visit_id) : [appt];
      const offset = toMinutes(start) - toMinutes(appt.start_time);
      const from = fromMinutes(toMinutes(rows[0].start_time) + offset);
      const inputs: VisitServiceInput[] = [];
      for (const part of rows) {
        const { data } = await reads.availability(part.service_id, r.date);
        if (!data) throw new PreconditionError('The service of this appointment no longer exists');
        // The appointment's own rows never block it.
        inputs.push({ ...data, appointments: data.appointments.filter((a) => !rows.some((p) => p.id === a.id)), now: r.now });
      }
      let placed: { staffId: string; start: string; end: string }[] | null;
      if (rows.length === 1) {
        const check = (staffId?: string) => isSlotAvailable({ ...inputs[0], staffId }, start);
        const staffId = r.staffId ?? (check(appt.staff_id).available ? appt.staff_id : null);
        const free = check(staffId ?? undefined);
        placed = free.available ? [{ staffId: staffId ?? free.staffIds[0], start, end: addMinutesToTime(start, inputs[0].service.duration) }] : null;
      } else {
        // Each part keeps its member when free then, else the first free one (planVisitMove).
        const kept = planVisitAt(
          inputs.map((s, k) => ({ ...s, staffId: rows[k].staff_id })),
          from,
        );
        placed = kept.parts ?? planVisitAt(inputs, from).parts ?? null;
      }
      if (!placed) throw new SlotTakenError(start);
      const mutations: Mutation[] = [];
      for (const [k, p] of placed.entries()) {
        const was = rows[k];
        const next = { appointment_date: r.date, start_time: p.start, end_time: p.end, ...processingOf(inputs[k].service), staff_id: p.staffId };
        const changed = Object.fromEntries(Object.entries(next).filter(([f, v]) => (was as unknown as Record<string, unknown>)[f] !== v));
        if (Object.keys(changed).length > 0) mutations.push({ table: 'appointments', op: 'patch', row_id: was.id, fields: changed });
      }
      if (mutations.length === 0) return { done: { before: appt, after: appt } };
      const head = { ...rows[0], appointment_date: r.date, start_time: placed[0].start, staff_id: placed[0].staffId };
      const facts = await factsOf(head, { data: inputs[0] });
      const was = { date: rows[0].appointment_date, start: rows[0].start_time };
      mutations.push(notification(notificationOf({ about: 'rescheduled', appt: facts, from: was }), { appointment_id: rows[0].id }));
      return { seen: bundle.version, mutations, result: (written) => ({ before: appt, after: written.find((w) => w.id === appt.id) ?? appt }) };
    });
  }

  async function cancel(appointmentId: string): Promise<Appointment> {
    const [appt] = await reads.appointments([appointmentId]);
    if (!appt || appt.deleted) throw new PreconditionError('Appointment not found');
    // A visit is cancelled as a whole: its other services would otherwise stay booked alone.
    const rows = appt.visit_id ? await reads.visit(appt.visit_id) : [appt];
    const mutations: Mutation[] = rows
      .filter((p) => p.status !== 'canceled')
      .map((p) => ({ table: 'appointments', op: 'patch', row_id: p.id, fields: { status: 'canceled' } }));
    if (mutations.length === 0) return appt;
    const facts = await factsOf(rows[0]);
    mutations.push(notification(notificationOf({ about: 'cancelled', appt: facts }), { appointment_id: rows[0].id }));
    await write(null, mutations);
    return (await reads.appointments([appointmentId]))[0] as Appointment;
  }

  const calls = callWrites(fresh, salonId, write, (call) =>
    notification(notificationOf({ about: 'message', caller: call.caller_name, callback: call.callback_requested === true }, call.message ?? ''), {
      call_id: call.id,
      phone: call.caller_phone,
    }),
  );

  return { book, move, cancel, ...calls } satisfies Pick<SalonStore, 'book' | 'move' | 'cancel' | 'takeMessage' | 'openCall' | 'appendTurns' | 'endCall'>;
}
