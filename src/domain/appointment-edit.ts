// The owner's Edit / Move of a booking: when it is offered, the contact it starts from,
// and what an edit changes. Pure, so the details dialog and the repository that writes the edit
// (src/db/repositories/appointment-edit.ts) agree, and each rule is unit-tested.
import { parseCustomer, type CustomerInput } from './back-office';
import type { StoredContact } from './booking-contact';
import type { ZonedNow } from './dates';
import type { Appointment, Customer } from './types';

/**
 * Why the owner may not edit this booking, in words the details show instead of the button; null
 * when she may. Only a booking still ahead (or under way) and pending or confirmed can change: a
 * finished one is history (its figures count it), a canceled one is rebooked instead, and a
 * conflict is settled on the Conflicts screen first.
 */
export function editRefusal(appt: Pick<Appointment, 'status' | 'appointment_date' | 'end_time'>, now: ZonedNow): string | null {
  switch (appt.status) {
    case 'completed':
      return 'This appointment is completed, so it cannot be moved or edited.';
    case 'canceled':
      return 'This appointment is canceled, so it cannot be moved or edited. Book a new one instead.';
    case 'no_show':
      return 'This appointment is marked as a no-show, so it cannot be moved or edited.';
    case 'conflict':
      return 'This appointment clashes with another booking. Resolve it on the Conflicts screen (the bell) first.';
    default:
      break;
  }
  const ended = appt.appointment_date < now.date || (appt.appointment_date === now.date && appt.end_time.slice(0, 5) <= now.time);
  return ended ? 'This appointment is in the past, so it cannot be moved or edited.' : null;
}

/** The contact a booking's messages go to: its own, or its card's for a booking from before. */
export function effectiveContact(appt: StoredContact, card: Pick<Customer, 'name' | 'phone' | 'email'> | null | undefined): CustomerInput {
  if (appt.contact_phone) return { name: appt.contact_name ?? '', phone: appt.contact_phone, email: appt.contact_email ?? null };
  return { name: card?.name ?? '', phone: card?.phone ?? '', email: card?.email ?? null };
}

const cleaned = (c: CustomerInput) => {
  try {
    return parseCustomer(c);
  } catch {
    return null;
  }
};

/**
 * Whether the contact typed differs from the one the booking has: both cleaned as the form's
 * rules clean them (spaces, an empty email), so a form saved untouched changes nothing.
 */
export function contactChanged(before: CustomerInput, typed: CustomerInput): boolean {
  const a = cleaned(before);
  const b = cleaned(typed);
  if (!a || !b) return true;
  return a.name !== b.name || a.phone !== b.phone || a.email !== b.email;
}

export interface SlotChoice {
  date: string;
  start: string;
  serviceId: string;
  /** null = any available member: the booking's own when free then. */
  staffId: string | null;
}

/**
 * Whether the chosen slot is the one the booking holds: then nothing about its time is checked or
 * written (a notes or contact fix never fails on a rule made since, like a longer notice).
 */
export function sameSlot(appt: Pick<Appointment, 'appointment_date' | 'start_time' | 'service_id' | 'staff_id'>, choice: SlotChoice): boolean {
  return (
    appt.appointment_date === choice.date &&
    appt.start_time.slice(0, 5) === choice.start.slice(0, 5) &&
    appt.service_id === choice.serviceId &&
    (choice.staffId === null || choice.staffId === appt.staff_id)
  );
}

/** The owner's success text, in the tone of the product's ("Appointment status updated successfully!"). */
export const APPOINTMENT_UPDATED = 'Appointment updated successfully!';
/** The product's fallback for a failed appointment update. */
export const UPDATE_FAILED = 'Failed to update appointment';
