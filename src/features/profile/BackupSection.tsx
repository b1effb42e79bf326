import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef } from 'react';
import { Button } from '../../ui';
import { FeedbackBanner } from '../../ui/FormBits';
import { backupNewsText, countText } from './backup-words';
import { OlderHistoryNote } from '../history/OlderHistoryNote';
import { useBackup } from './use-backup';

export interface BackupSectionProps {
  salonId: string;
  salonName: string;
  onRestored?: () => void;
}

/** When the file was made, as this device writes it (English as the browser's own locale, as before). */
function exportedOn(iso: string, language: string): string {
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? iso : d.toLocaleString(language === 'en' ? undefined : language, { dateStyle: 'medium', timeStyle: 'short' });
}

/** Backup and restore: the whole salon as a file the owner keeps, and bringing it back. */
export function BackupSection({ salonId, salonName, onRestored }: BackupSectionProps) {
  const { t, i18n } = useLingui();
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

  const fileName = pending?.fileName;
  const madeOn = pending ? exportedOn(pending.exportedAt, i18n.locale) : '';

  return (
    <section className="card section-card" aria-labelledby="backup-title">
      <div className="section-card__head">
        <h2 id="backup-title" className="card__title">
          <Trans>Backup and restore</Trans>
        </h2>
      </div>
      <p className="section-card__intro">
        <Trans>
          Download everything about {salonName} (profile, hours, services, FAQs, staff, schedules, customers and appointments) as one file, and restore it here
          if something was deleted by mistake.
        </Trans>
      </p>
      {/* A backup made now lacks what this new device has not fetched yet. */}
      <OlderHistoryNote salonId={salonId} />
      <FeedbackBanner feedback={feedback && { tone: feedback.tone, text: backupNewsText(i18n, feedback) }} />
      <div className="backup__actions">
        <Button variant="primary" disabled={busy} onClick={() => void exportBackup()}>
          {phase === 'exporting' ? <Trans>Preparing backup...</Trans> : <Trans>Download backup</Trans>}
        </Button>
        <Button variant="secondary" disabled={busy} onClick={() => fileInput.current?.click()}>
          {phase === 'checking' ? <Trans>Checking file...</Trans> : <Trans>Restore from a backup file</Trans>}
        </Button>
        <input
          ref={fileInput}
          type="file"
          accept="application/json,.json"
          className="visually-hidden"
          aria-label={t`Backup file to restore`}
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
            <Trans>Restore this backup?</Trans>
          </h3>
          <p className="backup__file">
            <Trans>
              <strong>{fileName}</strong>, made {madeOn}. It holds:
            </Trans>
          </p>
          <ul className="backup__counts" data-testid="restore-counts">
            <li>
              <Trans>the salon’s profile</Trans>
            </li>
            {pending.counts.map((c) => (
              <li key={c.table}>{countText(i18n, c.table, c.count)}</li>
            ))}
          </ul>
          <p className="backup__rule">
            <Trans>
              Items in the backup replace the same items on this device, and deleted ones come back. Anything added since the backup is kept. The restored items
              are then saved to your account like any other change.
            </Trans>
          </p>
          <div className="backup__actions">
            <Button variant="primary" disabled={busy} onClick={() => void confirmRestore()}>
              {phase === 'restoring' ? <Trans>Restoring...</Trans> : <Trans>Restore backup</Trans>}
            </Button>
            <Button variant="secondary" disabled={busy} onClick={cancelRestore}>
              <Trans>Cancel</Trans>
            </Button>
          </div>
        </div>
      ) : null}
    </section>
  );
}
