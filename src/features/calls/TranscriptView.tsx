import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import type { Transcript } from '../../data/use-calls';
import { formatDate, formatTime } from '../../domain/display-format';
import { useDisplayLocale } from '../../i18n/use-display-locale';
import type { CallTurn } from '../../domain/types';
import { Button } from '../../ui';
import {
  callDuration,
  callerLabel,
  callTime,
  channelLabel,
  foldTranscript,
  latencyText,
  outcomeLabel,
  stepAppointment,
  stepArguments,
  stepsSummary,
} from './calls-view';

// eslint-disable-next-line lingui/no-unlocalized-strings -- her name, the same in every language
const SARAH = 'Sarah';

interface Props {
  transcript: Transcript;
  timeZone?: string;
  /** Marks the call's message done (or not done again). */
  onDone?: (callId: string, done: boolean) => void;
  busy?: boolean;
}

/** One call: who, when, how it ended, its message, and the transcript with each reply's steps folded under it. */
export function TranscriptView({ transcript, timeZone, onDone, busy }: Props) {
  const { t } = useLingui();
  const locale = useDisplayLocale(timeZone);
  const { call, turns, appointments } = transcript;
  const phone = call.caller_phone;
  const repliedIn = (ms: number) => {
    const latency = latencyText(ms);
    return t`replied in ${latency}`;
  };
  const entries = foldTranscript(turns);
  const duration = callDuration(call);
  return (
    <article className="card transcript" aria-labelledby="transcript-title" data-testid="transcript">
      <header className="transcript__head">
        <h2 id="transcript-title" className="card__title">
          {callerLabel(call)}
        </h2>
        <p className="muted transcript__meta">
          {call.caller_phone && call.caller_name ? `${call.caller_phone} · ` : ''}
          <time dateTime={call.started_at}>{callTime(call.started_at, timeZone)}</time>
          {duration ? ` · ${duration}` : ''} · {channelLabel(call.channel)} ·{' '}
          <span className={`call-outcome call-outcome--${call.outcome ?? 'open'}`}>{outcomeLabel(call.outcome)}</span>
        </p>
      </header>

      {call.message ? (
        <section className={`transcript__message${call.message_done ? ' transcript__message--done' : ''}`} aria-label={t`Message for the salon`}>
          <h3 className="transcript__label">
            <Trans>Message</Trans>
          </h3>
          <p className="transcript__text">{call.message}</p>
          <p className="transcript__flags">
            {call.callback_requested ? <strong>{phone ? t`Call back requested: ${phone}` : t`Call back requested`}</strong> : t`No call back requested`}
            {call.message_done ? ` · ${t`Done`}` : ''}
          </p>
          {onDone ? (
            <Button variant={call.message_done ? 'secondary' : 'primary'} disabled={busy} onClick={() => onDone(call.id, !call.message_done)}>
              {call.message_done ? t`Mark not done` : t`Done`}
            </Button>
          ) : null}
        </section>
      ) : null}

      {entries.length === 0 ? (
        <p className="muted">
          <Trans>Nothing was said in this call.</Trans>
        </p>
      ) : null}
      <ol className="transcript__turns" aria-label={t`Transcript`}>
        {entries.map((e, i) =>
          e.kind === 'customer' ? (
            <li key={e.turn.id} className="turn turn--customer">
              <span className="turn__who">
                <Trans>Customer</Trans>
              </span>
              <p className="turn__text">{e.turn.content}</p>
            </li>
          ) : (
            <li key={e.turn?.id ?? `steps-${i}`} className="turn turn--assistant">
              <span className="turn__who">
                {SARAH}
                {e.turn?.latency_ms != null ? <span className="turn__latency"> · {repliedIn(e.turn.latency_ms)}</span> : null}
              </span>
              {e.turn ? <p className="turn__text">{e.turn.content}</p> : <p className="turn__text muted">{t`No reply.`}</p>}
              {e.steps.length ? <Steps steps={e.steps} appointments={appointments} locale={locale} /> : null}
            </li>
          ),
        )}
      </ol>
    </article>
  );
}

function Steps({ steps, appointments, locale }: { steps: CallTurn[]; appointments: Transcript['appointments']; locale: string }) {
  const { t } = useLingui();
  return (
    <details className="turn__steps">
      <summary>{stepsSummary(steps)}</summary>
      <ol className="steps-list">
        {steps.map((s) => {
          const appt = s.appointment_id ? appointments[s.appointment_id] : undefined;
          return (
            <li key={s.id} className="step">
              <code className="step__name">{s.tool_name}</code>
              {s.tool_args ? <span className="step__args">{stepArguments(s.tool_args)}</span> : null}
              <span className={`step__result${s.content.startsWith('Error:') ? ' step__result--error' : ''}`}>{s.content}</span>
              {s.appointment_id ? (
                appt ? (
                  <Link className="step__link" to={`/dashboard/appointments?open=${s.appointment_id}`}>
                    {stepAppointment(
                      appt.service?.name ?? t`Appointment`,
                      formatDate(appt.appointment_date, locale),
                      formatTime(appt.start_time, locale),
                      appt.status,
                    )}
                  </Link>
                ) : (
                  <span className="muted">
                    <Trans>The appointment is no longer on this device.</Trans>
                  </span>
                )
              ) : null}
            </li>
          );
        })}
      </ol>
    </details>
  );
}
