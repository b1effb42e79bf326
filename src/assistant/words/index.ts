// Sarah's own words in the conversation's language (English until the customer's card or words
// say otherwise). Tools and the loop take their texts from here, never from one language's table.
import type { Language } from '../../domain/languages';
import { endOnTime, messageTime } from '../../domain/clock-format';
import { EN, type Words } from './en';
import { ES } from './es';
import { VI } from './vi';

export type { ProposalAction, ReadBackParts, Words } from './en';

const WORDS: Readonly<Record<Language, Words>> = { en: EN, es: ES, vi: VI };

/**
 * The words of a language; with the salon's zone, every time they write is on the clock the
 * customer's messages use (messageTime: '2:30 PM' for English in a US salon, '14:30' in
 * Vietnamese or in the UK) and the read-back says it as that clock is read aloud. Without a zone
 * (no salon known yet) a time is written as the tools take it, 'HH:MM'.
 */
export function wordsIn(language: Language | undefined, zone?: string | null): Words {
  const words = WORDS[language ?? 'en'];
  return zone ? withClock(words, language ?? 'en', zone) : words;
}

/** The words of a conversation (or a tool's context, which carries one). */
export const wordsOf = (conversation: { language?: Language; zone?: string }): Words => wordsIn(conversation.language, conversation.zone);

function withClock(w: Words, language: Language, zone: string): Words {
  const at = (time: string) => messageTime(time, language, zone);
  const hour12 = at('13:00') !== '13:00';
  return {
    ...w,
    time: at,
    slotTaken: (time) => endOnTime(w.slotTaken(at(time))),
    noStaffAtTime: (time, date) => endOnTime(w.noStaffAtTime(at(time), date)),
    outsideHours: (day, open, close) => endOnTime(w.outsideHours(day, at(open), at(close))),
    tooSoonAt: (notice, day, time) => endOnTime(w.tooSoonAt(notice, day, at(time))),
    visitDoesNotFit: (services, time, failed) => endOnTime(w.visitDoesNotFit(services, at(time), failed)),
    dateAt: (date, time) => w.dateAt(date, at(time)),
    visitBooked: (services, customer, when, staff, until) => endOnTime(w.visitBooked(services, customer, when, staff, at(until))),
    alreadyBooked: (services, customer, date, time) => endOnTime(w.alreadyBooked(services, customer, date, at(time))),
    // A sentence that ends on a dateAt: booked, moved, canceled, the earliest day.
    booked: (service, customer, when, staff) => endOnTime(w.booked(service, customer, when, staff)),
    movedFromTo: (service, from, to, staff) => endOnTime(w.movedFromTo(service, from, to, staff)),
    alreadyOn: (service, when, staff) => endOnTime(w.alreadyOn(service, when, staff)),
    alreadyCanceled: (summary) => endOnTime(w.alreadyCanceled(summary)),
    canceledFor: (summary, customer) => endOnTime(w.canceledFor(summary, customer)),
    tooSoonUntil: (notice, when) => endOnTime(w.tooSoonUntil(notice, when)),
    requestedPending: (service, customer, when, staff) => endOnTime(w.requestedPending(service, customer, when, staff)),
    readBack: (p, pricing) => w.readBack({ ...p, hour12 }, pricing),
  };
}
