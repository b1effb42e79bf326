import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { CALL_PERIODS, periodWindow, type CallPeriod } from '../../domain/call-stats';
import { todayIn } from '../../domain/dates';
import { OlderHistoryNote } from '../history/OlderHistoryNote';
import { formatShare, PERIOD_LABELS, type CallFiguresView } from './call-figures';
import { salonZone, useCallFigures } from './use-call-figures';
import './ai-performance.css';

interface Props {
  salonId: string | null | undefined;
  timeZone: string | null | undefined;
  now: number;
  /** The section's heading: 'AI Performance' on the Overview. */
  title: string;
  id: string;
  /** Shows the section loading and reads nothing yet (the Overview: until its figures are on screen). */
  waiting?: boolean;
}

/** Sarah's figures from her call records, for a chosen period (docs/behaviour.md#dashboard-overview). */
export function AiPerformance({ salonId, timeZone, now, title, id, waiting = false }: Props) {
  const { t, i18n } = useLingui();
  const [period, setPeriod] = useState<CallPeriod>('today');
  const view = useCallFigures(salonId, timeZone, period, now, waiting);
  return (
    <section className="card ai-perf" aria-labelledby={`${id}-title`} data-testid={id}>
      <div className="ai-perf__head">
        <h2 id={`${id}-title`} className="card__title">
          {title}
        </h2>
        <div className="ai-perf__periods" role="group" aria-label={t`Period`}>
          {CALL_PERIODS.map((p) => (
            <button key={p} type="button" className="ai-perf__period" aria-pressed={p === period} onClick={() => setPeriod(p)}>
              {i18n._(PERIOD_LABELS[p])}
            </button>
          ))}
        </div>
      </div>
      {/* A period reaching before what this new device has fetched would count too few calls. */}
      <OlderHistoryNote salonId={salonId} needsBefore={periodStart(period, timeZone, now)} />
      {view ? (
        <CallFigures view={view} />
      ) : (
        <p className="muted">
          <Trans>Loading...</Trans>
        </p>
      )}
    </section>
  );
}

/** The period's first salon day. */
function periodStart(period: CallPeriod, timeZone: string | null | undefined, now: number): string {
  const zone = salonZone(timeZone);
  return periodWindow(period, todayIn(zone, new Date(now)).date, zone).from;
}

/** The figures and outcome bars of one period; a figure without data says so in its place. */
export function CallFigures({ view }: { view: CallFiguresView }) {
  const { t } = useLingui();
  if (view.noCalls) {
    return (
      <p className="muted ai-perf__none" data-testid="ai-no-calls">
        {view.noCalls}
      </p>
    );
  }
  return (
    <>
      <dl className="ai-perf__figures">
        {view.figures.map((f) => (
          <div key={f.id} className={`ai-perf__figure${f.value === null ? ' ai-perf__figure--empty' : ''}`}>
            <dt>{f.label}</dt>
            <dd data-testid={`ai-${f.id}`}>{f.text}</dd>
            {f.bar !== undefined ? (
              <dd>
                <Bar share={f.bar} label={f.label} />
              </dd>
            ) : null}
            <dd className="ai-perf__note muted">{f.note}</dd>
          </div>
        ))}
      </dl>
      {view.outcomes.length > 0 ? (
        <ul className="ai-perf__outcomes" aria-label={t`How calls ended`}>
          {view.outcomes.map((o) => (
            <li key={o.outcome} className={`ai-perf__outcome ai-perf__outcome--${o.outcome}`} data-testid={`ai-outcome-${o.outcome}`}>
              <span className="ai-perf__outcome-label">{o.label}</span>
              <Bar share={o.share} label={o.label} />
              <span className="ai-perf__outcome-count">{o.count}</span>
            </li>
          ))}
        </ul>
      ) : null}
    </>
  );
}

function Bar({ share, label }: { share: number; label: string }) {
  return (
    <span className="ai-perf__bar" role="img" aria-label={`${label}: ${formatShare(share)}`}>
      <span className="ai-perf__bar-fill" style={{ width: formatShare(share) }} />
    </span>
  );
}
