// The text-message settings card's reads and writes. They go to the server, not to
// the device's database, so this is no live read: the status is asked for when the screen opens
// and again when the connection comes back.
import { t } from '@lingui/core/macro';
import { useCallback, useEffect, useRef, useState } from 'react';
import { loadSmsProviderStatus, removeSmsProvider, saveSmsProvider, type SmsProviderRemote } from '../../db/repositories/sms-provider';
import type { SmsProviderDraft, SmsProviderStatus } from '../../domain/sms-provider';
import { errorText } from '../../ui';

export type SmsProviderLoad =
  | { phase: 'loading' }
  | { phase: 'ready'; status: SmsProviderStatus | null }
  /** The server could not be asked: `reason` says why, in the owner's words. */
  | { phase: 'unknown'; reason: string };

const RETRY_MS = 10_000;

/** The app's Supabase client, loaded with the screen rather than with the first page. */
async function remote(): Promise<SmsProviderRemote> {
  const { getSupabase } = await import('../../../sync/remote/supabase-client');
  return { client: getSupabase(), online: () => navigator.onLine };
}

export function useSmsProvider() {
  const [load, setLoad] = useState<SmsProviderLoad>({ phase: 'loading' });
  // The last status read, for the save's blank-token check; undefined while unknown.
  const saved = load.phase === 'ready' ? load.status : undefined;
  const alive = useRef(true);

  const refresh = useCallback(async () => {
    try {
      const status = await loadSmsProviderStatus(await remote());
      if (alive.current) setLoad({ phase: 'ready', status });
    } catch (err) {
      if (alive.current) setLoad({ phase: 'unknown', reason: errorText(err, t`The saved Twilio settings could not be read.`) });
    }
  }, []);

  useEffect(() => {
    alive.current = true;
    void refresh();
    const online = () => void refresh();
    window.addEventListener('online', online);
    return () => {
      alive.current = false;
      window.removeEventListener('online', online);
    };
  }, [refresh]);

  // Unknown is often a moment's state: the salon's first push has not reached the server yet
  // (right after sign-up), or the network came back without an 'online' event. Ask again.
  useEffect(() => {
    if (load.phase !== 'unknown') return;
    const timer = window.setTimeout(() => void refresh(), RETRY_MS);
    return () => window.clearTimeout(timer);
  }, [load, refresh]);

  const save = useCallback(
    async (draft: SmsProviderDraft) => {
      const status = await saveSmsProvider(await remote(), draft, saved);
      if (alive.current) setLoad({ phase: 'ready', status });
      return status;
    },
    [saved],
  );

  const remove = useCallback(async () => {
    await removeSmsProvider(await remote());
    if (alive.current) setLoad({ phase: 'ready', status: null });
  }, []);

  return { load, save, remove };
}
