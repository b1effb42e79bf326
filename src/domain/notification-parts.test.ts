import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bodyPartsText, notificationOf, readBodyParts, type NotificationParts, type NotificationWords, type SentenceParts } from './notification-parts';

const facts = { service: 'Gel Manicure', customer: 'Ana Lopez', staff: 'Kim', date: '2030-01-07', start: '10:00' };
const later = { ...facts, date: '2030-01-08', start: '14:00:00' };
const unnamed = { service: null, customer: null, staff: null, date: '2030-01-08', start: '14:00' };
const phoneNote = (who: string) => ` — same phone as ${who}'s card; a new card was made (Clients → Merge if they are one person)`;

// The words the writers stored before they derived them (the device's repository, Sarah on the
// server, the confirming text, and the database's booking page and sender), kept as they were.
const STORED: [string, SentenceParts, Pick<NotificationWords, 'kind' | 'title' | 'body'>][] = [
  [
    'a booking',
    { about: 'booking', appt: facts },
    { kind: 'booking', title: 'New booking', body: 'Gel Manicure for Ana Lopez, Mon 2030-01-07 at 10:00 with Kim' },
  ],
  [
    'a booking of names since deleted',
    { about: 'booking', appt: unnamed },
    { kind: 'booking', title: 'New booking', body: 'Appointment for a customer, Tue 2030-01-08 at 14:00' },
  ],
  [
    'a booking waiting for approval',
    { about: 'booking', appt: facts, note: 'pending' },
    { kind: 'booking', title: 'New booking', body: 'Gel Manicure for Ana Lopez, Mon 2030-01-07 at 10:00 with Kim — waiting for your approval' },
  ],
  [
    'a pending booking that made a card for a known phone',
    { about: 'booking', appt: facts, note: 'pending', samePhoneAs: 'Victoria Victim' },
    {
      kind: 'booking',
      title: 'New booking',
      body: `Gel Manicure for Ana Lopez, Mon 2030-01-07 at 10:00 with Kim — waiting for your approval${phoneNote('Victoria Victim')}`,
    },
  ],
  [
    'a card made for the phone of an unnamed card',
    { about: 'booking', appt: facts, samePhoneAs: null },
    { kind: 'booking', title: 'New booking', body: `Gel Manicure for Ana Lopez, Mon 2030-01-07 at 10:00 with Kim${phoneNote('another client')}` },
  ],
  [
    'a booking confirmed by text',
    { about: 'booking', appt: facts, note: 'by_text' },
    { kind: 'confirmed', title: 'Appointment confirmed', body: 'Gel Manicure for Ana Lopez, Mon 2030-01-07 at 10:00 with Kim, confirmed by text' },
  ],
  [
    'a cancellation',
    { about: 'cancelled', appt: facts },
    { kind: 'cancelled', title: 'Appointment cancelled', body: 'Gel Manicure for Ana Lopez, Mon 2030-01-07 at 10:00 with Kim' },
  ],
  [
    'a move',
    { about: 'rescheduled', appt: later, from: { date: facts.date, start: facts.start } },
    {
      kind: 'rescheduled',
      title: 'Appointment moved',
      body: 'Gel Manicure for Ana Lopez moved from Mon 2030-01-07 at 10:00 to Tue 2030-01-08 at 14:00 with Kim',
    },
  ],
  [
    'a move of an unnamed appointment',
    { about: 'rescheduled', appt: unnamed, from: { date: facts.date, start: '10:00:00' } },
    { kind: 'rescheduled', title: 'Appointment moved', body: 'Appointment for a customer moved from Mon 2030-01-07 at 10:00 to Tue 2030-01-08 at 14:00' },
  ],
  [
    'another service at the same time',
    { about: 'changed', appt: { ...facts, service: 'Pedicure' }, from: { date: facts.date, start: '10:00:00', service: 'Gel Manicure' } },
    { kind: 'rescheduled', title: 'Appointment changed', body: 'Pedicure for Ana Lopez, Mon 2030-01-07 at 10:00 with Kim (was Gel Manicure)' },
  ],
  [
    'another service, moved, the old one deleted',
    { about: 'changed', appt: { ...later, service: 'Pedicure' }, from: { date: facts.date, start: facts.start, service: null } },
    {
      kind: 'rescheduled',
      title: 'Appointment changed',
      body: 'Pedicure for Ana Lopez moved from Mon 2030-01-07 at 10:00 to Tue 2030-01-08 at 14:00 with Kim (was another service)',
    },
  ],
  [
    'a confirmation text not delivered',
    {
      about: 'failed',
      message: 'confirmation',
      channel: 'sms',
      customer: 'Ana Lopez',
      date: facts.date,
      start: facts.start,
      reason: 'Twilio 21211: invalid number',
    },
    {
      kind: 'delivery_failed',
      title: 'Message not delivered',
      body: 'The confirmation text to Ana Lopez for Mon 2030-01-07 at 10:00 was not delivered: Twilio 21211: invalid number',
    },
  ],
  [
    'a cancellation email to an unnamed customer, the appointment unknown',
    { about: 'failed', message: 'cancellation', channel: 'email', customer: null, date: null, start: null, reason: 'mailbox full' },
    {
      kind: 'delivery_failed',
      title: 'Message not delivered',
      body: 'The cancellation notice email to the customer for an appointment was not delivered: mailbox full',
    },
  ],
  [
    'a reminder email not delivered',
    { about: 'failed', message: 'reminder', channel: 'email', customer: 'Ana Lopez', date: '2030-01-08', start: '14:00', reason: 'bounced' },
    { kind: 'delivery_failed', title: 'Message not delivered', body: 'The reminder email to Ana Lopez for Tue 2030-01-08 at 14:00 was not delivered: bounced' },
  ],
];

