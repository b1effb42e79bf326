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
  return (
    <Modal title={`Time off & breaks — ${member.name}`} onClose={onClose} wide>
      <div className="away-dialog">
        <p className="section-card__intro">New Appointment and Sarah offer no times while {member.name} is away or on a break.</p>
        <TimeOffSection salonId={salonId} member={member} rows={timeOff} />
        <BreaksSection member={member} rows={breaks} />
      </div>
    </Modal>
  );
}
