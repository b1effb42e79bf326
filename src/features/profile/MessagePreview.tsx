import type { MessageFacts } from '../../domain/messages/content';
import type { MessageTemplates } from '../../domain/messages/templates';
import type { MessageKind } from '../../domain/types';
import { previewOf, smsLength } from './message-preview';

interface Props {
  kind: MessageKind;
  templates: MessageTemplates;
  facts: MessageFacts;
  from: string;
  replyTo: string;
  smsOn: boolean;
}

/** The message as the customer would read it, from the texts as typed (saved or not). */
export function MessagePreview({ kind, templates, facts, from, replyTo, smsOn }: Props) {
  const p = previewOf(kind, facts, templates);
  return (
    <div className="msg-preview">
      <h3 className="add-form__title">Preview</h3>
      <p className="field__hint">
        A sample appointment at your salon: {facts.customer.name}, {facts.service?.name} with {facts.staff?.name}.
      </p>
      <div className="msg-preview__box" role="group" aria-label="Email preview">
        <p className="msg-preview__label">Email</p>
        <dl className="msg-preview__head">
          <dt>From</dt>
          <dd>{from}</dd>
          <dt>Reply-to</dt>
          <dd>{replyTo || '—'}</dd>
          <dt>Subject</dt>
          <dd data-testid="preview-subject">{p.subject}</dd>
        </dl>
        <div className="msg-preview__text" data-testid="preview-email-text">
          {p.text}
        </div>
      </div>
      <div className="msg-preview__box" role="group" aria-label="Text message preview">
        <p className="msg-preview__label">Text message{smsOn ? '' : ' (sent only when text messages are on)'}</p>
        <div className="msg-preview__text" data-testid="preview-sms">
          {p.sms}
        </div>
        <p className="field__hint">{smsLength(p.sms)}</p>
      </div>
    </div>
  );
}
