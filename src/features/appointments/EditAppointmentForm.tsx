// The details' Edit / Move: the booking's date, time, member and service with the
// free times New Appointment offers (its hooks and selects, the booking itself not blocking), its
// notes and the contact its messages go to. One Save is one write (editAppointment), so the
// customer hears of it once, by the server's update message. A visit moves whole.
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { domainText } from '../../i18n/domain-texts';
import { useDisplayLocale } from '../../i18n/use-display-locale';
import { editAppointment } from '../../db/repositories/appointment-edit';
import { APPOINTMENT_UPDATED, effectiveContact, UPDATE_FAILED } from '../../domain/appointment-edit';
import { todayIn } from '../../domain/dates';
import { isBookableService } from '../../domain/services';
import { useServices, useStaff, useStaffServices, type AppointmentView } from '../../data';
import { Button, useAction } from '../../ui';
import { FeedbackBanner, InputField, SelectField, TextAreaInput } from '../../ui/FormBits';
import { shortTime } from './appointment-view';
import { CONTACT_HINT, EDIT_TITLE, editTimeOptions, eligibleStaff, freeTimesHint, refusalError, VISIT_EDIT_NOTE } from './edit-view';
import { saidSlotTaken } from './failure-text';
import { ServiceSelects } from './ServiceSelects';
import { TimeSelect } from './TimeSelect';
import { useAvailability, useVisitAvailability } from './use-availability';

interface EditProps {
  appointment: AppointmentView;
  /** Its visit's parts in order when it has several; null or one part otherwise. */
  parts: readonly AppointmentView[] | null | undefined;
  timeZone: string | undefined;
  onCancel: () => void;
  /** Saved: the success text to show. */
  onSaved: (text: string) => void;
}

