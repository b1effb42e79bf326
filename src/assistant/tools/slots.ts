// find_available_slots: the same availability function as the New Appointment form (docs/behaviour.md#validation),
// with each "no slots" reason turned into its message (no-slot.ts).
import { z } from 'zod';
import { findAvailableSlots } from '../../domain/availability';
import { formatPrice } from '../../domain/money';
import { wordsOf } from '../words';
import { dateRuleMessage, resolveService, salonNow } from './common';
import { noSlotMessage } from './no-slot';
import { defineTool, fail } from './tool';

export const findAvailableSlotsTool = defineTool({
  name: 'find_available_slots',
  description: 'Free start times for a service on a date (YYYY-MM-DD). Call it before booking.',
  parameters: z.object({
    service_name: z.string().min(1).describe('Service name as the customer said it'),
    date: z.string().describe('YYYY-MM-DD; use parse_relative_date for words like "tomorrow"'),
  }),
  async execute({ service_name, date }, tc) {
    const text = wordsOf(tc.conversation);
    const dateMessage = await dateRuleMessage(tc, date, text.SLOTS_DATE_FORMAT);
    if (dateMessage) return fail(dateMessage);
    const found = await resolveService(tc, service_name);
    if ('error' in found) return fail(found.error, found.options ? { options: found.options } : {});
    const { service } = found;
    try {
      const data = await tc.store.availability(service.id, date);
      if (!data) return fail(text.serviceNotFound(service_name, []));
      // The loaded data carries the salon's rules, buffers, breaks and time off: spread, they all apply.
      const now = await salonNow(tc);
      const result = findAvailableSlots({ ...data, now });
      if (result.reason) return fail(noSlotMessage(result.reason, { ...result, service: service.name, date, now, rules: data.rules }, text));
      return {
        success: true,
        service: service.name,
        price: formatPrice(service.price),
        duration_minutes: service.duration,
        date,
        weekday: result.weekday,
        available_times: result.slots.map((s) => s.start),
        // The same times as the customer reads them here ('2:30 PM'), where that is not how tools take them.
        ...timesForCustomer(
          result.slots.map((s) => s.start),
          text.time,
        ),
      };
    } catch {
      // A read failure must not end the conversation: the customer can try again.
      return fail(text.AVAILABILITY_TROUBLE);
    }
  },
});

function timesForCustomer(times: string[], say: (time: string) => string): { times_for_customer?: string[] } {
  const said = times.map(say);
  return said.some((t, i) => t !== times[i]) ? { times_for_customer: said } : {};
}
