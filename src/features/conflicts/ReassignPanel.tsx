import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState, type FormEvent } from 'react';
import type { AppointmentView } from '../../data';
import { Button } from '../../ui';
import { useReassignOptions } from './use-conflicts';

interface ReassignPanelProps {
  appointment: AppointmentView;
  timeZone: string | undefined;
  onReassign: (staffId: string) => Promise<boolean>;
  onClose: () => void;
}

/** Same date and time, another member: only active members who do the service and are free then. */
export function ReassignPanel({ appointment, timeZone, onReassign, onClose }: ReassignPanelProps) {
  const id = useId();
  const { t } = useLingui();
  const options = useReassignOptions(appointment, timeZone);
  const [staffId, setStaffId] = useState('');
  const [busy, setBusy] = useState(false);
  const chosen = options?.some((s) => s.id === staffId) ? staffId : '';

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!chosen) return;
    setBusy(true);
    const done = await onReassign(chosen);
    setBusy(false);
    if (done) onClose();
  };

  return (
    <form className="conflict-panel" aria-label={t`Reassign appointment`} onSubmit={submit}>
      <div className="field">
        <label className="field__label" htmlFor={`${id}-staff`}>
          <Trans>Staff member</Trans>
        </label>
        <select
          id={`${id}-staff`}
          className="field__input"
          value={chosen}
          onChange={(e) => setStaffId(e.target.value)}
          aria-describedby={`${id}-hint`}
          required
        >
          <option value="">{options === undefined ? t`Loading staff…` : t`Choose a staff member`}</option>
          {(options ?? []).map((s) => (
            <option key={s.id} value={s.id}>
              {s.name}
            </option>
          ))}
        </select>
        <p className="field__hint" id={`${id}-hint`}>
          {options && options.length === 0
            ? t`Nobody else who offers this service is free at this time.`
            : t`Members who offer this service and are free at this time.`}
        </p>
      </div>
      <div className="conflict-panel__actions">
        <Button type="submit" disabled={!chosen || busy}>
          <Trans>Reassign</Trans>
        </Button>
        <Button variant="ghost" onClick={onClose}>
          <Trans>Close</Trans>
        </Button>
      </div>
    </form>
  );
}
