// A country's name in the owner's language, from Intl (never a hand-written table). English keeps
// the domain's own names (src/domain/sms-countries.ts), which the server's messages use too.
import { countryName } from '../../domain/sms-countries';

const names = new Map<string, Intl.DisplayNames | null>();

export function countryNameIn(code: string, locale: string): string {
  if (locale === 'en') return countryName(code);
  let display = names.get(locale);
  if (display === undefined) {
    try {
      display = new Intl.DisplayNames([locale], { type: 'region' });
    } catch {
      display = null;
    }
    names.set(locale, display);
  }
  try {
    return display?.of(code) ?? countryName(code);
  } catch {
    return countryName(code);
  }
}
