import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
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
import { timeZoneLabel } from '../../domain/display-format';
import { useDisplayLocale } from '../../i18n/use-display-locale';
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

/** The greeting for the salon's hour, with the owner's name in its place. */
function greeting(i18n: I18n, time: string, name: string): string {
  const hour = Number(time.slice(0, 2));
  if (hour < 12) return i18n._(msg`Good morning, ${name}`);
  if (hour < 18) return i18n._(msg`Good afternoon, ${name}`);
  return i18n._(msg`Good evening, ${name}`);
}

/** No salon row (yet): nothing of it to count or list. */
const NONE: never[] = [];

export function OverviewPage() {
  const { t, i18n } = useLingui();
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
  // Times as the salon's clock writes them in English (12-hour in the US), as the owner's language
  // writes them otherwise; its zone by name.
  const locale = useDisplayLocale(salon?.time_zone);
  // Recent Activity and AI Performance sit beside and below the figures: they read and render once
  // the figures are on screen (on a tablet their reads and renders would otherwise come first).
  // Upcoming today's times and the zone's name follow them too: they are the screen's only words
  // written by Intl, whose first formatter loads its locale data (~80 ms on a slow tablet).
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
  const doneSteps = setup ? stepsDone(setup.progress) : 0;
  const allSteps = SETUP_STEPS.length;
  // A salon still being set up with no booking this week reads as a start, not five zeros: the
  // checklist stands where the figures go until the first booking or the last step.
  const starting = showChecklist && appointments !== undefined && appointments.length === 0;
  // Beside the figures the checklist (a chunk of its own, its rows, its layout) follows their first
  // frame; where it stands in for them it is that frame.
  const checklistNow = showChecklist && (starting || later);
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
        <h1 className="page__title">{greeting(i18n, today.time, name)}</h1>
        <p className="page__subtitle">
          <Trans>Here is your salon at a glance.</Trans>
        </p>
      </header>

      {checklistNow && salonId ? (
        <Suspense fallback={null}>
          <SetupChecklist progress={setup.progress} onHide={() => void hideSetupChecklist(salonId)} />
        </Suspense>
      ) : null}
      {setupOpen && setup.hidden && salonId ? (
        <Button variant="secondary" className="setup__show" onClick={() => void showSetupChecklist(salonId)}>
          <Trans>
            Show set-up checklist ({doneSteps} of {allSteps} done)
          </Trans>
        </Button>
      ) : null}

      {stats && !starting ? <StatCards stats={stats} /> : null}

      <div className="overview__columns">
        {stats ? <UpcomingToday items={later ? stats.upcomingToday : undefined} locale={locale} /> : null}
        <QuickActions />
      </div>

      <div className="overview__columns">
        <RecentActivity items={activity} now={now} />
        <div className="overview__stack">
          <section className="card" aria-labelledby="salon-card-title">
            <h2 id="salon-card-title" className="card__title">
              {salon?.name?.trim() || user?.salonName?.trim() ? salonDisplayName(salon?.name, user?.salonName) : t`Your Salon`}
            </h2>
            {salon === undefined ? (
              <p className="muted">
                <Trans>Loading salon details...</Trans>
              </p>
            ) : salon === null ? (
              <p className="muted">
                <Trans>Your salon profile is being set up on this device.</Trans>
              </p>
            ) : (
              <dl className="facts">
                <div className="facts__row">
                  <dt>
                    <Trans>Phone</Trans>
                  </dt>
                  <dd data-testid="salon-phone">{salon.phone || '—'}</dd>
                </div>
                <div className="facts__row">
                  <dt>
                    <Trans>Time zone</Trans>
                  </dt>
                  <dd data-testid="salon-time-zone" title={salon.time_zone || undefined}>
                    {salon.time_zone ? (later ? timeZoneLabel(salon.time_zone, i18n.locale === 'en' ? undefined : locale) : null) : '—'}
                  </dd>
                </div>
              </dl>
            )}
          </section>
          <AiPerformance id="ai" title={t`AI Performance`} salonId={salon ? salonId : salon} timeZone={salon?.time_zone} now={now} waiting={!later} />
        </div>
      </div>
    </div>
  );
}

/** What a cold start reads before the first render (src/app/route-chunks.ts). */
export { primeOverview as firstReads } from './first-reads';
