// A pending appointment's confirmation and reminder texts ask for a "Y"; no text asks a
// customer to reply CANCEL (carriers take it as an opt-out from every text of the salon).
import { describe, expect, it } from 'vitest';
import { TEMPLATE_LIMITS, MESSAGE_KINDS } from '../tables/messages';
import { REPLY_Y_LINE, renderSms, type MessageFacts } from './render';
import { CANCEL_REFUSED, DEFAULT_TEMPLATES, templateProblem } from './templates';

const FACTS: MessageFacts = {
  salon: { name: 'Lotus Nails', address: '12 Main St', phone: '555-0100', time_zone: 'America/New_York' },
  customer: { name: 'Dana Reyes' },
  appointment: { id: 'a-1', date: '2026-12-01', start_time: '15:00', end_time: '16:00', version: 1 },
  service: { name: 'Gel Manicure', duration: 60, price: 45 },
  staff: { name: 'Anna' },
};
const pending = { ...FACTS, pending: true };

describe('"Reply Y to confirm"', () => {
  it('ends the confirmation and reminder texts of a pending appointment', () => {
    expect(renderSms('confirmation', pending)).toBe(
      'Lotus Nails: Hi Dana, you are booked: Gel Manicure with Anna on Tuesday, December 1, 2026 at 3:00 PM. 12 Main St. To change or cancel, call 555-0100. Reply Y to confirm.',
    );
    expect(renderSms('reminder', pending).endsWith(` ${REPLY_Y_LINE}`)).toBe(true);
  });

  it('comes before the manage link', () => {
    expect(renderSms('reminder', { ...pending, manageUrl: 'https://book.example/m/x' })).toMatch(
      /Call 555-0100\. Reply Y to confirm\. Change or cancel online: https:\/\/book\.example\/m\/x$/,
    );
  });

  it('is not in the texts of a confirmed appointment, nor in an update or a cancellation', () => {
    for (const kind of MESSAGE_KINDS) expect(renderSms(kind, FACTS)).not.toContain('Reply Y');
    expect(renderSms('update', pending)).not.toContain('Reply Y');
    expect(renderSms('cancellation', pending)).not.toContain('Reply Y');
  });

  it("is not said twice when the owner's text already asks for it", () => {
    const own = { ...DEFAULT_TEMPLATES.reminder, sms: 'See you {weekday}! Reply Y to confirm, or call us.' };
    expect(renderSms('reminder', pending, own)).toBe('See you Tuesday! Reply Y to confirm, or call us.');
  });
});

describe('no text asks a customer to reply CANCEL', () => {
  it('none of our texts does, pending or not', () => {
    for (const kind of MESSAGE_KINDS) {
      for (const facts of [FACTS, pending]) expect(renderSms(kind, facts)).not.toMatch(/\b(reply|text|respond)\b[^.!?]*\bcancel\b/i);
    }
  });

  it("the owner's text message may not ask for it; the email and the word elsewhere may", () => {
    for (const t of ['Reply CANCEL to cancel.', 'To cancel, text cancel to this number', 'Respond with "Cancel" to cancel']) {
      expect(templateProblem(t, TEMPLATE_LIMITS.sms, 'sms')).toBe(CANCEL_REFUSED);
    }
    expect(templateProblem('To change or cancel, call {salon_phone}.', TEMPLATE_LIMITS.sms, 'sms')).toBeNull();
    expect(templateProblem('Reply CANCEL to cancel.', TEMPLATE_LIMITS.body, 'body')).toBeNull();
  });
});
