import { describe, expect, it } from 'vitest';
import { initialLocale, isLocale, LOCALE_KEY, pickLocale, storedLocale } from './locales';

const storage = (value: string | null) => ({ getItem: (key: string) => (key === LOCALE_KEY ? value : null) });

describe('choosing the owner app language', () => {
  it('takes the first browser language we have, by its base', () => {
    expect(pickLocale(['vi-VN', 'en-US'])).toBe('vi');
    expect(pickLocale(['fr-FR', 'es-MX'])).toBe('es');
    expect(pickLocale(['ES'])).toBe('es');
  });

  it('falls back to English for languages we do not have, or none', () => {
    expect(pickLocale(['fr', 'de-DE'])).toBe('en');
    expect(pickLocale([])).toBe('en');
  });

  it('a choice remembered on the device wins over the browser', () => {
    expect(initialLocale(storage('es'), ['vi-VN'])).toBe('es');
    expect(initialLocale(storage(null), ['vi-VN'])).toBe('vi');
  });

  it('ignores a stored value that is no language of ours, and storage that throws', () => {
    expect(storedLocale(storage('fr'))).toBeNull();
    expect(isLocale('pseudo')).toBe(false);
    const broken = {
      getItem: () => {
        throw new Error('storage is off');
      },
    };
    expect(initialLocale(broken, ['es'])).toBe('es');
  });
});
