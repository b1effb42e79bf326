import { Trans, useLingui } from '@lingui/react/macro';
import type { FormEvent } from 'react';
import { addFaq, deleteFaq } from '../../db/repositories/salon-profile';
import type { SalonFaq } from '../../domain/types';
import { Button, Spinner, useAction } from '../../ui';
import { FeedbackBanner, InputField, TextAreaInput } from '../../ui/FormBits';
import { useForm } from '../../ui/use-form';
import { filterByQuery } from '../search/match';
import { useSearchQuery } from '../search/use-screen-search';

const EMPTY = { question: '', answer: '' };

export interface FaqSectionProps {
  salonId: string;
  faqs: SalonFaq[] | undefined;
}

/** AI Training Data (docs/behaviour.md#salon-profile): the question and answer pairs the receptionist answers from. */
export function FaqSection({ salonId, faqs }: FaqSectionProps) {
  const { t } = useLingui();
  const adding = useForm({ values: EMPTY });
  const removal = useAction();
  // The top bar search narrows the list to pairs whose question or answer match.
  const query = useSearchQuery();
  const shown = faqs && filterByQuery(faqs, query, (f) => [f.question, f.answer]);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const ok = await adding.submit(() => addFaq(salonId, adding.values), t`FAQ added successfully!`, t`Failed to add FAQ`);
    if (ok) adding.reset(EMPTY);
  };

  const remove = (faq: SalonFaq) => {
    const question = faq.question;
    if (!window.confirm(t`Are you sure you want to delete the FAQ "${question}"?`)) return;
    void removal.run(() => deleteFaq(faq.id), t`FAQ deleted successfully!`, t`Failed to delete FAQ`);
  };

  return (
    <section className="card section-card" aria-labelledby="faq-title">
      <div className="section-card__head">
        <h2 id="faq-title" className="card__title">
          <Trans>AI Training Data</Trans>
        </h2>
      </div>
      <p className="section-card__intro">
        <Trans>Questions and answers the AI receptionist uses when customers ask about your salon.</Trans>
      </p>
      <FeedbackBanner feedback={removal.feedback} />
      {faqs === undefined || shown === undefined ? (
        <Spinner label={t`Loading FAQs...`} />
      ) : faqs.length === 0 ? (
        <div className="empty">
          <p className="empty__title">
            <Trans>No FAQs yet</Trans>
          </p>
          <p>
            <Trans>Add the questions customers ask most, with your answers.</Trans>
          </p>
        </div>
      ) : shown.length === 0 ? (
        <div className="empty">
          <p className="empty__title">
            <Trans>No FAQs match your search</Trans>
          </p>
        </div>
      ) : (
        <ul className="faq-list">
          {shown.map((f) => {
            const question = f.question;
            return (
              <li key={f.id} className="faq-list__item">
                <div className="faq-list__text">
                  <p className="faq-list__q">{f.question}</p>
                  <p className="faq-list__a">{f.answer}</p>
                </div>
                <Button variant="secondary" className="btn--danger btn--small" disabled={removal.busy} onClick={() => remove(f)}>
                  <Trans>
                    Delete<span className="visually-hidden"> FAQ: {question}</span>
                  </Trans>
                </Button>
              </li>
            );
          })}
        </ul>
      )}
      <form className="form add-form" aria-labelledby="add-faq-title" noValidate onSubmit={submit}>
        <h3 id="add-faq-title" className="add-form__title">
          <Trans>Add FAQ</Trans>
        </h3>
        <InputField label={t`Question`} required {...adding.field('question')} />
        <TextAreaInput label={t`Answer`} required rows={3} {...adding.field('answer')} />
        <FeedbackBanner feedback={adding.feedback} />
        <div className="form__actions">
          <Button type="submit" disabled={adding.busy}>
            {adding.busy ? t`Adding...` : t`Add FAQ`}
          </Button>
        </div>
      </form>
    </section>
  );
}
