// Read-only tools: hours, service details, the salon's clock and relative dates. Dates come from
// code in the salon's zone (docs/architecture.md#assistant), so "tomorrow" never depends on the model or the device.
import { z } from 'zod';
import { effectiveHours } from '../../domain/business-hours';
import { WEEKDAY_NAMES, weekdayNameOf } from '../../domain/dates';
import { wordsOf } from '../words';
import { parseRelativeDate } from '../relative-dates';
import { describeService, resolveService, salonNow } from './common';
import { defineTool, fail } from './tool';

export const getBusinessHours = defineTool({
  name: 'get_business_hours',
  description: "The salon's opening hours for each day of the week.",
  parameters: z.object({}),
  async execute(_args, tc) {
    const hours = effectiveHours(await tc.store.hours());
    // Monday first, as customers read a week.
    const order = [1, 2, 3, 4, 5, 6, 0];
    return {
      success: true,
      hours: order.map((d) => {
        const h = hours[d];
        return h.is_closed || !h.open_time || !h.close_time
          ? { day: WEEKDAY_NAMES[d], closed: true }
          : { day: WEEKDAY_NAMES[d], open: h.open_time.slice(0, 5), close: h.close_time.slice(0, 5) };
      }),
    };
  },
});

export const getServiceInfo = defineTool({
  name: 'get_service_info',
  description: 'Price, duration and description of a service, found by (part of) its name.',
  parameters: z.object({ service_name: z.string().min(1).describe('The service the customer asked about, e.g. "gel manicure"') }),
  async execute({ service_name }, tc) {
    const found = await resolveService(tc, service_name);
    if ('error' in found) return fail(found.error, found.options ? { options: found.options } : {});
    return { success: true, service: describeService(found.service) };
  },
});

export const getCurrentDatetime = defineTool({
  name: 'get_current_datetime',
  description: "Today's date, weekday and the current time in the salon's time zone.",
  parameters: z.object({}),
  async execute(_args, tc) {
    const now = await salonNow(tc);
    return { success: true, date: now.date, weekday: weekdayNameOf(now.date), time: now.time, time_zone: now.zone };
  },
});

export const parseRelativeDateTool = defineTool({
  name: 'parse_relative_date',
  description:
    "Turns a relative date ('today', 'tomorrow', 'next week', 'Friday', 'next Monday', 'this Saturday') into YYYY-MM-DD. Always use it instead of computing dates yourself.",
  parameters: z.object({ relative_date: z.string().min(1).describe('The words the customer used, e.g. "next Monday"') }),
  async execute({ relative_date }, tc) {
    const text = wordsOf(tc.conversation);
    const now = await salonNow(tc);
    const parsed = parseRelativeDate(relative_date, now.date);
    if (!parsed) return fail(text.relativeDateNotUnderstood(relative_date));
    return { success: true, date: parsed.date, weekday: parsed.weekday };
  },
});
