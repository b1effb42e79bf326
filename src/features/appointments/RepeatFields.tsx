import { Field } from '../../ui';
import { REPEAT_OPTIONS, REPEAT_TIMES, repeatDatesHint } from './visit-view';

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
  const hint = every ? repeatDatesHint(date, Number(every), Number(times)) : null;
  return (
    <div className="form__grid">
      <div className="field">
        <label className="field__label" htmlFor="appt-new-repeat">
          Repeat
        </label>
        <select id="appt-new-repeat" className="field__input" value={every} aria-invalid={invalid('repeat')} onChange={(e) => onEvery(e.target.value)}>
          {REPEAT_OPTIONS.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      </div>
      {every ? (
        <Field
          label="Times"
          type="number"
          required
          min={REPEAT_TIMES.min}
          max={REPEAT_TIMES.max}
          step={1}
          value={times}
          aria-invalid={invalid('times')}
          hint={hint ?? `From ${REPEAT_TIMES.min} to ${REPEAT_TIMES.max}, the first booking included.`}
          onChange={(e) => onTimes(e.target.value)}
        />
      ) : null}
    </div>
  );
}
