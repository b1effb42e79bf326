import { useState, type FormEvent } from 'react';
import { PHONE_PROVIDERS, validatePhoneSetup, type PhoneIntegration, type PhoneSetupDraft } from '../../domain/phone';
import { Button, useAction } from '../../ui';
import { FeedbackBanner, InputField, SelectField } from '../../ui/FormBits';
import { ApiKeyField } from './ApiKeyField';

export const SETUP_SAVED = 'Phone integration saved successfully!';

interface SetupFormProps {
  integration: PhoneIntegration;
  onSave(draft: PhoneSetupDraft): Promise<unknown>;
}

/** Provider, API key and redirect number (spec §5: all three required); saving makes it Active. */
export function SetupForm({ integration, onSave }: SetupFormProps) {
  const [values, setValues] = useState<PhoneSetupDraft>(() => ({
    provider: integration.setup?.provider ?? '',
    apiKey: integration.setup?.apiKey ?? '',
    phoneNumber: integration.setup?.phoneNumber ?? '',
  }));
  const { busy, feedback, fieldErrors, run, reject } = useAction();

  const bind = (key: keyof PhoneSetupDraft) => ({
    name: key,
    value: values[key],
    error: fieldErrors[key],
    onChange: (e: { target: { value: string } }) => setValues((v) => ({ ...v, [key]: e.target.value })),
  });

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    // Every missing field is marked at once; the repository checks again before it writes.
    const errors = validatePhoneSetup(values);
    if (Object.keys(errors).length > 0) return reject(errors);
    await run(() => onSave(values), SETUP_SAVED, 'Failed to save phone integration');
  };

  return (
    <section className="card section-card" aria-labelledby="phone-setup-title">
      <div>
        <h2 id="phone-setup-title" className="card__title">Phone Setup</h2>
        <p className="section-card__intro">Connect your phone provider. These details stay on this device.</p>
      </div>
      <form className="form" aria-labelledby="phone-setup-title" noValidate onSubmit={submit}>
        <div className="form__grid phone-form__grid">
          <SelectField label="Phone Provider" required {...bind('provider')}>
            <option value="">Select a provider</option>
            {PHONE_PROVIDERS.map((p) => (
              <option key={p.value} value={p.value}>
                {p.label}
              </option>
            ))}
          </SelectField>
          <ApiKeyField label="API Key" required autoComplete="off" spellCheck={false} {...bind('apiKey')} />
          <InputField
            label="Redirect Phone Number"
            type="tel"
            required
            autoComplete="off"
            hint="Calls the AI cannot handle are transferred here."
            {...bind('phoneNumber')}
          />
        </div>
        <FeedbackBanner feedback={feedback} />
        <div className="form__actions">
          <Button type="submit" disabled={busy}>
            {busy ? 'Saving...' : 'Save Setup'}
          </Button>
        </div>
      </form>
    </section>
  );
}
