import { useLingui } from '@lingui/react/macro';
import type { Call } from '../../domain/types';
import { callerLabel, callTime, channelLabel, outcomeLabel } from './calls-view';

interface Props {
  rows: readonly Call[];
  selectedId: string | null;
  timeZone?: string;
  onSelect: (id: string) => void;
}

/** The window of calls, newest first: one button per call, the open one marked current. */
export function CallList({ rows, selectedId, timeZone, onSelect }: Props) {
  // The labels below read the active language: this re-renders them when it changes.
  const { t } = useLingui();
  return (
    <ul className="call-list" aria-label={t`Calls, newest first`}>
      {rows.map((c) => (
        <li key={c.id}>
          <button
            type="button"
            className="call-row"
            aria-current={c.id === selectedId ? 'true' : undefined}
            onClick={() => onSelect(c.id)}
            data-testid="call-row"
          >
            <span className="call-row__who">{callerLabel(c)}</span>
            <span className={`call-outcome call-outcome--${c.outcome ?? 'open'}`}>{outcomeLabel(c.outcome)}</span>
            <span className="call-row__when">
              <time dateTime={c.started_at}>{callTime(c.started_at, timeZone)}</time>
              {c.caller_name && c.caller_phone ? ` · ${c.caller_phone}` : ''}
              {` · ${channelLabel(c.channel)}`}
            </span>
            {c.outcome === 'message_taken' && c.message ? (
              <span className="call-row__message">
                {c.message_done ? `${t`Done`} · ` : c.callback_requested ? `${t`Call back`} · ` : ''}
                {c.message}
              </span>
            ) : null}
          </button>
        </li>
      ))}
    </ul>
  );
}
