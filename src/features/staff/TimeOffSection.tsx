import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import { addTimeOff, removeTimeOff } from '../../db/repositories/time-off';
import { BOOKING_TABLES, TIME_OFF_REASONS } from '../../domain/tables/booking';
import type { Staff, StaffTimeOff } from '../../domain/types';
import { Button, useAction } from '../../ui';
import { FeedbackBanner, InputField, SelectField } from '../../ui/FormBits';
import { useForm } from '../../ui/use-form';
import { TimeOffClashes } from './TimeOffClashes';
import { timeOffText } from './time-off-view';

const EMPTY = { start_date: '', end_date: '', reason: 'vacation', note: '' };

export interface TimeOffSectionProps {
  salonId: string;
  member: Staff;
  /** The member's current and coming time off. */
  rows: readonly StaffTimeOff[];
}

/** A member's time off: the list with Remove, the add form, and the bookings a new one falls on. */
export function TimeOffSection({ salonId, member, rows }: TimeOffSectionProps) {
  const { t } = useLingui();
  // The form's choice says Other; the list then shows that time off as Time off.
  const reasonChoices: Record<(typeof TIME_OFF_REASONS)[number], string> = { vacation: t`Vacation`, sick: t`Sick`, other: t`Other` };
  const adding = useForm({ values: EMPTY });
  const { values } = adding;
  // The time off just added: its bookings stay listed (live) until moved or the dialog closes.
  const [added, setAdded] = useState<StaffTimeOff | null>(null);
  const removal = useAction();
  const headingId = `time-off-${member.id}`;
  const formId = `time-off-add-${member.id}`;

  // One day off is the common case: the end follows the start until it is set later than it.
  const from = {
    ...adding.field('start_date'),
    onChange: ({ target: { value: start } }: { target: { value: string } }) =>
      adding.update((v) => ({ ...v, start_date: start, end_date: v.end_date === '' || v.end_date < start ? start : v.end_date })),
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    let row: StaffTimeOff | null = null;
    const ok = await adding.submit(
      async () => {
        row = await addTimeOff(member.id, values);
      },
      t`Time off added successfully!`,
      t`Failed to add time off`,
    );
    if (ok) {
      adding.reset(EMPTY);
      setAdded(row);
    }
  };

  const remove = (r: StaffTimeOff) => {
    if (added?.id === r.id) setAdded(null);
    void removal.run(() => removeTimeOff(r.id), t`Time off removed successfully!`, t`Failed to remove time off`);
  };

  return (
    <section className="away-section" aria-labelledby={headingId}>
      <h3 id={headingId} className="away-section__title">
        <Trans>Time off</Trans>
      </h3>
      <FeedbackBanner feedback={removal.feedback} />
      {rows.length === 0 ? (
        <p className="muted away-section__empty">
          <Trans>No time off planned.</Trans>
        </p>
      ) : (
        <ul className="away-list">
          {rows.map((r) => {
            const text = timeOffText(r);
            return (
              <li key={r.id} className="away-list__item" data-time-off={`${r.start_date}/${r.end_date}`}>
                <span className="away-list__text">{text}</span>
                <Button variant="secondary" className="btn--danger btn--small" disabled={removal.busy} onClick={() => remove(r)}>
                  <Trans>
                    Remove<span className="visually-hidden"> time off {text}</span>
                  </Trans>
                </Button>
              </li>
            );
          })}
        </ul>
      )}
      <form id={formId} className="form away-form" aria-label={t`Add time off`} noValidate onSubmit={submit}>
        <div className="form__grid">
          <InputField label={t`From`} type="date" required {...from} />
          <InputField label={t`To`} type="date" required min={values.start_date || undefined} {...adding.field('end_date')} />
          <SelectField label={t`Reason`} {...adding.field('reason')}>
            {TIME_OFF_REASONS.map((r) => (
              <option key={r} value={r}>
                {reasonChoices[r]}
              </option>
            ))}
          </SelectField>
          <InputField label={t`Note`} optional maxLength={BOOKING_TABLES.staff_time_off.columns.note.max} {...adding.field('note')} />
        </div>
        <FeedbackBanner feedback={adding.feedback} />
        <div className="form__actions">
          <Button type="submit" disabled={adding.busy}>
            {adding.busy ? t`Adding...` : t`Add Time Off`}
          </Button>
        </div>
      </form>
      {added ? <TimeOffClashes salonId={salonId} memberName={member.name} timeOff={added} /> : null}
    </section>
  );
}
