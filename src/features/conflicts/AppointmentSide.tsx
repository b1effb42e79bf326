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
  return (
    <section className="conflict-side" aria-label={title}>
      <h3 className="conflict-side__title">{title}</h3>
      {a ? (
        <dl className="conflict-side__facts">
          <div>
            <dt>Customer</dt>
            <dd>{a.customer?.name ?? 'Unknown customer'}</dd>
          </div>
          <div>
            <dt>Phone</dt>
            <dd>{a.customer?.phone ?? '—'}</dd>
          </div>
          <div>
            <dt>Service</dt>
            <dd>{a.service?.name ?? 'Unknown service'}</dd>
          </div>
          <div>
            <dt>Staff</dt>
            <dd>{a.staff?.name ?? '—'}</dd>
          </div>
          <div>
            <dt>When</dt>
            <dd data-testid="conflict-when">
              {formatDay(a.appointment_date)} · {formatTimeRange(a.start_time, a.end_time, locale)}
            </dd>
          </div>
          <div>
            <dt>Status</dt>
            <dd>
              <span className={`conflict-status conflict-status--${a.status}`}>{statusLabel(a.status)}</span>
            </dd>
          </div>
        </dl>
      ) : (
        <p className="muted">This appointment has been deleted.</p>
      )}
    </section>
  );
}
