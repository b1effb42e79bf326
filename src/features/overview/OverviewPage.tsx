import { lazy, Suspense, useEffect, useMemo } from 'react';
import { addDays, weekStartOf } from '../../domain/dates';
import { useCurrentUser } from '../auth/use-auth';
import {
  dropPrimedReads,
  ownerDisplayName,
  salonDisplayName,
  useAppointmentsBetween,
  useSalon,
  useServiceRows,
  useSetupProgress,
  useStaffRows,
} from '../../data';
import { hideSetupChecklist, showSetupChecklist } from '../../db/repositories/setup-checklist';
import { salonLocale, timeZoneLabel } from '../../domain/display-format';
import { SETUP_STEPS, setupDone, stepsDone } from '../../domain/setup-checklist';
import { Button } from '../../ui';
import { salonIdForOwner } from '../../domain/ids';
import { markFirstScreenShown } from '../startup/first-screen';
import { useAfterFirstScreen } from '../startup/use-after-first-screen';
import { salonNow } from './first-reads';
import { overviewStats } from './overview-stats';
import { AiPerformance } from './AiPerformance';
import { QuickActions } from './QuickActions';
import { RecentActivity } from './RecentActivity';
import { StatCards } from './StatCards';
import { UpcomingToday } from './UpcomingToday';
import { useNow, useRecentActivity } from './use-overview-data';
import './overview.css';

// The checklist's words and layout load only for a salon that still has a step open.
const SetupChecklist = lazy(() => import('./SetupChecklist').then((m) => ({ default: m.SetupChecklist })));

function greeting(time: string): string {
  const hour = Number(time.slice(0, 2));
  if (hour < 12) return 'Good morning';
  if (hour < 18) return 'Good afternoon';
  return 'Good evening';
}

/** No salon row (yet): nothing of it to count or list. */
const NONE: never[] = [];

export function OverviewPage() {
  const user = useCurrentUser();
  const salon = useSalon(user?.id);
  const name = ownerDisplayName(user);
  const now = useNow();
  // The owner checking in from another city is greeted, and counted, for the salon's day.
  const today = salonNow(salon?.time_zone, now);
  // The salon's id follows from its owner's (domain/ids.ts), so its rows are read alongside the
  // salon row rather than after it; what they show still waits for the salon (its zone, or none).
  const salonId = user ? salonIdForOwner(user.id) : undefined;
  // Every figure here is about this week (today is in it): only its rows are read.
  const weekStart = weekStartOf(today.date);
  const appointments = useAppointmentsBetween(salonId, weekStart, addDays(weekStart, 6));
  // Counted only: in storage order.
  const staff = useStaffRows(salonId);
  const services = useServiceRows(salonId);
  // Times as the salon's clock writes them (12-hour in the US), its zone by name.
  const locale = salonLocale(salon?.time_zone);
  // Recent Activity and AI Performance sit beside and below the figures: they read and render once
  // the figures are on screen (on a tablet their reads and renders would otherwise come first).
  const later = useAfterFirstScreen();
  const salonActivity = useRecentActivity(later ? salonId : undefined, undefined, locale);
  const activity = salon === null ? NONE : later ? salonActivity : undefined;
  const loaded = salon !== undefined && appointments !== undefined && staff !== undefined && services !== undefined;
  const { date, time } = today;
  const stats = useMemo(
    () =>
      !loaded
        ? null
        : salon
          ? overviewStats({ appointments, staff, services, today: { date, time } })
          : overviewStats({ appointments: NONE, staff: NONE, services: NONE, today: { date, time } }),
    [loaded, salon, appointments, staff, services, date, time],
  );
  const setup = useSetupProgress(salon ? salonId : salon, date);
  const setupOpen = !!setup && !setupDone(setup.progress);
  const showChecklist = setupOpen && !setup.hidden;
  // A salon still being set up with no booking this week reads as a start, not five zeros: the
  // checklist stands where the figures go until the first booking or the last step.
  const starting = showChecklist && appointments !== undefined && appointments.length === 0;
  // The figures are the screen an owner opens the app for: the rest of start-up waits for them.
  // Every read of this first screen is listening by now: what a cold start read ahead can go.
  useEffect(() => {
    if (!stats) return;
    markFirstScreenShown();
    dropPrimedReads();
  }, [stats]);

  return (
    <div className="page overview">
      <header className="page__head">
        <h1 className="page__title">
          {greeting(today.time)}, {name}
        </h1>
        <p className="page__subtitle">Here is your salon at a glance.</p>
      </header>

      {showChecklist && salonId ? (
        <Suspense fallback={null}>
          <SetupChecklist progress={setup.progress} onHide={() => void hideSetupChecklist(salonId)} />
        </Suspense>
      ) : null}
      {setupOpen && setup.hidden && salonId ? (
        <Button variant="secondary" className="setup__show" onClick={() => void showSetupChecklist(salonId)}>
          Show set-up checklist ({stepsDone(setup.progress)} of {SETUP_STEPS.length} done)
        </Button>
      ) : null}

      {stats && !starting ? <StatCards stats={stats} /> : null}

      <div className="overview__columns">
        {stats ? <UpcomingToday items={stats.upcomingToday} locale={locale} /> : null}
        <QuickActions />
      </div>

      <div className="overview__columns">
        <RecentActivity items={activity} now={now} />
        <div className="overview__stack">
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
                  <dd data-testid="salon-time-zone" title={salon.time_zone || undefined}>
                    {salon.time_zone ? timeZoneLabel(salon.time_zone) : '—'}
                  </dd>
                </div>
              </dl>
            )}
          </section>
          <AiPerformance id="ai" title="AI Performance" salonId={salon ? salonId : salon} timeZone={salon?.time_zone} now={now} waiting={!later} />
        </div>
      </div>
    </div>
  );
}

/** What a cold start reads before the first render (src/app/route-chunks.ts). */
export { primeOverview as firstReads } from './first-reads';
