import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import { domainText } from '../../i18n/domain-texts';
import { ValidationError } from '../../domain/errors';
import type { Shift } from '../../domain/schedule';
import { validateShift } from '../../domain/schedule';
import { Banner, Button, Modal } from '../../ui';
import { failureText } from '../appointments/failure-text';
import { englishWeekday, REGULAR_DAY_ORDER, REGULAR_WEEK_SAVED, weekdayName } from './regular-week';

export interface RegularWeekDialogProps {
  staffName: string;
  /** The member's regular week, or the salon's hours when they have none (index = day_of_week). */
  initial: readonly Shift[];
  /** The salon's opening hours as a week, for "Use salon hours". */
  salonHours: readonly Shift[];
  hasRegular: boolean;
  onSave: (week: Shift[]) => Promise<void>;
  onRemove: () => Promise<void>;
  onClose: () => void;
  onSaved: (text: string) => void;
}

type Row = { works: boolean; start: string; end: string };

const rowOf = (s: Shift): Row => ({ works: !s.is_day_off, start: s.start_time ?? '09:00', end: s.end_time ?? '18:00' });

/**
 * A member's regular week: a shift or a day off for each weekday, repeating every week
 * with no end. The week grid shows it wherever no cell was edited for that day.
 */
export function RegularWeekDialog({ staffName, initial, salonHours, hasRegular, onSave, onRemove, onClose, onSaved }: RegularWeekDialogProps) {
  const { t, i18n } = useLingui();
  const [rows, setRows] = useState<Row[]>(() => initial.map(rowOf));
  const [problem, setProblem] = useState<{ day: number; text: string } | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const set = (day: number, patch: Partial<Row>) => setRows((r) => r.map((x, i) => (i === day ? { ...x, ...patch } : x)));

  const run = async (action: () => Promise<void>, done: string) => {
    setBusy(true);
    setFailure(null);
    try {
      await action();
      onSaved(done);
    } catch (err) {
      setFailure(failureText(i18n, err, t`Failed to save the regular week`));
      setBusy(false);
    }
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const week: Shift[] = [];
    for (const [day, r] of rows.entries()) {
      try {
        week.push(validateShift({ start_time: r.works ? r.start : null, end_time: r.works ? r.end : null, is_day_off: !r.works }));
      } catch (err) {
        if (err instanceof ValidationError) {
          setProblem({ day, text: `${weekdayName(day)}: ${domainText(i18n, err)}` });
          return;
        }
        throw err;
      }
    }
    setProblem(null);
    void run(() => onSave(week), i18n._(REGULAR_WEEK_SAVED));
  };

  return (
    <Modal title={t`Regular week: ${staffName}`} onClose={onClose}>
      <form className="form regular-week" onSubmit={submit} noValidate aria-label={t`Regular week of ${staffName}`}>
        <p className="muted">
          <Trans>These shifts repeat every week with no end date, so customers can book ahead. A cell you edit in the week grid changes that day only.</Trans>
        </p>
        <table className="regular-week__table">
          <thead>
            <tr>
              <th scope="col">
                <Trans>Day</Trans>
              </th>
              <th scope="col">
                <Trans>Works</Trans>
              </th>
              <th scope="col">
                <Trans>Start</Trans>
              </th>
              <th scope="col">
                <Trans>End</Trans>
              </th>
            </tr>
          </thead>
          <tbody>
            {REGULAR_DAY_ORDER.map((day) => {
              const r = rows[day];
              const name = weekdayName(day);
              const bad = problem?.day === day;
              return (
                <tr key={day} data-testid={`regular-${englishWeekday(day)}`}>
                  <th scope="row">{name}</th>
                  <td>
                    <input type="checkbox" aria-label={t`${name}: works`} checked={r.works} onChange={(e) => set(day, { works: e.target.checked })} />
                  </td>
                  <td>
                    <input
                      type="time"
                      aria-label={t`${name}: start`}
                      value={r.start}
                      disabled={!r.works}
                      aria-invalid={bad || undefined}
                      aria-describedby={bad ? 'regular-week-error' : undefined}
                      onChange={(e) => set(day, { start: e.target.value })}
                    />
                  </td>
                  <td>
                    <input
                      type="time"
                      aria-label={t`${name}: end`}
                      value={r.end}
                      disabled={!r.works}
                      aria-invalid={bad || undefined}
                      aria-describedby={bad ? 'regular-week-error' : undefined}
                      onChange={(e) => set(day, { end: e.target.value })}
                    />
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
        {problem ? (
          <p id="regular-week-error" className="cell-form__error" role="alert">
            {problem.text}
          </p>
        ) : null}
        {failure ? <Banner>{failure}</Banner> : null}
        <div className="cell-form__actions">
          <Button type="submit" disabled={busy}>
            <Trans>Save regular week</Trans>
          </Button>
          <Button variant="secondary" disabled={busy} onClick={() => setRows(salonHours.map(rowOf))}>
            <Trans>Use salon hours</Trans>
          </Button>
          {hasRegular ? (
            <Button variant="secondary" className="btn--danger" disabled={busy} onClick={() => void run(onRemove, t`Regular week removed.`)}>
              <Trans>Remove regular week</Trans>
            </Button>
          ) : null}
          <Button variant="ghost" disabled={busy} onClick={onClose}>
            <Trans>Cancel</Trans>
          </Button>
        </div>
      </form>
    </Modal>
  );
}
