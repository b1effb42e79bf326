import { useLingui } from '@lingui/react';
import type { AppointmentStatus } from '../../domain/types';
import { SELECTABLE_STATUSES, statusLabel } from './appointment-view';

interface StatusSelectProps {
  status: AppointmentStatus;
  label: string;
  onChange: (status: AppointmentStatus) => void;
  id?: string;
  /** The id of a note on what the change does (a visit's other services). */
  describedBy?: string;
}

/** The spec's status selector: moves between any status (a 'conflict' is shown, not chosen). */
export function StatusSelect({ status, label, onChange, id, describedBy }: StatusSelectProps) {
  // Re-rendered when the owner picks another language: the labels are read in it.
  useLingui();
  return (
    <select
      id={id}
      className={`appt-status appt-status--${status}`}
      aria-label={id ? undefined : label}
      aria-describedby={describedBy}
      value={status}
      onChange={(e) => onChange(e.target.value as AppointmentStatus)}
    >
      {status === 'conflict' ? (
        <option value="conflict" disabled>
          {statusLabel('conflict')}
        </option>
      ) : null}
      {SELECTABLE_STATUSES.map((s) => (
        <option key={s} value={s}>
          {statusLabel(s)}
        </option>
      ))}
    </select>
  );
}
