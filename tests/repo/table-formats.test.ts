// The registry's formats (src/domain/tables/formats.ts) on the device: what the forms produce from
// what people type passes the row schemas, which hold the same patterns as the server's CHECKs
// (tests/integration/formats-parity.test.ts compares the two sides).
import { describe, expect, it } from 'vitest';
import { parseCustomer, parseSalonInfo, parseStaff } from '../../src/domain/back-office';
import { DEFAULT_MESSAGE_SETTINGS, parseMessageSettings } from '../../src/domain/messages/settings';
import { deviceTimeZone } from '../../src/db/repositories/salons';
import { TABLES } from '../../src/domain/tables';
import { isCanonicalTimeZone, isInstant } from '../../src/domain/tables/formats';
import { rowSchema } from '../../src/domain/tables/row-schema';
import { MESSAGES, validateRegistration } from '../../src/features/auth/validate';

const ids = { id: crypto.randomUUID(), salon_id: crypto.randomUUID() };
const salon = { name: 'Lotus Nails', address: '1 Main St', phone: '555-0100', email: 'hi@lotus.example' };

describe('phones and emails', () => {
  it.each(['+1 (555) 014-2000', '555-014-2000', '5550142000', '06 12 34 56 78', '+44 20 7946 0958', '555.014.2000', '555\u00a0014\u00a02000'])(
    'a typed phone %j is stored in a form the server takes',
    (typed) => {
      const customer = parseCustomer({ name: 'Jo', phone: typed, email: '' });
      expect(customer.phone).not.toMatch(/\u00a0/);
      expect(rowSchema(TABLES.customers).safeParse({ ...ids, ...customer }).success).toBe(true);
      const staff = parseStaff({ name: 'Ana', phone: typed, position: 'Nail Technician' });
      expect(rowSchema(TABLES.staff).safeParse({ ...ids, ...staff, is_active: true }).success).toBe(true);
    },
  );

  it.each(['call me maybe', '12', 'ext. 5', '555-0100 x12'])('a phone %j is refused by the forms and the row schema', (typed) => {
    expect(() => parseCustomer({ name: 'Jo', phone: typed })).toThrow('Customer phone must be a valid phone number');
    expect(() => parseStaff({ name: 'Ana', phone: typed, position: 'Nail Technician' })).toThrow('Phone must be a valid phone number');
    expect(rowSchema(TABLES.customers).safeParse({ ...ids, name: 'Jo', phone: typed, email: null }).success).toBe(false);
  });

  it('blank optional fields become null, which the server takes; the salon phone may be empty (sign-up seed)', () => {
    expect(parseStaff({ name: 'Ana', phone: '  ', position: 'Nail Technician' }).phone).toBeNull();
    expect(parseCustomer({ name: 'Jo', phone: '555-0100', email: ' ' }).email).toBeNull();
    expect(parseMessageSettings({ ...DEFAULT_MESSAGE_SETTINGS, reply_to: ' ' }).reply_to).toBeNull();
    const salonRow = { ...ids, owner_id: ids.salon_id, ...salon, website: null, time_zone: 'UTC' };
    expect(rowSchema(TABLES.salons).safeParse({ ...salonRow, phone: '' }).success).toBe(true);
    expect(rowSchema(TABLES.salons).safeParse({ ...salonRow, phone: 'call me' }).success).toBe(false);
  });

  it('emails: the forms use the registry rule (zod email), and refuse what the server refuses', () => {
    expect(parseSalonInfo({ ...salon, email: 'Mai.Tran+nails@lotus-nails.example' }).email).toBe('Mai.Tran+nails@lotus-nails.example');
    expect(() => parseSalonInfo({ ...salon, email: 'x' })).toThrow('Email must be a valid email address');
    expect(() => parseCustomer({ name: 'Jo', phone: '555-0100', email: 'not an email' })).toThrow('Customer email must be a valid email address');
    expect(() => parseMessageSettings({ ...DEFAULT_MESSAGE_SETTINGS, reply_to: 'a@b' })).toThrow('Reply-to address must be a valid email address');
    expect(rowSchema(TABLES.customers).safeParse({ ...ids, name: 'Jo', phone: '555-0100', email: 'x@y' }).success).toBe(false);
  });

  it('sign-up refuses a salon phone or an email the salon row could not hold', () => {
    const form = {
      ownerName: 'Mai',
      email: 'mai@example.com',
      password: 'secret1',
      confirmPassword: 'secret1',
      salonName: 'Lotus',
      salonPhone: '555-0100',
      acceptTerms: true,
    };
    expect(validateRegistration(form)).toBeNull();
    expect(validateRegistration({ ...form, salonPhone: 'call me' })).toBe(MESSAGES.salonPhoneInvalid);
    expect(validateRegistration({ ...form, email: 'mai@example' })).toBe(MESSAGES.emailInvalid);
  });
});

describe('instants and time zones', () => {
  it.each(['2026-11-25T04:00:00.000Z', '2026-11-25T04:00:00Z', '2000-01-01T00:00:00.000Z', '2100-12-31T23:59:59.999Z', '2028-02-29T12:00:00.000Z'])(
    '%s is an instant',
    (v) => expect(isInstant(v)).toBe(true),
  );

  it.each([
    '2026-99-99T99:99:99Z',
    '2026-02-30T10:00:00.000Z',
    '2027-02-29T10:00:00Z',
    '2026-11-30T23:59:60Z',
    '1999-12-31T23:59:59.999Z',
    '2101-01-01T00:00:00Z',
    '2026-11-25 04:00:00Z',
    'now',
  ])('%s is not', (v) => {
    expect(isInstant(v)).toBe(false);
    expect(rowSchema(TABLES.notifications).shape.at.safeParse(v).success).toBe(false);
  });

  it('time zones: Intl\u2019s canonical Area/Location names, UTC and the Etc/GMT offsets, not the legacy or POSIX ones', () => {
    for (const zone of [
      'UTC',
      'Europe/Paris',
      'America/Indiana/Indianapolis',
      'Asia/Calcutta',
      'Asia/Kolkata',
      'America/Port-au-Prince',
      'Etc/GMT+5',
      'Etc/GMT-14',
      'Etc/GMT',
      'Etc/UTC',
    ])
      expect(isCanonicalTimeZone(zone), zone).toBe(true);
    for (const zone of ['Factory', 'EST5EDT', 'US/Eastern', 'Etc/GMT+13', 'Etc/GMT+5:30', 'Etc/Zulu', 'GMT', 'posix/Europe/Paris', 'Mars/Olympus', ''])
      expect(isCanonicalTimeZone(zone), zone).toBe(false);
    expect(Intl.supportedValuesOf('timeZone').filter((z) => !isCanonicalTimeZone(z))).toEqual([]);
    expect(isCanonicalTimeZone(deviceTimeZone())).toBe(true);
    expect(() => parseSalonInfo({ ...salon, time_zone: 'EST5EDT' })).toThrow('Time zone is not a known IANA zone');
  });
});
