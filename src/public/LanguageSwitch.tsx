/** @jsxImportSource preact */
// The customer's language, above each page: every language named in itself, so a customer who
// reads only hers finds it.
import { t } from '@lingui/core/macro';
import { isLanguage, LANGUAGE_NAMES, LANGUAGES } from '../domain/languages';
import { chooseLanguage, useLanguage } from './language';

export function LanguageSwitch() {
  const language = useLanguage();
  return (
    <div class="pb-language">
      <label for="pb-language">{t`Language`}</label>
      <select
        id="pb-language"
        value={language}
        onChange={(e) => {
          const chosen = (e.currentTarget as HTMLSelectElement).value;
          if (isLanguage(chosen)) void chooseLanguage(chosen);
        }}
      >
        {LANGUAGES.map((l) => (
          <option key={l} value={l} lang={l}>
            {LANGUAGE_NAMES[l]}
          </option>
        ))}
      </select>
    </div>
  );
}
