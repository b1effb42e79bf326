import { describe, expect, it } from 'vitest';
import { countryName } from '../../domain/sms-countries';
import { countryNameIn } from './country-name';

describe('a country in the owner language', () => {
  it('is the domain name in English and Intl name in Vietnamese and Spanish', () => {
    expect(countryNameIn('US', 'en')).toBe(countryName('US'));
    expect(countryNameIn('US', 'vi')).toBe('Hoa Kỳ');
    expect(countryNameIn('MX', 'es')).toBe('México');
  });

  it('falls back to the domain name for a code Intl does not take', () => {
    expect(countryNameIn('not a code', 'es')).toBe(countryName('not a code'));
  });
});
