import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { logTime, recentEntries, type LogEntry, type LogTone } from './chat-view';

// What a screen reader hears before each entry (the colour says it to the eye).
const TONES: Record<LogTone, MessageDescriptor> = { success: msg`success`, error: msg`error`, info: msg`info` };

/** The last 10 tool actions, newest first: green success, red error, blue info (docs/behaviour.md#ai-chat-test). */
export function ActionLogPanel({ log }: { log: LogEntry[] }) {
  const { i18n } = useLingui();
  const titleId = useId();
  const entries = recentEntries(log);
  return (
    <section className="card ai-panel" aria-labelledby={titleId}>
      <h2 id={titleId} className="card__title">
        <Trans>Action Log</Trans>
      </h2>
      {entries.length === 0 ? (
        <p className="muted">
          <Trans>No actions yet. Bookings, look-ups and cancellations show here.</Trans>
        </p>
      ) : (
        <ol className="ai-log">
          {entries.map((e, i) => (
            <li key={`${e.timestamp}-${i}`} className="ai-log__item" data-type={e.type}>
              <span className={`ai-dot ai-dot--${e.type}`} aria-hidden="true" />
              <span className="visually-hidden">{i18n._(TONES[e.type])}: </span>
              <span className="ai-log__message">{e.message}</span>
              <time className="ai-log__time" dateTime={e.timestamp}>
                {logTime(e.timestamp)}
              </time>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
