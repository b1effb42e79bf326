import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { useServices, useStaff } from '../../data';
// Straight from its module, not the barrel: only this screen's chunk carries it (the /dashboard JS budget).
import { useMessageSettings } from '../../data/use-messages';
import { saveMessageSettings } from '../../db/repositories/message-settings';
import { isValidTimeZone, todayIn } from '../../domain/dates';
import type { Language } from '../../domain/languages';
import type { MessageKind, MessageSettings, Salon } from '../../domain/types';
import { Button, Checkbox, Spinner } from '../../ui';
import { FeedbackBanner, InputField } from '../../ui/FormBits';
import { useForm } from '../../ui/use-form';
import {
  firstKindWithProblem,
  formProblems,
  formToInput,
  KIND_TOGGLES,
  resetKind,
  setTemplate,
  settingsToForm,
  type MessageFormValues,
  type ToggleKey,
} from './message-form';
import { sampleFacts } from './message-preview';
import { MessagePreview } from './MessagePreview';
import { TemplateEditor } from './TemplateEditor';

/** Customer messages: what the backend sends the salon's customers, and in which words. */
export function MessageSettingsSection({ salon }: { salon: Salon }) {
  const { t } = useLingui();
  const saved = useMessageSettings(salon.id);
  return (
    <section className="card section-card" aria-labelledby="customer-messages-title">
      <div className="section-card__head">
        <h2 id="customer-messages-title" className="card__title">
          <Trans>Customer messages</Trans>
        </h2>
      </div>
      <p className="section-card__intro">
        <Trans>Confirmations, updates, cancellation notices and reminders go to your customers by email from the server, even while this device is off.</Trans>
      </p>
      {saved === undefined ? <Spinner label={t`Loading message settings...`} /> : <MessageSettingsForm salon={salon} saved={saved} />}
    </section>
  );
}

function MessageSettingsForm({ salon, saved }: { salon: Salon; saved: MessageSettings | null }) {
  // Follows the saved row (another device's save arrives by sync) until the owner starts typing;
  // a failed save leaves the typing where it is.
  const { t, i18n } = useLingui();
  const form = useForm<MessageFormValues>({ values: settingsToForm(saved), follow: true, check: formProblems });
  // The customers' language whose texts are on screen: English first, as most cards are.
  const [language, setLanguage] = useState<Language>('en');
  const [kind, setKind] = useState<MessageKind>('confirmation');
  const { values, busy, feedback, field, update: change } = form;
  const facts = useSampleFacts(salon);

  const toggle = (key: ToggleKey) => ({
    checked: values[key],
    onChange: (e: { target: { checked: boolean } }) => form.set(key, e.target.checked),
  });

  const submit = (e: FormEvent) => {
    e.preventDefault();
    // Every problem is marked at once (by the check), and the templates of the first language and kind that have one go on screen.
    const broken = firstKindWithProblem(formProblems(values));
    if (broken) {
      setLanguage(broken.language);
      setKind(broken.kind);
    }
    void form.submit(
      async () => {
        const row = await saveMessageSettings(salon.id, formToInput(values));
        // The form shows what was stored (trimmed names, hours as a number) and follows later syncs.
        form.reset(settingsToForm(row));
      },
      t`Message settings saved successfully!`,
      t`Failed to save message settings`,
    );
  };

  return (
    <form className="form" aria-labelledby="customer-messages-title" noValidate onSubmit={submit}>
      <fieldset className="msg-toggles">
        <legend className="field__label">
          <Trans>What to send</Trans>
        </legend>
        {KIND_TOGGLES.map((toggled) => (
          <Checkbox key={toggled.key} label={i18n._(toggled.label)} {...toggle(toggled.key)} />
        ))}
        <Checkbox label={t`Also send text messages (SMS)`} aria-describedby="msg-sms-hint" {...toggle('sms_on')} />
        <p id="msg-sms-hint" className="field__hint msg-toggles__hint">
          <Trans>
            Texts go through the SMS provider set on the <Link to="/dashboard/phone">Phone Integration</Link> screen.
          </Trans>
        </p>
      </fieldset>
      <div className="form__grid">
        <InputField
          label={t`Reminder lead time (hours)`}
          type="number"
          inputMode="numeric"
          min={1}
          max={168}
          step={1}
          hint={t`How long before the appointment the reminder goes out: 1 to 168 hours (a week).`}
          {...field('reminder_lead_hours')}
        />
        <InputField
          label={t`From name`}
          optional
          placeholder={salon.name}
          hint={t`The sender's name customers see. Blank: your salon's name.`}
          {...field('from_name')}
        />
        <InputField
          label={t`Reply-to address`}
          type="email"
          optional
          autoComplete="email"
          placeholder={salon.email}
          hint={t`Where customers' replies go. Blank: your salon's email.`}
          className="form__wide"
          {...field('reply_to')}
        />
      </div>
      <div className="msg-editor">
        <TemplateEditor
          values={values}
          language={language}
          onLanguage={setLanguage}
          kind={kind}
          onKind={setKind}
          onText={(l, k, part, text) => change((v) => setTemplate(v, l, k, part, text))}
          onReset={(l, k) => change((v) => resetKind(v, l, k))}
        />
        <MessagePreview
          kind={kind}
          templates={values.templates[language][kind]}
          facts={{ ...facts, language }}
          from={values.from_name.trim() || salon.name}
          replyTo={values.reply_to.trim() || salon.email}
          smsOn={values.sms_on}
        />
      </div>
      <FeedbackBanner feedback={feedback} />
      <div className="form__actions">
        <Button type="submit" disabled={busy}>
          {busy ? t`Saving...` : t`Save message settings`}
        </Button>
      </div>
    </form>
  );
}

/** The preview's appointment: the salon's first service and first active staff member, when it has them. */
function useSampleFacts(salon: Salon) {
  const services = useServices(salon.id);
  const staff = useStaff(salon.id);
  const member = staff?.find((s) => s.is_active) ?? staff?.[0];
  const zone = isValidTimeZone(salon.time_zone) ? salon.time_zone : Intl.DateTimeFormat().resolvedOptions().timeZone;
  return sampleFacts(salon, services?.[0], member, todayIn(zone).date);
}
