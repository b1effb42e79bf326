import { useState, type FormEvent } from 'react';
import { updateService } from '../../db/repositories/salon-profile';
import type { Service } from '../../domain/types';
import { Button, Modal, useAction } from '../../ui';
import { FeedbackBanner } from '../../ui/FormBits';
import { serviceToForm } from './service-form';
import { ServiceFields } from './ServiceFields';

export interface EditServiceDialogProps {
  service: Service;
  onClose: () => void;
  onSaved: () => void;
}

/** Changes a service in place; its appointments keep pointing at it. A failed save keeps the typing. */
export function EditServiceDialog({ service, onClose, onSaved }: EditServiceDialogProps) {
  const [values, setValues] = useState(() => serviceToForm(service));
  const { busy, feedback, fieldErrors, run } = useAction();

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const ok = await run(() => updateService(service.id, values), 'Service updated successfully!', 'Failed to update service');
    if (ok) onSaved();
  };

  return (
    <Modal title="Edit Service" onClose={onClose}>
      <form className="form" aria-label="Edit Service" noValidate onSubmit={submit}>
        <ServiceFields values={values} errors={fieldErrors} onChange={(key, value) => setValues((v) => ({ ...v, [key]: value }))} />
        <FeedbackBanner feedback={feedback} />
        <div className="form__actions">
          <Button type="submit" disabled={busy}>
            {busy ? 'Saving...' : 'Save Service'}
          </Button>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
        </div>
      </form>
    </Modal>
  );
}
