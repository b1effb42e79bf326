// Live read of the Overview's first-run checklist.
import { db } from '../db/database';
import { setupProgress, type SetupProgress } from '../domain/setup-checklist';
import { readSetupFacts, SETUP_TABLES } from './queries/setup';
import { readKey, useLiveRead } from './use-live-read';

export interface SetupState {
  progress: SetupProgress;
  hidden: boolean;
}

/** How far the salon is set up, on `today` (the salon's date); undefined while read, null without a salon. */
export function useSetupProgress(salonId: string | null | undefined, today: string): SetupState | null | undefined {
  const read = useLiveRead(
    readKey('setup', salonId ?? null, today),
    salonId
      ? async () => {
          const { facts, hidden } = await readSetupFacts(db, salonId, today);
          return { progress: setupProgress(facts), hidden };
        }
      : null,
    SETUP_TABLES,
  );
  return salonId === null ? null : read;
}
