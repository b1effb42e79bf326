/** @jsxImportSource preact */
// /a/:token: the customer's appointment with the salon's contact; Cancel (after a
// confirm step) and Reschedule when the salon's rules allow, else the sentence why not.
import { msg, t } from '@lingui/core/macro';
import { i18n, type MessageDescriptor } from '@lingui/core';
import { useEffect, useMemo, useState } from 'preact/hooks';
import type { PublicAppointment, PublicManageView } from '../domain/public-booking/contract';
import { cancelByToken, manageFreeTimes, manageView, rescheduleByToken, type Failure } from './api';
import { clock, dateStrip, formatPrice, longDate, timeLocale } from './book-view';
import { adoptCardLanguage, useLanguage } from './language';
import { AppointmentFacts, DateStrip, SalonContact, TimeList, type TimesState } from './parts';
import { failureText, serverText } from './words';

type Load = { state: 'loading' } | { state: 'failed'; failure: Failure } | { state: 'ready'; view: PublicManageView };
const STATUS: Record<PublicAppointment['status'], MessageDescriptor> = {
  pending: msg`Waiting for the salon to confirm`,
  confirmed: msg`Confirmed`,
  completed: msg`Completed`,
  canceled: msg`Canceled`,
  no_show: msg`Missed`,
  conflict: msg`Waiting for the salon to confirm`,
};
/** What was done, said at render in the language shown then. */
type Note = { canceled: true } | { moved: PublicAppointment };

export function ManagePage({ token }: { token: string }) {
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const [note, setNote] = useState<Note | null>(null);
  const language = useLanguage();
  const refresh = () =>
    manageView(token).then((a) => {
      // The card's language, when the customer has chosen none on this device.
      if (a.ok) adoptCardLanguage(a.data.language);
      setLoad(a.ok ? { state: 'ready', view: a.data } : { state: 'failed', failure: a });
    });
  useEffect(() => void refresh(), [token]); // eslint-disable-line react-hooks/exhaustive-deps

  if (load.state === 'loading')
    return (
      <p class="pb-muted" role="status">
        {t`Opening your booking…`}
      </p>
    );
  if (load.state === 'failed')
    return (
      <section class="pb-card">
        <h1>{t`Your booking`}</h1>
        <p role="alert">{failureText(load.failure)}</p>
      </section>
    );
  const { view } = load;
  const appt = view.appointment;
  const salonName = view.salon.name;
  const status = i18n._(STATUS[appt.status]);
  // The answer's appointment shows at once; the fresh view (what is still allowed) follows.
  const done = (what: Note, changed: PublicAppointment) => {
    setNote(what);
    setLoad({ state: 'ready', view: { ...view, appointment: changed } });
    void refresh();
  };
  return (
    <section class="pb-card" aria-labelledby="manage-title">
      <h1 id="manage-title">{t`Your booking at ${salonName}`}</h1>
      <p class="pb-status">{t`Status: ${status}`}</p>
      {note ? (
        <p class="pb-success" role="status">
          {'canceled' in note ? t`Your booking is canceled.` : movedText(note.moved, language, view.salon.time_zone)}
        </p>
      ) : null}
      <AppointmentFacts appt={{ ...appt, price: formatPrice(appt.price) }} zone={view.salon.time_zone} />
      <SalonContact salon={view.salon} />
      {view.can_reschedule ? (
        <Reschedule token={token} view={view} onDone={done} />
      ) : view.reschedule_refusal ? (
        <p class="pb-note">{serverText(view.reschedule_refusal)}</p>
      ) : null}
      {view.can_cancel ? <Cancel token={token} onDone={done} /> : view.cancel_refusal ? <p class="pb-note">{serverText(view.cancel_refusal)}</p> : null}
    </section>
  );
}

