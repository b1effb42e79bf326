import { Trans, useLingui } from '@lingui/react/macro';
import type { FormEvent } from 'react';
import { addService } from '../../db/repositories/salon-profile';
import { Button } from '../../ui';
import { FeedbackBanner } from '../../ui/FormBits';
import { useForm } from '../../ui/use-form';
import { EMPTY_SERVICE } from './service-form';
import { ServiceFields } from './ServiceFields';

/** New service (docs/behaviour.md#salon-profile): name, price (step 0.01) and duration required; cleanup time, category and description optional. */
export function AddServiceForm({ salonId }: { salonId: string }) {
  const { t } = useLingui();
  const form = useForm({ values: EMPTY_SERVICE });
  const { values, busy, feedback } = form;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const ok = await form.submit(() => addService(salonId, values), t`Service added successfully!`, t`Failed to add service`);
    if (ok) form.reset(EMPTY_SERVICE);
  };

  return (
    <form className="form add-form" aria-labelledby="add-service-title" noValidate onSubmit={submit}>
      <h3 id="add-service-title" className="add-form__title">
        <Trans>Add New Service</Trans>
      </h3>
      <ServiceFields form={form} />
      <FeedbackBanner feedback={feedback} />
      <div className="form__actions">
        <Button type="submit" disabled={busy}>
          {busy ? t`Adding...` : t`Add Service`}
        </Button>
      </div>
    </form>
  );
}
