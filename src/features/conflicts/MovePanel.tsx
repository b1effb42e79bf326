import { Trans, useLingui } from '@lingui/react/macro';
import { useDisplayLocale } from '../../i18n/use-display-locale';
import { useId, useState, type FormEvent } from 'react';
import { noSlotMessage } from '../appointments/appointment-view';
import { formatTimeRange } from '../../domain/display-format';
import type { AppointmentView } from '../../data';
import { Button } from '../../ui';
import { useMoveTimes } from './use-conflicts';

interface MovePanelProps {
  appointment: AppointmentView;
  timeZone: string | undefined;
  onMove: (date: string, start: string) => Promise<boolean>;
  onClose: () => void;
}

/** Date and time picker for the flagged appointment; only free times of its service are offered. */
export function MovePanel({ appointment, timeZone, onMove, onClose }: MovePanelProps) {
  const id = useId();
  const [date, setDate] = useState(appointment.appointment_date);
  const [start, setStart] = useState('');
  const [busy, setBusy] = useState(false);
  const result = useMoveTimes(appointment, date, timeZone);
  const { t } = useLingui();
  const locale = useDisplayLocale(timeZone);
  const slots = result?.slots ?? [];
  // A picked time that is no longer offered (date changed, slot taken meanwhile) is dropped.
  const chosen = slots.some((s) => s.start === start) ? start : '';

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!chosen) return;
    setBusy(true);
    const done = await onMove(date, chosen);
    setBusy(false);
    if (done) onClose();
  };

  return (
    <form className="conflict-panel" aria-label={t`Move appointment`} onSubmit={submit}>
      <div className="field">
        <label className="field__label" htmlFor={`${id}-date`}>
          <Trans>New date</Trans>
        </label>
        <input id={`${id}-date`} className="field__input" type="date" value={date} onChange={(e) => setDate(e.target.value)} required />
      </div>
      <div className="field">
        <label className="field__label" htmlFor={`${id}-time`}>
          <Trans>New time</Trans>
        </label>
        <select id={`${id}-time`} className="field__input" value={chosen} onChange={(e) => setStart(e.target.value)} aria-describedby={`${id}-hint`} required>
          <option value="">{result === undefined ? t`Loading times…` : t`Choose a time`}</option>
          {slots.map((s) => (
            <option key={s.start} value={s.start}>
              {formatTimeRange(s.start, s.end, locale)}
            </option>
          ))}
        </select>
        <p className="field__hint" id={`${id}-hint`}>
          {result && slots.length === 0 ? noSlotMessage(result.reason, result.weekday, result) : t`Only free times for this service are offered.`}
        </p>
      </div>
      <div className="conflict-panel__actions">
        <Button type="submit" disabled={!chosen || busy}>
          <Trans>Move here</Trans>
        </Button>
        <Button variant="ghost" onClick={onClose}>
          <Trans>Close</Trans>
        </Button>
      </div>
    </form>
  );
}
