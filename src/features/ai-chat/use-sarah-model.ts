// Server-side Sarah's model settings as the provider form edits them: read from and
// saved to the server (src/db/repositories/sarah-model.ts), never kept on this device; the key is
// write-only. The read doubles as the check that the server answers (the chat's status, as
// use-provider-reach.ts is for a model this device calls itself).
import { t } from '@lingui/core/macro';
import { useCallback, useEffect, useRef, useState } from 'react';
import {
  clearSarahModel,
  loadSarahModelStatus,
  saveSarahModel,
  type SarahModelDraft,
  type SarahModelRemote,
  type SarahModelStatus,
} from '../../db/repositories/sarah-model';
import { errorText } from '../../ui';
import type { ReachState } from './chat-view';

const RECHECK_MS = 30_000;
const isOnline = () => (typeof navigator === 'undefined' ? true : navigator.onLine);

/** The app's Supabase client, loaded with the screen rather than with the first page. */
async function remote(): Promise<SarahModelRemote> {
  const { getSupabase } = await import('../../../sync/remote/supabase-client');
  return { client: getSupabase(), online: isOnline };
}

export interface SarahModelState {
  /** undefined until the server answered; null when the salon saved none (the server's defaults). */
  status: SarahModelStatus | null | undefined;
  /** Whether the server answers, for the chat's status line. */
  reach: ReachState;
  /** The server's host, as the status line names it. */
  host: string;
  recheck(): void;
  save(draft: SarahModelDraft): Promise<void>;
  clear(): Promise<void>;
}

export function useSarahModel(enabled: boolean): SarahModelState {
  const [status, setStatus] = useState<SarahModelStatus | null | undefined>(undefined);
  const [reach, setReach] = useState<ReachState>({ kind: 'checking' });
  const [host, setHost] = useState('the server');
  const [round, setRound] = useState(0);
  const alive = useRef(true);
  useEffect(() => {
    alive.current = true;
    return () => {
      alive.current = false;
    };
  }, []);

  useEffect(() => {
    if (!enabled) return;
    let gone = false;
    void import('../../../sync/remote/sarah-client').then(({ sarahBaseUrl }) => {
      if (!gone) setHost(new URL(sarahBaseUrl(), location.href).host);
    });
    if (!isOnline()) {
      setReach({ kind: 'unreachable', reason: t`this device is offline` });
      return;
    }
    void remote()
      .then(loadSarahModelStatus)
      .then(
        (found) => {
          if (gone) return;
          setStatus(found);
          setReach({ kind: 'reachable' });
        },
        (err: unknown) => {
          if (!gone) setReach({ kind: 'unreachable', reason: errorText(err, t`the server did not answer`) });
        },
      );
    return () => {
      gone = true;
    };
  }, [enabled, round]);

  const recheck = useCallback(() => setRound((n) => n + 1), []);

  useEffect(() => {
    if (!enabled) return;
    window.addEventListener('online', recheck);
    window.addEventListener('offline', recheck);
    return () => {
      window.removeEventListener('online', recheck);
      window.removeEventListener('offline', recheck);
    };
  }, [enabled, recheck]);

  const waiting = reach.kind === 'unreachable';
  useEffect(() => {
    if (!enabled || !waiting) return;
    const timer = window.setInterval(recheck, RECHECK_MS);
    return () => window.clearInterval(timer);
  }, [enabled, waiting, recheck]);

  const save = useCallback(async (draft: SarahModelDraft) => {
    const saved = await saveSarahModel(await remote(), draft);
    if (alive.current) setStatus(saved);
  }, []);

  const clear = useCallback(async () => {
    await clearSarahModel(await remote());
    if (alive.current) setStatus(null);
  }, []);

  return { status, reach, host, recheck, save, clear };
}
