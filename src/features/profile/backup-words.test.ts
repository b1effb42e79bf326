// The Backup section's refusals of a file in the owner's language: a value the file's schema
// refused names its table, row and field in her words, never zod's English; a file with no format
// version says so, not "missing".
import { describe, expect, it } from 'vitest';
import { catalogI18n } from '../../../tests/support/catalog-i18n';
import { BACKUP_TABLES, buildBackup, parseBackup } from '../../domain/backup';
import { newId } from '../../domain/ids';
import type { Salon } from '../../domain/types';
import { domainTextsReady } from '../../i18n/domain-texts';
import { backupNewsText } from './backup-words';

const salonId = newId();
const target = { id: salonId, name: 'Lotus Nails' };
const sync = { updated_at: '0', deleted: false, version: 3 };
const salon: Salon = {
  id: salonId,
  owner_id: newId(),
  name: 'Lotus Nails',
  address: '1 Main St',
  phone: '555-0100',
  email: 'hi@lotus.example',
  website: null,
  time_zone: 'Europe/Paris',
  ...sync,
};
const empty = Object.fromEntries(BACKUP_TABLES.map((t) => [t, []]));
const BASE = buildBackup(
  salon,
  {
    ...empty,
    services: [{ id: newId(), salon_id: salonId, name: 'Gel Manicure', price: 45.5, duration: 60, description: null, ...sync }],
    customers: [{ id: newId(), salon_id: salonId, name: 'Ann', phone: '555-0199', email: null, ...sync }],
  } as Parameters<typeof buildBackup>[1],
  new Date('2030-01-05T10:00:00Z'),
);

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests break the file on purpose
type FileData = Record<string, any>;

/** What the section says when the owner picks a file edited by `edit`, in `locale`. */
async function refusal(locale: 'en' | 'vi' | 'es', edit: (d: FileData) => void): Promise<string> {
  const data: FileData = structuredClone(BASE);
  edit(data);
  const i18n = await catalogI18n('app', locale);
  await domainTextsReady();
  try {
    parseBackup(JSON.stringify(data), target);
  } catch (error) {
    return backupNewsText(i18n, { tone: 'error', said: 'read-failed', error });
  }
  throw new Error('the backup was accepted');
}

describe("a backup file's refused value, in the owner's language", () => {
  it('names the table, the row and the field, missing or not valid', async () => {
    expect(await refusal('es', (d) => (d.tables.services[0].price = '45.50'))).toBe(
      'No se puede restaurar esta copia: servicios, fila 1: el campo price no es válido. No se cambió nada.',
    );
    const vi = await refusal('vi', (d) => delete d.tables.customers[0].phone);
    expect(vi).toMatch(/^Không thể khôi phục bản sao lưu này: .+, dòng 1: thiếu trường phone\. Không có gì bị thay đổi\.$/);
    expect(vi).not.toMatch(/customers|expected|undefined/);
    expect(await refusal('es', (d) => (d.salon.name = 7))).toBe('No se puede restaurar esta copia: el campo name del salón no es válido. No se cambió nada.');
    expect(await refusal('vi', (d) => delete d.salon.time_zone)).toBe(
      'Không thể khôi phục bản sao lưu này: thiếu trường time_zone của tiệm. Không có gì bị thay đổi.',
    );
    expect(await refusal('es', (d) => (d.tables.services = 'none'))).toBe(
      'No se puede restaurar esta copia: servicios no es una lista de filas. No se cambió nada.',
    );
    expect(await refusal('es', (d) => (d.exported_at = 'yesterday'))).toBe(
      'No se puede restaurar esta copia: exported_at falta o no es válido. No se cambió nada.',
    );
  });

  it('says a file gives no format version, with no English word for it', async () => {
    const vi = await refusal('vi', (d) => delete d.version);
    expect(vi).toBe(
      'Không thể khôi phục bản sao lưu này: tệp không cho biết định dạng sao lưu của nó (ứng dụng này đọc định dạng 2). Không có gì bị thay đổi.',
    );
    expect(await refusal('es', (d) => delete d.version)).toMatch(/no indica su formato de copia \(esta app lee el formato 2\)/);
  });

  it('keeps the English as the domain writes it', async () => {
    expect(await refusal('en', (d) => (d.tables.services[0].price = '45.50'))).toBe(
      "This backup can't be restored: services, row 1, price: expected number, received string. Nothing was changed.",
    );
  });
});
