import { useCurrentUser } from '../auth/use-auth';
import { ownerDisplayName, salonDisplayName } from '../salon/display-names';
import { useSalon } from '../salon/use-salon';

/** The hour in the salon's zone: an owner checking in from another city is greeted for the salon's day. */
function hourIn(timeZone: string | undefined): number {
  try {
    return Number(new Intl.DateTimeFormat('en-US', { hour: 'numeric', hourCycle: 'h23', timeZone }).format(new Date()));
  } catch {
    return new Date().getHours(); // an unknown zone name must not break the page
  }
}

function greeting(hour: number): string {
  if (hour < 12) return 'Good morning';
  if (hour < 18) return 'Good afternoon';
  return 'Good evening';
}

export function OverviewPage() {
  const user = useCurrentUser();
  const salon = useSalon(user?.id);
  const name = ownerDisplayName(user);

  return (
    <div className="page">
      <header className="page__head">
        <h1 className="page__title">
          {greeting(hourIn(salon?.time_zone))}, {name}
        </h1>
        <p className="page__subtitle">Here is your salon at a glance.</p>
      </header>

      <section className="card" aria-labelledby="salon-card-title">
        <h2 id="salon-card-title" className="card__title">
          {salonDisplayName(salon?.name, user?.salonName)}
        </h2>
        {salon === undefined ? (
          <p className="muted">Loading salon details...</p>
        ) : salon === null ? (
          <p className="muted">Your salon profile is being set up on this device.</p>
        ) : (
          <dl className="facts">
            <div className="facts__row">
              <dt>Phone</dt>
              <dd data-testid="salon-phone">{salon.phone || '—'}</dd>
            </div>
            <div className="facts__row">
              <dt>Time zone</dt>
              <dd data-testid="salon-time-zone">{salon.time_zone || '—'}</dd>
            </div>
          </dl>
        )}
      </section>
    </div>
  );
}
