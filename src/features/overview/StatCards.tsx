import { monthDayLabel } from '../../domain/dates';
import { formatPrice } from '../../domain/money';
import type { OverviewStats } from './overview-stats';

const short = monthDayLabel;

/** The overview's figures, each one computed from the salon's data. */
export function StatCards({ stats }: { stats: OverviewStats }) {
  const week = `${short(stats.weekStart)} – ${short(stats.weekEnd)}`;
  const cards = [
    { id: 'bookings', label: 'Bookings this week', value: String(stats.bookingsThisWeek), note: week },
    { id: 'revenue', label: 'Revenue this week', value: formatPrice(stats.revenueThisWeek), note: 'Completed appointments' },
    { id: 'upcoming', label: 'Upcoming today', value: String(stats.upcomingToday.length), note: 'Confirmed or pending' },
    { id: 'staff', label: 'Active staff', value: String(stats.activeStaff), note: 'On the team' },
    { id: 'services', label: 'Services', value: String(stats.services), note: 'On the menu' },
  ];
  return (
    <section className="stat-grid" aria-label="Statistics">
      {cards.map((c) => (
        <div key={c.id} className="card stat-card">
          <p className="stat-card__label" id={`stat-${c.id}-label`}>
            {c.label}
          </p>
          <p className="stat-card__value" data-testid={`stat-${c.id}`} aria-describedby={`stat-${c.id}-label`}>
            {c.value}
          </p>
          <p className="stat-card__note muted">{c.note}</p>
        </div>
      ))}
    </section>
  );
}
