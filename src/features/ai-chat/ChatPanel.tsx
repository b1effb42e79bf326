import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useId, useRef, type KeyboardEvent } from 'react';
import { Button } from '../../ui';
import { canSend, chatHeader, sendsOnKey, type ChatMessage, type ChatStatus } from './chat-view';

export interface ChatPanelProps {
  salonName: string;
  /** Messages may be sent (answered now, or queued for when the provider answers). */
  ready: boolean;
  status: ChatStatus;
  processing: boolean;
  messages: ChatMessage[];
  input: string;
  onInput(text: string): void;
  onSend(): void;
  onResetAi(): void;
  onClearChat(): void;
}

/** The 600px chat panel: header and status, the conversation, and the customer's input. */
export function ChatPanel({ salonName, ready, status, processing, messages, input, onInput, onSend, onResetAi, onClearChat }: ChatPanelProps) {
  const { t } = useLingui();
  const titleId = useId();
  const inputId = useId();
  const listRef = useRef<HTMLOListElement>(null);
  const sendable = canSend({ ready, processing, text: input });

  // Keep the newest message in view as the conversation grows.
  useEffect(() => {
    const list = listRef.current;
    if (list) list.scrollTop = list.scrollHeight;
  }, [messages, processing]);

  const onKeyDown = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    if (!sendsOnKey(e.key, e.shiftKey, e.nativeEvent.isComposing)) return;
    // Enter never types a newline here; it sends when sending is allowed.
    e.preventDefault();
    if (sendable) onSend();
  };

  return (
    <section className="card ai-chat" aria-labelledby={titleId}>
      <header className="ai-chat__head">
        <div>
          <h2 id={titleId} className="card__title">
            {chatHeader(salonName)}
          </h2>
          <p className={`ai-chat__status ai-chat__status--${status.phase}`} data-testid="chat-status" data-phase={status.phase}>
            <span className="ai-dot" aria-hidden="true" />
            {status.text}
          </p>
          {status.detail ? (
            <p className="ai-chat__status-detail" data-testid="chat-status-detail">
              {status.detail}
            </p>
          ) : null}
        </div>
        <div className="ai-chat__actions">
          <Button variant="secondary" onClick={onResetAi} disabled={processing}>
            <Trans>Reset AI</Trans>
          </Button>
          <Button variant="ghost" onClick={onClearChat} disabled={processing}>
            <Trans>Clear Chat</Trans>
          </Button>
        </div>
      </header>

      <ol className="ai-chat__messages" ref={listRef} aria-label={t`Conversation`} aria-live="polite">
        {messages.map((m) => (
          <li key={m.id} className={`ai-msg ai-msg--${m.role}`} data-role={m.role}>
            <span className="visually-hidden">{m.role === 'customer' ? t`Customer:` : t`AI:`} </span>
            <p className="ai-msg__text">{m.text}</p>
            {m.waiting ? (
              <p className="ai-msg__note">
                <Trans>Waiting for the connection…</Trans>
              </p>
            ) : null}
          </li>
        ))}
        {processing ? (
          <li className="ai-msg ai-msg--assistant ai-msg--processing" role="status">
            <Trans>AI is processing...</Trans>
          </li>
        ) : null}
      </ol>

      <form
        className="ai-chat__form"
        onSubmit={(e) => {
          e.preventDefault();
          if (sendable) onSend();
        }}
      >
        <label htmlFor={inputId} className="visually-hidden">
          <Trans>Customer message</Trans>
        </label>
        <textarea
          id={inputId}
          className="field__input ai-chat__input"
          rows={2}
          placeholder={t`Type your message as a customer would...`}
          value={input}
          disabled={processing || !ready}
          onChange={(e) => onInput(e.target.value)}
          onKeyDown={onKeyDown}
        />
        <Button type="submit" disabled={!sendable}>
          <Trans>Send</Trans>
        </Button>
      </form>
    </section>
  );
}
