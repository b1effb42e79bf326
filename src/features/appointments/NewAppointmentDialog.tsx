import { Trans, useLingui } from '@lingui/react/macro';
import { useMemo, useState, type FormEvent } from 'react';
import { todayIn } from '../../domain/dates';
import { ValidationError } from '../../domain/errors';
import { salonPhoneRegion } from '../../domain/phone-key';
import { isBookableService } from '../../domain/services';
import type { Salon, Service, Staff, StaffService } from '../../domain/types';
// Straight from its module, not the barrel: only this screen's chunk carries it.
import { useCustomerWithKey } from '../../data/use-customer-match';
import { Banner, Button, Field, Modal, TextAreaField } from '../../ui';
import { failureText } from './failure-text';
import { useDisplayLocale } from '../../i18n/use-display-locale';
import { phoneMatchKey } from './appointment-view';
import { bookNew, type Booked } from './book-new';
import { eligibleStaff, freeTimesHint } from './edit-view';
import { RepeatFields } from './RepeatFields';
import { ServiceSelects } from './ServiceSelects';
import { TimeSelect } from './TimeSelect';
import { useAvailability, useVisitAvailability } from './use-availability';
import { chosenServices, REPEAT_TIMES, visitStaffHint } from './visit-view';

interface NewAppointmentProps {
  salon: Pick<Salon, 'id' | 'time_zone' | 'phone'>;
  services: readonly Service[];
  staff: readonly Staff[];
  links: readonly StaffService[];
  /** A tap on an empty slot of the day view: that technician, date and time to start from. */
  initial?: { staffId?: string; date?: string; start?: string };
  onClose: () => void;
  /** What to tell the owner: "Appointment created successfully!", or a recurring booking's summary. */
  onCreated: (booked: Booked) => void;
}