describe('notificationOf', () => {
  it.each(STORED)('%s: the kind, title and body the writers stored', (_, parts, stored) => {
    expect(notificationOf(parts)).toEqual({ ...stored, parts });
  });

  it("a message: the title names the caller and a callback; the body is Sarah's note, as given", () => {
    const asks = notificationOf({ about: 'message', caller: 'Ana Lopez', callback: true }, 'My nail broke, please call.');
    expect(asks).toMatchObject({ kind: 'message', title: 'Message from Ana Lopez (asks to be called back)', body: 'My nail broke, please call.' });
    const anon = notificationOf({ about: 'message', caller: null, callback: false }, '');
    expect(anon).toMatchObject({ kind: 'message', title: 'Message for the salon', body: '' });
    expect(notificationOf({ about: 'message', caller: null, callback: true }, 'x').title).toBe('Message for the salon (asks to be called back)');
  });

  it('only notificationOf makes words: a body written beside the parts is refused by the type', () => {
    const parts: NotificationParts = { about: 'booking', appt: facts };
    // @ts-expect-error -- no brand: hand-made words could say what the parts do not
    const forged: NotificationWords = { kind: 'booking', title: 'New booking', body: 'Something else', parts };
    expect(forged.body).not.toBe(notificationOf(parts).body);
  });
});

const name = fc.option(fc.string({ maxLength: 30 }), { nil: null });
const day = fc
  .date({ min: new Date('2000-01-01T00:00:00Z'), max: new Date('2099-12-31T00:00:00Z'), noInvalidDate: true })
  .map((d) => d.toISOString().slice(0, 10));
const two = (n: number) => String(n).padStart(2, '0');
const time = fc
  .tuple(fc.integer({ min: 0, max: 23 }), fc.integer({ min: 0, max: 59 }), fc.option(fc.integer({ min: 0, max: 59 }), { nil: null }))
  .map(([h, m, s]) => `${two(h)}:${two(m)}${s === null ? '' : `:${two(s)}`}`);
const appt = fc.record({ service: name, customer: name, staff: name, date: day, start: time });
const sentence: fc.Arbitrary<SentenceParts> = fc.oneof(
  fc.record(
    {
      about: fc.constantFrom('booking' as const, 'cancelled' as const),
      appt,
      note: fc.constantFrom('pending' as const, 'by_text' as const),
      samePhoneAs: name,
    },
    { requiredKeys: ['about', 'appt'] },
  ),
  fc.record({ about: fc.constant('rescheduled' as const), appt, from: fc.record({ date: day, start: time }) }),
  fc.record({ about: fc.constant('changed' as const), appt, from: fc.record({ date: day, start: time, service: name }) }),
  fc.record({
    about: fc.constant('failed' as const),
    message: fc.constantFrom('confirmation' as const, 'update' as const, 'cancellation' as const, 'reminder' as const),
    channel: fc.constantFrom('sms' as const, 'email' as const),
    customer: name,
    date: fc.option(day, { nil: null }),
    start: fc.option(time, { nil: null }),
    reason: fc.string({ maxLength: 200 }),
  }),
);

describe('the parts a row stores', () => {
  it('read back as written, and say the same English', () => {
    fc.assert(
      fc.property(sentence, (parts) => {
        const text = bodyPartsText(parts);
        expect(text).not.toBeNull();
        const read = readBodyParts(text) as SentenceParts;
        expect(read).toEqual(parts);
        expect(notificationOf(read)).toEqual(notificationOf(parts));
      }),
      { numRuns: 300 },
    );
  });

  it("a message's parts read back, and give its title again", () => {
    fc.assert(
      fc.property(name, fc.boolean(), fc.string(), (caller, callback, message) => {
        const parts = { about: 'message' as const, caller, callback };
        const read = readBodyParts(bodyPartsText(parts));
        expect(read).toEqual(parts);
        expect(read?.about === 'message' && notificationOf(read, message)).toEqual(notificationOf(parts, message));
      }),
    );
  });

  it('parts too long for the column are not stored; the derived English body still is', () => {
    const parts: SentenceParts = { about: 'booking', appt: { ...facts, service: 'x'.repeat(2000) } };
    expect(bodyPartsText(parts)).toBeNull();
    expect(notificationOf(parts).body.startsWith('x'.repeat(2000))).toBe(true);
  });
});
