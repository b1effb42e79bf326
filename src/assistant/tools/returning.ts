// Sarah greets a returning caller by name (issue 16): once a phone the caller gave matches a
// client card, the tool that looked the phone up says whose card it is. The name only: the card's
// notes and tags are the salon's own and never reach a caller.
import { findCustomerByPhone } from '../../db/repositories/customers';
import { readAppointmentRows } from '../../data/queries/assistant';
import * as text from '../messages';
import type { ToolContext } from './tool';

/**
 * `{ returning_client: "Returning client: Ana Lopez" }` for a phone with a card from before this
 * conversation, else nothing: a card this conversation's own booking made is a new client's.
 */
export async function returningClient(tc: ToolContext, phone: string): Promise<{ returning_client?: string }> {
  const card = await findCustomerByPhone(tc.ctx.db, tc.salonId, phone);
  if (!card) return {};
  const bookedHere = await readAppointmentRows(tc.ctx.db, [...tc.conversation.bookings.values()]);
  if (bookedHere.some((a) => a?.customer_id === card.id)) return {};
  return { returning_client: text.returningClient(card.name) };
}
