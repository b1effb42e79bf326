import { describe, expect, it } from 'vitest';
import { parseService } from './back-office';
import { isBookableService, MAX_DURATION_MINUTES, matchServicesByName, parseBufferMinutes, parseDuration, SERVICE_CATEGORIES } from './services';

describe('parseDuration', () => {
  it('accepts whole minutes', () => {
    expect(parseDuration('45')).toBe(45);
    expect(parseDuration(' 60 ')).toBe(60);
    expect(parseDuration(90)).toBe(90);
    expect(parseDuration(String(MAX_DURATION_MINUTES))).toBe(1440);
  });

  it('rejects the rest with a message', () => {
    expect(() => parseDuration('')).toThrow('Duration is required');
    expect(() => parseDuration('0')).toThrow('Duration must be at least 1 minute');
    expect(() => parseDuration('1441')).toThrow('Duration must be at most 1440 minutes');
    for (const bad of ['1.5', '-30', 'an hour', '1e2']) expect(() => parseDuration(bad), bad).toThrow('Duration must be a whole number of minutes');
  });
});

describe('matchServicesByName (docs/behaviour.md#validation)', () => {
  const services = [{ name: 'Gel Manicure' }, { name: 'Manicure' }, { name: 'Spa Pedicure' }, { name: 'Nail Art', deleted: true }];

  it('matches case-insensitively by containment', () => {
    expect(matchServicesByName(services, 'pedi')).toEqual([{ name: 'Spa Pedicure' }]);
    expect(matchServicesByName(services, 'CURE')).toHaveLength(3);
    expect(matchServicesByName(services, 'gel')).toEqual([{ name: 'Gel Manicure' }]);
  });

  it('prefers a single exact name, skips tombstones and empty queries', () => {
    expect(matchServicesByName(services, ' manicure ')).toEqual([{ name: 'Manicure' }]);
    expect(matchServicesByName(services, 'nail art')).toEqual([]);
    expect(matchServicesByName(services, '  ')).toEqual([]);
  });
});

describe('cleanup time, category and hidden services', () => {
  it('reads cleanup minutes from the form: blank is none, 0 to 240', () => {
    expect(parseBufferMinutes('')).toBe(0);
    expect(parseBufferMinutes(' 15 ')).toBe(15);
    expect(parseBufferMinutes(240)).toBe(240);
    for (const bad of ['241', '-5', '7.5', 'ten'])
      expect(() => parseBufferMinutes(bad), bad).toThrow('Cleanup time must be a whole number of minutes from 0 to 240');
  });

  it('parseService keeps cleanup time and category out unless the input names them', () => {
    expect(parseService({ name: 'Gel', price: '40', duration: '60' })).toEqual({ name: 'Gel', price: 40, duration: 60, description: null });
    expect(parseService({ name: 'Gel', price: '40', duration: '60', buffer_minutes: '10', category: ' Manicure ' })).toMatchObject({
      buffer_minutes: 10,
      category: 'Manicure',
    });
    expect(parseService({ name: 'Gel', price: '40', duration: '60', buffer_minutes: '', category: '' })).toMatchObject({ buffer_minutes: 0, category: null });
    expect(() => parseService({ name: 'Gel', price: '40', duration: '60', category: 'C'.repeat(61) })).toThrow('Category is too long');
  });

  it('a hidden or deleted service is not bookable; a row from before the flag is', () => {
    expect(isBookableService({})).toBe(true);
    expect(isBookableService({ is_active: true, deleted: false })).toBe(true);
    expect(isBookableService({ is_active: false })).toBe(false);
    expect(isBookableService({ is_active: true, deleted: true })).toBe(false);
    expect(SERVICE_CATEGORIES).toEqual(['Manicure', 'Pedicure', 'Enhancements', 'Nail Art', 'Add-ons']);
  });
});
