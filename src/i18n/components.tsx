import { I18nProvider } from '@lingui/react';
import { useLingui } from '@lingui/react/macro';
import { useEffect, useRef, type ReactNode } from 'react';
import { chooseLocale, i18n } from './i18n';
import { isLocale, LOCALE_NAMES, LOCALES } from './locales';
import './locale-picker.css';

// One module for both, which the app's entry imports: the picker shows on every first screen
// (the landing page, the sign-in screens, the top bar), so it ships with the entry instead of in
// a chunk one of those screens would share with another.

/** Around the whole app: every screen re-renders in the new language when the owner picks one. */
export function I18nRoot({ children }: { children: ReactNode }) {
  return (
    <I18nProvider i18n={i18n}>
      <AppTitle />
      {children}
    </I18nProvider>
  );
}

/**
 * The browser tab's title (index.html's, in English) in the current language. A page that set a
 * title of its own (the legal pages) keeps it: only the app's own title is replaced.
 */
function AppTitle() {
  const { t } = useLingui();
  const last = useRef(document.title);
  const title = t`Salon Desk — AI receptionist for nail salons`;
  useEffect(() => {
    if (document.title === last.current) document.title = title;
    last.current = title;
  }, [title]);
  return null;
}

/**
 * The language of the owner's app, on the landing page, the sign-in card and the top bar. Each
 * language is named in its own words, where a visitor first looks for hers; `compact` (the top bar,
 * short of room on a phone, for an owner who has chosen already) writes its code instead ("VI"),
 * with the name beside it in the option's accessible name.
 */
export function LocalePicker({ className, compact = false }: { className?: string; compact?: boolean }) {
  const { t, i18n: active } = useLingui();
  return (
    <select
      className={className ? `locale-picker ${className}` : 'locale-picker'}
      aria-label={t`Language`}
      title={t`Language`}
      value={active.locale}
      onChange={(e) => {
        if (isLocale(e.target.value)) void chooseLocale(e.target.value);
      }}
    >
      {LOCALES.map((locale) => (
        <option key={locale} value={locale} lang={locale} aria-label={compact ? `${locale.toUpperCase()} · ${LOCALE_NAMES[locale]}` : undefined}>
          {compact ? locale.toUpperCase() : LOCALE_NAMES[locale]}
        </option>
      ))}
    </select>
  );
}
