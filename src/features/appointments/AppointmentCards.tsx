import { NO_SHOW_DAYS } from '../../domain/appointments';
import type { SummaryCards } from './appointment-view';

/** The four summary cards, computed from data (docs/behaviour.md#appointments). */
export function AppointmentCards({ cards }: { cards: SummaryCards | null }) {
  // The small line says which appointments a figure covers where the title alone does not.
  const items: [string, string, string, string | null][] = [
    ["Today's Appointments", 'today', cards ? String(cards.today) : '…', null],
    ['Pending', 'pending', cards ? String(cards.pending) : '…', 'From today on'],
    ['This Week Revenue', 'week-revenue', cards ? cards.weekRevenue : '…', null],
    ['No-Show Rate', 'no-show-rate', cards ? cards.noShowRate : '…', `Last ${NO_SHOW_DAYS} days`],
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
