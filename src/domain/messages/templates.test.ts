import { describe, expect, it } from 'vitest';
import { MESSAGE_KINDS, TEMPLATE_LIMITS } from '../tables/messages';
import type { MessageSettings } from '../types';
import { placeholderValues, renderSms, type MessageFacts } from './content';
import { DEFAULT_TEMPLATES, PLACEHOLDERS, templateField, templateProblem, templatesFor } from './templates';
import { SPANISH_TEMPLATES, VIETNAMESE_TEMPLATES } from './templates-translated';

/** A long-ish, realistic salon: every field near the longest we expect to see. */
export const LONG_FACTS: MessageFacts = {
  salon: {
    name: 'Golden Lotus Nail & Spa Studio',
    address: '1234 Westminster Boulevard, Suite 210, Huntington Beach, CA 92647',
    phone: '(714) 555-0123',
    time_zone: 'America/Los_Angeles',
  },
  customer: { name: 'Alexandra Montgomery-Smith' },
  appointment: { id: 'appt-1', date: '2026-09-30', start_time: '15:00:00', end_time: '16:30:00', version: 3 },
  service: { name: 'Deluxe Gel Manicure with Nail Art', duration: 90, price: 55.5 },
  staff: { name: 'Christina Nguyen' },
};

// GSM 03.38's basic alphabet, the part an owner's text is likely to use: outside it an SMS is
// sent as UCS-2 and a segment shrinks from 160 to 70 characters.
const GSM7 = /^[A-Za-z0-9 \n.,:;!?'"()@&#%*+\-/=<>$£¥èéùìòÇØøÅåÄÖÑÜ§äöñüà_]*$/;

describe('default templates', () => {
  it('each default body names the day, date, time, service, staff, salon and phone, and where to come (a cancellation needs no address)', () => {
    for (const kind of MESSAGE_KINDS) {
      const body = DEFAULT_TEMPLATES[kind].body;
      const where = kind === 'cancellation' ? [] : ['salon_address'];
      for (const p of ['weekday', 'date', 'time', 'service', 'staff', 'salon_name', 'salon_phone', ...where]) {
        expect(body, `${kind} body has {${p}}`).toContain(`{${p}}`);
      }
    }
  });

  it('every default passes the editor check, and each SMS names the salon', () => {
    for (const kind of MESSAGE_KINDS) {
      for (const part of ['subject', 'body', 'sms'] as const) {
        expect(templateProblem(DEFAULT_TEMPLATES[kind][part], TEMPLATE_LIMITS[part], part)).toBeNull();
      }
      expect(DEFAULT_TEMPLATES[kind].sms).toContain('{salon_name}');
    }
  });

  it('a rendered default SMS for a long-ish salon stays under 320 characters, in GSM-7', () => {
    for (const kind of MESSAGE_KINDS) {
      const sms = renderSms(kind, LONG_FACTS);
      expect(sms.length, `${kind}: ${sms}`).toBeLessThanOrEqual(320);
      expect(sms).toMatch(GSM7);
      expect(sms).toContain('Golden Lotus Nail & Spa Studio');
    }
  });

  it('in every language, on a US salon’s 12-hour clock (a longer time), the default SMS stays under 320 characters', () => {
    for (const language of ['en', 'es', 'vi'] as const)
      for (const kind of MESSAGE_KINDS) {
        const sms = renderSms(kind, { ...LONG_FACTS, language, appointment: { ...LONG_FACTS.appointment, start_time: '12:30' } });
        expect(sms.length, `${language} ${kind}: ${sms}`).toBeLessThanOrEqual(320);
        expect(sms).toMatch({ en: / at 12:30 PM\b/, es: / a las 12:30 p\. ?m\./, vi: / lúc 12:30\b/ }[language]);
      }
  });

  it('the cancellation and update texts say what happened', () => {
    const v = placeholderValues(LONG_FACTS);
    expect(renderSms('cancellation', LONG_FACTS)).toMatch(/cancelled/);
    expect(renderSms('update', LONG_FACTS)).toMatch(/changed/);
    expect(renderSms('cancellation', LONG_FACTS)).toContain(`${v.date} at ${v.time}`);
  });
});

describe('templateProblem', () => {
  it('accepts every known placeholder', () => {
    const all = PLACEHOLDERS.map((p) => `{${p.name}}`).join(' ');
    expect(templateProblem(`Hi ${all}`, 4000)).toBeNull();
  });

  it('names an unknown placeholder and lists the known ones', () => {
    const problem = templateProblem('Hi {customer_name}, see you {when}', 4000);
    expect(problem).toMatch(/^Unknown placeholder \{when\}\. Use one of: /);
    expect(problem).toContain('{customer_name}, {salon_name}');
    expect(problem).toContain('{manage_link}');
    // Case matters: {Date} is not {date}.
    expect(templateProblem('{Date}', 4000)).toMatch(/Unknown placeholder \{Date\}/);
  });

  it('finds a { that is never closed, also when another placeholder follows it', () => {
    expect(templateProblem('See you at {time', 640)).toMatch(/"\{time" opens a placeholder .* never closes/);
    expect(templateProblem('At {time on {date}', 640)).toMatch(/"\{time on" opens a placeholder/);
    expect(templateProblem('At {time} on {date}', 640)).toBeNull();
  });

  it('refuses a template over its limit, naming both lengths', () => {
    const long = 'x'.repeat(TEMPLATE_LIMITS.sms + 1);
    expect(templateProblem(long, TEMPLATE_LIMITS.sms, 'sms')).toBe('The text message is too long: 641 characters, at most 640.');
    expect(templateProblem('x'.repeat(TEMPLATE_LIMITS.sms), TEMPLATE_LIMITS.sms)).toBeNull();
    expect(templateProblem('y'.repeat(4001), TEMPLATE_LIMITS.body, 'body')).toMatch(/4,001 characters, at most 4,000/);
  });

  it('refuses a blank template, pointing at the default', () => {
    for (const blank of ['', '   ', '\n\t']) {
      expect(templateProblem(blank, 200, 'subject')).toBe('The subject cannot be empty. Use "Reset to default" to go back to our text.');
    }
    expect(templateProblem('', 640)).toMatch(/^This template cannot be empty/);
  });
});

describe('templatesFor', () => {
  it('the owner’s columns win over the defaults, one part at a time', () => {
    const settings: Partial<MessageSettings> = { reminder_subject: 'See you {weekday}!', reminder_body: null, confirmation_sms: 'Booked at {salon_name}' };
    expect(templatesFor('reminder', settings)).toEqual({
      subject: 'See you {weekday}!',
      body: DEFAULT_TEMPLATES.reminder.body,
      sms: DEFAULT_TEMPLATES.reminder.sms,
    });
    // Another kind's column does not leak into this one.
    expect(templatesFor('update', settings)).toEqual(DEFAULT_TEMPLATES.update);
    expect(templatesFor('confirmation', settings).sms).toBe('Booked at {salon_name}');
  });

  it('no settings row, or a blank column, means the defaults', () => {
    expect(templatesFor('cancellation', null)).toEqual(DEFAULT_TEMPLATES.cancellation);
    expect(templatesFor('cancellation', { cancellation_sms: '  ' }).sms).toBe(DEFAULT_TEMPLATES.cancellation.sms);
  });

  it('a language takes the owner’s text in it, else ours in it, never another language’s', () => {
    const settings: Partial<MessageSettings> = {
      confirmation_sms: 'Booked at {salon_name}',
      confirmation_sms_es: 'Reservado en {salon_name}',
      confirmation_subject_es: ' ',
    };
    expect(templatesFor('confirmation', settings, 'es')).toEqual({ ...SPANISH_TEMPLATES.confirmation, sms: 'Reservado en {salon_name}' });
    // No Vietnamese of hers: ours, not her English or Spanish.
    expect(templatesFor('confirmation', settings, 'vi')).toEqual(VIETNAMESE_TEMPLATES.confirmation);
    expect(templatesFor('confirmation', settings, 'en').sms).toBe('Booked at {salon_name}');
    expect(templateField('reminder', 'body', 'vi')).toBe('reminder_body_vi');
    expect(templateField('reminder', 'body')).toBe('reminder_body');
  });
});
