// Sarah's own words in English: the texts of messages.ts (the product's exact words) and the
// pieces the other languages build differently (weekdays, day phrases, the read-back sentence).
// The Words type is this table's shape: es.ts and vi.ts must have every entry, or tsc fails.
import { slotTakenMessage } from '../../domain/booking-rules';
import { weekdayNameOf, type ZonedNow } from '../../domain/dates';
import { spokenDate, spokenPrice, spokenTime } from '../../domain/spoken-time';
import * as messages from '../messages';

/** What a write read back to the caller does, for the read-back sentence. */
export type ProposalAction =
  | { kind: 'book'; services: readonly string[]; customer: string }
  | { kind: 'move'; service: string }
  | { kind: 'cancel'; service?: string };

/** The parts of a read-back, as the gate hands them to the words. */
export interface ReadBackParts {
  action: ProposalAction;
  /** 'YYYY-MM-DD' and 'HH:MM' on the salon's clock; `from` for a move. */
  date: string;
  time: string;
  from?: { date: string; time: string };
  staff?: string;
  price?: number;
  /**
   * The salon's clock in the conversation's language is a 12-hour one ('2:30 PM'); false for a
   * 24-hour one ('14:30'). Unset (no salon known): each language's usual way.
   */
  hour12?: boolean;
}

/** 'a Gel Manicure', 'an Acrylic Full Set', joined with 'and': the services as said. */
export function servicesSaid(names: readonly string[]): string {
  const one = (n: string) => `${/^[aeiou]/i.test(n) ? 'an' : 'a'} ${n}`;
  return names.length <= 1 ? names.map(one).join('') : `${names.slice(0, -1).map(one).join(', ')} and ${one(names[names.length - 1])}`;
}

const actionSaid = (a: ProposalAction) =>
  a.kind === 'book'
    ? `book ${servicesSaid(a.services)} for ${a.customer}`
    : a.kind === 'move'
      ? `move your ${a.service}`
      : `cancel your ${a.service ?? 'appointment'}`;

const onDate = (date: string) => `${weekdayNameOf(date)}, ${date}`;
/** 'Tuesday, December 1st at 2 PM' (a voice reads '2 PM' better than '2:00 PM'), or 'at 14:00' where the salon's clock is 24-hour. */
const spokenWhen = (date: string, time: string, hour12?: boolean) => `${spokenDate(date)} at ${hour12 === false ? time : spokenTime(time)}`;

export const EN = {
  ...messages,
  /** A time that went between offering and booking it: the booking screens' own sentence. */
  slotTaken: (time: string): string => slotTakenMessage(time),
  /**
   * What the repository refuses in what a tool handed it (the customer's details, a service, a
   * time), keyed in tools/refusal.ts by the domain's text: the same English the customer saw.
   */
  REFUSED: {
    choose_service: 'Please choose a service.',
    choose_time: 'Please choose a time.',
    name_required: 'Customer name is required',
    name_too_long: 'Customer name is too long',
    phone_required: 'Customer phone is required',
    phone_too_long: 'Customer phone is too long',
    phone_invalid: 'Customer phone must be a valid phone number',
    email_too_long: 'Customer email is too long',
    email_invalid: 'Customer email must be a valid email address',
  },
  /** A time as the customer reads it from this salon ('2:30 PM'); as given ('HH:MM') while no salon is known. */
  time: (time: string): string => time,
  /** 'Monday' for a 'YYYY-MM-DD'. */
  weekday: (date: string): string => weekdayNameOf(date),
  /** 'Monday, 2026-03-16'. */
  onDate,
  /** 'today', or 'on Monday, 2026-03-16'. */
  dayPhrase: (date: string, now?: ZonedNow) => (now?.date === date ? 'today' : `on ${onDate(date)}`),
  /** 'Monday, 2026-03-16 at 10:00'. */
  dateAt: (date: string, time: string) => `${onDate(date)} at ${time}`,
  /** Who a pending booking is for or with, when the card or the technician is not known. */
  THE_CUSTOMER: 'the customer',
  OUR_TEAM: 'our team',
  /** 'Gel Manicure and Pedicure', 'A, B and C': names in a list. */
  list: (names: readonly string[]) => (names.length <= 1 ? names.join('') : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`),
  APPOINTMENT: 'Appointment',
  booked: (service: string, customer: string, when: string, staff: string) => `${service} booked for ${customer} on ${when} with ${staff}.`,
  visitBooked: (services: string, customer: string, when: string, staff: string, until: string) =>
    `${services} booked for ${customer} on ${when} with ${staff}, one after the other until ${until}.`,
  alreadyBooked: (services: string, customer: string, date: string, time: string) => `${services} is already booked for ${customer} on ${date} at ${time}.`,
  movedFromTo: (service: string, from: string, to: string, staff: string) => `${service} moved from ${from} to ${to} with ${staff}.`,
  alreadyOn: (service: string, when: string, staff: string) => `${service} is already on ${when} with ${staff}.`,
  /** 'Gel Manicure on Monday, 2026-03-16 at 10:00'. */
  summaryOn: (service: string, when: string) => `${service} on ${when}`,
  alreadyCanceled: (summary: string) => `${summary} was already canceled.`,
  canceledFor: (summary: string, customer: string) => `${summary} for ${customer} is canceled.`,
  servicesSaid,
  /** The sentence Sarah reads back before a write, off the chat screen. */
  readBack(p: ReadBackParts, pricing: boolean): string {
    const from = p.from ? ` from ${spokenWhen(p.from.date, p.from.time.slice(0, 5), p.hour12)}` : '';
    const to = p.from ? ' to ' : ' on ';
    const staff = p.staff ? ` with ${p.staff}` : '';
    const price = pricing && p.price !== undefined ? `, ${spokenPrice(p.price)}` : '';
    return `Just to confirm: you'd like me to ${actionSaid(p.action)}${from}${to}${spokenWhen(p.date, p.time.slice(0, 5), p.hour12)}${staff}${price}. Is that right?`;
  },
};

/** EN's shape with its texts as plain strings: every language fills in its own. */
type Widened<T> = {
  [K in keyof T]: T[K] extends string ? string : T[K] extends Readonly<Record<string, string>> ? { readonly [P in keyof T[K]]: string } : T[K];
};
export type Words = Widened<typeof EN>;
