// Who a booking was made for, as given when it was made. A phone number is not an
// identity: anyone can type a client's number on the booking page or say it to Sarah. So a
// booking keeps the name, phone and email it was made with (the appointment's contact_* columns),
// its messages go only there, and a card is reused for an untrusted booking only when everything
// given agrees with it; otherwise the booking gets a card of its own beside the existing one, where
// the owner sees both and merges them if they are one person. The server's public_book applies the
// same rule (sync_private.same_contact, supabase/schemas/44_phone_keys.sql).
import type { Customer } from './types';

export interface BookingContact {
  contact_name: string;
  contact_phone: string;
  contact_email: string | null;
}

/** The contact as a row holds it: absent or null on a booking from older versions. */
export type StoredContact = { [K in keyof BookingContact]?: string | null };

/** A name as compared: case, surrounding and repeated spaces ignored ("ana  LOPEZ " = "Ana Lopez"). */
export const nameKey = (name: string) => name.trim().replace(/\s+/g, ' ').toLowerCase();

const emailKey = (email: string | null | undefined) => (email ?? '').trim().toLowerCase();

/**
 * Whether two names may be one person's: equal, or one is the other's leading words ("Anna" and
 * "Anna Lee": a client gives her first name on the phone, the card has her full one). A stranger
 * still has to know the name: nothing the customer side answers ever says it.
 */
export function namesAgree(a: string, b: string): boolean {
  const x = nameKey(a);
  const y = nameKey(b);
  return x !== '' && y !== '' && (x === y || x.startsWith(`${y} `) || y.startsWith(`${x} `));
}

/**
 * Whether an untrusted booking's details are the card's own: names that agree, and either no email
 * or the card's email. An email the card lacks is another person's until the owner says otherwise.
 */
export function sameContact(card: Pick<Customer, 'name' | 'email'>, given: { name: string; email: string | null }): boolean {
  if (!namesAgree(card.name, given.name)) return false;
  const email = emailKey(given.email);
  return email === '' || email === emailKey(card.email);
}

/**
 * Who may attach a booking to a card found by phone alone: the owner at her own screen (she sees
 * the card the number matched and its name and email fill the form), never a stranger.
 */
export type BookingSource = 'owner' | 'untrusted';

/** The card a booking lands on among those sharing its phone key (oldest first), or null for a new one. */
export function cardForBooking<C extends Pick<Customer, 'name' | 'email'>>(
  cards: readonly C[],
  given: { name: string; email: string | null },
  source: BookingSource,
): C | null {
  if (source === 'owner') return cards[0] ?? null;
  return cards.find((c) => sameContact(c, given)) ?? null;
}

/** The contact a new appointment keeps, from the details given for it (already validated). */
export function contactOf(given: { name: string; phone: string; email: string | null }): BookingContact {
  return { contact_name: given.name, contact_phone: given.phone, contact_email: given.email ?? null };
}

/**
 * What the owner is shown of a booking's own contact where it is not the card's (a booking made on
 * the page or with Sarah under another name, phone spelling or email), or null where the card says
 * it all: "Eve Stone · (212) 555-0199 · eve@example.com".
 */
export function bookedAsText(appointment: StoredContact, card: Pick<Customer, 'name' | 'phone' | 'email'> | null | undefined): string | null {
  if (!appointment.contact_phone) return null;
  const same =
    card &&
    nameKey(card.name) === nameKey(appointment.contact_name ?? '') &&
    card.phone.trim() === appointment.contact_phone.trim() &&
    emailKey(card.email) === emailKey(appointment.contact_email);
  if (same) return null;
  return [appointment.contact_name, appointment.contact_phone, appointment.contact_email].filter((v) => v && v.trim() !== '').join(' · ');
}
