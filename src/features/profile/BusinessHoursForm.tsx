import { Trans, useLingui } from '@lingui/react/macro';
import type { FormEvent } from 'react';
import { domainText, weekdayName } from '../../i18n/domain-texts';
import { saveBusinessHours } from '../../db/repositories/salon-profile';
import { Button } from '../../ui';
import { FeedbackBanner, InputField } from '../../ui/FormBits';
import { useForm } from '../../ui/use-form';
import { hoursErrors, hoursFieldKey, rowsToDays, type HoursRow } from './hours-form';

export interface BusinessHoursFormProps {
  salonId: string;
  /** The week as saved (defaults where nothing is saved); the form follows it until edited. */
  savedRows: HoursRow[];
}

/**
 * Seven days, each open with times or Closed; saving replaces the whole set (docs/behaviour.md#salon-profile). Hours are part
 * of the salon's information, and the spec's catalogue (§8) has no message of their own, so they
 * share Basic Information's messages.
 */
export function BusinessHoursForm({ salonId, savedRows }: BusinessHoursFormProps) {
  // Every bad day is marked at once, and nothing is saved until the week is right.
  const { t, i18n } = useLingui();
  const form = useForm({ values: savedRows, follow: true, check: (week: HoursRow[]) => hoursErrors(week, (p) => domainText(i18n, p.text)) });
  const dayName = (r: HoursRow) => (i18n.locale === 'en' ? r.name : weekdayName(r.day_of_week, i18n.locale));
  const { values: rows, busy, feedback, fieldErrors } = form;

  const update = (dow: number, patch: Partial<HoursRow>) => form.update((days) => days.map((r) => (r.day_of_week === dow ? { ...r, ...patch } : r)));

  const submit = (e: FormEvent) => {
    e.preventDefault();
    void form.submit(() => saveBusinessHours(salonId, rowsToDays(rows)), t`Salon information updated successfully!`, t`Failed to update salon information`);
  };

  return (
    <section className="card section-card" aria-labelledby="hours-title">
      <div className="section-card__head">
        <h2 id="hours-title" className="card__title">
          <Trans>Business Hours</Trans>
        </h2>
      </div>
      <form className="form" aria-labelledby="hours-title" noValidate onSubmit={submit}>
        <ul className="hours">
          {rows.map((r) => {
            const day = dayName(r);
            return (
              <li key={r.day_of_week} className={r.closed ? 'hours__day hours__day--closed' : 'hours__day'} data-day={r.name}>
                <span className="hours__name" id={`hours-${r.day_of_week}`}>
                  {day}
                </span>
                <label className="hours__closed">
                  <input type="checkbox" checked={r.closed} onChange={(e) => update(r.day_of_week, { closed: e.target.checked })} />
                  <Trans>
                    Closed<span className="visually-hidden"> on {day}</span>
                  </Trans>
                </label>
                <InputField
                  label={
                    <>
                      <Trans>
                        Opens<span className="visually-hidden"> on {day}</span>
                      </Trans>
                    </>
                  }
                  className="hours__time"
                  type="time"
                  value={r.open}
                  disabled={r.closed}
                  error={fieldErrors[hoursFieldKey(r.day_of_week, 'open_time')]}
                  onChange={(e) => update(r.day_of_week, { open: e.target.value })}
                />
                <InputField
                  label={
                    <>
                      <Trans>
                        Closes<span className="visually-hidden"> on {day}</span>
                      </Trans>
                    </>
                  }
                  className="hours__time"
                  type="time"
                  value={r.close}
                  disabled={r.closed}
                  error={fieldErrors[hoursFieldKey(r.day_of_week, 'close_time')]}
                  onChange={(e) => update(r.day_of_week, { close: e.target.value })}
                />
              </li>
            );
          })}
        </ul>
        <FeedbackBanner feedback={feedback} />
        <div className="form__actions">
          <Button type="submit" disabled={busy}>
            {busy ? t`Saving...` : t`Save Hours`}
          </Button>
        </div>
      </form>
    </section>
  );
}
