import { setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { catalogI18n } from '../../tests/support/catalog-i18n';
import { businessHoursProblems, DEFAULT_BUSINESS_HOURS } from '../domain/business-hours';
import { PreconditionError, ValidationError } from '../domain/errors';
import { parseBackup } from '../domain/backup';
import { dateToNoon } from '../domain/date-check';
import { todayIn } from '../domain/dates';
import { parseDuration } from '../domain/services';
import { toMinutes } from '../domain/time';
import { domainText, domainTextsReady, weekdayName } from './domain-texts';

/** The committed app catalog of a language, with the domain's sentences' tables in. */
async function inLanguage(locale: 'vi' | 'es') {
  const i18n = await catalogI18n('app', locale);
  await domainTextsReady();
  return i18n;
}

describe('domainText', () => {
  it('writes a plain and a limit-bearing domain sentence in the owner language', async () => {
    const vi = await inLanguage('vi');
    expect(domainText(vi, new PreconditionError('No salon found'))).toBe('Không tìm thấy tiệm');
    expect(domainText(vi, new PreconditionError('A canceled appointment cannot be moved'))).toBe('Không thể dời lịch hẹn đã hủy');
    expect(() => parseDuration('100000')).toThrow(ValidationError);
    try {
      parseDuration('100000');
    } catch (e) {
      expect(domainText(vi, e)).toMatch(/^Thời lượng tối đa là \d+ phút$/);
    }
  });

  it('puts the parts of a sentence with values in place, a weekday by Intl', async () => {
    const es = await inLanguage('es');
    const week = DEFAULT_BUSINESS_HOURS.map((d) => (d.day_of_week === 2 ? { ...d, is_closed: false, open_time: '18:00', close_time: '09:00' } : d));
    const [problem] = businessHoursProblems(week);
    expect(problem.message).toBe('Tuesday: closing time must be after opening time');
    expect(domainText(es, problem.text)).toBe('martes: la hora de cierre debe ser posterior a la de apertura');
    expect(weekdayName(0, 'vi')).toBe('Chủ Nhật');
  });

  it("writes a checked value's sentence with the value as it came: a time, a date, a zone, a backup too new", async () => {
    const thrown = (f: () => unknown) => {
      try {
        f();
      } catch (e) {
        return e;
      }
      throw new Error('nothing was thrown');
    };
    const time = thrown(() => toMinutes('25:99'));
    const zone = thrown(() => todayIn('Mars/Base'));
    const backup = thrown(() => parseBackup(JSON.stringify({ format: 'salon-desk-backup', version: 99 }), { id: 's', name: 'Lotus' }));
    // English stays word for word.
    expect([time, zone].map((e) => (e as Error).message)).toEqual(['Invalid time "25:99": use HH:MM', 'Unknown time zone "Mars/Base"']);
    const es = await inLanguage('es');
    expect(domainText(es, time)).toBe('Hora no válida "25:99": usa el formato HH:MM');
    expect(domainText(es, zone)).toBe('Zona horaria desconocida "Mars/Base"');
    expect(
      domainText(
        es,
        thrown(() => dateToNoon('2030-02-30')),
      ),
    ).toBe('Fecha no válida "2030-02-30": usa una fecha real con el formato AAAA-MM-DD');
    // A row problem names its table in the owner's words (backup.test.ts holds the English).
    const row = {
      text: "This backup can't be restored: {table}, row {row} belongs to another salon. Nothing was changed.",
      values: { table: 'services', row: 1 },
    };
    expect(domainText(es, row)).toBe('No se puede restaurar esta copia: servicios, fila 1 pertenece a otro salón. No se cambió nada.');
    const vi = await inLanguage('vi');
    expect(domainText(vi, backup)).toMatch(/^Không thể khôi phục bản sao lưu này: nó được tạo bởi phiên bản Salon Desk mới hơn \(định dạng sao lưu 99; /);
  });

  it('leaves English, and a sentence it does not know, as the domain wrote them', async () => {
    const vi = await inLanguage('vi');
    expect(domainText(vi, 'Something new went wrong')).toBe('Something new went wrong');
    const en = setupI18n({ locale: 'en', messages: { en: {} } });
    expect(domainText(en, new PreconditionError('No salon found'))).toBe('No salon found');
  });
});
