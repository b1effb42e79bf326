import { describe, expect, it } from 'vitest';
import { DEFAULT_TEMPLATES } from '../../domain/messages/templates';
import { previewOf, sampleFacts } from './message-preview';

const salon = { name: 'Lotus Nails', address: '12 Main St', phone: '555-0100', time_zone: 'America/New_York', email: 'desk@lotus.example' };

describe('message preview', () => {
  it("renders the salon's real names, a real service and staff member, three days after the salon's today", () => {
    const facts = sampleFacts(salon, { name: 'Pedicure', duration: 45, price: 38 }, { name: 'Mai' }, '2026-11-27');
    const p = previewOf('confirmation', facts, DEFAULT_TEMPLATES.confirmation);
    expect(p.subject).toBe('Your appointment at Lotus Nails is confirmed');
    expect(p.text).toContain('When: Monday, November 30, 2026, 2:00 PM–2:45 PM');
    expect(p.text).toContain('Service: Pedicure (45 minutes)');
    expect(p.text).toContain('With: Mai');
    expect(p.text).toContain('Where: Lotus Nails, 12 Main St');
    expect(p.sms).toBe(
      'Lotus Nails: Hi Ana, you are booked: Pedicure with Mai on Monday, November 30, 2026 at 2:00 PM. 12 Main St. To change or cancel, call 555-0100.',
    );
  });

  it('uses sample names when the salon has no services or staff yet', () => {
    const p = previewOf('reminder', sampleFacts(salon, undefined, undefined, '2026-12-30'), DEFAULT_TEMPLATES.reminder);
    expect(p.text).toContain('Service: Gel Manicure (1 hour)');
    expect(p.text).toContain('With: Kim');
    // Across the year's end, on the salon's calendar.
    expect(p.text).toContain('Saturday, January 2, 2027, 2:00 PM–3:00 PM');
  });

  it("renders the owner's unsaved text, and ends a very long service the same day", () => {
    const facts = sampleFacts(salon, { name: 'Spa Day', duration: 900, price: 300 }, undefined, '2026-11-27');
    expect(facts.appointment.end_time).toBe('23:59');
    const p = previewOf('update', facts, { subject: 'Moved to {time}', body: 'Now {date} at {time}, {price}.', sms: '{staff} at {time}' });
    expect(p).toEqual({ subject: 'Moved to 2:00 PM', text: 'Now November 30, 2026 at 2:00 PM, $300.00.', sms: 'Kim at 2:00 PM' });
  });

  it('reads as a customer of the language being edited: its weekday, date and length', () => {
    const facts = { ...sampleFacts(salon, undefined, undefined, '2026-11-27'), language: 'vi' as const };
    const p = previewOf('reminder', facts, { subject: 'Hẹn {weekday}', body: '{date}, {duration}', sms: '{weekday} {time}' });
    expect(p).toEqual({ subject: 'Hẹn Thứ Hai', text: 'ngày 30 tháng 11 năm 2026, 1 giờ', sms: 'Thứ Hai 14:00' });
  });
});
