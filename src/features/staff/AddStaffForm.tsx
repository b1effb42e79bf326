import type { FormEvent } from 'react';
import { addStaff } from '../../db/repositories/staff';
import { STAFF_POSITIONS } from '../../domain/types';
import { Button } from '../../ui';
import { FeedbackBanner, InputField, SelectField } from '../../ui/FormBits';
import { useForm } from '../../ui/use-form';

const EMPTY = { name: '', phone: '', position: '' };

/** New staff (docs/behaviour.md#staff-management): name and position required, phone optional. */
export function AddStaffForm({ salonId }: { salonId: string }) {
  const form = useForm({ values: EMPTY });
  const { values, busy, feedback, field } = form;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const ok = await form.submit(() => addStaff(salonId, values), 'Staff member added successfully!', 'Failed to add staff member');
    if (ok) form.reset(EMPTY);
  };

  return (
    <section className="card section-card" aria-labelledby="add-staff-title">
      <h2 id="add-staff-title" className="card__title">
        Add Staff Member
      </h2>
      <form className="form" aria-labelledby="add-staff-title" noValidate onSubmit={submit}>
        <div className="form__grid staff-form__grid">
          <InputField label="Name" required autoComplete="off" {...field('name')} />
          <InputField label="Phone" type="tel" optional autoComplete="off" {...field('phone')} />
          <SelectField label="Position" required {...field('position')}>
            <option value="">Select a position</option>
            {STAFF_POSITIONS.map((p) => (
              <option key={p} value={p}>
                {p}
              </option>
            ))}
          </SelectField>
        </div>
        <FeedbackBanner feedback={feedback} />
        <div className="form__actions">
          <Button type="submit" disabled={busy}>
            {busy ? 'Adding...' : 'Add Staff Member'}
          </Button>
        </div>
      </form>
    </section>
  );
}
