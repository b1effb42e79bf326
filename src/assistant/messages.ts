// Every text the assistant says on its own, in one place. Most are the product's exact words
// (docs/behaviour.md#messages), and the tests compare against these constants so a reworded message fails loudly.
export const REPLY_TECHNICAL_DIFFICULTIES = "I apologize, but I'm experiencing technical difficulties. Please try again in a moment.";
export const REPLY_EMPTY = 'I apologize, but I encountered an issue processing your request.';
export const REPLY_QUEUED = "I can't reach the assistant right now. Your message is saved and will be answered as soon as the connection returns.";

// Dates (docs/behaviour.md#validation): the slot search and the booking word the format problem differently.
export const SLOTS_DATE_FORMAT = 'Please provide a valid date in YYYY-MM-DD format.';
export const BOOKING_DATE_FORMAT = 'I received an invalid date format. Please provide the date in YYYY-MM-DD format.';
export const NOT_A_DATE = 'Please provide a valid date.';
export const PAST_DATE = 'Please choose a date that is today or in the future.';
export const closedOn = (weekday: string) => `We are closed on ${weekday}s. Please choose a different date.`;
export const TIME_FORMAT = 'Please provide the time in HH:MM format (for example 14:00).';
export const TIME_PASSED = 'That time has already passed today. Please choose a later time.';

// Services (docs/behaviour.md#messages).
export const severalOptions = (name: string) => `We offer several options for ${name}. Could you specify which one you want?`;
export const serviceNotFound = (name: string, offered: string[]) =>
  offered.length > 0
    ? `I couldn't find a service called "${name}". We offer: ${offered.join(', ')}.`
    : `I couldn't find a service called "${name}". We don't have any services listed yet.`;

// Availability (docs/behaviour.md#messages).
export const noStaffForService = (service: string) => `I'm sorry, none of our staff members can currently perform ${service}.`;
export const noSpecialistsOn = (service: string, weekday: string) =>
  `I'm sorry, none of our ${service} specialists work on ${weekday}s. Please choose a different date.`;
export const noTimesLeft = (service: string, date: string) =>
  `I'm sorry, there are no available times for ${service} on ${date}. Please choose a different date.`;
export const AVAILABILITY_TROUBLE = "I'm having trouble checking availability right now. Please try again in a moment.";
export const noStaffAtTime = (time: string, date: string) => `I'm sorry, no staff members are available at ${time} on ${date}. Please choose a different time.`;
export const outsideHours = (weekday: string, open: string, close: string) =>
  `On ${weekday}s we are open from ${open} to ${close}. Please choose a time within our opening hours.`;

// Booking rules, in the same voice. Times are 'HH:MM' and dates 'Weekday, YYYY-MM-DD'
// as in every other text here; `day` is 'today' or 'on Monday, 2026-03-16'.
/** The minimum notice as said aloud, possessive: "2 hours'", "1 hour and 30 minutes'", "3 days'". */
export function noticePhrase(minutes: number): string {
  const n = (count: number, unit: string) => `${count} ${unit}${count === 1 ? '' : 's'}`;
  const possessive = (phrase: string) => (phrase.endsWith('s') ? `${phrase}'` : `${phrase}'s`);
  // Salons say "24 hours'" and "48 hours' notice"; whole days only beyond that.
  if (minutes > 2880 && minutes % 1440 === 0) return possessive(n(minutes / 1440, 'day'));
  if (minutes >= 60 && minutes % 60 === 0) return possessive(n(minutes / 60, 'hour'));
  if (minutes > 60) return possessive(`${n(Math.floor(minutes / 60), 'hour')} and ${n(minutes % 60, 'minute')}`);
  return possessive(n(minutes, 'minute'));
}
export const tooSoonAt = (notice: string, day: string, time: string) => `We need at least ${notice} notice — the earliest I can offer ${day} is ${time}.`;
export const tooSoonNothingLeft = (notice: string, day: string) =>
  `We need at least ${notice} notice, so there's nothing left I can offer ${day}. Please choose a later date.`;
export const tooSoonUntil = (notice: string, when: string) =>
  `We need at least ${notice} notice — the earliest I can book is ${when}. Please choose a later date.`;
export const tooFarAhead = (days: number, lastDate: string) =>
  days === 0
    ? `We only take bookings for the same day — the latest date I can book is ${lastDate}.`
    : `We take bookings up to ${days} day${days === 1 ? '' : 's'} ahead — the latest date I can book is ${lastDate}.`;
