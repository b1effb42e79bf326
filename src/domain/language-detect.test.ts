import { describe, expect, it } from 'vitest';
import { detectLanguage } from './language-detect';

describe('detectLanguage', () => {
  it.each([
    ['Hola, quiero una cita para mañana', 'es'],
    ['quiero una cita', 'es'],
    ['el viernes a las 3 por favor', 'es'],
    ['¿Cuánto cuesta el pedicure?', 'es'],
    ['Tôi muốn đặt lịch làm móng ngày mai', 'vi'],
    ['toi muon dat lich lam mong ngay mai', 'vi'],
    ['Có, cảm ơn', 'vi'],
    ['Dạ vâng', 'vi'],
    ['I would like to book a gel manicure tomorrow', 'en'],
    ['Can I move my appointment to Friday?', 'en'],
    ['yes please', 'en'],
  ])('%s → %s', (message, language) => {
    expect(detectLanguage(message)).toBe(language);
  });

  it.each(['ok', '5 PM', 'Ivy Wu', '(555) 010-0100', 'gel', 'sí', ''])('says nothing for %j', (message) => {
    expect(detectLanguage(message)).toBeNull();
  });
});
