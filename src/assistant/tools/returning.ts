// Sarah welcomes a returning client back, but a phone number is not an identity
// Anyone can say a client's number. So a card counts as the caller's only when the
// name the caller gave agrees with it (src/domain/booking-contact.ts), and what the tool says is
// the caller's own words: the card's name, notes and tags never reach a caller.
import { namesAgree } from '../../domain/booking-contact';
import { phoneKey } from '../../domain/phone-key';
import { wordsOf } from '../words';
import { salonRegion } from './common';
import type { ToolContext } from './tool';

/**
 * `{ returning_client: "Returning client: Anna" }` (the name the caller gave) when a card from
 * before this conversation has the caller's phone and a name that agrees; else nothing. A card
 * this conversation's own booking made is a new client's.
 */
export async function returningClient(tc: ToolContext, phone: string, givenName: string): Promise<{ returning_client?: string }> {
  const key = phoneKey(phone, await salonRegion(tc));
  const cards = key ? (await tc.store.customersWithKey(key)).filter((c) => namesAgree(c.name, givenName)) : [];
  if (cards.length === 0) return {};
  const bookedHere = await tc.store.appointments([...tc.conversation.bookings.values()]);
  if (cards.every((card) => bookedHere.some((a) => a?.customer_id === card.id))) return {};
  return { returning_client: wordsOf(tc.conversation).returningClient(givenName.trim()) };
}
