import { useState, type FormEvent } from 'react';
import { addStaff } from '../../db/repositories/staff';
import { STAFF_POSITIONS } from '../../domain/types';
import { Button, useAction } from '../../ui';
import { FeedbackBanner, InputField, SelectField } from '../../ui/FormBits';

const EMPTY = { name: '', phone: '', position: '' };

/** New staff (spec §5): name and position required, phone optional. */
export function AddStaffForm({ salonId }: { salonId: string }) {
  const [values, setValues] = useState(EMPTY);
  const { busy, feedback, fieldErrors, run } = useAction();

  const bind = (key: keyof typeof EMPTY) => ({
    name: key,
    value: values[key],
    error: fieldErrors[key],
    onChange: (e: { target: { value: string } }) => setValues((v) => ({ ...v, [key]: e.target.value })),
  });

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const ok = await run(() => addStaff(salonId, values), 'Staff member added successfully!', 'Failed to add staff member');
    if (ok) setValues(EMPTY);
  };

  return (
    <section className="card section-card" aria-labelledby="add-staff-title">
      <h2 id="add-staff-title" className="card__title">Add Staff Member</h2>
      <form className="form" aria-labelledby="add-staff-title" noValidate onSubmit={submit}>
        <div className="form__grid staff-form__grid">
          <InputField label="Name" required autoComplete="off" {...bind('name')} />
          <InputField label="Phone" type="tel" optional autoComplete="off" {...bind('phone')} />
          <SelectField label="Position" required {...bind('position')}>
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
