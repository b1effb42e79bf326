// Sarah books several services as one visit: "a manicure and a pedicure on Friday at
// 11". The same rules as the owner's New Appointment (src/domain/visits.ts), through the same
// repository (createVisit), which re-checks every part in its write transaction.
import { SlotTakenError } from '../../domain/booking-rules';
import { ValidationError } from '../../domain/errors';
import { formatPrice, sumPrices } from '../../domain/money';
import type { Service } from '../../domain/types';
import { planVisitAt } from '../../domain/visits';
import { oneOf } from '../../domain/salon-store';
import { wordsOf } from '../words';
import { salonNow } from './common';
import { noSlotMessage } from './no-slot';
import { refusalOf } from './refusal';
import { fail, type ToolContext, type ToolResult } from './tool';

export interface VisitRequest {
  customer: { name: string; phone: string; email: string | null };
  services: Service[];
  date: string;
  time: string;
  status: 'confirmed' | 'pending';
}

const names = (services: readonly Service[]) => services.map((s) => s.name);

/** Why the visit cannot start at `time`, in the customer's words; null when it fits. */
async function visitProblem(tc: ToolContext, r: VisitRequest): Promise<string | null> {
  const text = wordsOf(tc.conversation);
  const now = await salonNow(tc);
  const inputs = [];
  for (const s of r.services) {
    const data = await tc.store.availability(s.id, r.date);
    if (!data) return text.serviceNotFound(s.name, []);
    inputs.push({ ...data, now });
  }
  const plan = planVisitAt(inputs, r.time);
  if (plan.parts) return null;
  const failed = r.services[plan.failedIndex ?? 0];
  if (plan.reason) return noSlotMessage(plan.reason, { ...plan, service: failed.name, date: r.date, now, rules: inputs[0].rules }, text);
  return text.visitDoesNotFit(text.list(names(r.services)), r.time, failed.name);
}

export async function bookVisit(tc: ToolContext, r: VisitRequest, key: string): Promise<ToolResult> {
  const text = wordsOf(tc.conversation);
  // The same request twice in one conversation (a model repeating itself) books once.
  const earlier = tc.conversation.bookings.get(key);
  const first = earlier ? await oneOf(tc.store.appointments([earlier])) : undefined;
  if (first && !first.deleted && first.status !== 'canceled') {
    return {
      success: true,
      already_booked: true,
      message: text.alreadyBooked(text.list(names(r.services)), r.customer.name, r.date, first.start_time),
    };
  }
  try {
    const problem = await visitProblem(tc, r);
    if (problem) return fail(problem);
    const held = tc.readBack?.({
      key: `${key}|${r.customer.name.trim().toLowerCase()}`,
      action: { kind: 'book', services: names(r.services), customer: r.customer.name },
      date: r.date,
      time: r.time,
      price: sumPrices(r.services.map((s) => s.price)),
    });
    if (held) return held;
    const rows = await tc.store.book({
      customer: { ...r.customer, language: tc.conversation.language },
      serviceIds: r.services.map((s) => s.id),
      date: r.date,
      start: r.time,
      status: r.status,
      now: await salonNow(tc),
      source: 'untrusted',
    });
    tc.conversation.bookings.set(key, rows[0].id);
    const staff = await tc.store.staff(rows.map((row) => row.staff_id));
    const when = text.dateAt(r.date, rows[0].start_time);
    const who = text.list([...new Set(staff.map((m) => m?.name ?? text.OUR_TEAM))]);
    return {
      success: true,
      message:
        rows[0].status === 'pending'
          ? text.requestedPending(text.list(names(r.services)), r.customer.name, when, who)
          : text.visitBooked(text.list(names(r.services)), r.customer.name, when, who, rows[rows.length - 1].end_time),
      appointment: {
        id: rows[0].id,
        date: r.date,
        start_time: rows[0].start_time,
        end_time: rows[rows.length - 1].end_time,
        status: rows[0].status,
        services: rows.map((row, k) => ({
          service: r.services[k].name,
          price: formatPrice(r.services[k].price),
          start_time: row.start_time,
          end_time: row.end_time,
          staff: staff[k]?.name ?? null,
        })),
      },
    };
  } catch (e) {
    // A part's time went after the check above (another device): her words, not the repository's English.
    if (e instanceof SlotTakenError) return fail(text.slotTaken(e.time));
    if (e instanceof ValidationError) return fail(refusalOf(tc.conversation, e, (w) => w.BOOKING_FAILED));
    return fail(text.BOOKING_FAILED);
  }
}
