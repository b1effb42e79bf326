import { Trans, useLingui } from '@lingui/react/macro';
import type { Staff, StaffBreak, StaffTimeOff } from '../../domain/types';
import { Modal } from '../../ui';
import { BreaksSection } from './BreaksSection';
import { TimeOffSection } from './TimeOffSection';

export interface TimeOffDialogProps {
  salonId: string;
  member: Staff;
  timeOff: readonly StaffTimeOff[];
  breaks: readonly StaffBreak[];
  onClose: () => void;
}

/** "Time off & breaks" of one member: whole days away and the daily breaks. */
export function TimeOffDialog({ salonId, member, timeOff, breaks, onClose }: TimeOffDialogProps) {
  const { t } = useLingui();
  const name = member.name;
  return (
    <Modal title={t`Time off & breaks — ${name}`} onClose={onClose} wide>
      <div className="away-dialog">
        <p className="section-card__intro">
          <Trans>New Appointment and Sarah offer no times while {name} is away or on a break.</Trans>
        </p>
        <TimeOffSection salonId={salonId} member={member} rows={timeOff} />
        <BreaksSection member={member} rows={breaks} />
      </div>
    </Modal>
  );
}
