import { useEffect, useState, type FormEvent } from 'react';
import { countryName } from '../../domain/sms-countries';
import { checkSmsProvider, type SmsProviderDraft, type SmsProviderStatus } from '../../domain/sms-provider';
import { Banner, Button, useAction } from '../../ui';
import { FeedbackBanner, InputField } from '../../ui/FormBits';
import { ApiKeyField } from './ApiKeyField';
import { SmsCountriesField } from './SmsCountriesField';
import { useSmsProvider, type SmsProviderLoad } from './use-sms-provider';

export const SMS_SAVED = 'Text message settings saved on the server.';
export const SMS_REMOVED = 'Text message settings removed. No texts are sent until new ones are saved.';
const REMOVE_CONFIRM = 'Remove the text message settings? Customers get no texts until new ones are saved.';
const TOKEN_KEPT = 'Saved — leave blank to keep it';

type Draft = SmsProviderDraft & { countries: readonly string[] };
type TextField = 'accountSid' | 'authToken' | 'fromNumber';
// Until the salon chooses, texts go to its own country only: that is what the list starts with.
const empty = (home: string): Draft => ({ accountSid: '', authToken: '', fromNumber: '', countries: [home] });
const fromStatus = (s: SmsProviderStatus | null, home: string): Draft =>
  s ? { accountSid: s.accountSid, authToken: '', fromNumber: s.fromNumber, countries: s.allowedCountries ?? [home] } : empty(home);

function when(iso: string): string {
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? iso : d.toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });
}

function StatusLine({ load, home }: { load: SmsProviderLoad; home: string }) {
  if (load.phase === 'loading') return <p className="section-card__intro" role="status">Asking the server for the saved settings…</p>;
  if (load.phase === 'unknown') return <Banner tone="info">{load.reason}</Banner>;
  if (!load.status) return <p className="section-card__intro">Not set up yet: no text messages are sent.</p>;
  return (
    <p className="section-card__intro" data-testid="sms-status">
      Texts go out from {load.status.fromNumber} to numbers in {(load.status.allowedCountries ?? [home]).map(countryName).join(', ')} (saved{' '}
      {when(load.status.updatedAt)}).
    </p>
  );
}

/**
 * Twilio's account SID, auth token and From number for customer texts (issue 15), and the countries
 * they may go to (issue 23; `home` is the salon's own). Unlike the rest of the screen they are kept
 * on the server, never on this device: the token is only ever sent.
 */
export function SmsProviderCard({ home }: { home: string }) {
  const { load, save, remove } = useSmsProvider();
  const [values, setValues] = useState<Draft>(() => empty(home));
  const [touched, setTouched] = useState(false);
  const { busy, feedback, fieldErrors, run, reject } = useAction();
  const [doing, setDoing] = useState<'save' | 'remove'>('save');
  const saved = load.phase === 'ready' ? load.status : undefined;

  // The saved values arrive after the first paint (or after the connection returns); what the
  // owner already typed is never overwritten by them.
  useEffect(() => {
    if (!touched && saved !== undefined) setValues(fromStatus(saved, home));
  }, [saved, touched, home]);

  const bind = (key: TextField) => ({
    name: key,
    value: values[key],
    error: fieldErrors[key],
    onChange: (e: { target: { value: string } }) => {
      setTouched(true);
      setValues((v) => ({ ...v, [key]: e.target.value }));
    },
  });

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const checked = checkSmsProvider(values, saved);
    if (!checked.ok) return reject(checked.errors);
    setDoing('save');
    await run(
      async () => {
        // The form shows what the server keeps (the number without separators); the token went
        // there and is not kept here, so its field empties and its hint says one is saved.
        setValues(fromStatus(await save(values), home));
      },
      SMS_SAVED,
      'The text message settings could not be saved.',
    );
  };

  const onRemove = async () => {
    if (!window.confirm(REMOVE_CONFIRM)) return;
    setDoing('remove');
    if (await run(remove, SMS_REMOVED, 'The text message settings could not be removed.')) {
      setValues(empty(home));
      setTouched(false);
    }
  };

  return (
    <section className="card section-card" aria-labelledby="sms-provider-title" data-phase={load.phase}>
      <div>
        <h2 id="sms-provider-title" className="card__title">Text messages (SMS)</h2>
        <p className="section-card__intro">
          Appointment texts to customers go through your Twilio account. These settings are kept on the server, never on this tablet.
        </p>
      </div>
      <StatusLine load={load} home={home} />
      <form className="form" aria-labelledby="sms-provider-title" noValidate onSubmit={submit}>
        <div className="form__grid">
          <InputField label="Account SID" required autoComplete="off" spellCheck={false} placeholder="AC…" {...bind('accountSid')} />
          <ApiKeyField
            label="Auth token"
            secretName="auth token"
            required={!saved?.hasToken}
            autoComplete="new-password"
            spellCheck={false}
            hint={saved?.hasToken ? TOKEN_KEPT : undefined}
            {...bind('authToken')}
          />
          <InputField
            label="From number"
            type="tel"
            required
            autoComplete="off"
            hint="Your Twilio number, with + and the country code."
            {...bind('fromNumber')}
          />
        </div>
        <SmsCountriesField
          countries={values.countries}
          error={fieldErrors.countries}
          disabled={busy}
          onChange={(countries) => {
            setTouched(true);
            setValues((v) => ({ ...v, countries }));
          }}
        />
        <FeedbackBanner feedback={feedback} />
        <div className="form__actions">
          <Button type="submit" disabled={busy}>
            {busy && doing === 'save' ? 'Saving...' : 'Save Text Settings'}
          </Button>
          {saved ? (
            <Button variant="secondary" disabled={busy} onClick={() => void onRemove()}>
              {busy && doing === 'remove' ? 'Removing...' : 'Remove'}
            </Button>
          ) : null}
        </div>
      </form>
    </section>
  );
}
