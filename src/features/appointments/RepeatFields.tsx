import { Trans, useLingui } from '@lingui/react/macro';
import { Field } from '../../ui';
import { repeatOptions, REPEAT_TIMES, repeatDatesHint } from './visit-view';

interface RepeatFieldsProps {
  /** '' = does not repeat, else the weeks between bookings. */
  every: string;
  times: string;
  date: string;
  invalid: (field: string) => true | undefined;
  onEvery: (every: string) => void;
  onTimes: (times: string) => void;
}

/** Recurring bookings: the same visit every 2, 3 or 4 weeks, each date checked when booked. */
export function RepeatFields({ every, times, date, invalid, onEvery, onTimes }: RepeatFieldsProps) {
  const { t } = useLingui();
  const { min, max } = REPEAT_TIMES;
  const hint = every ? repeatDatesHint(date, Number(every), Number(times)) : null;
  return (
    <div className="form__grid">
      <div className="field">
        <label className="field__label" htmlFor="appt-new-repeat">
          <Trans>Repeat</Trans>
        </label>
        <select id="appt-new-repeat" className="field__input" value={every} aria-invalid={invalid('repeat')} onChange={(e) => onEvery(e.target.value)}>
          {repeatOptions().map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      </div>
      {every ? (
        <Field
          label={t`Times`}
          type="number"
          required
          min={min}
          max={max}
          step={1}
          value={times}
          aria-invalid={invalid('times')}
          hint={hint ?? t`From ${min} to ${max}, the first booking included.`}
          onChange={(e) => onTimes(e.target.value)}
        />
      ) : null}
    </div>
  );
}
