import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import type { FormEvent } from 'react';
import { addClient, updateClient } from '../../db/repositories/customers';
import { LANGUAGE_NAMES, LANGUAGES, type Language } from '../../domain/languages';
import type { Customer } from '../../domain/types';
import { Button, Modal } from '../../ui';
import { FeedbackBanner, InputField, SelectField, TextAreaInput } from '../../ui/FormBits';
import { useForm } from '../../ui/use-form';
import { ADD_FAILED, ADD_SUCCESS, EDIT_FAILED, EDIT_SUCCESS } from './clients-words';

interface Props {
  salonId: string;
  customer: Customer;
  onClose: () => void;
  onSaved: () => void;
}

type Values = { name: string; phone: string; email: string; notes: string; tags: string; language: Language | '' };

/** The form's values as the repository takes them: no language chosen is none. */
const cardOf = ({ language, ...rest }: Values) => ({ ...rest, language: language || null });

/** Edit a card: the booking's customer rules, plus notes and tags; a phone of another card is refused at the Phone field. */
export function EditClientDialog({ salonId, customer, onClose, onSaved }: Props) {
  const { t } = useLingui();
  return (
    <ClientFormDialog
      title={t`Edit client`}
      // Copied once: a sync changing the card meanwhile must not reset what the owner is typing.
      initial={{
        name: customer.name,
        phone: customer.phone,
        email: customer.email ?? '',
        notes: customer.notes ?? '',
        tags: customer.tags ?? '',
        language: customer.language ?? '',
      }}
      save={(values) => updateClient(salonId, customer.id, cardOf(values))}
      success={EDIT_SUCCESS}
      failure={EDIT_FAILED}
      onClose={onClose}
      onSaved={onSaved}
    />
  );
}

/** Clients → Add client: the same card form; a phone another card has is refused naming it. */
export function AddClientDialog({ salonId, onClose, onAdded }: { salonId: string; onClose: () => void; onAdded: (card: Customer) => void }) {
  const { t } = useLingui();
  return (
    <ClientFormDialog
      title={t`Add client`}
      initial={{ name: '', phone: '', email: '', notes: '', tags: '', language: '' }}
      save={(values) => addClient(salonId, cardOf(values))}
      success={ADD_SUCCESS}
      failure={ADD_FAILED}
      onClose={onClose}
      onSaved={onAdded}
    />
  );
}

interface FormProps {
  title: string;
  initial: Values;
  save: (values: Values) => Promise<Customer>;
  success: MessageDescriptor;
  failure: MessageDescriptor;
  onClose: () => void;
  onSaved: (card: Customer) => void;
}

function ClientFormDialog({ title, initial, save, success, failure, onClose, onSaved }: FormProps) {
  const { t, i18n } = useLingui();
  const form = useForm<Values>({ values: initial });
  const { values, busy, feedback, field } = form;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    let saved: Customer | undefined;
    if ((await form.submit(async () => (saved = await save(values)), i18n._(success), i18n._(failure))) && saved) onSaved(saved);
  };

  return (
    <Modal title={title} onClose={onClose}>
      <form className="form" aria-label={title} noValidate onSubmit={submit}>
        <InputField label={t`Name`} required autoComplete="off" {...field('name')} />
        <InputField label={t`Phone`} type="tel" required autoComplete="off" {...field('phone')} />
        <InputField label={t`Email`} type="email" optional autoComplete="off" {...field('email')} />
        <TextAreaInput label={t`Notes`} optional rows={4} hint={t`For the salon only: Sarah never reads or repeats them.`} {...field('notes')} />
        <InputField label={t`Tags`} optional autoComplete="off" hint={t`Separated by commas, for example: VIP, gel, almond shape`} {...field('tags')} />
        <SelectField label={t`Language`} optional hint={t`The language of this client's messages, and Sarah's with them.`} {...field('language')}>
          <option value="">{t`Not set`}</option>
          {LANGUAGES.map((l) => (
            <option key={l} value={l} lang={l}>
              {LANGUAGE_NAMES[l]}
            </option>
          ))}
        </SelectField>
        <FeedbackBanner feedback={feedback?.tone === 'error' ? feedback : null} />
        <div className="form__actions">
          <Button type="submit" disabled={busy}>
            {busy ? t`Saving...` : t`Save`}
          </Button>
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            <Trans>Cancel</Trans>
          </Button>
        </div>
      </form>
    </Modal>
  );
}