/** Books a visit with the same availability rules as the assistant (docs/behaviour.md#validation). */
export function NewAppointmentDialog({ salon, services, staff, links, initial, onClose, onCreated }: NewAppointmentProps) {
  const { t, i18n } = useLingui();
  const locale = useDisplayLocale(salon.time_zone);
  const today = useMemo(() => todayIn(salon.time_zone).date, [salon.time_zone]);
  const [phone, setPhone] = useState('');
  const [name, setName] = useState('');
  // The name was filled from a matched customer: a different phone may replace it.
  const [nameFromMatch, setNameFromMatch] = useState(false);
  const [email, setEmail] = useState('');
  // One id per Service select: more than one is a visit, booked back to back.
  const [chosen, setChosen] = useState<string[]>(['']);
  // The slot tapped stays chosen while it fits: the member until a service they don't do, the time
  // once the chosen service's free times include it.
  const [chosenStaff, setChosenStaff] = useState(initial?.staffId ?? '');
  const [date, setDate] = useState(initial?.date ?? today);
  const [chosenTime, setChosenTime] = useState(initial?.start ?? '');
  const [notes, setNotes] = useState('');
  const [every, setEvery] = useState('');
  const [times, setTimes] = useState(String(REPEAT_TIMES.initial));
  const [error, setError] = useState<{ text: string; field?: string } | null>(null);
  const [busy, setBusy] = useState(false);

  // A hidden service keeps its appointments (they still show its name) but is never offered.
  const bookable = useMemo(() => services.filter(isBookableService), [services]);
  // Derived: a service hidden meanwhile (another device, a sync pull) drops back to "Select a service".
  const serviceIds = chosen.map((id) => (bookable.some((s) => s.id === id) ? id : ''));
  const serviceId = serviceIds[0];
  const visit = serviceIds.length > 1;
  const region = useMemo(() => salonPhoneRegion(salon), [salon]);
  // Through the [salon_id+phone_key] index, live: undefined while the typed number's answer is read.
  const match = useCustomerWithKey(salon.id, phoneMatchKey(phone, region));
  // Each edit of the phone fills the name from the match (or takes a filled name back) once its
  // answer is in: at once for a number with the same key, a read later for a new one. State is
  // adjusted while rendering, not in an effect, so no frame shows a stale name.
  const [phoneActedOn, setPhoneActedOn] = useState('');
  if (match !== undefined && phone !== phoneActedOn) {
    setPhoneActedOn(phone);
    if (match && (name.trim() === '' || nameFromMatch)) {
      setName(match.name);
      setNameFromMatch(true);
      if (email.trim() === '' && match.email) setEmail(match.email);
    } else if (!match && nameFromMatch) {
      setName('');
      setNameFromMatch(false);
    }
  }
  const linkKey = serviceIds.join(',');
  // For a visit, the members who do every service of it: the one chosen does the whole visit.
  const eligible = useMemo(() => eligibleStaff(staff, links, linkKey.split(',')), [links, staff, linkKey]);
  // Derived, not synced by an effect: a member who no longer fits the service drops back to "any".
  const staffId = eligible.some((s) => s.id === chosenStaff) ? chosenStaff : '';
  const query = { salonId: salon.id, timeZone: salon.time_zone, date, staffId };
  const single = useAvailability({ ...query, serviceId: visit ? '' : serviceId });
  const whole = useVisitAvailability({ ...query, serviceIds: visit ? chosenServices(serviceIds) : [] });
  const availability = visit ? whole : single;
  const slots = availability?.slots ?? [];
  // A time taken meanwhile (live update) falls out of the list rather than being booked blindly.
  const time = slots.some((s) => s.start === chosenTime) ? chosenTime : '';

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    setBusy(true);
    try {
      const booked = await bookNew({
        salonId: salon.id,
        customer: { name, phone, email: email || null },
        serviceIds,
        staffId: staffId || null,
        date,
        start: time,
        notes: notes || null,
        repeat: every ? { everyWeeks: Number(every), times: Number(times) } : null,
        locale,
      });
      onCreated(booked);
    } catch (err) {
      setError({ text: failureText(i18n, err, t`Failed to create appointment`, locale), field: err instanceof ValidationError ? err.field : undefined });
      setBusy(false);
    }
  };

  const invalid = (field: string) => (error?.field === field ? true : undefined);
  const timeHint = freeTimesHint({ noService: !serviceId, visitIncomplete: visit && serviceIds.some((id) => !id), availability });

  return (
    <Modal title={t`New Appointment`} onClose={onClose}>
      <form className="form appt-form" onSubmit={submit} noValidate={false}>
        {error ? <Banner>{error.text}</Banner> : null}
        <div className="form__grid">
          <Field
            label={t`Customer Phone`}
            className="appt-phone"
            type="tel"
            required
            autoComplete="off"
            value={phone}
            aria-invalid={invalid('phone')}
            hint={match ? t`Existing customer` : undefined}
            onChange={(e) => setPhone(e.target.value)}
          />
          <Field
            label={t`Customer Name`}
            required
            value={name}
            aria-invalid={invalid('name')}
            onChange={(e) => {
              setName(e.target.value);
              setNameFromMatch(false);
            }}
          />
        </div>
        <Field label={t`Customer Email (optional)`} type="email" value={email} aria-invalid={invalid('email')} onChange={(e) => setEmail(e.target.value)} />
        <div className="form__grid">
          <ServiceSelects bookable={bookable} anyService={services.length > 0} selected={serviceIds} onChange={setChosen} />
          <div className="field">
            <label className="field__label" htmlFor="appt-new-staff">
              <Trans>Staff</Trans>
            </label>
            <select id="appt-new-staff" className="field__input" value={staffId} onChange={(e) => setChosenStaff(e.target.value)}>
              <option value="">
                <Trans>Any available</Trans>
              </option>
              {eligible.map((s) => (
                <option key={s.id} value={s.id}>
                  {s.name}
                </option>
              ))}
            </select>
            {visit ? <p className="field__hint">{visitStaffHint(eligible.find((s) => s.id === staffId)?.name ?? null)}</p> : null}
          </div>
          <Field label={t`Date`} type="date" required min={today} value={date} aria-invalid={invalid('date')} onChange={(e) => setDate(e.target.value)} />
          <TimeSelect id="appt-new-time" options={slots} value={time} invalid={invalid('start')} hint={timeHint} onChange={setChosenTime} locale={locale} />
        </div>
        <RepeatFields every={every} times={times} date={date} invalid={invalid} onEvery={setEvery} onTimes={setTimes} />
        <TextAreaField label={t`Notes (optional)`} rows={3} value={notes} onChange={(e) => setNotes(e.target.value)} />
        <div className="appt-form__actions">
          <Button variant="secondary" onClick={onClose}>
            <Trans>Cancel</Trans>
          </Button>
          <Button type="submit" disabled={busy}>
            {busy ? t`Booking...` : t`Book Appointment`}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
