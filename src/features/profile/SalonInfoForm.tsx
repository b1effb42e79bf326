import { useEffect, useMemo, useState, type FormEvent } from 'react';
import { updateSalonInfo } from '../../db/repositories/salon-profile';
import type { Salon } from '../../domain/types';
import { Button, useAction } from '../../ui';
import { FeedbackBanner, InputField, SelectField } from '../../ui/FormBits';
import { followSaved, startDraft } from './draft';
import { formToSalonInfo, salonToForm, supportedTimeZones, timeZoneOptions, type SalonFormValues } from './salon-form';

/** Basic Information (spec §2, §5). Follows the saved salon until the owner starts typing. */
export function SalonInfoForm({ salon }: { salon: Salon }) {
  const [draft, setDraft] = useState(() => startDraft(salonToForm(salon)));
  const values = draft.values;
  const setValues = (update: (v: SalonFormValues) => SalonFormValues) => setDraft((d) => ({ ...d, values: update(d.values) }));
  useEffect(() => setDraft((d) => followSaved(d, salonToForm(salon))), [salon]);
  const zones = useMemo(() => timeZoneOptions(values.time_zone, supportedTimeZones()), [values.time_zone]);
  const { busy, feedback, fieldErrors, run } = useAction();

  const bind = (key: keyof SalonFormValues) => ({
    name: key,
    value: values[key],
    error: fieldErrors[key],
    onChange: (e: { target: { value: string } }) => setValues((v) => ({ ...v, [key]: e.target.value })),
  });

  const submit = (e: FormEvent) => {
    e.preventDefault();
    void run(() => updateSalonInfo(salon.id, formToSalonInfo(values)), 'Salon information updated successfully!', 'Failed to update salon information');
  };

  return (
    <section className="card section-card" aria-labelledby="basic-info-title">
      <div className="section-card__head">
        <h2 id="basic-info-title" className="card__title">Basic Information</h2>
      </div>
      {/* noValidate: our own messages show at the field, the same in every browser. */}
      <form className="form" aria-labelledby="basic-info-title" noValidate onSubmit={submit}>
        <div className="form__grid">
          <InputField label="Salon Name" required autoComplete="organization" {...bind('name')} />
          <InputField label="Phone" type="tel" required autoComplete="tel" {...bind('phone')} />
          <InputField label="Address" required autoComplete="street-address" className="form__wide" {...bind('address')} />
          <InputField label="Email" type="email" required autoComplete="email" {...bind('email')} />
          <InputField label="Website" type="url" optional placeholder="https://" autoComplete="url" {...bind('website')} />
          <SelectField label="Time Zone" hint="Business hours, today and booking slots use this zone." required {...bind('time_zone')}>
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
            {busy ? 'Saving...' : 'Save Information'}
          </Button>
        </div>
      </form>
    </section>
  );
}
