// Export and restore of the salon backup: the steps between the buttons and the repository.
// Restore is two steps: the chosen file is checked in full first (nothing written), then the owner
// confirms what it holds, and only then is it written, in one transaction.
import { useCallback, useState } from 'react';
import { checkBackupFile, exportSalonBackup, restoreSalonBackup } from '../../db/repositories/backup';
import { MAX_BACKUP_BYTES, backupCounts, type SalonBackup } from '../../domain/backup';
import { failureOf, type Feedback } from '../../ui';

export interface PendingRestore {
  fileName: string;
  backup: SalonBackup;
  exportedAt: string;
  counts: string[];
}

export type BackupPhase = 'idle' | 'exporting' | 'checking' | 'restoring';

function download(fileName: string, text: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'application/json' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  document.body.append(a);
  a.click();
  a.remove();
  // Revoked a moment later: some browsers start reading the blob only after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

export function useBackup(salonId: string, onRestored?: () => void) {
  const [phase, setPhase] = useState<BackupPhase>('idle');
  const [feedback, setFeedback] = useState<Feedback | null>(null);
  const [pending, setPending] = useState<PendingRestore | null>(null);

  const exportBackup = useCallback(async () => {
    setPhase('exporting');
    setFeedback(null);
    try {
      const { backup, fileName } = await exportSalonBackup(salonId);
      download(fileName, JSON.stringify(backup, null, 1));
      setFeedback({ tone: 'success', text: `Backup downloaded as “${fileName}”. Keep it somewhere safe, away from this device.` });
    } catch (err) {
      setFeedback({ tone: 'error', text: failureOf(err, 'Could not make the backup. Please try again.').message });
    } finally {
      setPhase('idle');
    }
  }, [salonId]);

  const chooseFile = useCallback(
    async (file: File) => {
      setPhase('checking');
      setFeedback(null);
      setPending(null);
      try {
        // A file far too large is refused on its size alone, before it is read into memory.
        const text = file.size > MAX_BACKUP_BYTES ? '' : await file.text();
        const backup = await checkBackupFile(salonId, text, file.size);
        setPending({ fileName: file.name, backup, exportedAt: backup.exported_at, counts: backupCounts(backup) });
      } catch (err) {
        setFeedback({ tone: 'error', text: failureOf(err, 'Could not read this file. Nothing was changed.').message });
      } finally {
        setPhase('idle');
      }
    },
    [salonId],
  );

  const confirmRestore = useCallback(async () => {
    if (!pending) return;
    setPhase('restoring');
    setFeedback(null);
    try {
      const result = await restoreSalonBackup(salonId, pending.backup);
      setPending(null);
      setFeedback({
        tone: 'success',
        text:
          result.written === 0
            ? 'Backup restored: everything on this device already matched it.'
            : `Backup restored: ${result.written} ${result.written === 1 ? 'item was' : 'items were'} brought back or updated.`,
      });
      onRestored?.();
    } catch (err) {
      const why = failureOf(err, '').message;
      // A storage failure's own text can be technical: say plainly that nothing changed.
      const text = /Nothing was changed\.$/.test(why) ? why : `Could not restore the backup${why ? ` (${why})` : ''}. Nothing was changed.`;
      setFeedback({ tone: 'error', text });
    } finally {
      setPhase('idle');
    }
  }, [pending, salonId, onRestored]);

  const cancelRestore = useCallback(() => setPending(null), []);

  return { phase, feedback, pending, exportBackup, chooseFile, confirmRestore, cancelRestore };
}
