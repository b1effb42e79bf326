import { useLingui } from '@lingui/react';
import { displayLocale } from '../domain/display-format';

/**
 * The locale a screen writes the salon's dates and times in, for the owner's current language
 * (src/domain/display-format.ts, displayLocale); the screen re-renders when she picks another.
 */
export function useDisplayLocale(timeZone: string | null | undefined): string {
  const { i18n } = useLingui();
  return displayLocale(i18n.locale, timeZone);
}
