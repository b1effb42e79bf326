import { Trans, useLingui } from '@lingui/react/macro';
import type { FormEvent } from 'react';
import { addBreak, removeBreak } from '../../db/repositories/time-off';
import { BOOKING_TABLES } from '../../domain/tables/booking';
import type { Staff, StaffBreak } from '../../domain/types';
import { Button, useAction } from '../../ui';
import { FeedbackBanner, InputField } from '../../ui/FormBits';
import { useForm } from '../../ui/use-form';
import { breakTimes } from '../../domain/time-off';
import { breakLabel } from './staff-words';

const EMPTY = { start_time: '', end_time: '', label: '' };

/** A member's daily breaks (on every day they work): the list with Remove, and the add form. */
export function BreaksSection({ member, rows }: { member: Staff; rows: readonly StaffBreak[] }) {
  const { t } = useLingui();
  const adding = useForm({ values: EMPTY });
  const removal = useAction();
  const headingId = `breaks-${member.id}`;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const ok = await adding.submit(() => addBreak(member.id, adding.values), t`Break added successfully!`, t`Failed to add break`);
    if (ok) adding.reset(EMPTY);
  };

  return (
    <section className="away-section" aria-labelledby={headingId}>
      <h3 id={headingId} className="away-section__title">
        <Trans>Daily breaks</Trans>
      </h3>
      <FeedbackBanner feedback={removal.feedback} />
      {rows.length === 0 ? (
        <p className="muted away-section__empty">
          <Trans>No daily breaks.</Trans>
        </p>
      ) : (
        <ul className="away-list">
          {rows.map((b) => {
            const label = breakLabel(b);
            return (
              <li key={b.id} className="away-list__item" data-break={breakTimes(b)}>
                <span className="away-list__text">
                  {breakTimes(b)}
                  {b.label ? ` · ${b.label}` : ''}
                </span>
                <Button
                  variant="secondary"
                  className="btn--danger btn--small"
                  disabled={removal.busy}
                  onClick={() => void removal.run(() => removeBreak(b.id), t`Break removed successfully!`, t`Failed to remove break`)}
                >
                  <Trans>
                    Remove<span className="visually-hidden"> break {label}</span>
                  </Trans>
                </Button>
              </li>
            );
          })}
        </ul>
      )}
      <form className="form away-form" aria-label={t`Add a daily break`} noValidate onSubmit={submit}>
        <div className="form__grid">
          <InputField label={t`From`} type="time" required {...adding.field('start_time')} />
          <InputField label={t`To`} type="time" required {...adding.field('end_time')} />
          <InputField label={t`Label`} optional placeholder={t`Lunch`} maxLength={BOOKING_TABLES.staff_breaks.columns.label.max} {...adding.field('label')} />
        </div>
        <FeedbackBanner feedback={adding.feedback} />
        <div className="form__actions">
          <Button type="submit" disabled={adding.busy}>
            {adding.busy ? t`Adding...` : t`Add Break`}
          </Button>
        </div>
      </form>
    </section>
  );
}
