import { useEffect, useId, useRef, type KeyboardEvent } from 'react';
import { Button } from '../../ui';
import { canSend, chatHeader, INPUT_PLACEHOLDER, PROCESSING, sendsOnKey, type ChatMessage, type ChatStatus } from './chat-view';

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
            Reset AI
          </Button>
          <Button variant="ghost" onClick={onClearChat} disabled={processing}>
            Clear Chat
          </Button>
        </div>
      </header>

      <ol className="ai-chat__messages" ref={listRef} aria-label="Conversation" aria-live="polite">
        {messages.map((m) => (
          <li key={m.id} className={`ai-msg ai-msg--${m.role}`} data-role={m.role}>
            <span className="visually-hidden">{m.role === 'customer' ? 'Customer: ' : 'AI: '}</span>
            <p className="ai-msg__text">{m.text}</p>
            {m.waiting ? <p className="ai-msg__note">Waiting for the connection…</p> : null}
          </li>
        ))}
        {processing ? (
          <li className="ai-msg ai-msg--assistant ai-msg--processing" role="status">
            {PROCESSING}
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
          Customer message
        </label>
        <textarea
          id={inputId}
          className="field__input ai-chat__input"
          rows={2}
          placeholder={INPUT_PLACEHOLDER}
          value={input}
          disabled={processing || !ready}
          onChange={(e) => onInput(e.target.value)}
          onKeyDown={onKeyDown}
        />
        <Button type="submit" disabled={!sendable}>
          Send
        </Button>
      </form>
    </section>
  );
}
