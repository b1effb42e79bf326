import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import type { PhoneIntegration } from '../../domain/phone';
import { Button } from '../../ui';
import { canTest, isSimulated, simulatedTag, statusView, testLabel, testNote, type TestPhase } from './connection-test';

interface StatusCardProps {
  integration: PhoneIntegration;
  phase: TestPhase;
  /** The last test's answer in words (the server's, from Twilio); null before any. */
  result?: { ok: boolean; message: string } | null;
  onTest(): void;
}

/** Not Connected until a setup is saved, then Active; Test Connection asks Twilio through the server and says what it found. */
export function StatusCard({ integration, phase, result, onTest }: StatusCardProps) {
  // The labels below read the active language: this re-renders them when it changes.
  useLingui();
  const status = statusView(integration);
  return (
    <section className="card phone-status" aria-labelledby="phone-status-title">
      <div className="phone-status__main">
        <h2 id="phone-status-title" className="card__title">
          <Trans>Integration Status</Trans>
        </h2>
        <div className="phone-status__badges">
          <p className={`phone-badge phone-badge--${status.tone}`} data-testid="phone-status">
            <span className="phone-badge__dot" aria-hidden="true" />
            {status.label}
          </p>
          {isSimulated(integration) ? (
            <p className="phone-sim-tag" data-testid="phone-simulated">
              {simulatedTag()}
            </p>
          ) : null}
        </div>
        <p className="phone-status__detail" data-testid="phone-status-detail">
          {status.detail}
        </p>
      </div>
      <div className="phone-status__test">
        <Button variant="secondary" className={`phone-test phone-test--${phase}`} data-phase={phase} disabled={!canTest(phase)} onClick={onTest}>
          {testLabel(phase)}
        </Button>
        <p className="visually-hidden" role="status">
          {phase === 'testing' ? testLabel('testing') : ''}
        </p>
        {result ? (
          <p
            className={`phone-status__result phone-status__result--${result.ok ? 'ok' : 'failed'}`}
            role={result.ok ? 'status' : 'alert'}
            data-testid="phone-test-result"
          >
            {result.message}
          </p>
        ) : null}
        <p className="phone-status__hint">{testNote()}</p>
      </div>
    </section>
  );
}
