import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { FormEvent } from 'react';
import { AGENT_VOICES, MAX_CALL_CAP_MINUTES, MIN_CALL_CAP_MINUTES, type AgentConfig } from '../../domain/phone';
import { Button, Checkbox } from '../../ui';
import { FeedbackBanner, InputField, SelectField, TextAreaInput } from '../../ui/FormBits';
import { useForm } from '../../ui/use-form';

const ABILITIES = [
  ['bookings', msg`Take bookings`],
  ['pricing', msg`Answer pricing questions`],
  ['hours', msg`Share business hours`],
  ['transfer', msg`Transfer calls to staff`],
] as const;

interface AgentConfigFormProps {
  agent: AgentConfig;
  onSave(agent: AgentConfig): Promise<unknown>;
}

/** Voice, greeting and what the agent may do on a call; unlike the spec, saving is wired. */
export function AgentConfigForm({ agent, onSave }: AgentConfigFormProps) {
  const { t, i18n } = useLingui();
  const form = useForm<AgentConfig>({ values: agent });
  const { values, busy, feedback, fieldErrors, field, set } = form;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    await form.submit(() => onSave(values), t`AI agent configuration saved successfully!`, t`Failed to save AI agent configuration`);
  };

  return (
    <section className="card section-card" aria-labelledby="phone-agent-title">
      <div>
        <h2 id="phone-agent-title" className="card__title">
          <Trans>AI Agent Configuration</Trans>
        </h2>
        <p className="section-card__intro">
          <Trans>How the receptionist sounds and what it handles on a call.</Trans>
        </p>
      </div>
      <form className="form" aria-labelledby="phone-agent-title" noValidate onSubmit={submit}>
        <SelectField label={t`Agent Voice`} {...field('voice')}>
          {AGENT_VOICES.map((v) => (
            <option key={v.value} value={v.value}>
              {v.label}
            </option>
          ))}
        </SelectField>
        <TextAreaInput label={t`Greeting Message`} rows={3} required {...field('greeting')} />
        <InputField
          label={t`Call time limit (minutes)`}
          name="callCapMinutes"
          type="number"
          inputMode="numeric"
          min={MIN_CALL_CAP_MINUTES}
          max={MAX_CALL_CAP_MINUTES}
          hint={t`Sarah says goodbye politely when a call reaches it.`}
          value={Number.isFinite(values.callCapMinutes) ? String(values.callCapMinutes) : ''}
          error={fieldErrors.callCapMinutes}
          onChange={(e) => set('callCapMinutes', e.target.value.trim() ? Number(e.target.value) : Number.NaN)}
        />
        <fieldset className="phone-abilities">
          <legend className="field__label">
            <Trans>The agent can</Trans>
          </legend>
          {ABILITIES.map(([key, label]) => (
            <Checkbox key={key} label={i18n._(label)} name={key} checked={values[key]} onChange={(e) => set(key, e.target.checked)} />
          ))}
        </fieldset>
        <FeedbackBanner feedback={feedback} />
        <div className="form__actions">
          <Button type="submit" disabled={busy}>
            {busy ? t`Saving...` : t`Save Agent Settings`}
          </Button>
        </div>
      </form>
    </section>
  );
}
