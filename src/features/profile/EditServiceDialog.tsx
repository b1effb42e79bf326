import { Trans, useLingui } from '@lingui/react/macro';
import type { FormEvent } from 'react';
import { updateService } from '../../db/repositories/salon-profile';
import type { Service } from '../../domain/types';
import { Button, Modal } from '../../ui';
import { FeedbackBanner } from '../../ui/FormBits';
import { useForm } from '../../ui/use-form';
import { serviceToForm } from './service-form';
import { ServiceFields } from './ServiceFields';

export interface EditServiceDialogProps {
  service: Service;
  onClose: () => void;
  onSaved: () => void;
}

/** Changes a service in place; its appointments keep pointing at it. A failed save keeps the typing. */
export function EditServiceDialog({ service, onClose, onSaved }: EditServiceDialogProps) {
  // Copied once: a sync changing the service meanwhile must not reset what the owner is typing.
  const { t } = useLingui();
  const form = useForm({ values: serviceToForm(service) });
  const { values, busy, feedback } = form;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const ok = await form.submit(() => updateService(service.id, values), t`Service updated successfully!`, t`Failed to update service`);
    if (ok) onSaved();
  };

  return (
    <Modal title={t`Edit Service`} onClose={onClose}>
      <form className="form" aria-label={t`Edit Service`} noValidate onSubmit={submit}>
        <ServiceFields form={form} />
        <FeedbackBanner feedback={feedback} />
        <div className="form__actions">
          <Button type="submit" disabled={busy}>
            {busy ? t`Saving...` : t`Save Service`}
          </Button>
          <Button variant="secondary" onClick={onClose}>
            <Trans>Cancel</Trans>
          </Button>
        </div>
      </form>
    </Modal>
  );
}
