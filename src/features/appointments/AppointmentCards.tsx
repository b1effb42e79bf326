import type { SummaryCards } from './appointment-view';

/** The four summary cards (computed from data, DESIGN.md §9). */
export function AppointmentCards({ cards }: { cards: SummaryCards | null }) {
  const items: [string, string, string][] = [
    ["Today's Appointments", 'today', cards ? String(cards.today) : '…'],
    ['Pending', 'pending', cards ? String(cards.pending) : '…'],
    ['This Week Revenue', 'week-revenue', cards ? cards.weekRevenue : '…'],
    ['No-Show Rate', 'no-show-rate', cards ? cards.noShowRate : '…'],
  ];
  return (
    <dl className="appt-cards">
      {items.map(([label, key, value]) => (
        <div key={key} className="appt-cards__item card">
          <dt>{label}</dt>
          <dd data-testid={`card-${key}`}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
