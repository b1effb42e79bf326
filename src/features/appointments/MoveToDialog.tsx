// "Move to…" (WCAG 2.2 SC 2.5.7): what a drag on the day view does, without dragging:
// a date, a technician and one of the free times New Appointment would offer (the booking itself
// not blocking them). Saving is the drop's own write (moveBooking), so the same rules decide.
import { Trans, useLingui } from '@lingui/react/macro';
import { useMemo, useState, type FormEvent } from 'react';
import { useDisplayLocale } from '../../i18n/use-display-locale';
import { todayIn } from '../../domain/dates';
import type { Staff } from '../../domain/types';
import { useStaffServices, type AppointmentView } from '../../data';
import { Banner, Button, Field, Modal } from '../../ui';
import { formatTime } from '../../domain/display-format';
import { shortTime } from './appointment-view';
import { editTimeOptions, eligibleStaff, freeTimesHint } from './edit-view';
import { moveBooking } from './move-booking';
import { TimeSelect } from './TimeSelect';
import { useAvailability, useVisitAvailability } from './use-availability';
import { VISIT_EDIT_NOTE } from './edit-view';

interface MoveToProps {
  appointment: AppointmentView;
  /** The day's bookings: a visit's other parts are among them. */
  dayItems: readonly AppointmentView[];
  staff: readonly Staff[];
  timeZone: string;
  onClose: () => void;
  /** Moved: what to say. */
  onMoved: (text: string) => void;
}

export function MoveToDialog({ appointment: a, dayItems, staff, timeZone, onClose, onMoved }: MoveToProps) {
  const { t, i18n } = useLingui();
  const links = useStaffServices(a.salon_id);
  const parts = useMemo(
    () => (a.visit_id ? dayItems.filter((p) => p.visit_id === a.visit_id).sort((x, y) => x.start_time.localeCompare(y.start_time)) : []),
    [a.visit_id, dayItems],
  );
  const visit = parts.length > 1 ? parts : null;
  const first = visit ? visit[0] : a;
  const last = visit ? visit[visit.length - 1] : a;
  const today = useMemo(() => todayIn(timeZone).date, [timeZone]);
  const locale = useDisplayLocale(timeZone);
  const [date, setDate] = useState(a.appointment_date);
  const [chosenStaff, setChosenStaff] = useState(a.staff_id);
  const [chosenTime, setChosenTime] = useState(shortTime(first.start_time));
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const eligible = useMemo(() => {
    const doing = eligibleStaff(staff, links ?? [], [a.service_id]);
    // Its own technician stays on offer even when no longer linked to the service.
    return doing.some((s) => s.id === a.staff_id) || !a.staff ? doing : [a.staff, ...doing];
  }, [staff, links, a.service_id, a.staff_id, a.staff]);
  const staffId = visit ? a.staff_id : chosenStaff;
  const ignore = useMemo(() => (visit ?? [a]).map((p) => p.id), [visit, a]);
  const query = { salonId: a.salon_id, timeZone, date, ignore };
  const single = useAvailability({ ...query, staffId, serviceId: visit ? '' : a.service_id });
  const whole = useVisitAvailability({ ...query, staffId: '', serviceIds: visit ? visit.map((p) => p.service_id) : [] });
  const availability = visit ? whole : single;
  const holds = date === first.appointment_date && staffId === a.staff_id;
  const options = editTimeOptions(availability?.slots ?? [], holds ? { start: first.start_time, end: last.end_time } : null);
  const time = options.some((o) => o.start === chosenTime) ? chosenTime : '';
  const hint = freeTimesHint({ noService: false, availability });
  const staffName = eligible.find((s) => s.id === staffId)?.name ?? a.staff?.name ?? t`that technician`;

  const at = formatTime(a.start_time, locale);
  const member = a.staff?.name ?? t`no technician`;
  const now = t`now ${at} with ${member}`;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!time) {
      setError(t`Please choose a time.`);
      return;
    }
    setBusy(true);
    setError(null);
    const outcome = await moveBooking(a, { date, start: time, staffId }, staffName, locale);
    if (outcome.ok) onMoved(outcome.text);
    else {
      setError(outcome.text);
      setBusy(false);
    }
  };

  return (
    <Modal title={t`Move to…`} onClose={onClose}>
      <form className="form appt-form" aria-label={t`Move to…`} onSubmit={submit}>
        <p className="muted day-move__what">
          {a.customer?.name ?? t`Unknown customer`} · {a.service?.name ?? t`Unknown service`} · {now}
        </p>
        {error ? <Banner>{error}</Banner> : null}
        {visit ? <p className="field__hint">{i18n._(VISIT_EDIT_NOTE)}</p> : null}
        <div className="form__grid">
          <Field label={t`Date`} type="date" required min={today} value={date} onChange={(e) => setDate(e.target.value)} />
          <div className="field">
            <label className="field__label" htmlFor="day-move-staff">
              <Trans>Technician</Trans>
            </label>
            <select id="day-move-staff" className="field__input" value={staffId} disabled={visit !== null} onChange={(e) => setChosenStaff(e.target.value)}>
              {eligible.map((s) => (
                <option key={s.id} value={s.id}>
                  {s.name}
                </option>
              ))}
            </select>
          </div>
          <TimeSelect id="day-move-time" options={options} value={time} hint={hint} onChange={setChosenTime} locale={locale} />
        </div>
        <div className="appt-form__actions">
          <Button variant="secondary" onClick={onClose}>
            <Trans>Cancel</Trans>
          </Button>
          <Button type="submit" disabled={busy}>
            {busy ? t`Moving...` : t`Move`}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
