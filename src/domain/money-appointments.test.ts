import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { MAX_PRICE, formatPrice, fromCents, parsePrice, sumPrices, toCents } from './money';
import { ALL_STATUSES, countOnDate, filterAppointments, noShowRate, weekRevenue, type AppointmentWithRefs } from './appointments';
import { ValidationError } from './errors';
import type { AppointmentStatus } from './types';

describe('money', () => {
  it('formats with $ and 2 decimals', () => {
    expect(formatPrice(45)).toBe('$45.00');
    expect(formatPrice(35.5)).toBe('$35.50');
    expect(formatPrice(0.1 + 0.2)).toBe('$0.30');
    expect(formatPrice(1234.5)).toBe('$1,234.50');
    expect(formatPrice(0)).toBe('$0.00');
    expect(formatPrice(0.29 * 3)).toBe('$0.87'); // 0.8699999999999999 as a float
    expect(formatPrice(-5)).toBe('-$5.00');
    expect(formatPrice(1_234_567.05)).toBe('$1,234,567.05');
  });

  it('formats every amount exactly as the en-US currency format does', () => {
    const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
    fc.assert(
      fc.property(fc.integer({ min: -1_000_000_000, max: 1_000_000_000 }), (cents) => {
        expect(formatPrice(cents / 100)).toBe(usd.format(cents / 100));
      }),
      { numRuns: 500 },
    );
  });

  it('parses step 0.01 exactly', () => {
    expect(parsePrice('45')).toBe(45);
    expect(parsePrice('45.5')).toBe(45.5);
    expect(parsePrice(' $19.99 ')).toBe(19.99);
    expect(parsePrice('0.07')).toBe(0.07);
    expect(parsePrice('0')).toBe(0);
    expect(parsePrice(12.3)).toBe(12.3);
    expect(parsePrice(String(MAX_PRICE))).toBe(MAX_PRICE);
  });

  it('rejects what is not a price, with the reason', () => {
    expect(() => parsePrice('')).toThrow('Price is required');
    expect(() => parsePrice('  ')).toThrow(ValidationError);
    expect(() => parsePrice('-5')).toThrow('Price cannot be negative');
    for (const bad of ['1.234', '1,50', 'abc', '1e3', '.5', '5.', '0x10', 'NaN', 'Infinity']) {
      expect(() => parsePrice(bad), bad).toThrow('Price must be a number with at most 2 decimals (step 0.01)');
    }
    expect(() => parsePrice(Number.NaN)).toThrow('Price is required');
    expect(() => parsePrice('100000.01')).toThrow('Price must be at most $100,000.00');
  });

  it('round-trips every cent amount and sums without drift', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: MAX_PRICE * 100 }), (cents) => {
        const text = `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
        const price = parsePrice(text);
        expect(toCents(price)).toBe(cents);
        expect(formatPrice(price).replace(/[$,]/g, '')).toBe(text);
      }),
    );
    expect(sumPrices(Array.from({ length: 10 }, () => 0.1))).toBe(1);
    expect(sumPrices([19.99, 0.01, 35.5])).toBe(55.5);
    expect(fromCents(5550)).toBe(55.5);
    expect(() => toCents(Number.POSITIVE_INFINITY)).toThrow(RangeError);
  });
});

const a = (date: string, status: AppointmentStatus, price = 10, extra: Partial<AppointmentWithRefs> = {}): AppointmentWithRefs => ({
  appointment_date: date,
  status,
  customer: { name: 'Jane Doe', phone: '(555) 010-1234' },
  service: { name: 'Gel Manicure', price },
  ...extra,
});

describe('appointment cards', () => {
  it("counts today's appointments by date, without tombstones", () => {
    const rows = [a('2026-03-16', 'confirmed'), a('2026-03-16', 'canceled'), a('2026-03-17', 'confirmed'), a('2026-03-16', 'pending', 10, { deleted: true })];
    expect(countOnDate(rows, '2026-03-16')).toBe(2);
    expect(countOnDate(rows, '2026-03-18')).toBe(0);
  });

  it("sums this week's completed prices only (Monday-first, across a year)", () => {
    const rows = [
      a('2025-12-29', 'completed', 19.99), // Monday of the week of 2026-01-01
      a('2026-01-04', 'completed', 0.01), // Sunday, same week
      a('2026-01-02', 'completed', 35.5),
      a('2026-01-02', 'confirmed', 100),
      a('2026-01-02', 'no_show', 100),
      a('2026-01-03', 'completed', 100, { deleted: true }),
      a('2025-12-28', 'completed', 100), // the Sunday before
      a('2026-01-05', 'completed', 100), // next Monday
      a('2026-01-01', 'completed', 0, { service: null }),
    ];
    expect(weekRevenue(rows, '2026-01-01')).toBe(55.5);
    expect(weekRevenue(rows, '2026-01-04')).toBe(55.5);
    expect(weekRevenue([], '2026-01-01')).toBe(0);
  });

  it('computes the no-show rate from data', () => {
    expect(noShowRate([])).toBeNull();
    expect(noShowRate([a('2026-03-16', 'confirmed')])).toBeNull();
    const rows = [
      a('x', 'completed'),
      a('x', 'completed'),
      a('x', 'completed'),
      a('x', 'no_show'),
      a('x', 'canceled'),
      a('x', 'no_show', 0, { deleted: true }),
    ];
    expect(noShowRate(rows)).toBe(0.25);
    expect(noShowRate([a('x', 'no_show')])).toBe(1);
  });
});

describe('filterAppointments (the Appointments search)', () => {
  const rows = [
    a('2026-03-16', 'confirmed', 10, { customer: { name: 'Jane Doe', phone: '(555) 010-1234' }, service: { name: 'Gel Manicure', price: 10 } }),
    a('2026-03-16', 'completed', 10, { customer: { name: 'Mia Wong', phone: '555-777-0000' }, service: { name: 'Pedicure', price: 10 } }),
    a('2026-03-16', 'canceled', 10, { customer: null, service: null }),
    a('2026-03-16', 'confirmed', 10, { deleted: true }),
  ];

  it('matches customer name, phone or service name case-insensitively', () => {
    expect(filterAppointments(rows, { query: 'jane' })).toEqual([rows[0]]);
    expect(filterAppointments(rows, { query: 'PEDI' })).toEqual([rows[1]]);
    expect(filterAppointments(rows, { query: '777' })).toEqual([rows[1]]);
    expect(filterAppointments(rows, { query: '5550101234' })).toEqual([rows[0]]); // phone typed differently
    expect(filterAppointments(rows, { query: 'nail art' })).toEqual([]);
  });

  it('finds a phone through its key when the query carries the country code', () => {
    const keyed = a('2026-03-16', 'confirmed', 10, { customer: { name: 'Ana', phone: '555-014-2000', phone_key: '+15550142000' } });
    expect(filterAppointments([...rows, keyed], { query: '+1 (555) 014-2000' })).toEqual([keyed]);
    expect(filterAppointments([...rows, keyed], { query: '5550142000' })).toEqual([keyed]);
  });

  it('filters by status and keeps everything for a blank query or all', () => {
    expect(filterAppointments(rows)).toEqual(rows.slice(0, 3));
    expect(filterAppointments(rows, { query: '   ', status: ALL_STATUSES })).toEqual(rows.slice(0, 3));
    expect(filterAppointments(rows, { status: 'canceled' })).toEqual([rows[2]]);
    expect(filterAppointments(rows, { query: 'jane', status: 'completed' })).toEqual([]);
  });
});
