import { useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { SERVICE_CATEGORIES } from '../../domain/services';
import { InputField, TextAreaInput } from '../../ui/FormBits';
import type { Form } from '../../ui/use-form';
import type { ServiceFormValues } from './service-form';

export interface ServiceFieldsProps {
  /** The add form's or the edit dialog's own form: the inputs are bound to it. */
  form: Pick<Form<ServiceFormValues>, 'field'>;
}

/** The inputs of a service, shared by the add form and the edit dialog. */
export function ServiceFields({ form: { field } }: ServiceFieldsProps) {
  // Each form has its own list id: the add form and the edit dialog can be on screen together.
  const { t } = useLingui();
  const categories = useId();
  return (
    <div className="form__grid">
      <InputField label={t`Service Name`} required {...field('name')} />
      <InputField label={t`Price ($)`} type="number" inputMode="decimal" min="0" step="0.01" required {...field('price')} />
      <InputField label={t`Duration (minutes)`} type="number" inputMode="numeric" min="1" step="1" required {...field('duration')} />
      <InputField
        label={t`Cleanup time after (minutes)`}
        type="number"
        inputMode="numeric"
        min="0"
        max="240"
        step="1"
        hint={t`Time the technician needs after each visit; blocked for bookings, not shown to customers. 0 to 240.`}
        {...field('buffer_minutes')}
      />
      <InputField
        label={t`Processing time (minutes)`}
        type="number"
        inputMode="numeric"
        min="0"
        max="240"
        step="1"
        hint={t`Time inside the service when the client waits (a gel cure, a soak-off) and the technician is free for another client's short service. 0 = none.`}
        {...field('processing_minutes')}
      />
      <InputField
        label={t`Processing starts after (minutes)`}
        type="number"
        inputMode="numeric"
        min="0"
        step="1"
        hint={t`Minutes from the start of the service to the start of the processing time.`}
        {...field('processing_offset')}
      />
      <InputField label={t`Category`} optional list={categories} autoComplete="off" {...field('category')} />
      <datalist id={categories}>
        {SERVICE_CATEGORIES.map((c) => (
          <option key={c} value={c} />
        ))}
      </datalist>
      <TextAreaInput label={t`Description`} optional rows={2} {...field('description')} />
    </div>
  );
}
