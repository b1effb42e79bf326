import { useId } from 'react';
import { SERVICE_CATEGORIES } from '../../domain/services';
import type { FieldErrors } from '../../ui';
import { InputField, TextAreaInput } from '../../ui/FormBits';
import type { ServiceFormValues } from './service-form';

export interface ServiceFieldsProps {
  values: ServiceFormValues;
  errors: FieldErrors;
  onChange: (key: keyof ServiceFormValues, value: string) => void;
}

/** The inputs of a service, shared by the add form and the edit dialog. */
export function ServiceFields({ values, errors, onChange }: ServiceFieldsProps) {
  // Each form has its own list id: the add form and the edit dialog can be on screen together.
  const categories = useId();
  const bind = (key: keyof ServiceFormValues) => ({
    name: key,
    value: values[key],
    error: errors[key],
    onChange: (e: { target: { value: string } }) => onChange(key, e.target.value),
  });
  return (
    <div className="form__grid">
      <InputField label="Service Name" required {...bind('name')} />
      <InputField label="Price ($)" type="number" inputMode="decimal" min="0" step="0.01" required {...bind('price')} />
      <InputField label="Duration (minutes)" type="number" inputMode="numeric" min="1" step="1" required {...bind('duration')} />
      <InputField
        label="Cleanup time after (minutes)"
        type="number"
        inputMode="numeric"
        min="0"
        max="240"
        step="1"
        hint="Time the technician needs after each visit; blocked for bookings, not shown to customers. 0 to 240."
        {...bind('buffer_minutes')}
      />
      <InputField
        label="Processing time (minutes)"
        type="number"
        inputMode="numeric"
        min="0"
        max="240"
        step="1"
        hint="Time inside the service when the client waits (a gel cure, a soak-off) and the technician is free for another client's short service. 0 = none."
        {...bind('processing_minutes')}
      />
      <InputField
        label="Processing starts after (minutes)"
        type="number"
        inputMode="numeric"
        min="0"
        step="1"
        hint="Minutes from the start of the service to the start of the processing time."
        {...bind('processing_offset')}
      />
      <InputField label="Category" optional list={categories} autoComplete="off" {...bind('category')} />
      <datalist id={categories}>
        {SERVICE_CATEGORIES.map((c) => (
          <option key={c} value={c} />
        ))}
      </datalist>
      <TextAreaInput label="Description" optional rows={2} {...bind('description')} />
    </div>
  );
}
