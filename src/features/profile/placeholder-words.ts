// What each placeholder holds, in the owner's language, for the template editor's list. The
// domain's PLACEHOLDERS keep the English (the server imports them, and Lingui must never reach
// it); a table typed by the placeholders' names makes tsc name one this list lacks.
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { PlaceholderName } from '../../domain/messages/templates';

export const PLACEHOLDER_WORDS: Readonly<Record<PlaceholderName, MessageDescriptor>> = {
  customer_name: msg`The customer's name as the salon saved it (in texts, the first name only)`,
  salon_name: msg`The salon's name`,
  salon_address: msg`The salon's address`,
  salon_phone: msg`The salon's phone number`,
  service: msg`The booked service ("your service" if it was removed)`,
  staff: msg`The technician ("our team" if none is set)`,
  weekday: msg`Day of the week, e.g. Tuesday`,
  date: msg`The date, e.g. December 1, 2026`,
  time: msg`Start time on the salon's clock, e.g. 15:00`,
  end_time: msg`End time on the salon's clock, e.g. 16:00`,
  duration: msg`How long the visit is, e.g. 1 hour 30 minutes`,
  price: msg`The service's price, e.g. $45.00`,
  manage_link: msg`A link to change or cancel online (empty until online booking is on)`,
};
