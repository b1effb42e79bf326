/** @jsxImportSource preact */
// /a/:token: the customer's appointment with the salon's contact; Cancel (after a
// confirm step) and Reschedule when the salon's rules allow, else the sentence why not.
import { useEffect, useMemo, useState } from 'preact/hooks';
import type { PublicAppointment, PublicManageView } from '../domain/public-booking/contract';
import { cancelByToken, manageFreeTimes, manageView, NOT_FOUND_LINK, rescheduleByToken } from './api';
import { dateStrip, formatPrice, longDate } from './book-view';
import { AppointmentFacts, DateStrip, SalonContact, TimeList, type TimesState } from './parts';

type Load = { state: 'loading' } | { state: 'failed'; message: string } | { state: 'ready'; view: PublicManageView };
const STATUS: Record<PublicAppointment['status'], string> = {
  pending: 'Waiting for the salon to confirm',
  confirmed: 'Confirmed',
  completed: 'Completed',
  canceled: 'Canceled',
  no_show: 'Missed',
  conflict: 'Waiting for the salon to confirm',
};

export function ManagePage({ token }: { token: string }) {
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const [note, setNote] = useState<string | null>(null);
  const refresh = () =>
    manageView(token).then((a) =>
      setLoad(a.ok ? { state: 'ready', view: a.data } : { state: 'failed', message: a.status === 404 ? NOT_FOUND_LINK : a.message }),
    );
  useEffect(() => void refresh(), [token]); // eslint-disable-line react-hooks/exhaustive-deps

  if (load.state === 'loading')
    return (
      <p class="pb-muted" role="status">
        Opening your booking…
      </p>
    );
  if (load.state === 'failed')
    return (
      <section class="pb-card">
        <h1>Your booking</h1>
        <p role="alert">{load.message}</p>
      </section>
    );
  const { view } = load;
  const appt = view.appointment;
  // The answer's appointment shows at once; the fresh view (what is still allowed) follows.
  const done = (text: string, changed: PublicAppointment) => {
    setNote(text);
    setLoad({ state: 'ready', view: { ...view, appointment: changed } });
    void refresh();
  };
  return (
    <section class="pb-card" aria-labelledby="manage-title">
      <h1 id="manage-title">Your booking at {view.salon.name}</h1>
      <p class="pb-status">Status: {STATUS[appt.status]}</p>
      {note ? (
        <p class="pb-success" role="status">
          {note}
        </p>
      ) : null}
      <AppointmentFacts appt={{ ...appt, price: formatPrice(appt.price) }} />
      <SalonContact salon={view.salon} />
      {view.can_reschedule ? (
        <Reschedule token={token} view={view} onDone={done} />
      ) : view.reschedule_refusal ? (
        <p class="pb-note">{view.reschedule_refusal}</p>
      ) : null}
      {view.can_cancel ? <Cancel token={token} onDone={done} /> : view.cancel_refusal ? <p class="pb-note">{view.cancel_refusal}</p> : null}
    </section>
  );
}

function Cancel({ token, onDone }: { token: string; onDone: (text: string, changed: PublicAppointment) => void }) {
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const go = async () => {
    setBusy(true);
    const a = await cancelByToken(token);
    setBusy(false);
    if (a.ok) onDone('Your booking is canceled.', a.data.appointment);
    else setFailure(a.message);
  };
  if (!asking)
    return (
      <button type="button" class="pb-button pb-button--quiet" onClick={() => setAsking(true)}>
        Cancel booking
      </button>
    );
  return (
    <div class="pb-confirm" role="group" aria-labelledby="cancel-q">
      <p id="cancel-q">Cancel this booking? This can’t be undone online.</p>
      {failure ? (
        <p class="pb-error" role="alert">
          {failure}
        </p>
      ) : null}
      <div class="pb-actions">
        <button type="button" class="pb-button pb-button--danger" disabled={busy} onClick={() => void go()} autoFocus>
          {busy ? 'Canceling…' : 'Yes, cancel it'}
        </button>
        <button type="button" class="pb-button pb-button--quiet" onClick={() => setAsking(false)}>
          Keep my booking
        </button>
      </div>
    </div>
  );
}

function Reschedule({ token, view, onDone }: { token: string; view: PublicManageView; onDone: (text: string, changed: PublicAppointment) => void }) {
  const [open, setOpen] = useState(false);
  const days = useMemo(() => dateStrip(view.today, view.rules.max_advance_days), [view.today, view.rules.max_advance_days]);
  const [date, setDate] = useState(view.appointment.date >= view.today ? view.appointment.date : view.today);
  const [times, setTimes] = useState<TimesState>({ state: 'loading' });
  const [start, setStart] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  useEffect(() => {
    if (!open) return;
    let current = true;
    setTimes({ state: 'loading' });
    setStart(null);
    void manageFreeTimes(token, date).then((a) => current && setTimes(a.ok ? { state: 'ready', answer: a.data } : { state: 'failed', message: a.message }));
    return () => {
      current = false;
    };
  }, [open, token, date]);

  if (!open)
    return (
      <button type="button" class="pb-button" onClick={() => setOpen(true)}>
        Reschedule
      </button>
    );
  const move = async () => {
    if (!start) return;
    setBusy(true);
    setFailure(null);
    const a = await rescheduleByToken(token, date, start);
    setBusy(false);
    if (!a.ok) return setFailure(a.message);
    if (a.data.status === 'rescheduled') {
      setOpen(false);
      return onDone(`Your booking is moved to ${longDate(a.data.appointment.date)} at ${a.data.appointment.start}.`, a.data.appointment);
    }
    setFailure(a.data.message);
    setTimes({ state: 'ready', answer: { date, times: a.data.times, reason: a.data.times.length ? null : 'fully_booked' } });
  };
  return (
    <div class="pb-reschedule" role="group" aria-labelledby="move-title">
      <h2 id="move-title">Pick a new time</h2>
      <h3 class="pb-label">Day</h3>
      <DateStrip days={days} chosen={date} onChoose={setDate} />
      <h3 class="pb-label">Time</h3>
      <TimeList times={times} chosen={start} onChoose={setStart} />
      {failure ? (
        <p class="pb-error" role="alert">
          {failure}
        </p>
      ) : null}
      <div class="pb-actions">
        <button type="button" class="pb-button" disabled={!start || busy} onClick={() => void move()}>
          {busy ? 'Moving…' : start ? `Move to ${start}` : 'Choose a time'}
        </button>
        <button type="button" class="pb-button pb-button--quiet" onClick={() => setOpen(false)}>
          Keep the current time
        </button>
      </div>
    </div>
  );
}
