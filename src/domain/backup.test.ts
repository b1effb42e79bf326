import { describe, expect, it } from 'vitest';
import { BACKUP_VERSION, BackupError, MAX_BACKUP_BYTES, backupCounts, backupFileName, buildBackup, parseBackup, type SalonBackup } from './backup';
import { businessHoursId, newId, staffPatternId, staffScheduleId, staffServiceId } from './ids';
import type { Salon } from './types';

const salonId = newId();
const target = { id: salonId, name: 'Lotus Nails' };
const sync = { updated_at: '0', deleted: false, version: 3 };

function sample(): SalonBackup {
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
  const service = { id: newId(), salon_id: salonId, name: 'Gel Manicure', price: 45.5, duration: 60, description: null, ...sync };
  const gone = { ...service, id: newId(), name: 'Old', deleted: true };
  const staff = { id: newId(), salon_id: salonId, name: 'Lily', phone: null, position: 'Nail Technician' as const, is_active: true, ...sync };
  const customer = { id: newId(), salon_id: salonId, name: 'Ann', phone: '555-0199', email: null, ...sync };
  return buildBackup(
    salon,
    {
      services: [service, gone],
      staff: [staff],
      staff_services: [{ id: staffServiceId(staff.id, service.id), salon_id: salonId, staff_id: staff.id, service_id: service.id, ...sync }],
      business_hours: [
        { id: businessHoursId(salonId, 1), salon_id: salonId, day_of_week: 1, open_time: '09:00', close_time: '19:00:00', is_closed: false, ...sync },
      ],
      salon_faqs: [{ id: newId(), salon_id: salonId, question: 'Parking?', answer: 'Yes', ...sync }],
      staff_schedules: [
        {
          id: staffScheduleId(staff.id, '2030-01-07'),
          salon_id: salonId,
          staff_id: staff.id,
          date: '2030-01-07',
          start_time: '09:00',
          end_time: '17:00',
          is_day_off: false,
          ...sync,
        },
      ],
      staff_patterns: [
        {
          id: staffPatternId(staff.id, 2),
          salon_id: salonId,
          staff_id: staff.id,
          day_of_week: 2,
          start_time: '10:00',
          end_time: '18:00',
          is_day_off: false,
          ...sync,
        },
      ],
      customers: [customer],
      appointments: [
        {
          id: newId(),
          salon_id: salonId,
          customer_id: customer.id,
          staff_id: staff.id,
          service_id: service.id,
          appointment_date: '2030-01-07',
          start_time: '10:00',
          end_time: '11:00',
          notes: null,
          status: 'confirmed',
          ...sync,
        },
      ],
      calls: [],
      call_turns: [],
      notifications: [],
      message_settings: [],
      booking_settings: [],
      staff_time_off: [],
      staff_breaks: [],
      agent_settings: [],
    },
    new Date('2030-01-05T10:00:00Z'),
  );
}

const BASE = sample();

it('a backup made before the conversation tables existed restores with none of them', () => {
  const old = JSON.parse(JSON.stringify(BASE));
  for (const t of ['calls', 'call_turns', 'notifications']) delete old.tables[t];
  const parsed = parseBackup(JSON.stringify(old), target);
  expect(parsed.tables.calls).toEqual([]);
  expect(parsed.tables.appointments).toHaveLength(1);
});

it('a format-1 backup (before the booking rules) restores: services bookable with no buffer, no rules, no time off', () => {
  const old = JSON.parse(JSON.stringify(BASE));
  old.version = 1;
  for (const t of ['booking_settings', 'staff_time_off', 'staff_breaks', 'message_settings']) delete old.tables[t];
  for (const s of old.tables.services) for (const c of ['buffer_minutes', 'category', 'is_active']) delete s[c];
  const parsed = parseBackup(JSON.stringify(old), target);
  expect(parsed.version).toBe(BACKUP_VERSION);
  expect(parsed.tables.staff_time_off).toEqual([]);
  expect(parsed.tables.booking_settings).toEqual([]);
  expect(parsed.tables.services[0]).not.toHaveProperty('buffer_minutes');
  expect(parsed.tables.services.map((s) => s.name)).toEqual(['Gel Manicure']);
});

