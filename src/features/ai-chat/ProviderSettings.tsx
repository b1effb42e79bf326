import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useId, useState, type FormEvent, type ReactNode } from 'react';
import type { AssistantSettings } from '../../assistant';
import { Banner, Button, Checkbox, errorText, Field, PasswordField } from '../../ui';
import type { SarahHome } from './chat-assistants';

export interface ProviderSettingsProps {
  home: SarahHome;
  onHome(onDevice: boolean): Promise<void>;
  /** The form of the chosen home: this device's settings, or the server's (ServerModelForm). */
  children: ReactNode;
}

/**
 * Where Sarah runs and with which model: on the server by default, with the salon's
 * model saved there; "Run Sarah on this device" for a model on the salon's own network.
 */
export function ProviderSettings({ home, onHome, children }: ProviderSettingsProps) {
  const { t } = useLingui();
  const titleId = useId();
  const noteId = useId();
  return (
    <section className="card ai-panel" aria-labelledby={titleId}>
      <h2 id={titleId} className="card__title">
        <Trans>Provider settings</Trans>
      </h2>
      <Checkbox label={t`Run Sarah on this device`} checked={home === 'device'} aria-describedby={noteId} onChange={(e) => void onHome(e.target.checked)} />
      <p id={noteId} className="field__hint">
        <Trans>
          For a model on the salon’s own network: this device calls it directly, with the settings and key kept on this device. Off, Sarah runs on the server,
          as callers reach her.
        </Trans>
      </p>
      {children}
    </section>
  );
}

export interface DeviceProviderFormProps {
  settings: AssistantSettings;
  onSave(next: AssistantSettings): Promise<void>;
}

/** Any OpenAI-compatible endpoint: base URL, model and key, saved on this device only. */
export function DeviceProviderForm({ settings, onSave }: DeviceProviderFormProps) {
  const { t } = useLingui();
  const [draft, setDraft] = useState(settings);
  const [message, setMessage] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const [saving, setSaving] = useState(false);

  // A save reads the settings back (empty fields fall back to defaults): show what is in force.
  useEffect(() => setDraft(settings), [settings]);

  const edit = (field: keyof AssistantSettings) => (e: { target: { value: string } }) => {
    setMessage(null);
    setDraft((d) => ({ ...d, [field]: e.target.value }));
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setSaving(true);
    try {
      await onSave(draft);
      setMessage({ tone: 'success', text: t`Settings saved on this device.` });
    } catch (err) {
      setMessage({ tone: 'error', text: errorText(err, t`Failed to save settings`) });
    } finally {
      setSaving(false);
    }
  };

  return (
    <form className="form ai-settings" aria-label={t`Sarah's model on this device`} onSubmit={submit}>
      <Field label={t`Base URL`} type="url" value={draft.baseURL} onChange={edit('baseURL')} placeholder={'https://api.openai.com/v1'} />
      <Field label={t`Model`} value={draft.model} onChange={edit('model')} hint={t`Any chat model the endpoint serves; a small one is enough.`} />
      <PasswordField
        label={t`API key`}
        value={draft.apiKey}
        onChange={edit('apiKey')}
        autoComplete="off"
        hint={t`The key is kept on this device only and is never synced.`}
      />
      {message ? <Banner tone={message.tone}>{message.text}</Banner> : null}
      <Button type="submit" disabled={saving}>
        <Trans>Save settings</Trans>
      </Button>
    </form>
  );
}
