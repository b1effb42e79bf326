import { Trans, useLingui } from '@lingui/react/macro';
import { useMemo, type FormEvent } from 'react';
import { updateSalonInfo } from '../../db/repositories/salon-profile';
import type { Salon } from '../../domain/types';
import { Button } from '../../ui';
import { FeedbackBanner, InputField, SelectField } from '../../ui/FormBits';
import { useForm } from '../../ui/use-form';
import { formToSalonInfo, salonToForm, supportedTimeZones, timeZoneOptions, type SalonFormValues } from './salon-form';

/** Basic Information (docs/behaviour.md#salon-profile). Follows the saved salon until the owner starts typing. */
export function SalonInfoForm({ salon }: { salon: Salon }) {
  const { t } = useLingui();
  const form = useForm<SalonFormValues>({ values: salonToForm(salon), follow: true });
  const { values, busy, feedback, field } = form;
  const zones = useMemo(() => timeZoneOptions(values.time_zone, supportedTimeZones()), [values.time_zone]);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    void form.submit(
      () => updateSalonInfo(salon.id, formToSalonInfo(values)),
      t`Salon information updated successfully!`,
      t`Failed to update salon information`,
    );
  };

  return (
    <section className="card section-card" aria-labelledby="basic-info-title">
      <div className="section-card__head">
        <h2 id="basic-info-title" className="card__title">
          <Trans>Basic Information</Trans>
        </h2>
      </div>
      {/* noValidate: our own messages show at the field, the same in every browser. */}
      <form className="form" aria-labelledby="basic-info-title" noValidate onSubmit={submit}>
        <div className="form__grid">
          <InputField label={t`Salon Name`} required autoComplete="organization" {...field('name')} />
          <InputField label={t`Phone`} type="tel" required autoComplete="tel" {...field('phone')} />
          <InputField label={t`Address`} required autoComplete="street-address" className="form__wide" {...field('address')} />
          <InputField label={t`Email`} type="email" required autoComplete="email" {...field('email')} />
          <InputField label={t`Website`} type="url" optional placeholder={'https://'} autoComplete="url" {...field('website')} />
          <SelectField label={t`Time Zone`} hint={t`Business hours, today and booking slots use this zone.`} required {...field('time_zone')}>
            {zones.map((z) => (
              <option key={z} value={z}>
                {z.replace(/_/g, ' ')}
              </option>
            ))}
          </SelectField>
        </div>
        <FeedbackBanner feedback={feedback} />
        <div className="form__actions">
          <Button type="submit" disabled={busy}>
            {busy ? t`Saving...` : t`Save Information`}
          </Button>
        </div>
      </form>
    </section>
  );
}
