import { useState, type FormEvent } from 'react';
import { addService } from '../../db/repositories/salon-profile';
import { Button, useAction } from '../../ui';
import { FeedbackBanner, InputField, TextAreaInput } from '../../ui/FormBits';

const EMPTY = { name: '', price: '', duration: '', description: '' };

/** New service (spec §5): name, price (step 0.01) and duration required, description optional. */
export function AddServiceForm({ salonId }: { salonId: string }) {
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
    const ok = await run(() => addService(salonId, values), 'Service added successfully!', 'Failed to add service');
    if (ok) setValues(EMPTY);
  };

  return (
    <form className="form add-form" aria-labelledby="add-service-title" noValidate onSubmit={submit}>
      <h3 id="add-service-title" className="add-form__title">Add New Service</h3>
      <div className="form__grid">
        <InputField label="Service Name" required {...bind('name')} />
        <InputField label="Price ($)" type="number" inputMode="decimal" min="0" step="0.01" required {...bind('price')} />
        <InputField label="Duration (minutes)" type="number" inputMode="numeric" min="1" step="1" required {...bind('duration')} />
        <TextAreaInput label="Description" optional rows={2} {...bind('description')} />
      </div>
      <FeedbackBanner feedback={feedback} />
      <div className="form__actions">
        <Button type="submit" disabled={busy}>
          {busy ? 'Adding...' : 'Add Service'}
        </Button>
      </div>
    </form>
  );
}
