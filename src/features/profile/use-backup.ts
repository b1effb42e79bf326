// Export and restore of the salon backup: the steps between the buttons and the repository.
// Restore is two steps: the chosen file is checked in full first (nothing written), then the owner
// confirms what it holds, and only then is it written, in one transaction.
import { useCallback, useState } from 'react';
import { checkBackupFile, exportSalonBackup, restoreSalonBackup } from '../../db/repositories/backup';
import { MAX_BACKUP_BYTES, backupCountParts, type BackupTable, type SalonBackup } from '../../domain/backup';
import { domainTextsReady } from '../../i18n/domain-texts';
import type { BackupNews } from './backup-words';

export interface PendingRestore {
  fileName: string;
  backup: SalonBackup;
  exportedAt: string;
  counts: { table: BackupTable; count: number }[];
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

/** A failure's sentence is the domain's: its words in the owner's language come first (a lazy chunk). */
async function failureWords(): Promise<void> {
  await domainTextsReady().catch(() => undefined);
}

export function useBackup(salonId: string, onRestored?: () => void) {
  const [phase, setPhase] = useState<BackupPhase>('idle');
  const [feedback, setFeedback] = useState<BackupNews | null>(null);
  const [pending, setPending] = useState<PendingRestore | null>(null);

  const exportBackup = useCallback(async () => {
    setPhase('exporting');
    setFeedback(null);
    try {
      const { backup, fileName } = await exportSalonBackup(salonId);
      download(fileName, JSON.stringify(backup, null, 1));
      setFeedback({ tone: 'success', said: 'downloaded', fileName });
    } catch (err) {
      await failureWords();
      setFeedback({ tone: 'error', said: 'export-failed', error: err });
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
        setPending({ fileName: file.name, backup, exportedAt: backup.exported_at, counts: backupCountParts(backup) });
      } catch (err) {
        await failureWords();
        setFeedback({ tone: 'error', said: 'read-failed', error: err });
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
      setFeedback({ tone: 'success', said: 'restored', written: result.written });
      onRestored?.();
    } catch (err) {
      await failureWords();
      setFeedback({ tone: 'error', said: 'restore-failed', error: err });
    } finally {
      setPhase('idle');
    }
  }, [pending, salonId, onRestored]);

  const cancelRestore = useCallback(() => setPending(null), []);

  return { phase, feedback, pending, exportBackup, chooseFile, confirmRestore, cancelRestore };
}
