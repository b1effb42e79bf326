import { describe, expect, it } from 'vitest';
import { keywordOf, messageTwiml, yesLanguageOf } from './sms-webhook';
import { SMS_CONFIRM } from './sms-words';

describe('keywordOf', () => {
  it('reads the whole text, trimmed, in any case', () => {
    for (const w of ['STOP', ' stop ', 'StopAll', 'UNSUBSCRIBE', 'end', 'Quit', 'CANCEL', 'optout', 'REVOKE']) expect(keywordOf(w)).toBe('stop');
    for (const w of ['START', 'unstop']) expect(keywordOf(w)).toBe('start');
    expect(keywordOf(' Help\n')).toBe('help');
    for (const w of ['y', 'YES', ' Yes ']) expect(keywordOf(w)).toBe('yes');
  });

  it('Sí and Có confirm as Y does, with or without the accent, in any case, accents composed or not', () => {
    for (const w of ['Sí', 'Si', 'SÍ', 'si', ' sí\n', 'Có', 'Co', 'CÓ', 'có', 'Co\u0301']) expect(keywordOf(w)).toBe('yes');
  });

  it('anything else is no keyword: YES does not opt back in, and a word inside a sentence is not the word', () => {
    for (const w of ['please stop', 'stop!', 'yes please', 'yeah', 'cancel my appointment', '', null]) expect(keywordOf(w)).toBeNull();
    // "No" in any language is no keyword either, nor a yes inside a sentence.
    for (const w of ['No', 'NO', 'Không', 'sí, gracias', 'Có ạ', 'sii']) expect(keywordOf(w)).toBeNull();
  });

  it('a yes word says its language; Y and YES say none', () => {
    expect(['Sí', 'si', 'SÍ'].map(yesLanguageOf)).toEqual(['es', 'es', 'es']);
    expect(['Có', 'co', 'CO\u0301'].map(yesLanguageOf)).toEqual(['vi', 'vi', 'vi']);
    expect(['Y', 'yes', 'STOP', 'Hola', null].map(yesLanguageOf)).toEqual([null, null, null, null, null]);
  });
});

describe('messageTwiml', () => {
  it('one escaped text back, or an empty response', () => {
    expect(messageTwiml('A & B <ok>')).toBe('<?xml version="1.0" encoding="UTF-8"?><Response><Message>A &amp; B &lt;ok&gt;</Message></Response>');
    expect(messageTwiml(null)).toBe('<?xml version="1.0" encoding="UTF-8"?><Response/>');
  });
});

describe('the answers to a Y, in the card’s language', () => {
  const salon = { name: 'Lotus Nails', phone: '(212) 555-0100', time_zone: 'America/New_York' };
  const booked = { appointment_date: '2031-11-05', start_time: '10:00:00' };
  it('English as ever; Spanish and Vietnamese with their own weekday and date; the time as the language writes it in a US salon', () => {
    expect(SMS_CONFIRM.en.confirmed(salon, booked)).toBe('Lotus Nails: your appointment on Wednesday, Nov 5 at 10:00 AM is confirmed. See you then!');
    expect(SMS_CONFIRM.es.confirmed(salon, booked)).toMatch(
      /^Lotus Nails: su cita del miércoles, 5 de noviembre de 2031 a las 10:00 a\. ?m\. está confirmada\. ¡Le esperamos!$/,
    );
    expect(SMS_CONFIRM.vi.confirmed(salon, booked)).toBe(
      'Lotus Nails: lịch hẹn của quý khách vào Thứ Tư, ngày 5 tháng 11 năm 2031 lúc 10:00 đã được xác nhận. Hẹn gặp quý khách!',
    );
    expect(SMS_CONFIRM.es.nothingPending(salon)).toMatch(/^Lotus Nails: no encontramos ninguna cita pendiente/);
  });

  it('one o’clock is "a la" in Spanish; a 24-hour country writes 13:00 in every language', () => {
    const one = { appointment_date: '2031-11-05', start_time: '13:00:00' };
    expect(SMS_CONFIRM.es.confirmed(salon, one)).toMatch(/ a la 1:00 p\. ?m\. está confirmada/);
    const london = { ...salon, time_zone: 'Europe/London' };
    expect(SMS_CONFIRM.en.confirmed(london, one)).toContain(' at 13:00 is confirmed.');
    expect(SMS_CONFIRM.es.confirmed(london, one)).toContain(' a las 13:00 está confirmada.');
    expect(SMS_CONFIRM.vi.confirmed(london, one)).toContain(' lúc 13:00 đã được xác nhận.');
  });
});
