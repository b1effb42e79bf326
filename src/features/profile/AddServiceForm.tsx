import { useState, type FormEvent } from 'react';
import { addService } from '../../db/repositories/salon-profile';
import { Button, useAction } from '../../ui';
import { FeedbackBanner } from '../../ui/FormBits';
import { EMPTY_SERVICE } from './service-form';
import { ServiceFields } from './ServiceFields';

/** New service (spec §5): name, price (step 0.01) and duration required; cleanup time, category and description optional. */
export function AddServiceForm({ salonId }: { salonId: string }) {
  const [values, setValues] = useState(EMPTY_SERVICE);
  const { busy, feedback, fieldErrors, run } = useAction();

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const ok = await run(() => addService(salonId, values), 'Service added successfully!', 'Failed to add service');
    if (ok) setValues(EMPTY_SERVICE);
  };

  return (
    <form className="form add-form" aria-labelledby="add-service-title" noValidate onSubmit={submit}>
      <h3 id="add-service-title" className="add-form__title">Add New Service</h3>
      <ServiceFields values={values} errors={fieldErrors} onChange={(key, value) => setValues((v) => ({ ...v, [key]: value }))} />
      <FeedbackBanner feedback={feedback} />
      <div className="form__actions">
        <Button type="submit" disabled={busy}>
          {busy ? 'Adding...' : 'Add Service'}
        </Button>
      </div>
    </form>
  );
}