export const staffAway = (name: string, day: string) => `I'm sorry, ${name} is away ${day}. Please choose a different date, or I can pick whoever is free.`;
export const noneInOn = (service: string, day: string) => `I'm sorry, none of our technicians who do ${service} are in ${day}. Please choose a different date.`;
export const serviceHidden = (service: string) => `${service} isn't available for booking right now.`;

// Booking and cancelling (docs/behaviour.md#messages).
export const BOOKING_FAILED = "I'm sorry, I wasn't able to book that appointment. Please try again or call the salon.";
export const CANCEL_FAILED = "I'm sorry, I wasn't able to cancel that appointment. Please try again or call the salon.";
export const noAppointmentsFor = (phone: string) => `I couldn't find any appointments for ${phone}. Could you double-check the phone number?`;
/** What a tool tells Sarah when the caller's phone matches a client card, so she can greet them by name. */
export const returningClient = (name: string) => `Returning client: ${name}`;
export const APPOINTMENT_NOT_FOUND = "Sorry, I couldn't find that appointment.";
export const PHONE_NOT_GIVEN = 'Could you tell me the phone number for the appointment, please? I can only book under a number you give me.';

// Rescheduling, in the same voice. One answer for an unknown id, another salon's
// appointment and a phone that does not match, so nothing leaks about other customers.
export const RESCHEDULE_NOT_FOUND = "Sorry, I couldn't find that appointment for the phone number you gave me. Could you double-check the number?";
export const RESCHEDULE_FAILED = "I'm sorry, I wasn't able to move that appointment. Please try again or call the salon.";
export const MOVE_CANCELED = 'That appointment was canceled, so there is nothing to move. I can book a new one for you instead.';
export const MOVE_PAST = "That appointment has already taken place, so it can't be moved. I can book a new one for you instead.";
export const staffNotFound = (name: string, team: string[]) =>
  team.length > 0 ? `I couldn't find a team member called "${name}". Our team: ${team.join(', ')}.` : `I couldn't find a team member called "${name}".`;
export const staffCannotDo = (staff: string, service: string) =>
  `I'm sorry, ${staff} doesn't do ${service}. Please choose someone else, or I can pick whoever is free.`;

// A switched-off ability (Phone Integration's AI agent configuration).
export const ABILITY_TOPICS = { bookings: 'booking, changing or cancelling appointments', pricing: 'prices', hours: 'our opening hours' } as const;
// She says she can't help with it and offers to take a message (take_message stays on).
export const abilityOff = (ability: keyof typeof ABILITY_TOPICS) =>
  `I'm sorry, I can't help with ${ABILITY_TOPICS[ability]} here, but I can take a message and the salon team will get back to you.`;

// Taking a message: the salon gets back to the customer; the model is told what to say.
export const messageTaken = (name: string, phone: string, callback: boolean) =>
  callback
    ? `Message saved for the salon team. Tell ${name} that someone from the salon will call back at ${phone} as soon as possible.`
    : `Message saved for the salon team. Tell ${name} that the salon has the message and will get back to them if needed.`;
export const MESSAGE_PHONE_NOT_GIVEN = 'Please ask the customer for the phone number where the salon can reach them before leaving the message.';
export const MESSAGE_PHONE_INVALID = "That doesn't look like a phone number. Please ask the customer for the number where the salon can reach them.";
export const MESSAGE_FAILED = "I'm sorry, I wasn't able to save your message. Please try again or call the salon.";

// Relative dates (docs/behaviour.md#messages).
export const relativeDateNotUnderstood = (text: string) =>
  `I couldn't understand the date "${text}". Please try phrases like 'today', 'tomorrow', 'next Monday', 'this Friday' or 'next week'.`;

// Tool plumbing: the model gets these as error objects, never a crash (docs/architecture.md#assistant).
export const unknownTool = (name: string) => `Unknown tool: ${name}`;
export const invalidArguments = (name: string, detail: string) => `Invalid arguments for ${name}: ${detail}`;

/** A booking that waits for the owner's approval (Salon Profile → Booking rules). */
export const requestedPending = (service: string, customer: string, when: string, staff: string) =>
  `${service} requested for ${customer} on ${when} with ${staff}. The salon will confirm it shortly — the time is held until then.`;

/** Several services in one visit, back to back, and one of them cannot follow the others. */
export const visitDoesNotFit = (services: string, time: string, failed: string) =>
  `I'm sorry, ${services} back to back from ${time} doesn't fit — ${failed} can't follow on. Would another time work?`;
