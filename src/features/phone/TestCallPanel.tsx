import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import { Button } from '../../ui';
import { useTestCall } from './use-test-call';
import './test-call.css';

// eslint-disable-next-line lingui/no-unlocalized-strings -- her name, the same in every language
const SARAH = 'Sarah';

/**
 * The owner calls Sarah as a customer would. The server places the call through the
 * same signed webhooks and relay a real Twilio call uses; the owner types (or speaks, where the
 * browser can listen) and hears Sarah through the browser's voice, with the transcript live.
 */
export function TestCallPanel() {
  const { t } = useLingui();
  const call = useTestCall();
  const [draft, setDraft] = useState('');
  const [from, setFrom] = useState('');
  const { phase, lines, notice } = call.view;
  const live = phase === 'connecting' || phase === 'connected';

  const send = (e: FormEvent) => {
    e.preventDefault();
    if (!draft.trim() || phase !== 'connected') return;
    call.say(draft);
    setDraft('');
  };

  return (
    <section className="card test-call" aria-labelledby="test-call-title">
      <div className="test-call__head">
        <h2 id="test-call-title" className="card__title">
          <Trans>Test call</Trans>
        </h2>
        <div className="test-call__actions">
          <Button variant="secondary" aria-pressed={call.muted} onClick={() => call.setMuted(!call.muted)}>
            {call.muted ? t`Unmute Sarah` : t`Mute Sarah`}
          </Button>
          {live ? (
            <Button onClick={call.hangup}>
              <Trans>Hang up</Trans>
            </Button>
          ) : (
            <Button onClick={() => call.start(from)}>
              <Trans>Start test call</Trans>
            </Button>
          )}
        </div>
      </div>
      <p className="test-call__intro">
        <Trans>
          Call Sarah as a customer would. The call goes through your Twilio settings and this server's phone webhooks, exactly like a real call; it is saved on
          the Calls screen, and anything Sarah books is a real appointment.
        </Trans>
      </p>
      <div className="test-call__from">
        <label htmlFor="test-call-from">
          <Trans>Call from (optional)</Trans>
        </label>
        <input
          id="test-call-from"
          className="test-call__input"
          type="tel"
          value={from}
          onChange={(e) => setFrom(e.target.value)}
          placeholder={'+12125550100'}
          disabled={live}
          aria-describedby="test-call-from-hint"
          autoComplete="off"
        />
        <span id="test-call-from-hint" className="test-call__hint">
          <Trans>A client's number, to hear Sarah as that client does; empty: a test number.</Trans>
        </span>
      </div>
      <ol className="test-call__transcript" aria-label={t`Call transcript`} aria-live="polite" data-testid="test-call-transcript">
        {lines.length === 0 ? <li className="test-call__empty">{phase === 'connecting' ? t`Calling...` : t`No call yet.`}</li> : null}
        {lines.map((l) => (
          <li key={l.id} className={`test-call__line test-call__line--${l.who}`} data-who={l.who} data-complete={l.complete}>
            <span className="test-call__who">{l.who === 'sarah' ? SARAH : t`You`}:</span> {l.text}
          </li>
        ))}
      </ol>
      <p className="test-call__notice" role="status" data-testid="test-call-notice">
        {phase === 'connecting' ? t`Calling...` : (notice ?? '')}
      </p>
      <form className="test-call__say" onSubmit={send}>
        <label htmlFor="test-call-words" className="visually-hidden">
          <Trans>Say to Sarah</Trans>
        </label>
        <input
          id="test-call-words"
          className="test-call__input"
          value={draft}
          onChange={(e) => setDraft(e.target.value)}
          placeholder={phase === 'connected' ? t`Type what the caller says...` : t`Start a test call to talk to Sarah`}
          disabled={phase !== 'connected'}
          maxLength={2000}
          autoComplete="off"
        />
        <Button type="submit" disabled={phase !== 'connected' || !draft.trim()}>
          <Trans>Send</Trans>
        </Button>
        {call.canListen ? (
          <Button variant="secondary" aria-pressed={call.listening} disabled={phase !== 'connected' || call.listening} onClick={call.listen}>
            {call.listening ? t`Listening...` : t`Speak`}
          </Button>
        ) : null}
      </form>
      {call.micProblem ? (
        <p className="test-call__notice" role="alert">
          {call.micProblem}
        </p>
      ) : null}
    </section>
  );
}
