import { describe, expect, it } from 'vitest';
import { isLanguage, languageOfTag, pickLanguage } from './languages';

describe('languages', () => {
  it('reads the primary subtag of a BCP 47 tag, any case or separator', () => {
    expect(languageOfTag('es-MX')).toBe('es');
    expect(languageOfTag('VI_vn')).toBe('vi');
    expect(languageOfTag('en')).toBe('en');
    expect(languageOfTag('fr-FR')).toBeNull();
    expect(languageOfTag('')).toBeNull();
    expect(languageOfTag(null)).toBeNull();
  });

  it('picks the first preferred language spoken here, else English', () => {
    expect(pickLanguage(['fr-FR', 'vi-VN', 'es'])).toBe('vi');
    expect(pickLanguage(['de', 'fr'])).toBe('en');
    expect(pickLanguage([])).toBe('en');
  });

  it('knows only its three languages', () => {
    expect(['en', 'vi', 'es'].every(isLanguage)).toBe(true);
    expect(isLanguage('fr')).toBe(false);
    expect(isLanguage(1)).toBe(false);
  });
});
