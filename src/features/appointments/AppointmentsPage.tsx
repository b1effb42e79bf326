import { Trans, useLingui } from '@lingui/react/macro';
import { lazy, Suspense, useCallback, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { todayIn } from '../../domain/dates';
import type { AppointmentStatus } from '../../domain/types';
import { Banner, Button, Spinner } from '../../ui';
import { useAppointmentView, useCardSources, useBusinessHoursRows, useCustomers, useServices, useStaff, useStaffServices } from '../../data';
import { useCurrentSalon } from '../auth/use-current-salon';
import { useDisplayLocale } from '../../i18n/use-display-locale';
import { AppointmentCards } from './AppointmentCards';
import { AppointmentDetails } from './AppointmentDetails';
import { AppointmentsTable } from './AppointmentsTable';
import { savedCalendarMode, saveCalendarMode, type CalendarMode } from './calendar-pref';
import { summaryCards } from './appointment-view';
import { NewAppointmentDialog } from './NewAppointmentDialog';
import { useAppointmentActions } from './use-appointment-actions';
import { WeekCalendar } from './WeekCalendar';
import './appointments.css';

type View = 'table' | 'calendar';
type Slot = { staffId: string; date: string; start: string };

// The day view and its drag library (dnd-kit) load when the owner first opens it, not with this screen.
const DayCalendar = lazy(() => import('./DayCalendar').then((m) => ({ default: m.DayCalendar })));

export function AppointmentsPage() {
  const { t } = useLingui();
  const salon = useCurrentSalon();
  const locale = useDisplayLocale(salon?.time_zone);
  const salonId = salon?.id;
  const services = useServices(salonId);
  const staff = useStaff(salonId);
  const links = useStaffServices(salonId);
  const hours = useBusinessHoursRows(salonId);
  const customers = useCustomers(salonId);
  const { message, setMessage, changeStatus, remove } = useAppointmentActions(locale);
  const [view, setView] = useState<View>('table');
  // Week or day: the owner's choice, remembered on this device.
  const [mode, setMode] = useState<CalendarMode>(savedCalendarMode);
  const chooseMode = (m: CalendarMode) => {
    setMode(m);
    saveCalendarMode(m);
  };
  // The slot tapped on the day view, for New Appointment to start from.
  const [slot, setSlot] = useState<Slot | null>(null);
  // ?new=1 (the Overview's Quick Action) opens the booking form; closing it drops the flag.
  const [params, setParams] = useSearchParams();
  // ?open=<id> opens that appointment's details: a call's transcript and the notifications feed
  // link there, and the feed can do so while this screen is already open, so the URL (not a
  // state copied from it once) says which is open; closing drops it.
  const openId = params.get('open');
  const creating = params.get('new') === '1';
  const setFlag = useCallback(
    (name: 'new' | 'open', value: string | null) =>
      setParams(
        (p) => {
          const next = new URLSearchParams(p);
          if (value) next.set(name, value);
          else next.delete(name);
          return next;
        },
        { replace: !value },
      ),
    [setParams],
  );
  const setCreating = useCallback((open: boolean) => setFlag('new', open ? '1' : null), [setFlag]);
  const newAt = useCallback(
    (at: Slot) => {
      setSlot(at);
      setCreating(true);
    },
    [setCreating],
  );
  const setOpenId = useCallback((id: string | null) => setFlag('open', id), [setFlag]);
  const openAppointment = useCallback((a: { id: string }) => setOpenId(a.id), [setOpenId]);

  const today = salon ? todayIn(salon.time_zone).date : null;
  const cardSources = useCardSources(salonId, today);
  const cards = useMemo(() => (cardSources && today ? summaryCards(cardSources, today) : null), [cardSources, today]);
  const opened = useAppointmentView(salonId, openId);

  const onStatus = useCallback((id: string, status: AppointmentStatus) => void changeStatus(id, status), [changeStatus]);
  const onDelete = useCallback(
    async (id: string) => {
      if ((await remove(id)) && openId === id) setOpenId(null);
    },
    [remove, openId, setOpenId],
  );

  return (
    <div className="page appt-page">
      <header className="page__head appt-head">
        <div>
          <h1 className="page__title">
            <Trans>Customer Appointments</Trans>
          </h1>
          <p className="page__subtitle">
            <Trans>Bookings from the front desk and the AI receptionist, live on this device.</Trans>
          </p>
        </div>
        <Button onClick={() => setCreating(true)} disabled={!salon}>
          <Trans>New Appointment</Trans>
        </Button>
      </header>

      {message ? <Banner tone={message.tone}>{message.text}</Banner> : null}

      <AppointmentCards cards={cards} />

      <div className="appt-views" role="group" aria-label={t`View`}>
        {(['table', 'calendar'] as const).map((v) => (
          <button key={v} type="button" className="appt-views__btn" aria-pressed={view === v} onClick={() => setView(v)}>
            {v === 'table' ? t`Table` : t`Calendar`}
          </button>
        ))}
      </div>
      {view === 'calendar' ? (
        <div className="appt-views appt-views--mode" role="group" aria-label={t`Calendar`}>
          {(['week', 'day'] as const).map((m) => (
            <button key={m} type="button" className="appt-views__btn" aria-pressed={mode === m} onClick={() => chooseMode(m)}>
              {m === 'week' ? t`Week` : t`Day by technician`}
            </button>
          ))}
        </div>
      ) : null}

      {salon === null ? (
        <p className="muted">
          <Trans>Your salon profile is being set up on this device.</Trans>
        </p>
      ) : !salon || !today ? (
        <Spinner label={t`Loading appointments...`} />
      ) : view === 'table' ? (
        <AppointmentsTable salonId={salon.id} today={today} customers={customers} onStatus={onStatus} onDelete={onDelete} onOpen={setOpenId} locale={locale} />
      ) : mode === 'day' ? (
        <Suspense fallback={<Spinner label={t`Loading the day view...`} />}>
          <DayCalendar salon={salon} staff={staff ?? []} hours={hours ?? []} today={today} onOpen={openAppointment} onNew={newAt} />
        </Suspense>
      ) : (
        <WeekCalendar salonId={salon.id} staff={staff ?? []} hours={hours ?? []} today={today} onOpen={openAppointment} locale={locale} />
      )}

      {opened ? (
        <AppointmentDetails appointment={opened} timeZone={salon?.time_zone} onStatus={onStatus} onDelete={onDelete} onClose={() => setOpenId(null)} />
      ) : null}

      {creating && salon ? (
        <NewAppointmentDialog
          salon={salon}
          services={services ?? []}
          staff={staff ?? []}
          links={links ?? []}
          initial={slot ?? undefined}
          onClose={() => {
            setCreating(false);
            setSlot(null);
          }}
          onCreated={(booked) => {
            setCreating(false);
            setSlot(null);
            setMessage(booked);
          }}
        />
      ) : null}
    </div>
  );
}
