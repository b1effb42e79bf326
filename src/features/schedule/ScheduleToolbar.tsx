import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '../../ui';

export type ScheduleAction = 'generate' | 'auto' | 'copy' | 'clear';

export interface ScheduleToolbarProps {
  label: string;
  isThisWeek: boolean;
  busy: boolean;
  /**
   * Whether the staff and schedules the actions work from are read yet. Before that, Generate
   * would write a week for no one and still say "Schedule generated successfully!".
   */
  ready: boolean;
  canClear: boolean;
  onPrevious: () => void;
  onNext: () => void;
  onThisWeek: () => void;
  onAction: (action: ScheduleAction) => void;
}

/** Week navigation on the left, the four spec buttons (§2) on the right. */
export function ScheduleToolbar({ label, isThisWeek, busy, ready, canClear, onPrevious, onNext, onThisWeek, onAction }: ScheduleToolbarProps) {
  const { t } = useLingui();
  return (
    <div className="schedule-toolbar">
      <div className="schedule-toolbar__week">
        <Button variant="secondary" aria-label={t`Previous week`} onClick={onPrevious}>
          ‹
        </Button>
        <h2 className="schedule-toolbar__label" aria-live="polite" data-testid="week-label">
          {label}
        </h2>
        <Button variant="secondary" aria-label={t`Next week`} onClick={onNext}>
          ›
        </Button>
        <Button variant="ghost" onClick={onThisWeek} disabled={isThisWeek}>
          <Trans>This week</Trans>
        </Button>
      </div>
      <div className="schedule-toolbar__actions">
        <Button onClick={() => onAction('generate')} disabled={busy || !ready}>
          <Trans>Generate Default</Trans>
        </Button>
        <Button variant="secondary" onClick={() => onAction('auto')} disabled={busy || !ready}>
          <Trans>Auto Generate</Trans>
        </Button>
        <Button variant="secondary" onClick={() => onAction('copy')} disabled={busy || !ready}>
          <Trans>Copy Previous</Trans>
        </Button>
        <Button variant="secondary" className="btn--danger" onClick={() => onAction('clear')} disabled={busy || !ready || !canClear}>
          <Trans>Clear Week</Trans>
        </Button>
      </div>
    </div>
  );
}
