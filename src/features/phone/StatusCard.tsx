import type { PhoneIntegration } from '../../domain/phone';
import { Button } from '../../ui';
import { SIMULATED_TAG, SIMULATED_TEST_NOTE, TEST_LABELS, canTest, statusView, type TestPhase } from './connection-test';

interface StatusCardProps {
  integration: PhoneIntegration;
  phase: TestPhase;
  onTest(): void;
}

/** Spec §4: Not Connected until a setup is saved, then Active; both, and Test Connection, are simulated and say so. */
export function StatusCard({ integration, phase, onTest }: StatusCardProps) {
  const status = statusView(integration);
  return (
    <section className="card phone-status" aria-labelledby="phone-status-title">
      <div className="phone-status__main">
        <h2 id="phone-status-title" className="card__title">Integration Status</h2>
        <div className="phone-status__badges">
          <p className={`phone-badge phone-badge--${status.tone}`} data-testid="phone-status">
            <span className="phone-badge__dot" aria-hidden="true" />
            {status.label}
          </p>
          {integration.isActive ? (
            <p className="phone-sim-tag" data-testid="phone-simulated">
              {SIMULATED_TAG}
            </p>
          ) : null}
        </div>
        <p className="phone-status__detail" data-testid="phone-status-detail">{status.detail}</p>
      </div>
      <div className="phone-status__test">
        <Button
          variant="secondary"
          className={`phone-test phone-test--${phase}`}
          data-phase={phase}
          disabled={!canTest(integration, phase)}
          onClick={onTest}
        >
          {TEST_LABELS[phase]}
        </Button>
        <p className="visually-hidden" role="status">
          {phase === 'idle' ? '' : TEST_LABELS[phase]}
        </p>
        {!integration.isActive ? <p className="phone-status__hint">Save your setup first.</p> : <p className="phone-status__hint">{SIMULATED_TEST_NOTE}</p>}
      </div>
    </section>
  );
}
