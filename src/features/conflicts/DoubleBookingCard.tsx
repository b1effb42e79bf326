import { Trans, useLingui } from '@lingui/react/macro';
import { useDisplayLocale } from '../../i18n/use-display-locale';
import { useState } from 'react';
import { formatTime } from '../../domain/display-format';
import type { AppointmentView } from '../../data';
import { Button } from '../../ui';
import { AppointmentSide } from './AppointmentSide';
import { MovePanel } from './MovePanel';
import { ReassignPanel } from './ReassignPanel';
import type { DoubleBooking } from './use-conflicts';

export interface DoubleBookingActions {
  move: (conflictId: string, appointmentId: string, date: string, start: string) => Promise<boolean>;
  reassign: (conflictId: string, appointmentId: string, staffId: string) => Promise<boolean>;
  cancel: (conflictId: string, cancelId: string, keepId: string | null) => Promise<boolean>;
  markResolved: (conflictId: string) => Promise<boolean>;
}

interface CardProps {
  item: DoubleBooking;
  timeZone: string | undefined;
  actions: DoubleBookingActions;
}

/** Both appointments side by side; Move and Reassign act on the flagged one, Cancel on either. */
export function DoubleBookingCard({ item, timeZone, actions }: CardProps) {
  const { conflict, flagged, other, open } = item;
  const { t } = useLingui();
  const [panel, setPanel] = useState<'move' | 'reassign' | null>(null);
  const locale = useDisplayLocale(timeZone);
  const toggle = (p: 'move' | 'reassign') => setPanel((cur) => (cur === p ? null : p));

  const cancel = (target: AppointmentView, keepId: string | null) => {
    const at = formatTime(target.start_time, locale);
    const name = target.customer?.name;
    const ask = name ? t`Cancel ${name}'s appointment at ${at}?` : t`Cancel this customer's appointment at ${at}?`;
    if (!window.confirm(ask)) return;
    void actions.cancel(conflict.id, target.id, keepId);
  };

  const member = flagged?.staff?.name;
  const title = !open ? t`Double booking resolved` : member ? t`${member} is booked twice` : t`Double booking`;

  return (
    <li className={open ? 'card conflict-card' : 'card conflict-card conflict-card--resolved'} data-testid="double-booking" data-conflict={conflict.id}>
      <header className="conflict-card__head">
        <h3 className="conflict-card__title">{title}</h3>
        <span className={open ? 'conflict-badge' : 'conflict-badge conflict-badge--resolved'}>{open ? t`Needs a decision` : t`Resolved`}</span>
      </header>
      <p className="conflict-card__reason muted">{conflict.reason}</p>
      <div className="conflict-card__sides">
        <AppointmentSide title={t`This booking`} appointment={flagged} locale={locale} />
        <AppointmentSide title={t`The other booking`} appointment={other} locale={locale} />
      </div>
      {open && flagged ? (
        <>
          <div className="conflict-card__actions" role="group" aria-label={t`Resolve`}>
            <Button variant="secondary" aria-expanded={panel === 'move'} onClick={() => toggle('move')}>
              <Trans>Move</Trans>
            </Button>
            <Button variant="secondary" aria-expanded={panel === 'reassign'} onClick={() => toggle('reassign')}>
              <Trans>Reassign</Trans>
            </Button>
            <Button variant="secondary" onClick={() => cancel(flagged, null)}>
              <Trans>Cancel this one</Trans>
            </Button>
            {other && other.status !== 'canceled' ? (
              <Button variant="secondary" onClick={() => cancel(other, flagged.id)}>
                <Trans>Cancel the other</Trans>
              </Button>
            ) : null}
            <Button variant="ghost" onClick={() => void actions.markResolved(conflict.id)}>
              <Trans>Mark resolved</Trans>
            </Button>
          </div>
          {panel === 'move' ? (
            <MovePanel
              appointment={flagged}
              timeZone={timeZone}
              onMove={(date, start) => actions.move(conflict.id, flagged.id, date, start)}
              onClose={() => setPanel(null)}
            />
          ) : null}
          {panel === 'reassign' ? (
            <ReassignPanel
              appointment={flagged}
              timeZone={timeZone}
              onReassign={(staffId) => actions.reassign(conflict.id, flagged.id, staffId)}
              onClose={() => setPanel(null)}
            />
          ) : null}
        </>
      ) : null}
    </li>
  );
}
