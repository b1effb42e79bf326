import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState, type FormEvent } from 'react';
import type { SarahModelDraft, SarahModelStatus } from '../../db/repositories/sarah-model';
import { domainText } from '../../i18n/domain-texts';
import { Banner, Button, errorText, Field, PasswordField } from '../../ui';

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
  const { t, i18n } = useLingui();
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
      setMessage({ tone: 'error', text: errorText(err, t`Failed to save settings`) });
    } finally {
      setSaving(false);
    }
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    void run(() => onSave(draft), t`Settings saved on the server.`);
  };

  return (
    <form className="form ai-settings" aria-label={t`Sarah's model on the server`} onSubmit={submit}>
      {unknown ? <Banner tone="info">{domainText(i18n, unknown)}</Banner> : null}
      <Field label={t`Base URL`} type="url" value={draft.baseURL} onChange={edit('baseURL')} placeholder={t`The server's default`} />
      <Field
        label={t`Model`}
        value={draft.model}
        onChange={edit('model')}
        placeholder={t`The server's default`}
        hint={t`Any chat model the endpoint serves; a small one is enough.`}
      />
      <PasswordField
        label={t`API key`}
        value={draft.apiKey}
        onChange={edit('apiKey')}
        autoComplete="off"
        hint={
          status?.hasKey
            ? t`A key is saved on the server. It is never shown again; leave this blank to keep it.`
            : t`No key saved for the salon: the server’s own default applies. The key is kept on the server only.`
        }
        data-testid="server-key"
      />
      {message ? <Banner tone={message.tone}>{message.text}</Banner> : null}
      <div className="form__actions">
        <Button type="submit" disabled={saving}>
          <Trans>Save settings</Trans>
        </Button>
        {status ? (
          <Button type="button" variant="secondary" disabled={saving} onClick={() => void run(onClear, t`The server’s defaults apply again.`)}>
            <Trans>Use the server’s defaults</Trans>
          </Button>
        ) : null}
      </div>
    </form>
  );
}
