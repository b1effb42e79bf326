import { Plural, Trans, useLingui } from '@lingui/react/macro';
import type { MessageFacts } from '../../domain/messages/content';
import type { MessageTemplates } from '../../domain/messages/templates';
import type { MessageKind } from '../../domain/types';
import { previewOf } from './message-preview';

interface Props {
  kind: MessageKind;
  templates: MessageTemplates;
  /** Their `language` is the one being edited: the preview reads as a customer with that card would. */
  facts: MessageFacts;
  from: string;
  replyTo: string;
  smsOn: boolean;
}

/** The message as the customer would read it, from the texts as typed (saved or not). */
export function MessagePreview({ kind, templates, facts, from, replyTo, smsOn }: Props) {
  const { t } = useLingui();
  const p = previewOf(kind, facts, templates);
  const customer = facts.customer.name;
  const service = facts.service?.name;
  const staff = facts.staff?.name;
  const length = p.sms.length;
  const language = facts.language ?? 'en';
  return (
    <div className="msg-preview">
      <h3 className="add-form__title">
        <Trans>Preview</Trans>
      </h3>
      <p className="field__hint">
        <Trans>
          A sample appointment at your salon: {customer}, {service} with {staff}.
        </Trans>
      </p>
      <div className="msg-preview__box" role="group" aria-label={t`Email preview`}>
        <p className="msg-preview__label">
          <Trans>Email</Trans>
        </p>
        <dl className="msg-preview__head">
          <dt>
            <Trans context="email sender">From</Trans>
          </dt>
          <dd>{from}</dd>
          <dt>
            <Trans>Reply-to</Trans>
          </dt>
          <dd>{replyTo || '—'}</dd>
          <dt>
            <Trans>Subject</Trans>
          </dt>
          <dd data-testid="preview-subject" lang={language}>
            {p.subject}
          </dd>
        </dl>
        <div className="msg-preview__text" data-testid="preview-email-text" lang={language}>
          {p.text}
        </div>
      </div>
      <div className="msg-preview__box" role="group" aria-label={t`Text message preview`}>
        <p className="msg-preview__label">{smsOn ? <Trans>Text message</Trans> : <Trans>Text message (sent only when text messages are on)</Trans>}</p>
        <div className="msg-preview__text" data-testid="preview-sms" lang={language}>
          {p.sms}
        </div>
        {/* A long text costs several messages. */}
        <p className="field__hint">
          <Plural value={length} one="# character" other="# characters" />
        </p>
      </div>
    </div>
  );
}