export function EditAppointmentForm({ appointment: a, parts, timeZone, onCancel, onSaved }: EditProps) {
  const { t, i18n } = useLingui();
  const locale = useDisplayLocale(timeZone);
  const salonId = a.salon_id;
  const services = useServices(salonId);
  const staff = useStaff(salonId);
  const links = useStaffServices(salonId);
  const visit = parts && parts.length > 1 ? parts : null;
  // A visit is edited from its first service's start: the whole visit moves.
  const first = visit ? visit[0] : a;
  const last = visit ? visit[visit.length - 1] : a;
  const today = useMemo(() => (timeZone ? todayIn(timeZone).date : undefined), [timeZone]);
  const contact = useMemo(() => effectiveContact(a, a.customer), [a]);

  const [date, setDate] = useState(first.appointment_date);
  const [chosenTime, setChosenTime] = useState(shortTime(first.start_time));
  const [chosenStaff, setChosenStaff] = useState(a.staff_id);
  const [chosenService, setChosenService] = useState(a.service_id);
  const [notes, setNotes] = useState(a.notes ?? '');
  const [name, setName] = useState(contact.name);
  const [phone, setPhone] = useState(contact.phone);
  const [email, setEmail] = useState(contact.email ?? '');
  const action = useAction();
  const { fieldErrors } = action;

  // The first field takes the focus: the form replaced what the owner was reading.
  const firstField = useRef<HTMLInputElement>(null);
  useEffect(() => firstField.current?.focus(), []);

  // Bookable services, and the booking's own even when hidden since (it keeps its name).
  const offered = useMemo(() => (services ?? []).filter((s) => isBookableService(s) || s.id === a.service_id), [services, a.service_id]);
  const serviceId = offered.some((s) => s.id === chosenService) ? chosenService : '';
  const eligible = useMemo(() => eligibleStaff(staff ?? [], links ?? [], [serviceId]), [staff, links, serviceId]);
  // A member who does not do the service chosen drops back to "Any available".
  const staffId = eligible.some((s) => s.id === chosenStaff) ? chosenStaff : '';
  const ignore = useMemo(() => (visit ?? [a]).map((p) => p.id), [visit, a]);
  const query = { salonId, timeZone, date, staffId: visit ? '' : staffId, ignore };
  const single = useAvailability({ ...query, serviceId: visit ? '' : serviceId });
  const whole = useVisitAvailability({ ...query, serviceIds: visit ? visit.map((p) => p.service_id) : [] });
  const availability = visit ? whole : single;
  // The booking's own time stays on offer while nothing but the notes or contact changes.
  const holds = date === first.appointment_date && (visit !== null || (serviceId === a.service_id && (staffId === '' || staffId === a.staff_id)));
  const options = editTimeOptions(availability?.slots ?? [], holds ? { start: first.start_time, end: last.end_time } : null);
  const time = options.some((o) => o.start === chosenTime) ? chosenTime : '';
  const timeHint = freeTimesHint({ noService: !visit && !serviceId, availability });

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const saved = await action.run(
      async () => {
        try {
          await editAppointment({
            salonId,
            appointmentId: a.id,
            date,
            start: time,
            serviceId: visit ? a.service_id : serviceId,
            staffId: visit ? null : staffId || null,
            notes: notes || null,
            contact: { name, phone, email: email || null },
          });
        } catch (err) {
          // A time taken meanwhile names it on the salon's clock, in her language.
          throw saidSlotTaken(i18n, refusalError(err), locale);
        }
      },
      domainText(i18n, APPOINTMENT_UPDATED),
      domainText(i18n, UPDATE_FAILED),
    );
    if (saved) onSaved(domainText(i18n, APPOINTMENT_UPDATED));
  };

  return (
    <form className="form appt-form appt-edit" aria-labelledby="appt-edit-title" onSubmit={submit}>
      <h3 id="appt-edit-title" className="appt-edit__title">
        {i18n._(EDIT_TITLE)}
      </h3>
      <FeedbackBanner feedback={action.feedback?.tone === 'error' ? action.feedback : null} />
      {visit ? <p className="field__hint appt-edit__visit">{i18n._(VISIT_EDIT_NOTE)}</p> : null}
      <div className="form__grid">
        <InputField
          ref={firstField}
          id="appt-edit-date"
          label={t`Date`}
          type="date"
          required
          min={today}
          value={date}
          error={fieldErrors.date}
          onChange={(e) => setDate(e.target.value)}
        />
        <TimeSelect id="appt-edit-time" options={options} value={time} hint={timeHint} error={fieldErrors.start} onChange={setChosenTime} locale={locale} />
        {visit ? null : (
          <>
            <SelectField id="appt-edit-staff" label={t`Staff`} value={staffId} error={fieldErrors.staffId} onChange={(e) => setChosenStaff(e.target.value)}>
              <option value="">{t`Any available`}</option>
              {eligible.map((s) => (
                <option key={s.id} value={s.id}>
                  {s.name}
                </option>
              ))}
            </SelectField>
            <div>
              <ServiceSelects
                idPrefix="appt-edit"
                max={1}
                bookable={offered}
                anyService={(services ?? []).length > 0}
                selected={[serviceId]}
                onChange={(ids) => setChosenService(ids[0] ?? '')}
              />
              {fieldErrors.serviceId ? (
                <p className="field__error" role="alert">
                  {fieldErrors.serviceId}
                </p>
              ) : null}
            </div>
          </>
        )}
      </div>
      <TextAreaInput
        id="appt-edit-notes"
        label={t`Notes`}
        optional
        rows={3}
        value={notes}
        error={fieldErrors.notes}
        onChange={(e) => setNotes(e.target.value)}
      />
      <fieldset className="appt-edit__contact">
        <legend>
          <Trans>Customer contact</Trans>
        </legend>
        <p className="field__hint">{i18n._(CONTACT_HINT)}</p>
        <div className="form__grid">
          <InputField
            id="appt-edit-name"
            label={t`Customer Name`}
            required
            autoComplete="off"
            value={name}
            error={fieldErrors.name}
            onChange={(e) => setName(e.target.value)}
          />
          <InputField
            id="appt-edit-phone"
            label={t`Customer Phone`}
            type="tel"
            required
            autoComplete="off"
            value={phone}
            error={fieldErrors.phone}
            onChange={(e) => setPhone(e.target.value)}
          />
        </div>
        <InputField
          id="appt-edit-email"
          label={t`Customer Email`}
          optional
          type="email"
          autoComplete="off"
          value={email}
          error={fieldErrors.email}
          onChange={(e) => setEmail(e.target.value)}
        />
      </fieldset>
      <div className="appt-form__actions">
        <Button variant="secondary" onClick={onCancel}>
          <Trans>Cancel</Trans>
        </Button>
        <Button type="submit" disabled={action.busy}>
          {action.busy ? t`Saving...` : t`Save`}
        </Button>
      </div>
    </form>
  );
}
