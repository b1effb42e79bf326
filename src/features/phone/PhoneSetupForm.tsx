import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import { PHONE_PROVIDERS, type PhoneIntegration, type PhoneSetupDraft } from '../../domain/phone';
import { domainText } from '../../i18n/domain-texts';
import { Banner, Button } from '../../ui';
import { FeedbackBanner, InputField, SelectField } from '../../ui/FormBits';
import { useForm } from '../../ui/use-form';
import { ApiKeyField } from './ApiKeyField';
import { countryNameIn } from './country-name';
import { checkPhoneLine, isTwilio, phoneLineDraft, type PhoneLineDraft } from './phone-line';
import { SmsCountriesField } from './SmsCountriesField';
import type { SmsProviderLoad } from './use-sms-provider';
import { usePhoneLine } from './use-phone-line';

// How every Account SID starts: Twilio's letters, the same in every language.
// eslint-disable-next-line lingui/no-unlocalized-strings -- not words
const SID_START = 'AC…';

/** When the server saved the line, in the owner's language (English as the device writes it, as before). */
function when(iso: string, language: string): string {
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? iso : d.toLocaleString(language === 'en' ? undefined : language, { dateStyle: 'medium', timeStyle: 'short' });
}

/** What the server holds for the line, in words (never the token). */
function ServerLine({ load, home }: { load: SmsProviderLoad; home: string }) {
  const { i18n } = useLingui();
  if (load.phase === 'loading')
    return (
      <p className="section-card__intro" role="status">
        <Trans>Asking the server for the saved Twilio settings…</Trans>
      </p>
    );
  if (load.phase === 'unknown') return <Banner tone="info">{domainText(i18n, load.reason)}</Banner>;
  if (!load.status) {
    return (
      <p className="section-card__intro">
        <Trans>No Twilio number saved yet: calls and texts do not reach Sarah.</Trans>
      </p>
    );
  }
  const from = load.status.fromNumber;
  const countries = (load.status.allowedCountries ?? [home]).map((code) => countryNameIn(code, i18n.locale)).join(', ');
  const saved = when(load.status.updatedAt, i18n.locale);
  return (
    <p className="section-card__intro" data-testid="sms-status">
      <Trans>
        Calls and texts to {from} reach Sarah; texts go out from it to numbers in {countries} (saved {saved}).
      </Trans>
    </p>
  );
}

interface Props {
  integration: PhoneIntegration;
  home: string;
  onSave(draft: PhoneSetupDraft): Promise<unknown>;
}

/**
 * The phone line, one form and one save: the spec's provider, API key and Redirect
 * Phone Number; for Twilio the key is the Account SID and auth token, kept on the server with the
 * salon phone number and the countries texts may go to (phone-line.ts says which half goes where).
 */
export function PhoneSetupForm({ integration, home, onSave }: Props) {
  const { t, i18n } = useLingui();
  const { load, save, remove } = usePhoneLine(onSave);
  const saved = load.phase === 'ready' ? load.status : undefined;
  // What the server holds arrives after the first paint (or when the connection returns); what the
  // owner already typed is never overwritten by it.
  const form = useForm<PhoneLineDraft>({ values: phoneLineDraft(integration, saved, home), follow: saved !== undefined });
  const { values, busy, feedback, fieldErrors, run, reject, field, update } = form;
  const [doing, setDoing] = useState<'save' | 'remove'>('save');
  const twilio = isTwilio(values);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    // Every problem is marked at once; the repositories and the server check again before writing.
    const checked = checkPhoneLine(values, saved);
    if (!checked.ok) return reject(checked.errors);
    setDoing('save');
    await run(
      async () => {
        const status = await save(checked.local, checked.server);
        // The form shows what the server keeps (the number as E.164); the token went there and is
        // not kept here, so its field empties and its hint says one is saved.
        if (status) update((v) => ({ ...v, authToken: '', fromNumber: status.fromNumber, accountSid: status.accountSid }));
      },
      t`Phone integration saved successfully!`,
      t`Failed to save phone integration`,
    );
  };

  const onRemove = async () => {
    if (!window.confirm(t`Remove the Twilio settings? Calls and texts stop reaching Sarah, and customers get no texts, until new ones are saved.`)) return;
    setDoing('remove');
    if (
      await run(
        remove,
        t`Twilio settings removed. Calls and texts no longer reach Sarah until new ones are saved.`,
        t`The Twilio settings could not be removed.`,
      )
    ) {
      update((v) => ({ ...v, accountSid: '', authToken: '', fromNumber: '', countries: [home] }));
    }
  };

  return (
    <section className="card section-card" aria-labelledby="phone-setup-title" data-phase={load.phase}>
      <div>
        <h2 id="phone-setup-title" className="card__title">
          <Trans>Phone Setup</Trans>
        </h2>
        <p className="section-card__intro">
          {twilio
            ? t`Sarah answers calls and texts to your Twilio number, and appointment texts go out from it. The Account SID and auth token are kept on the server, never on this tablet.`
            : t`Connect your phone provider. Only Twilio connects calls to Sarah for now; other providers’ details stay on this device.`}
        </p>
      </div>
      {twilio || saved ? <ServerLine load={load} home={home} /> : null}
      <form className="form" aria-labelledby="phone-setup-title" noValidate onSubmit={submit}>
        <div className="form__grid phone-form__grid">
          <SelectField label={t`Phone Provider`} required {...field('provider')}>
            <option value="">{t`Select a provider`}</option>
            {PHONE_PROVIDERS.map((p) => (
              <option key={p.value} value={p.value}>
                {domainText(i18n, p.label)}
              </option>
            ))}
          </SelectField>
          {twilio ? (
            <>
              <InputField label={t`Account SID`} required autoComplete="off" spellCheck={false} placeholder={SID_START} {...field('accountSid')} />
              <ApiKeyField
                label={t`Auth token`}
                secretName={t`auth token`}
                required={!saved?.hasToken}
                autoComplete="new-password"
                spellCheck={false}
                hint={saved?.hasToken ? t`Saved on the server — leave blank to keep it` : t`Your Twilio API key: saved to the server only, never shown again.`}
                {...field('authToken')}
              />
              <InputField
                label={t`Salon phone number`}
                type="tel"
                required
                autoComplete="off"
                hint={t`Your Twilio number: customers call and text it, and your texts go out from it (the From number). With + and the country code.`}
                {...field('fromNumber')}
              />
            </>
          ) : (
            <ApiKeyField label={t`API Key`} required autoComplete="off" spellCheck={false} {...field('apiKey')} />
          )}
          <InputField
            label={t`Redirect Phone Number`}
            type="tel"
            required
            autoComplete="off"
            hint={t`Calls the AI cannot handle are transferred here.`}
            {...field('phoneNumber')}
          />
        </div>
        {twilio ? (
          <SmsCountriesField
            countries={values.countries}
            error={fieldErrors.countries}
            disabled={busy}
            onChange={(countries) => form.set('countries', countries)}
          />
        ) : null}
        <FeedbackBanner feedback={feedback} />
        <div className="form__actions">
          <Button type="submit" disabled={busy}>
            {busy && doing === 'save' ? t`Saving...` : t`Save Setup`}
          </Button>
          {twilio && saved ? (
            <Button variant="secondary" disabled={busy} onClick={() => void onRemove()}>
              {busy && doing === 'remove' ? t`Removing...` : t`Remove`}
            </Button>
          ) : null}
        </div>
      </form>
    </section>
  );
}
