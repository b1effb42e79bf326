import { Trans, useLingui } from '@lingui/react/macro';
import type { Service } from '../../domain/types';
import { Button } from '../../ui';
import { isAssigned, type PendingLinks, type StaffCardView } from './staff-view';
import { positionLabel } from './staff-words';

export interface StaffCardProps {
  view: StaffCardView;
  services: Service[];
  pending: PendingLinks;
  busy: boolean;
  onToggleActive: () => void;
  onToggleService: (serviceId: string, assigned: boolean) => void;
  onDelete: () => void;
  /** The member's coming time off and daily breaks in a line; null when there is none. */
  away: string | null;
  onTimeOff: () => void;
}

/** One member: status toggle, what they can do, their time off and breaks, and delete (docs/behaviour.md#staff-management). */
export function StaffCard({ view, services, pending, busy, onToggleActive, onToggleService, onDelete, away, onTimeOff }: StaffCardProps) {
  const { t } = useLingui();
  const { member, assigned } = view;
  const name = member.name;
  const headingId = `staff-${member.id}`;
  return (
    <li className={member.is_active ? 'staff-card' : 'staff-card staff-card--inactive'} aria-labelledby={headingId} data-staff={member.name}>
      <div className="staff-card__head">
        <div className="staff-card__who">
          <h3 id={headingId} className="staff-card__name">
            {member.name}
          </h3>
          <p className="staff-card__meta">
            {positionLabel(member.position)}
            {member.phone ? (
              <>
                {' '}
                · <a href={`tel:${member.phone}`}>{member.phone}</a>
              </>
            ) : null}
          </p>
        </div>
        {/* The button shows the current status; a click flips it (docs/behaviour.md#staff-management). */}
        <button
          type="button"
          className={member.is_active ? 'status-toggle status-toggle--on' : 'status-toggle'}
          aria-pressed={member.is_active}
          aria-describedby={headingId}
          disabled={busy}
          onClick={onToggleActive}
        >
          {member.is_active ? t`Active` : t`Inactive`}
        </button>
      </div>

      <p className="staff-card__assigned">
        {assigned.length === 0 ? (
          <span className="muted">
            <Trans>No services assigned</Trans>
          </span>
        ) : (
          assigned.map((s) => s.name).join(', ')
        )}
      </p>

      {services.length > 0 ? (
        <fieldset className="staff-card__services">
          <legend>
            <Trans>Services {name} performs</Trans>
          </legend>
          {services.map((s) => (
            <label key={s.id} className="service-check">
              <input type="checkbox" checked={isAssigned(view, s.id, pending)} disabled={busy} onChange={(e) => onToggleService(s.id, e.target.checked)} />
              {s.name}
            </label>
          ))}
        </fieldset>
      ) : null}

      {away ? <p className="staff-card__away">{away}</p> : null}

      <div className="staff-card__actions">
        <Button variant="secondary" className="btn--small" onClick={onTimeOff}>
          <Trans>
            Time off &amp; breaks<span className="visually-hidden"> of {name}</span>
          </Trans>
        </Button>
        <Button variant="secondary" className="btn--danger btn--small" disabled={busy} onClick={onDelete}>
          <Trans>
            Delete<span className="visually-hidden"> {name}</span>
          </Trans>
        </Button>
      </div>
    </li>
  );
}
