import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../languages';
import { MESSAGE_KINDS } from '../tables/messages';
import { renderEmail, renderSms, type MessageFacts } from './render';
import { DEFAULT_TEMPLATES, templateProblem, templatesFor } from './templates';
import { TEMPLATE_LIMITS } from '../tables/messages';
import { messageWords } from './words';

const FACTS: MessageFacts = {
  salon: { name: 'Lotus Nails', address: '12 Main St', phone: '555-0100', time_zone: 'America/New_York', email: 'hi@lotus.example' },
  customer: { name: 'Dana Reyes' },
  appointment: { id: 'a-42', date: '2026-12-05', start_time: '15:00:00', end_time: '16:30', version: 5 },
  service: { name: 'Gel Manicure', duration: 90, price: 45.5 },
  staff: { name: 'Anna' },
  manageUrl: 'https://book.example/m/abc',
};
const NOW = new Date('2026-11-20T12:00:00.000Z');
/** Spanish's 'p. m.' as some ICU versions space it, read as Node 20's 'p.m.'. */
const plain = (s: string) => s.replace(/([ap])\. m\./g, '$1.m.');

describe("customer messages in the customer's language", () => {
  it('every language has every kind, each part passing the template editor’s own check', () => {
    for (const language of LANGUAGES)
      for (const kind of MESSAGE_KINDS)
        for (const part of ['subject', 'body', 'sms'] as const)
          expect(templateProblem(messageWords(language).templates[kind][part], TEMPLATE_LIMITS[part], part), `${language} ${kind} ${part}`).toBeNull();
  });

  it('a Spanish card gets a Spanish confirmation: text, email, the manage line and the calendar file', () => {
    const es = { ...FACTS, language: 'es' as const };
    expect(plain(renderSms('confirmation', es))).toBe(
      'Lotus Nails: Hola Dana, su cita está reservada: Gel Manicure con Anna el sábado, 5 de diciembre de 2026 a las 3:00 p.m. 12 Main St. Para cambiarla o cancelarla, llame al 555-0100. Cambie o cancele en línea: https://book.example/m/abc',
    );
    const mail = renderEmail('confirmation', es, undefined, NOW);
    expect(mail.subject).toBe('Su cita en Lotus Nails está confirmada');
    expect(plain(mail.text)).toContain('Cuándo: sábado, 5 de diciembre de 2026, 3:00 p.m.–4:30 p.m.\nServicio: Gel Manicure (1 hora 30 minutos)');
    expect(mail.ics.content).toContain('SUMMARY:Gel Manicure en Lotus Nails');
  });

  it('a Vietnamese card gets a Vietnamese reminder, and a pending one asks for a Y in Vietnamese', () => {
    const vi = { ...FACTS, language: 'vi' as const, pending: true, manageUrl: null };
    expect(renderSms('reminder', vi)).toBe(
      'Lotus Nails: Chào Dana, xin nhắc lịch hẹn: Gel Manicure với Anna vào Thứ Bảy, ngày 5 tháng 12 năm 2026 lúc 15:00. 12 Main St. Không đến được? Xin gọi 555-0100. Trả lời Y để xác nhận.',
    );
    expect(renderEmail('cancellation', { ...vi, staff: null }, undefined, NOW).text).toContain('Lịch hẹn Gel Manicure với thợ của tiệm vào Thứ Bảy');
  });

  it("the owner's own templates are English: other languages get ours, and English is as before", () => {
    const settings = { confirmation_sms: 'Booked! {time}' };
    expect(templatesFor('confirmation', settings).sms).toBe('Booked! {time}');
    expect(templatesFor('confirmation', settings, 'es').sms).toBe(messageWords('es').templates.confirmation.sms);
    expect(templatesFor('update', null, 'en')).toEqual(DEFAULT_TEMPLATES.update);
    expect(renderSms('confirmation', FACTS)).toMatch(
      /^Lotus Nails: Hi Dana, you are booked: Gel Manicure with Anna on Saturday, December 5, 2026 at 3:00 PM\./,
    );
  });

  it('the time as the language writes it in the salon’s country: 12-hour in a US salon, but Vietnamese; 24-hour in the UK', () => {
    const at = (language: 'en' | 'es' | 'vi', time_zone: string, start_time = '14:30', end_time = '15:45') => {
      const facts = { ...FACTS, language, manageUrl: null, salon: { ...FACTS.salon, time_zone }, appointment: { ...FACTS.appointment, start_time, end_time } };
      return { sms: plain(renderSms('reminder', facts)), email: renderEmail('reminder', facts, undefined, NOW) };
    };
    const us = { en: at('en', 'America/Chicago'), es: at('es', 'America/Chicago'), vi: at('vi', 'America/Chicago') };
    expect(us.en.sms).toContain('on Saturday, December 5, 2026 at 2:30 PM.');
    expect(us.en.email.text).toContain('When: Saturday, December 5, 2026, 2:30 PM–3:45 PM');
    expect(us.en.email.html).toContain('2:30 PM–3:45 PM');
    expect(us.es.sms).toContain('el sábado, 5 de diciembre de 2026 a las 2:30 p.m. 12 Main St.');
    expect(plain(us.es.email.text)).toContain('2:30 p.m.–3:45 p.m.');
    expect(us.vi.sms).toContain('lúc 14:30.');
    expect(us.vi.email.text).toContain('14:30–15:45');
    for (const language of ['en', 'es', 'vi'] as const) {
      const uk = at(language, 'Europe/London');
      expect(uk.sms, language).toMatch(/ 14:30\. /);
      expect(uk.email.text, language).toContain('14:30–15:45');
      // The calendar file keeps its UTC instants whatever the words.
      expect(uk.email.ics.content).toContain('DTSTART:20261205T143000Z');
    }
    expect(us.es.sms).not.toContain('..');
    // A salon with no address yet: the time's own dot ends the sentence, and no lone dot follows.
    const noAddress = { ...FACTS, language: 'es' as const, manageUrl: null, salon: { ...FACTS.salon, address: '' } };
    expect(plain(renderSms('reminder', noAddress))).toContain('a las 3:00 p.m. ¿No puede venir?');
    // One o'clock is "a la" in Spanish, on a template that says "a las" for every hour.
    expect(at('es', 'America/Chicago', '13:00', '14:00').sms).toContain(' a la 1:00 p.m. 12 Main St.');
    expect(at('es', 'Europe/Madrid', '13:00', '14:00').sms).toContain(' a las 13:00.');
  });
});
