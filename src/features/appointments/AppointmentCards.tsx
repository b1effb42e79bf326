import { useLingui } from '@lingui/react/macro';
import { NO_SHOW_DAYS } from '../../domain/appointments';
import type { SummaryCards } from './appointment-view';

/** The four summary cards, computed from data (docs/behaviour.md#appointments). */
export function AppointmentCards({ cards }: { cards: SummaryCards | null }) {
  // The small line says which appointments a figure covers where the title alone does not.
  const { t } = useLingui();
  const items: [string, string, string, string | null][] = [
    [t`Today's Appointments`, 'today', cards ? String(cards.today) : '…', null],
    [t`Pending`, 'pending', cards ? String(cards.pending) : '…', t`From today on`],
    [t`This Week Revenue`, 'week-revenue', cards ? cards.weekRevenue : '…', null],
    [t`No-Show Rate`, 'no-show-rate', cards ? cards.noShowRate : '…', t`Last ${NO_SHOW_DAYS} days`],
  ];
  return (
    <dl className="appt-cards">
      {items.map(([label, key, value, scope]) => (
        <div key={key} className="appt-cards__item card">
          <dt>
            {label}
            {scope ? <span className="appt-cards__scope">{scope}</span> : null}
          </dt>
          <dd data-testid={`card-${key}`}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
