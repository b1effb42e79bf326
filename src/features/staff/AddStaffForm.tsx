import { Trans, useLingui } from '@lingui/react/macro';
import type { FormEvent } from 'react';
import { addStaff } from '../../db/repositories/staff';
import { STAFF_POSITIONS } from '../../domain/types';
import { Button } from '../../ui';
import { FeedbackBanner, InputField, SelectField } from '../../ui/FormBits';
import { useForm } from '../../ui/use-form';
import { positionLabel } from './staff-words';

const EMPTY = { name: '', phone: '', position: '' };

/** New staff (docs/behaviour.md#staff-management): name and position required, phone optional. */
export function AddStaffForm({ salonId }: { salonId: string }) {
  const { t } = useLingui();
  const form = useForm({ values: EMPTY });
  const { values, busy, feedback, field } = form;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const ok = await form.submit(() => addStaff(salonId, values), t`Staff member added successfully!`, t`Failed to add staff member`);
    if (ok) form.reset(EMPTY);
  };

  return (
    <section className="card section-card" aria-labelledby="add-staff-title">
      <h2 id="add-staff-title" className="card__title">
        <Trans>Add Staff Member</Trans>
      </h2>
      <form className="form" aria-labelledby="add-staff-title" noValidate onSubmit={submit}>
        <div className="form__grid staff-form__grid">
          <InputField label={t`Name`} required autoComplete="off" {...field('name')} />
          <InputField label={t`Phone`} type="tel" optional autoComplete="off" {...field('phone')} />
          <SelectField label={t`Position`} required {...field('position')}>
            <option value="">{t`Select a position`}</option>
            {STAFF_POSITIONS.map((p) => (
              <option key={p} value={p}>
                {positionLabel(p)}
              </option>
            ))}
          </SelectField>
        </div>
        <FeedbackBanner feedback={feedback} />
        <div className="form__actions">
          <Button type="submit" disabled={busy}>
            {busy ? t`Adding...` : t`Add Staff Member`}
          </Button>
        </div>
      </form>
    </section>
  );
}
