import { useLingui } from '@lingui/react/macro';
import { formatPrice } from '../../domain/money';
import { monthDay } from './call-activity';
import type { OverviewStats } from './overview-stats';

/** The overview's figures, each one computed from the salon's data. */
export function StatCards({ stats }: { stats: OverviewStats }) {
  const { t, i18n } = useLingui();
  const week = `${monthDay(i18n, stats.weekStart)} – ${monthDay(i18n, stats.weekEnd)}`;
  const cards = [
    { id: 'bookings', label: t`Bookings this week`, value: String(stats.bookingsThisWeek), note: week },
    { id: 'revenue', label: t`Revenue this week`, value: formatPrice(stats.revenueThisWeek), note: t`Completed appointments` },
    { id: 'upcoming', label: t`Upcoming today`, value: String(stats.upcomingToday.length), note: t`Confirmed or pending` },
    { id: 'staff', label: t`Active staff`, value: String(stats.activeStaff), note: t`On the team` },
    { id: 'services', label: t`Services`, value: String(stats.services), note: t`On the menu` },
  ];
  return (
    <section className="stat-grid" aria-label={t`Statistics`}>
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
