import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../domain/languages';
import { EN } from './en';
import { wordsIn, type ReadBackParts } from './index';

const BOOK: ReadBackParts = { action: { kind: 'book', services: ['Gel Manicure'], customer: 'Ivy Wu' }, date: '2026-12-01', time: '14:00', price: 45.5 };
const MOVE: ReadBackParts = {
  action: { kind: 'move', service: 'Gel Manicure' },
  from: { date: '2026-11-30', time: '10:30:00' },
  date: '2026-12-01',
  time: '14:00',
  staff: 'Kim',
  price: 1,
};

describe("Sarah's words", () => {
  it('every language has every entry of the English table', () => {
    for (const l of LANGUAGES) expect(Object.keys(wordsIn(l)).sort()).toEqual(Object.keys(EN).sort());
  });

  it('reads a booking and a move back in Spanish, with the price only when pricing is on', () => {
    const es = wordsIn('es');
    expect(es.readBack(BOOK, true)).toBe(
      'Para confirmar: quiere que reserve Gel Manicure a nombre de Ivy Wu para el martes 1 de diciembre a las 14:00, 45 dólares con 50 centavos. ¿Es correcto?',
    );
    expect(es.readBack(MOVE, false)).toBe(
      'Para confirmar: quiere que cambie su cita de Gel Manicure del lunes 30 de noviembre a las 10:30 al martes 1 de diciembre a las 14:00 con Kim. ¿Es correcto?',
    );
  });

  it('reads a booking and a move back in Vietnamese', () => {
    const vi = wordsIn('vi');
    expect(vi.readBack(BOOK, true)).toBe(
      'Xin xác nhận lại: quý khách muốn đặt Gel Manicure cho Ivy Wu vào Thứ Ba, ngày 1 tháng 12, lúc 14 giờ, giá 45 đô la 50 xu, đúng không ạ?',
    );
    expect(vi.readBack(MOVE, true)).toBe(
      'Xin xác nhận lại: quý khách muốn đổi lịch Gel Manicure từ Thứ Hai, ngày 30 tháng 11, lúc 10 giờ 30 sang Thứ Ba, ngày 1 tháng 12, lúc 14 giờ với Kim, giá 1 đô la, đúng không ạ?',
    );
  });

  it('names a repeating weekday as each language does', () => {
    expect(wordsIn('es').closedOn(wordsIn('es').weekday('2026-03-28'))).toBe('Los sábados estamos cerrados. Por favor, elija otra fecha.');
    expect(wordsIn('es').closedOn(wordsIn('es').weekday('2026-03-30'))).toBe('Los lunes estamos cerrados. Por favor, elija otra fecha.');
    expect(wordsIn('en').closedOn(wordsIn('en').weekday('2026-03-29'))).toBe('We are closed on Sundays. Please choose a different date.');
    expect(wordsIn('vi').dayPhrase('2026-03-29', { date: '2026-03-29', time: '09:00' })).toBe('hôm nay');
  });

  it('says the notice in whole days, hours or minutes', () => {
    expect([60, 90, 1, 4320].map(wordsIn('es').noticePhrase)).toEqual(['1 hora', '1 hora y 30 minutos', '1 minuto', '3 días']);
    expect([120, 90, 4320].map(wordsIn('vi').noticePhrase)).toEqual(['2 giờ', '1 giờ 30 phút', '3 ngày']);
    expect(wordsIn(undefined)).toBe(EN);
  });

  it('with the salon’s zone, writes and reads back times on the clock its customers’ messages use', () => {
    const [en, es, vi] = (['en', 'es', 'vi'] as const).map((l) => wordsIn(l, 'America/New_York'));
    // Written (tool texts the model relays): as the messages write them.
    expect(en.dateAt('2026-12-01', '14:30')).toBe('Tuesday, 2026-12-01 at 2:30 PM');
    expect(es.dateAt('2026-12-01', '13:00:00')).toBe('el martes, 2026-12-01 a la 1:00 p.m.');
    expect(es.outsideHours('lunes', '09:00', '18:00')).toBe('Los lunes abrimos de 9:00 a.m. a 6:00 p.m. Por favor, elija una hora dentro de nuestro horario.');
    expect(es.alreadyCanceled(es.summaryOn('Pedicura', es.dateAt('2026-12-01', '18:00')))).toBe(
      'Pedicura el martes, 2026-12-01 a las 6:00 p.m. ya estaba cancelada.',
    );
    expect(wordsIn('en', 'America/Toronto').tooSoonAt('2 hours', 'today', '18:00')).toMatch(/is 6:00 p\.m\.$/);
    expect(vi.noStaffAtTime('14:30', '2026-12-01')).toContain('lúc 14:30 ngày');
    // A time taken between offering and booking it, in her language on the salon's clock.
    expect(en.slotTaken('14:30')).toBe('2:30 PM is no longer available. Please choose a different time.');
    expect(es.slotTaken('13:00')).toBe('Lo siento, a la 1:00 p.m. ya no hay lugar. Por favor, elija otra hora.');
    expect(vi.slotTaken('14:30')).toBe('Xin lỗi, giờ 14:30 vừa có người đặt. Quý khách vui lòng chọn giờ khác.');
    expect(wordsIn('en').slotTaken('14:30')).toBe('14:30 is no longer available. Please choose a different time.');
    // Said: a voice reads '2 PM' and 'de la tarde' better than ':00' or 'p. m.'.
    expect(en.readBack(BOOK, false)).toBe("Just to confirm: you'd like me to book a Gel Manicure for Ivy Wu on Tuesday, December 1st at 2 PM. Is that right?");
    expect(es.readBack(MOVE, false)).toBe(
      'Para confirmar: quiere que cambie su cita de Gel Manicure del lunes 30 de noviembre a las 10:30 de la mañana al martes 1 de diciembre a las 2 de la tarde con Kim. ¿Es correcto?',
    );
    expect(es.readBack({ ...BOOK, time: '13:15' }, false)).toContain('a la 1:15 de la tarde');
    expect(vi.readBack(BOOK, false)).toContain('lúc 14 giờ');
    // A 24-hour country: written and said '14:00' in every language.
    const uk = (['en', 'es', 'vi'] as const).map((l) => wordsIn(l, 'Europe/London'));
    expect(uk[0].dateAt('2026-12-01', '14:00')).toBe('Tuesday, 2026-12-01 at 14:00');
    expect(uk[0].readBack(BOOK, false)).toContain('on Tuesday, December 1st at 14:00.');
    expect(uk[1].readBack(BOOK, false)).toContain('martes 1 de diciembre a las 14:00.');
    expect(uk[2].dateAt('2026-12-01', '14:00')).toContain('lúc 14:00');
  });
});
