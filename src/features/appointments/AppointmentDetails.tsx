import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';
import { domainText } from '../../i18n/domain-texts';
import { useDisplayLocale } from '../../i18n/use-display-locale';
import { Link } from 'react-router-dom';
import { editRefusal } from '../../domain/appointment-edit';
import { bookedAsText } from '../../domain/booking-contact';
import { todayIn } from '../../domain/dates';
import { formatTimeRange } from '../../domain/display-format';
import { formatPrice } from '../../domain/money';
import type { AppointmentStatus } from '../../domain/types';
import { Banner, Button, Modal } from '../../ui';
import { useVisitParts, type AppointmentView } from '../../data';
import { AppointmentHistory } from './AppointmentHistory';
import { AppointmentMessages } from './AppointmentMessages';
import { dayLocale, formatDay } from './appointment-view';
import { EditAppointmentForm } from './EditAppointmentForm';
import { EDIT_TITLE } from './edit-view';
import { StatusSelect } from './StatusSelect';
import { partOfVisitText, visitActionNotes } from './visit-view';

interface DetailsProps {
  appointment: AppointmentView;
  /** The salon's zone, for when its messages were sent or are due. */
  timeZone: string | undefined;
  onStatus: (id: string, status: AppointmentStatus) => void;
  onDelete: (id: string) => void;
  onClose: () => void;
}

/** Opened from a calendar block: everything about the visit, with the same actions as a table row. */
export function AppointmentDetails({ appointment: a, timeZone, onStatus, onDelete, onClose }: DetailsProps) {
  const { t, i18n } = useLingui();
  const locale = useDisplayLocale(timeZone);
  // The other services of its visit: cancelling one cancels them all.
  const parts = useVisitParts(a.salon_id, a.visit_id);
  const visit = partOfVisitText(parts);
  const notes = visitActionNotes(parts?.length ?? 0);
  // The details the booking was made with, where they are not the card's.
  const bookedAs = bookedAsText(a, a.customer);
  // Edit / Move opens in place of the details; leaving it puts the focus back on its button.
  const [editing, setEditing] = useState(false);
  const [saved, setSaved] = useState<string | null>(null);
  const [backFromEdit, setBackFromEdit] = useState(false);
  const actions = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!editing && backFromEdit) actions.current?.querySelector<HTMLButtonElement>('.appt-edit-open')?.focus();
  }, [editing, backFromEdit]);
  // Why Edit is not offered (past, completed, canceled…), by the salon's clock; null when it is.
  const refused = timeZone ? editRefusal(a, todayIn(timeZone)) : null;
  const refusal = refused ? domainText(i18n, refused) : null;
  const duration = a.service?.duration;
  const leaveEdit = (text: string | null) => {
    setSaved(text);
    setEditing(false);
    setBackFromEdit(true);
  };
  if (editing && !refusal) {
    return (
      <Modal title={t`Appointment Details`} onClose={onClose}>
        {visit ? <p className="appt-visit">{visit}</p> : null}
        <EditAppointmentForm appointment={a} parts={parts} timeZone={timeZone} onCancel={() => leaveEdit(null)} onSaved={leaveEdit} />
      </Modal>
    );
  }
  return (
    <Modal title={t`Appointment Details`} onClose={onClose}>
      {saved ? <Banner tone="success">{saved}</Banner> : null}
      {visit ? <p className="appt-visit">{visit}</p> : null}
      <dl className="facts appt-details">
        <div className="facts__row">
          <dt>
            <Trans>Date</Trans>
          </dt>
          <dd>{formatDay(a.appointment_date, true, dayLocale(i18n.locale))}</dd>
        </div>
        <div className="facts__row">
          <dt>
            <Trans>Time</Trans>
          </dt>
          <dd>{formatTimeRange(a.start_time, a.end_time, locale)}</dd>
        </div>
        <div className="facts__row">
          <dt>
            <Trans>Customer</Trans>
          </dt>
          <dd>
            {a.customer?.name ?? t`Unknown customer`}
            <span className="appt-sub">{a.customer?.phone}</span>
            {a.customer?.email ? <span className="appt-sub">{a.customer.email}</span> : null}
            {a.customer && !a.customer.deleted ? (
              <Link className="appt-sub" to={`/dashboard/clients/${a.customer.id}`}>
                <Trans>Open client card</Trans>
              </Link>
            ) : null}
          </dd>
        </div>
        {bookedAs ? (
          <div className="facts__row">
            <dt>
              <Trans>Booked as</Trans>
            </dt>
            <dd>
              {bookedAs}
              <span className="appt-sub">
                <Trans>Its messages go to these details, not the card&apos;s.</Trans>
              </span>
            </dd>
          </div>
        ) : null}
        <div className="facts__row">
          <dt>
            <Trans>Service</Trans>
          </dt>
          <dd>
            {a.service?.name ?? t`Unknown service`}
            {a.service ? (
              <span className="appt-sub">
                {formatPrice(a.service.price)} · {t`${duration} min`}
              </span>
            ) : null}
          </dd>
        </div>
        <div className="facts__row">
          <dt>
            <Trans>Staff</Trans>
          </dt>
          <dd>{a.staff?.name ?? '—'}</dd>
        </div>
        {a.notes ? (
          <div className="facts__row">
            <dt>
              <Trans>Notes</Trans>
            </dt>
            <dd>{a.notes}</dd>
          </div>
        ) : null}
      </dl>
      <div className="appt-details__actions" ref={actions}>
        <div className="field">
          <label className="field__label" htmlFor="appt-details-status">
            <Trans>Status</Trans>
          </label>
          <StatusSelect
            id="appt-details-status"
            status={a.status}
            label={t`Status`}
            describedBy={notes ? 'appt-details-status-note' : undefined}
            onChange={(s) => onStatus(a.id, s)}
          />
        </div>
        {refusal ? null : (
          <Button
            className="appt-edit-open"
            aria-describedby={parts && parts.length > 1 ? 'appt-details-edit-note' : undefined}
            onClick={() => {
              setSaved(null);
              setEditing(true);
            }}
          >
            {i18n._(EDIT_TITLE)}
          </Button>
        )}
        <Button variant="secondary" className="appt-delete" aria-describedby={notes ? 'appt-details-delete-note' : undefined} onClick={() => onDelete(a.id)}>
          <Trans>Delete appointment</Trans>
        </Button>
      </div>
      {refusal ? <p className="field__hint appt-edit-refusal">{refusal}</p> : null}
      {notes ? (
        <div className="appt-visit__notes">
          {refusal ? null : (
            <p className="field__hint" id="appt-details-edit-note">
              {notes.move}
            </p>
          )}
          <p className="field__hint" id="appt-details-status-note">
            {notes.status}
          </p>
          <p className="field__hint" id="appt-details-delete-note">
            {notes.remove}
          </p>
        </div>
      ) : null}
      <AppointmentMessages appointmentId={a.id} timeZone={timeZone} />
      <AppointmentHistory appointmentId={a.id} timeZone={timeZone} />
    </Modal>
  );
}
