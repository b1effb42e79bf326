// The template editor's preview: a sample appointment at the owner's own salon,
// rendered by the same code the backend's sender uses (domain/messages/content.ts, which keeps the
// calendar library out of the browser), so what the owner reads here is what the customer gets.
import { addDays } from '../../domain/dates';
import { renderEmailContent, renderSms, type MessageFacts } from '../../domain/messages/content';
import type { MessageTemplates } from '../../domain/messages/templates';
import { addMinutesToTime, MINUTES_PER_DAY, toMinutes } from '../../domain/time';
import type { MessageKind, Salon, Service, Staff } from '../../domain/types';

/** Names for a salon that has no services or staff yet. */
export const SAMPLE = {
  customer: 'Ana Lopez',
  service: { name: 'Gel Manicure', duration: 60, price: 45 },
  staff: 'Kim',
  start: '14:00',
  /** Days after the salon's today: a visit a reminder would still be sent for. */
  daysAhead: 3,
} as const;

/**
 * The sample appointment: the salon's real name, address, phone and zone, one of its real services
 * and staff members when it has them, three days after the salon's today at 14:00. The date and
 * times are the salon's wall clock, printed as stored, as in every real message.
 */
export function sampleFacts(
  salon: Pick<Salon, 'name' | 'address' | 'phone' | 'time_zone' | 'email'>,
  service: Pick<Service, 'name' | 'duration' | 'price'> | undefined,
  staff: Pick<Staff, 'name'> | undefined,
  today: string,
): MessageFacts {
  const s = service ?? SAMPLE.service;
  // A long service still ends on the same day, as a real booking must.
  const minutes = Math.min(Math.max(Math.round(s.duration), 1), MINUTES_PER_DAY - 1 - toMinutes(SAMPLE.start));
  return {
    salon: { name: salon.name, address: salon.address, phone: salon.phone, time_zone: salon.time_zone, email: salon.email },
    customer: { name: SAMPLE.customer },
    appointment: {
      id: 'preview',
      date: addDays(today, SAMPLE.daysAhead),
      start_time: SAMPLE.start,
      end_time: addMinutesToTime(SAMPLE.start, minutes),
      version: 1,
    },
    service: { name: s.name, duration: s.duration, price: s.price },
    staff: { name: staff?.name ?? SAMPLE.staff },
    manageUrl: null,
  };
}

export interface MessagePreview {
  subject: string;
  text: string;
  sms: string;
}

export function previewOf(kind: MessageKind, facts: MessageFacts, templates: MessageTemplates): MessagePreview {
  const email = renderEmailContent(kind, facts, templates);
  return { subject: email.subject, text: email.text, sms: renderSms(kind, facts, templates) };
}
