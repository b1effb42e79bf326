import { useEffect, useState, type FormEvent } from 'react';
import type { SarahModelDraft, SarahModelStatus } from '../../db/repositories/sarah-model';
import { Banner, Button, errorText, Field, PasswordField } from '../../ui';
import { SERVER_KEY_NONE, SERVER_KEY_SAVED, SETTINGS_SAVED_SERVER } from './chat-view';

export interface ServerModelFormProps {
  /** undefined while the server is asked (or cannot be); null when the salon saved none. */
  status: SarahModelStatus | null | undefined;
  /** Why the saved settings could not be read, or null. */
  unknown: string | null;
  onSave(draft: SarahModelDraft): Promise<void>;
  onClear(): Promise<void>;
}

const draftOf = (s: SarahModelStatus | null | undefined): SarahModelDraft => ({ baseURL: s?.baseURL ?? '', model: s?.model ?? '', apiKey: '' });

/**
 * Server-side Sarah's model: saved to the server, whose status says whether a key is
 * kept; the key field always starts blank, since the key never comes back to a device.
 */
export function ServerModelForm({ status, unknown, onSave, onClear }: ServerModelFormProps) {
  const [draft, setDraft] = useState(() => draftOf(status));
  const [message, setMessage] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const [saving, setSaving] = useState(false);

  useEffect(() => setDraft(draftOf(status)), [status]);

  const edit = (field: keyof SarahModelDraft) => (e: { target: { value: string } }) => {
    setMessage(null);
    setDraft((d) => ({ ...d, [field]: e.target.value }));
  };

  const run = async (work: () => Promise<void>, done: string) => {
    setSaving(true);
    try {
      await work();
      setMessage({ tone: 'success', text: done });
    } catch (err) {
      setMessage({ tone: 'error', text: errorText(err, 'Failed to save settings') });
    } finally {
      setSaving(false);
    }
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    void run(() => onSave(draft), SETTINGS_SAVED_SERVER);
  };

  return (
    <form className="form ai-settings" aria-label="Sarah's model on the server" onSubmit={submit}>
      {unknown ? <Banner tone="info">{unknown}</Banner> : null}
      <Field label="Base URL" type="url" value={draft.baseURL} onChange={edit('baseURL')} placeholder="The server's default" />
      <Field
        label="Model"
        value={draft.model}
        onChange={edit('model')}
        placeholder="The server's default"
        hint="Any chat model the endpoint serves; a small one is enough."
      />
      <PasswordField
        label="API key"
        value={draft.apiKey}
        onChange={edit('apiKey')}
        autoComplete="off"
        hint={status?.hasKey ? SERVER_KEY_SAVED : SERVER_KEY_NONE}
        data-testid="server-key"
      />
      {message ? <Banner tone={message.tone}>{message.text}</Banner> : null}
      <div className="form__actions">
        <Button type="submit" disabled={saving}>
          Save settings
        </Button>
        {status ? (
          <Button type="button" variant="secondary" disabled={saving} onClick={() => void run(onClear, 'The server’s defaults apply again.')}>
            Use the server’s defaults
          </Button>
        ) : null}
      </div>
    </form>
  );
}
