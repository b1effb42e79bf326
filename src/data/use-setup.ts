// Live read of the Overview's first-run checklist.
import { db } from '../db/database';
import { setupProgress, type SetupProgress } from '../domain/setup-checklist';
import { readSetupFacts, SETUP_TABLES } from './queries/setup';
import type { LiveReadSpec } from './primed-reads';
import { readKey, useLiveRead } from './use-live-read';

export interface SetupState {
  progress: SetupProgress;
  hidden: boolean;
}

/** The read behind useSetupProgress (also primed by a cold start: primed-reads.ts). */
export function setupProgressRead(salonId: string, today: string): LiveReadSpec<SetupState> {
  return {
    key: readKey('setup', salonId, today),
    read: async () => {
      const { facts, hidden } = await readSetupFacts(db, salonId, today);
      return { progress: setupProgress(facts), hidden };
    },
    tables: SETUP_TABLES,
  };
}

/** How far the salon is set up, on `today` (the salon's date); undefined while read, null without a salon. */
export function useSetupProgress(salonId: string | null | undefined, today: string): SetupState | null | undefined {
  const spec = salonId ? setupProgressRead(salonId, today) : null;
  const read = useLiveRead(spec?.key ?? readKey('setup', null, today), spec?.read ?? null, SETUP_TABLES);
  return salonId === null ? null : read;
}
