// The Time select of New Appointment and of the details' Edit / Move: the free times
// only, a hint read out as it changes ("Checking free times...", why a day has none) and, in the
// edit, the refusal at the field.
import { Trans, useLingui } from '@lingui/react/macro';
import { timeOptionLabel, type TimeOption } from './edit-view';

interface TimeSelectProps {
  id: string;
  options: readonly TimeOption[];
  value: string;
  onChange: (start: string) => void;
  hint?: string;
  /** A refusal or bad input at this field: announced, and the select marked invalid. */
  error?: string;
  invalid?: boolean;
  /** The salon's locale, for the options' visible times (their values stay 'HH:MM'). */
  locale?: string;
}

export function TimeSelect({ id, options, value, onChange, hint, error, invalid, locale }: TimeSelectProps) {
  const { t } = useLingui();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className={error ? 'field field--invalid' : 'field'}>
      <label className="field__label" htmlFor={id}>
        <Trans>Time</Trans>
      </label>
      <select
        id={id}
        className="field__input"
        required
        value={value}
        aria-invalid={error || invalid ? true : undefined}
        aria-describedby={describedBy}
        disabled={options.length === 0}
        onChange={(e) => onChange(e.target.value)}
      >
        <option value="">{options.length === 0 ? t`No times available` : t`Select a time`}</option>
        {options.map((o) => (
          <option key={o.start} value={o.start}>
            {timeOptionLabel(o, locale)}
          </option>
        ))}
      </select>
      {hint ? (
        <p className="field__hint" id={hintId} role="status">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p className="field__error" id={errorId} role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
