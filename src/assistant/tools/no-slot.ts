// A day or a time with nothing to offer, in the customer's words (docs/behaviour.md#messages; the booking
// rules). Pure: the tools gather what the words need (the salon's clock and rules, the member
// asked for, the first time still free) and this picks the text.
import type { NoSlotReason, RuleLimits } from '../../domain/availability';
import type { BookingRules } from '../../domain/booking-rules';
import { type ZonedNow } from '../../domain/dates';
import { wordsIn, type Words } from '../words';

export interface NoSlotContext extends RuleLimits {
  service: string;
  date: string;
  now?: ZonedNow;
  rules?: BookingRules;
  /** The member the customer asked for, if any. */
  staffName?: string;
  /** With 'too_soon' for one time: the first start still offered that day, if any. */
  firstFree?: string;
}

function tooSoon(c: NoSlotContext, text: Words): string {
  const { dayPhrase } = text;
  const notice = text.noticePhrase(c.rules?.min_notice_minutes ?? 0);
  if (c.firstFree) return text.tooSoonAt(notice, dayPhrase(c.date, c.now), c.firstFree);
  // The notice runs past the whole date: name the moment it ends, the one thing the customer can act on.
  if (c.earliest && c.earliest.date > c.date) return text.tooSoonUntil(notice, text.dateAt(c.earliest.date, c.earliest.time));
  return text.tooSoonNothingLeft(notice, dayPhrase(c.date, c.now));
}

/** The message for a day (or, with 'too_soon', a time) with no slot; shared by the slot, booking and move tools. */
export function noSlotMessage(reason: NoSlotReason, c: NoSlotContext, text: Words = wordsIn('en')): string {
  const { dayPhrase, onDate } = text;
  switch (reason) {
    case 'invalid_date':
      return text.NOT_A_DATE;
    case 'service_hidden':
      return text.serviceHidden(c.service);
    case 'past_date':
      return text.PAST_DATE;
    case 'too_far_ahead':
      return c.lastBookableDate && c.rules ? text.tooFarAhead(c.rules.max_advance_days, onDate(c.lastBookableDate)) : text.noTimesLeft(c.service, c.date);
    case 'closed':
      return text.closedOn(text.weekday(c.date));
    case 'no_staff_for_service':
      return text.noStaffForService(c.service);
    case 'staff_time_off':
      return c.staffName ? text.staffAway(c.staffName, dayPhrase(c.date, c.now)) : text.noneInOn(c.service, dayPhrase(c.date, c.now));
    case 'no_staff_working':
      return text.noSpecialistsOn(c.service, text.weekday(c.date));
    case 'too_soon':
      return tooSoon(c, text);
    default:
      return text.noTimesLeft(c.service, c.date);
  }
}