/** The sample as file text, after `edit` changed the parsed JSON. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests break the file on purpose
function file(edit: (data: Record<string, any>) => void = () => undefined): string {
  const data = JSON.parse(JSON.stringify(BASE));
  edit(data);
  return JSON.stringify(data);
}

const problem = (text: string, options = {}) => {
  try {
    parseBackup(text, target, options);
  } catch (e) {
    expect(e).toBeInstanceOf(BackupError);
    return (e as Error).message;
  }
  throw new Error('the backup was accepted');
};

describe('backup file', () => {
  it('holds the live rows without sync columns, the format version and export time', () => {
    const b = sample();
    expect(b).toMatchObject({ format: 'salon-desk-backup', version: BACKUP_VERSION, exported_at: '2030-01-05T10:00:00.000Z' });
    expect(b.tables.services.map((s) => s.name)).toEqual(['Gel Manicure']);
    expect(b.tables.services[0]).not.toHaveProperty('updated_at');
    expect(b.salon).not.toHaveProperty('owner_id');
    expect(backupCounts(b)).toEqual([
      '1 service',
      '1 staff member',
      '1 service assignment',
      '1 day of business hours',
      '1 FAQ',
      '1 staff schedule day',
      '1 customer',
      '1 appointment',
      '1 regular shift',
    ]);
    expect(backupCounts({ ...b, tables: { ...b.tables, services: [], appointments: [...b.tables.appointments, ...b.tables.appointments] } })).not.toContain(
      '0 services',
    );
    expect(backupCounts({ ...b, tables: { ...b.tables, appointments: [...b.tables.appointments, ...b.tables.appointments] } })).toContain('2 appointments');
  });

  it('round-trips through its own checks', () => {
    expect(parseBackup(file(), target)).toEqual(BASE);
  });

  it('names the file after the salon and the date, without characters file systems refuse', () => {
    expect(backupFileName('Lotus Nails', new Date(2026, 10, 22, 9))).toBe('salon-desk-backup-Lotus Nails-2026-11-22.json');
    expect(backupFileName('A/B: "C"\n', new Date(2026, 0, 2))).toBe('salon-desk-backup-A B C-2026-01-02.json');
    expect(backupFileName('  ', new Date(2026, 0, 2))).toBe('salon-desk-backup-salon-2026-01-02.json');
  });

  it('refuses what is not a backup of ours', () => {
    expect(problem('not json {')).toMatch(/not a Salon Desk backup \(it is not valid JSON\)/);
    expect(problem('[]')).toMatch(/not a Salon Desk backup/);
    expect(problem(JSON.stringify({ format: 'other' }))).toMatch(/not a Salon Desk backup/);
  });

  it('refuses a wrong format version, naming it', () => {
    expect(problem(file((d) => (d.version = 3)))).toMatch(/newer version of Salon Desk \(backup format 3; this app reads format 2\)/);
    expect(problem(file((d) => (d.version = 0)))).toMatch(/backup format \(0\) is not one this app reads/);
    expect(problem(file((d) => delete d.version))).toBe(
      "This backup can't be restored: it does not say which backup format it is (this app reads format 2). Nothing was changed.",
    );
    expect(problem(file((d) => (d.version = null)))).toMatch(/backup format \(null\) is not one this app reads/);
  });

  it('refuses a backup of another salon, naming it', () => {
    const other = { id: newId(), name: 'Glow' };
    expect(() => parseBackup(file(), other)).toThrow(
      'This backup is of another salon ("Lotus Nails"). Only a backup of Glow can be restored here. Nothing was changed.',
    );
    expect(problem(file((d) => (d.tables.staff[0].salon_id = newId())))).toMatch(/staff, row 1 belongs to another salon/);
  });

  it('refuses malformed rows and wrong types, naming table, row and field', () => {
    expect(problem(file((d) => (d.tables.services[0].price = '45.50')))).toBe(
      "This backup can't be restored: services, row 1, price: expected number, received string. Nothing was changed.",
    );
    expect(problem(file((d) => delete d.tables.customers[0].phone))).toMatch(/customers, row 1, phone: expected string, received undefined/);
    expect(problem(file((d) => (d.tables.appointments[0].status = 'maybe')))).toMatch(/appointments, row 1, status: must be one of: pending/);
    expect(problem(file((d) => (d.tables.appointments[0].appointment_date = '2030-02-30')))).toMatch(/appointment_date: must be a date/);
    expect(problem(file((d) => (d.tables.business_hours[0].open_time = '9am')))).toMatch(/business hours, row 1, open_time: must be a time/);
    expect(problem(file((d) => (d.tables.staff[0].id = 'x')))).toMatch(/staff, row 1, id: must be an id/);
    expect(problem(file((d) => (d.tables.salon_faqs = {})))).toMatch(/salon_faqs: must be a list of rows|FAQs: must be a list of rows/);
    expect(problem(file((d) => (d.salon.name = 7)))).toMatch(/salon, name: expected string/);
    expect(problem(file((d) => (d.salon.time_zone = 'Mars/Base')))).toMatch(/salon, time_zone: must be a time zone name/);
    expect(problem(file((d) => d.tables.services.push(d.tables.services[0])))).toMatch(/services, row 2 repeats the id/);
  });

  it('hands over the parts of a refused value (table, row, field, missing or not), whose words are English only', () => {
    const refused = (edit: Parameters<typeof file>[0]) => {
      try {
        parseBackup(file(edit), target);
      } catch (e) {
        return (e as BackupError).text;
      }
      throw new Error('the backup was accepted');
    };
    expect(refused((d) => (d.tables.services[0].price = '45.50'))).toEqual({
      text: "This backup can't be restored: {place}: {detail}. Nothing was changed.",
      values: {
        place: 'services, row 1, price',
        detail: 'expected number, received string',
        at: 'row',
        table: 'services',
        row: 1,
        field: 'price',
        kind: 'invalid',
      },
    });
    expect(refused((d) => delete d.tables.customers[0].phone).values).toMatchObject({ at: 'row', table: 'customers', field: 'phone', kind: 'missing' });
    expect(refused((d) => (d.tables.staff[0].name = null)).values).toMatchObject({ at: 'row', table: 'staff', field: 'name', kind: 'missing' });
    expect(refused((d) => (d.salon.name = 7)).values).toMatchObject({ at: 'salon', field: 'name', kind: 'invalid' });
    expect(refused((d) => (d.tables.salon_faqs = {})).values).toMatchObject({ at: 'table', table: 'FAQs' });
    expect(refused((d) => (d.exported_at = 'yesterday')).values).toEqual({ place: 'exported_at', detail: 'must be a date and time' });
  });

  it('refuses rows whose natural-key id does not match their contents', () => {
    expect(problem(file((d) => (d.tables.business_hours[0].day_of_week = 2)))).toMatch(/business hours, row 1 has an id that does not match/);
    expect(problem(file((d) => (d.tables.staff_schedules[0].date = '2030-01-08')))).toMatch(/staff schedules, row 1 has an id that does not match/);
  });

  it('refuses references to missing rows, unless the device already holds them', () => {
    const missing = newId();
    const text = file((d) => (d.tables.appointments[0].service_id = missing));
    expect(problem(text)).toBe(
      `This backup can't be restored: appointments, row 1 refers to a service (${missing}) that is not in the backup. Nothing was changed.`,
    );
    expect(parseBackup(text, target, { knownIds: new Set([missing]) }).tables.appointments).toHaveLength(1);
    expect(problem(file((d) => (d.tables.staff = [])))).toMatch(/staff service links, row 1 refers to a staff member/);
  });

  it('refuses an oversized file before reading it', () => {
    expect(problem(file(), { sizeBytes: MAX_BACKUP_BYTES + 1 })).toMatch(/the file is too large \(26 MB; a backup is at most 25 MB\)/);
    expect(problem(file((d) => (d.padding = 'x'.repeat(MAX_BACKUP_BYTES))))).toMatch(/too large/);
  });
});
