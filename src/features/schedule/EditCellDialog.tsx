import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import { domainText } from '../../i18n/domain-texts';
import { ValidationError } from '../../domain/errors';
import { EDIT_DIALOG_DEFAULT, validateShift, type Shift } from '../../domain/schedule';
import { Banner, Button, Field, Modal } from '../../ui';
import { failureText } from '../appointments/failure-text';
import type { GridCell } from './week-grid';

export interface EditCellDialogProps {
  cell: GridCell;
  staffName: string;
  dayLabel: string;
  onSave: (shift: Shift) => Promise<void>;
  onClearCell: () => Promise<void>;
  onClose: () => void;
}

/**
 * One cell: a working shift (start and end), a day off, or cleared back to "not scheduled".
 * An empty cell starts at 09:00–18:00 (docs/behaviour.md#limits); a scheduled one at its own values.
 */
export function EditCellDialog({ cell, staffName, dayLabel, onSave, onClearCell, onClose }: EditCellDialogProps) {
  const { t, i18n } = useLingui();
  const [dayOff, setDayOff] = useState(cell.state === 'off');
  const [start, setStart] = useState(cell.state === 'shift' && cell.start ? cell.start : (EDIT_DIALOG_DEFAULT.start_time as string));
  const [end, setEnd] = useState(cell.state === 'shift' && cell.end ? cell.end : (EDIT_DIALOG_DEFAULT.end_time as string));
  const [fieldError, setFieldError] = useState<{ field: string; text: string } | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const run = async (action: () => Promise<void>) => {
    setBusy(true);
    setFailure(null);
    try {
      await action();
    } catch (err) {
      setFailure(failureText(i18n, err, t`Failed to update schedule`));
      setBusy(false);
    }
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    let shift: Shift;
    try {
      // Checked here first so a bad time is reported at its field before anything is written.
      shift = validateShift({ start_time: start, end_time: end, is_day_off: dayOff });
    } catch (err) {
      if (err instanceof ValidationError) {
        setFieldError({ field: err.field ?? 'end_time', text: domainText(i18n, err) });
        return;
      }
      throw err;
    }
    setFieldError(null);
    void run(() => onSave(shift));
  };

  const errorFor = (field: string) => (fieldError?.field === field ? fieldError.text : undefined);

  return (
    <Modal title={t`Edit schedule: ${staffName}`} onClose={onClose}>
      <form className="form cell-form" onSubmit={submit} noValidate aria-label={t`Edit schedule cell`}>
        <p className="muted cell-form__day">{dayLabel}</p>
        {cell.regular ? (
          <p className="muted cell-form__note">
            <Trans>This is {staffName}&apos;s regular shift. Saving changes this day only.</Trans>
          </p>
        ) : null}
        <fieldset className="cell-form__kind">
          <legend className="field__label">
            <Trans>This day is</Trans>
          </legend>
          <label className="cell-form__choice">
            <input type="radio" name="kind" checked={!dayOff} onChange={() => setDayOff(false)} /> <Trans>Working shift</Trans>
          </label>
          <label className="cell-form__choice">
            <input type="radio" name="kind" checked={dayOff} onChange={() => setDayOff(true)} /> <Trans>Day off</Trans>
          </label>
        </fieldset>
        {!dayOff ? (
          <div className="form__row--split">
            <Field
              label={t`Start time`}
              type="time"
              value={start}
              required
              onChange={(e) => setStart(e.target.value)}
              aria-invalid={errorFor('start_time') ? true : undefined}
              aria-describedby={fieldError ? 'cell-form-error' : undefined}
            />
            <Field
              label={t`End time`}
              type="time"
              value={end}
              required
              onChange={(e) => setEnd(e.target.value)}
              aria-invalid={errorFor('end_time') ? true : undefined}
              aria-describedby={fieldError ? 'cell-form-error' : undefined}
            />
          </div>
        ) : null}
        {fieldError && !dayOff ? (
          <p id="cell-form-error" className="cell-form__error" role="alert">
            {fieldError.text}
          </p>
        ) : null}
        {failure ? <Banner>{failure}</Banner> : null}
        <div className="cell-form__actions">
          <Button type="submit" disabled={busy}>
            <Trans>Save</Trans>
          </Button>
          {cell.state !== 'empty' && !cell.regular ? (
            <Button variant="secondary" disabled={busy} onClick={() => void run(onClearCell)}>
              <Trans>Clear cell</Trans>
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
