import type { FormEvent } from 'react';
import { AGENT_VOICES, MAX_CALL_CAP_MINUTES, MIN_CALL_CAP_MINUTES, type AgentConfig } from '../../domain/phone';
import { Button, Checkbox } from '../../ui';
import { FeedbackBanner, InputField, SelectField, TextAreaInput } from '../../ui/FormBits';
import { useForm } from '../../ui/use-form';

export const AGENT_SAVED = 'AI agent configuration saved successfully!';

const ABILITIES = [
  ['bookings', 'Take bookings'],
  ['pricing', 'Answer pricing questions'],
  ['hours', 'Share business hours'],
  ['transfer', 'Transfer calls to staff'],
] as const;

interface AgentConfigFormProps {
  agent: AgentConfig;
  onSave(agent: AgentConfig): Promise<unknown>;
}

/** Voice, greeting and what the agent may do on a call; unlike the spec, saving is wired. */
export function AgentConfigForm({ agent, onSave }: AgentConfigFormProps) {
  const form = useForm<AgentConfig>({ values: agent });
  const { values, busy, feedback, fieldErrors, field, set } = form;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    await form.submit(() => onSave(values), AGENT_SAVED, 'Failed to save AI agent configuration');
  };

  return (
    <section className="card section-card" aria-labelledby="phone-agent-title">
      <div>
        <h2 id="phone-agent-title" className="card__title">
          AI Agent Configuration
        </h2>
        <p className="section-card__intro">How the receptionist sounds and what it handles on a call.</p>
      </div>
      <form className="form" aria-labelledby="phone-agent-title" noValidate onSubmit={submit}>
        <SelectField label="Agent Voice" {...field('voice')}>
          {AGENT_VOICES.map((v) => (
            <option key={v.value} value={v.value}>
              {v.label}
            </option>
          ))}
        </SelectField>
        <TextAreaInput label="Greeting Message" rows={3} required {...field('greeting')} />
        <InputField
          label="Call time limit (minutes)"
          name="callCapMinutes"
          type="number"
          inputMode="numeric"
          min={MIN_CALL_CAP_MINUTES}
          max={MAX_CALL_CAP_MINUTES}
          hint="Sarah says goodbye politely when a call reaches it."
          value={Number.isFinite(values.callCapMinutes) ? String(values.callCapMinutes) : ''}
          error={fieldErrors.callCapMinutes}
          onChange={(e) => set('callCapMinutes', e.target.value.trim() ? Number(e.target.value) : Number.NaN)}
        />
        <fieldset className="phone-abilities">
          <legend className="field__label">The agent can</legend>
          {ABILITIES.map(([key, label]) => (
            <Checkbox key={key} label={label} name={key} checked={values[key]} onChange={(e) => set(key, e.target.checked)} />
          ))}
        </fieldset>
        <FeedbackBanner feedback={feedback} />
        <div className="form__actions">
          <Button type="submit" disabled={busy}>
            {busy ? 'Saving...' : 'Save Agent Settings'}
          </Button>
        </div>
      </form>
    </section>
  );
}
