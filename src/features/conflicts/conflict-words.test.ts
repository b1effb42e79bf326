import { i18n as english } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { catalogI18n } from '../../../tests/support/catalog-i18n';
import type { ConflictRow } from '../../data';
import { mutationSummary, tableLabel } from './conflict-view';
import { mutationWords, tableWords } from './conflict-words';

const inLanguage = (locale: 'vi' | 'es') => catalogI18n('bookings', locale);

const patch: ConflictRow['mutation'] = {
  op: 'patch',
  fields: { price: 45.5, is_active: false, notes: null, confirmation_sms_vi: 'x', updated_at: 'h' },
  hlc: 'h',
};

describe("a refused change's details", () => {
  it('stay word for word in English', () => {
    english.activate('en');
    expect(mutationWords(english, patch)).toBe(mutationSummary(patch));
    expect(mutationWords(english, undefined)).toBe('No details were kept.');
    expect(tableWords(english, 'staff_schedules')).toBe(tableLabel('staff_schedules'));
  });

  it('are written in Spanish and Vietnamese: the table, the operation, field names and the words among the values', async () => {
    const es = await inLanguage('es');
    expect(tableWords(es, 'appointments')).toBe('Cita');
    expect(mutationWords(es, patch)).toBe('Cambiado: Precio 45.5, Activo no, Notas (vacío), SMS de confirmación (vietnamita) x');
    expect(mutationWords(es, { op: 'delete', fields: {}, hlc: 'h' })).toBe('Eliminado');
    const vi = await inLanguage('vi');
    expect(mutationWords(vi, { op: 'put', fields: { staff_id: 'k', is_closed: true }, hlc: 'h' })).toBe('Đã lưu: Nhân viên k, Đóng cửa có');
    expect(mutationWords(vi, undefined)).toBe('Không còn lưu chi tiết.');
    // A column without words yet keeps its English name rather than vanish.
    expect(mutationWords(vi, { op: 'patch', fields: { brand_new_column: 1 }, hlc: 'h' })).toBe('Đã đổi: Brand new column 1');
  });
});
