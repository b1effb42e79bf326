import { Link } from 'react-router-dom';
import type { Transcript } from '../../data/use-calls';
import { formatDate, formatTime, salonLocale } from '../../domain/display-format';
import type { CallTurn } from '../../domain/types';
import { Button } from '../../ui';
import { callDuration, callerLabel, callTime, CHANNEL_LABELS, foldTranscript, latencyText, outcomeLabel, stepArguments, stepsSummary } from './calls-view';

interface Props {
  transcript: Transcript;
  timeZone?: string;
  /** Marks the call's message done (or not done again). */
  onDone?: (callId: string, done: boolean) => void;
  busy?: boolean;
}

/** One call: who, when, how it ended, its message, and the transcript with each reply's steps folded under it. */
export function TranscriptView({ transcript, timeZone, onDone, busy }: Props) {
  const { call, turns, appointments } = transcript;
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
          {duration ? ` · ${duration}` : ''} · {CHANNEL_LABELS[call.channel]} ·{' '}
          <span className={`call-outcome call-outcome--${call.outcome ?? 'open'}`}>{outcomeLabel(call.outcome)}</span>
        </p>
      </header>

      {call.message ? (
        <section className={`transcript__message${call.message_done ? ' transcript__message--done' : ''}`} aria-label="Message for the salon">
          <h3 className="transcript__label">Message</h3>
          <p className="transcript__text">{call.message}</p>
          <p className="transcript__flags">
            {call.callback_requested ? <strong>Call back requested{call.caller_phone ? `: ${call.caller_phone}` : ''}</strong> : 'No call back requested'}
            {call.message_done ? ' · Done' : ''}
          </p>
          {onDone ? (
            <Button variant={call.message_done ? 'secondary' : 'primary'} disabled={busy} onClick={() => onDone(call.id, !call.message_done)}>
              {call.message_done ? 'Mark not done' : 'Done'}
            </Button>
          ) : null}
        </section>
      ) : null}

      {entries.length === 0 ? <p className="muted">Nothing was said in this call.</p> : null}
      <ol className="transcript__turns" aria-label="Transcript">
        {entries.map((e, i) =>
          e.kind === 'customer' ? (
            <li key={e.turn.id} className="turn turn--customer">
              <span className="turn__who">Customer</span>
              <p className="turn__text">{e.turn.content}</p>
            </li>
          ) : (
            <li key={e.turn?.id ?? `steps-${i}`} className="turn turn--assistant">
              <span className="turn__who">
                Sarah{e.turn?.latency_ms != null ? <span className="turn__latency"> · replied in {latencyText(e.turn.latency_ms)}</span> : null}
              </span>
              {e.turn ? <p className="turn__text">{e.turn.content}</p> : <p className="turn__text muted">No reply.</p>}
              {e.steps.length ? <Steps steps={e.steps} appointments={appointments} locale={salonLocale(timeZone)} /> : null}
            </li>
          ),
        )}
      </ol>
    </article>
  );
}

function Steps({ steps, appointments, locale }: { steps: CallTurn[]; appointments: Transcript['appointments']; locale: string }) {
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
                    {`${appt.service?.name ?? 'Appointment'}, ${formatDate(appt.appointment_date, locale)} at ${formatTime(appt.start_time, locale)} (${appt.status})`}
                  </Link>
                ) : (
                  <span className="muted">The appointment is no longer on this device.</span>
                )
              ) : null}
            </li>
          );
        })}
      </ol>
    </details>
  );
}
