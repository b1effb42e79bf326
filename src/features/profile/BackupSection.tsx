import { useEffect, useRef } from 'react';
import { Button } from '../../ui';
import { FeedbackBanner } from '../../ui/FormBits';
import { OlderHistoryNote } from '../history/OlderHistoryNote';
import { useBackup } from './use-backup';

export interface BackupSectionProps {
  salonId: string;
  salonName: string;
  onRestored?: () => void;
}

function exportedOn(iso: string): string {
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? iso : d.toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });
}

/** Backup and restore: the whole salon as a file the owner keeps, and bringing it back. */
export function BackupSection({ salonId, salonName, onRestored }: BackupSectionProps) {
  const { phase, feedback, pending, exportBackup, chooseFile, confirmRestore, cancelRestore } = useBackup(salonId, onRestored);
  const fileInput = useRef<HTMLInputElement>(null);
  const busy = phase !== 'idle';
  // The question appears below the buttons, possibly off screen on a phone: bring it into view and
  // move focus to it so a screen reader reads it next.
  const confirmTitle = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (!pending) return;
    confirmTitle.current?.focus();
    confirmTitle.current?.scrollIntoView({ block: 'nearest' });
  }, [pending]);

  return (
    <section className="card section-card" aria-labelledby="backup-title">
      <div className="section-card__head">
        <h2 id="backup-title" className="card__title">
          Backup and restore
        </h2>
      </div>
      <p className="section-card__intro">
        Download everything about {salonName} (profile, hours, services, FAQs, staff, schedules, customers and appointments) as one file, and restore it here if
        something was deleted by mistake.
      </p>
      {/* A backup made now lacks what this new device has not fetched yet. */}
      <OlderHistoryNote salonId={salonId} />
      <FeedbackBanner feedback={feedback} />
      <div className="backup__actions">
        <Button variant="primary" disabled={busy} onClick={() => void exportBackup()}>
          {phase === 'exporting' ? 'Preparing backup...' : 'Download backup'}
        </Button>
        <Button variant="secondary" disabled={busy} onClick={() => fileInput.current?.click()}>
          {phase === 'checking' ? 'Checking file...' : 'Restore from a backup file'}
        </Button>
        <input
          ref={fileInput}
          type="file"
          accept="application/json,.json"
          className="visually-hidden"
          aria-label="Backup file to restore"
          tabIndex={-1}
          onChange={(e) => {
            const file = e.target.files?.[0];
            // Cleared so choosing the same file again still fires a change.
            e.target.value = '';
            if (file) void chooseFile(file);
          }}
        />
      </div>
      {pending ? (
        <div className="backup__confirm" role="group" aria-labelledby="restore-title">
          <h3 id="restore-title" ref={confirmTitle} tabIndex={-1} className="backup__confirm-title">
            Restore this backup?
          </h3>
          <p className="backup__file">
            <strong>{pending.fileName}</strong>, made {exportedOn(pending.exportedAt)}. It holds:
          </p>
          <ul className="backup__counts" data-testid="restore-counts">
            <li>the salon’s profile</li>
            {pending.counts.map((c) => (
              <li key={c}>{c}</li>
            ))}
          </ul>
          <p className="backup__rule">
            Items in the backup replace the same items on this device, and deleted ones come back. Anything added since the backup is kept. The restored items
            are then saved to your account like any other change.
          </p>
          <div className="backup__actions">
            <Button variant="primary" disabled={busy} onClick={() => void confirmRestore()}>
              {phase === 'restoring' ? 'Restoring...' : 'Restore backup'}
            </Button>
            <Button variant="secondary" disabled={busy} onClick={cancelRestore}>
              Cancel
            </Button>
          </div>
        </div>
      ) : null}
    </section>
  );
}