function Cancel({ token, onDone }: { token: string; onDone: (what: Note, changed: PublicAppointment) => void }) {
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<Failure | null>(null);
  const go = async () => {
    setBusy(true);
    const a = await cancelByToken(token);
    setBusy(false);
    if (a.ok) onDone({ canceled: true }, a.data.appointment);
    else setFailure(a);
  };
  if (!asking)
    return (
      <button type="button" class="pb-button pb-button--quiet" onClick={() => setAsking(true)}>
        {t`Cancel booking`}
      </button>
    );
  return (
    <div class="pb-confirm" role="group" aria-labelledby="cancel-q">
      <p id="cancel-q">{t`Cancel this booking? This can’t be undone online.`}</p>
      {failure ? (
        <p class="pb-error" role="alert">
          {failureText(failure)}
        </p>
      ) : null}
      <div class="pb-actions">
        <button type="button" class="pb-button pb-button--danger" disabled={busy} onClick={() => void go()} autoFocus>
          {busy ? t`Canceling…` : t`Yes, cancel it`}
        </button>
        <button type="button" class="pb-button pb-button--quiet" onClick={() => setAsking(false)}>
          {t`Keep my booking`}
        </button>
      </div>
    </div>
  );
}

function Reschedule({ token, view, onDone }: { token: string; view: PublicManageView; onDone: (what: Note, changed: PublicAppointment) => void }) {
  const [open, setOpen] = useState(false);
  const language = useLanguage();
  const days = useMemo(() => dateStrip(view.today, view.rules.max_advance_days, language), [view.today, view.rules.max_advance_days, language]);
  const [date, setDate] = useState(view.appointment.date >= view.today ? view.appointment.date : view.today);
  const [times, setTimes] = useState<TimesState>({ state: 'loading' });
  const [start, setStart] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  /** A failed call, or the server's sentence for a time taken meanwhile. */
  const [failure, setFailure] = useState<Failure | string | null>(null);
  useEffect(() => {
    if (!open) return;
    let current = true;
    setTimes({ state: 'loading' });
    setStart(null);
    void manageFreeTimes(token, date).then(
      (a) => current && setTimes(a.ok ? { state: 'ready', answer: a.data } : { state: 'failed', message: () => failureText(a) }),
    );
    return () => {
      current = false;
    };
  }, [open, token, date]);

  if (!open)
    return (
      <button type="button" class="pb-button" onClick={() => setOpen(true)}>
        {t`Reschedule`}
      </button>
    );
  const move = async () => {
    if (!start) return;
    setBusy(true);
    setFailure(null);
    const a = await rescheduleByToken(token, date, start);
    setBusy(false);
    if (!a.ok) return setFailure(a);
    if (a.data.status === 'rescheduled') {
      setOpen(false);
      return onDone({ moved: a.data.appointment }, a.data.appointment);
    }
    setFailure(a.data.message);
    setTimes({ state: 'ready', answer: { date, times: a.data.times, reason: a.data.times.length ? null : 'fully_booked' } });
  };
  return (
    <div class="pb-reschedule" role="group" aria-labelledby="move-title">
      <h2 id="move-title">{t`Pick a new time`}</h2>
      <h3 class="pb-label">{t`Day`}</h3>
      <DateStrip days={days} chosen={date} onChoose={setDate} />
      <h3 class="pb-label">{t`Time`}</h3>
      <TimeList times={times} chosen={start} zone={view.salon.time_zone} onChoose={setStart} />
      {failure ? (
        <p class="pb-error" role="alert">
          {typeof failure === 'string' ? serverText(failure) : failureText(failure)}
        </p>
      ) : null}
      <div class="pb-actions">
        <button type="button" class="pb-button" disabled={!start || busy} onClick={() => void move()}>
          {busy ? t`Moving…` : start ? moveTo(clock(start, timeLocale(language, view.salon.time_zone))) : t`Choose a time`}
        </button>
        <button type="button" class="pb-button pb-button--quiet" onClick={() => setOpen(false)}>
          {t`Keep the current time`}
        </button>
      </div>
    </div>
  );
}

const moveTo = (time: string) => t`Move to ${time}`;
/** "Your booking is moved to Tuesday 3 December 2026 at 2:30 PM." */
function movedText(appt: PublicAppointment, language: ReturnType<typeof useLanguage>, salonZone: string): string {
  const day = longDate(appt.date, language);
  const time = clock(appt.start, timeLocale(language, salonZone));
  return t`Your booking is moved to ${day} at ${time}.`;
}
