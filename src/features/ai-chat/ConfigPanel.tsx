import { Trans } from '@lingui/react/macro';
import { useId } from 'react';

export interface ConfigPanelProps {
  model: string;
  services: number | undefined;
  staff: number | undefined;
  appointments: number | undefined;
  /** Ready or Initializing, or what else is true (Not configured, Unreachable…). */
  status: string;
}

const count = (n: number | undefined) => (n === undefined ? '…' : String(n));

/** AI Configuration (docs/behaviour.md#ai-chat-test): the model and live counts of what the assistant works with. */
export function ConfigPanel({ model, services, staff, appointments, status }: ConfigPanelProps) {
  const titleId = useId();
  return (
    <section className="card ai-panel" aria-labelledby={titleId}>
      <h2 id={titleId} className="card__title">
        <Trans>AI Configuration</Trans>
      </h2>
      <dl className="facts" data-testid="ai-config">
        <div className="facts__row">
          <dt>
            <Trans>Model</Trans>
          </dt>
          <dd>{model}</dd>
        </div>
        <div className="facts__row">
          <dt>
            <Trans>Services loaded</Trans>
          </dt>
          <dd data-testid="config-services">{count(services)}</dd>
        </div>
        <div className="facts__row">
          <dt>
            <Trans>Staff loaded</Trans>
          </dt>
          <dd data-testid="config-staff">{count(staff)}</dd>
        </div>
        <div className="facts__row">
          <dt>
            <Trans>Appointments in system</Trans>
          </dt>
          <dd data-testid="config-appointments">{count(appointments)}</dd>
        </div>
        <div className="facts__row">
          <dt>
            <Trans>Status</Trans>
          </dt>
          <dd data-testid="config-status">{status}</dd>
        </div>
      </dl>
    </section>
  );
}
