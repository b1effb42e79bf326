import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useMemo, useState } from 'react';
import { MAX_SMS_COUNTRIES, smsCountryChoices } from '../../domain/sms-countries';
import { Button } from '../../ui';
import { SelectField } from '../../ui/FormBits';
import { countryNameIn } from './country-name';

interface Props {
  countries: readonly string[];
  onChange(countries: string[]): void;
  error?: string;
  disabled?: boolean;
}

/**
 * "Send texts to": the countries the salon's texts may go to, its own first. A list of
 * the chosen ones, each with its Remove button, and a select with an Add button below (not a
 * select that adds on change: arrowing through it with a keyboard would add every country passed).
 */
export function SmsCountriesField({ countries, onChange, error, disabled }: Props) {
  const { t, i18n } = useLingui();
  const locale = i18n.locale;
  const countryName = (code: string) => countryNameIn(code, locale);
  const hintId = useId();
  // In the owner's language, in its alphabetical order.
  const choices = useMemo(
    () =>
      locale === 'en'
        ? smsCountryChoices()
        : smsCountryChoices()
            .map((c) => ({ ...c, name: countryNameIn(c.code, locale) }))
            .sort((a, b) => a.name.localeCompare(b.name, locale)),
    [locale],
  );
  const [pick, setPick] = useState('');
  const left = choices.filter((c) => !countries.includes(c.code));
  const full = countries.length >= MAX_SMS_COUNTRIES;
  const add = () => {
    if (pick && !countries.includes(pick) && !full) onChange([...countries, pick]);
    setPick('');
  };
  return (
    <fieldset className="sms-countries" aria-describedby={hintId}>
      <legend className="field__label">
        <Trans>Send texts to</Trans>
      </legend>
      <p id={hintId} className="field__hint">
        <Trans>Texts go only to numbers of these countries. Premium-rate, shared-cost and unassigned numbers never get one.</Trans>
      </p>
      <ul className="sms-countries__list" aria-label={t`Countries texts go to`}>
        {countries.map((code) => (
          <li key={code} className="sms-countries__item">
            <span>{countryName(code)}</span>
            <Button variant="secondary" disabled={disabled || countries.length === 1} onClick={() => onChange(countries.filter((c) => c !== code))}>
              <Trans>Remove</Trans>
              <span className="visually-hidden"> {countryName(code)}</span>
            </Button>
          </li>
        ))}
      </ul>
      <div className="sms-countries__add">
        <SelectField
          label={t`Add a country`}
          value={pick}
          disabled={disabled || full}
          hint={full ? t`At most ${MAX_SMS_COUNTRIES} countries.` : undefined}
          error={error}
          onChange={(e) => setPick(e.target.value)}
        >
          <option value="">{t`Choose a country…`}</option>
          {left.map((c) => (
            <option key={c.code} value={c.code}>
              {c.name}
            </option>
          ))}
        </SelectField>
        <Button variant="secondary" disabled={disabled || !pick || full} onClick={add}>
          <Trans>Add country</Trans>
        </Button>
      </div>
    </fieldset>
  );
}
