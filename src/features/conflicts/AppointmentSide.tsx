import { Trans, useLingui } from '@lingui/react/macro';
import { formatDay, statusLabel } from '../appointments/appointment-view';
import { formatTimeRange } from '../../domain/display-format';
import type { AppointmentView } from '../../data';

interface SideProps {
  title: string;
  appointment: AppointmentView | null;
  /** The salon's locale: times as its clock writes them (src/domain/display-format.ts). */
  locale: string;
}

/** One of the two colliding appointments, as the front desk needs it to decide. */
export function AppointmentSide({ title, appointment: a, locale }: SideProps) {
  const { t } = useLingui();
  return (
    <section className="conflict-side" aria-label={title}>
      <h3 className="conflict-side__title">{title}</h3>
      {a ? (
        <dl className="conflict-side__facts">
          <div>
            <dt>
              <Trans>Customer</Trans>
            </dt>
            <dd>{a.customer?.name ?? t`Unknown customer`}</dd>
          </div>
          <div>
            <dt>
              <Trans>Phone</Trans>
            </dt>
            <dd>{a.customer?.phone ?? '—'}</dd>
          </div>
          <div>
            <dt>
              <Trans>Service</Trans>
            </dt>
            <dd>{a.service?.name ?? t`Unknown service`}</dd>
          </div>
          <div>
            <dt>
              <Trans>Staff</Trans>
            </dt>
            <dd>{a.staff?.name ?? '—'}</dd>
          </div>
          <div>
            <dt>
              <Trans>When</Trans>
            </dt>
            <dd data-testid="conflict-when">
              {formatDay(a.appointment_date)} · {formatTimeRange(a.start_time, a.end_time, locale)}
            </dd>
          </div>
          <div>
            <dt>
              <Trans>Status</Trans>
            </dt>
            <dd>
              <span className={`conflict-status conflict-status--${a.status}`}>{statusLabel(a.status)}</span>
            </dd>
          </div>
        </dl>
      ) : (
        <p className="muted">
          <Trans>This appointment has been deleted.</Trans>
        </p>
      )}
    </section>
  );
}
