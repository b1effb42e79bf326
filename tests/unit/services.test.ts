import { describe, expect, it } from 'vitest';
import { MAX_DURATION_MINUTES, matchServicesByName, parseDuration } from '../../src/domain/services';

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

describe('matchServicesByName (spec §5)', () => {
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
