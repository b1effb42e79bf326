// The client card's read of the texts opt-outs: the last list this device knows at once,
// then the server's when online (on opening, and when the connection comes back). Not a live read:
// the list is not in the device's database (sms-opt-outs repository).
import { useEffect, useState } from 'react';
import { lastKnownSmsOptOuts, loadSmsOptOuts, type KnownOptOuts } from '../../db/repositories/sms-opt-outs';

export interface OptOutsState {
  known: KnownOptOuts | null;
  /** Why the list shown is not fresh from the server (offline, signed out), or null. */
  stale: string | null;
}

export function useSmsOptOuts(salonId: string): OptOutsState {
  const [state, setState] = useState<OptOutsState>(() => ({ known: lastKnownSmsOptOuts(salonId), stale: null }));

  useEffect(() => {
    let alive = true;
    const refresh = async () => {
      try {
        const { getSupabase } = await import('../../../sync/remote/supabase-client');
        const known = await loadSmsOptOuts({ client: getSupabase(), online: () => navigator.onLine }, salonId);
        if (alive) setState({ known, stale: null });
      } catch (err) {
        if (alive) setState({ known: lastKnownSmsOptOuts(salonId), stale: err instanceof Error ? err.message : String(err) });
      }
    };
    void refresh();
    const online = () => void refresh();
    window.addEventListener('online', online);
    return () => {
      alive = false;
      window.removeEventListener('online', online);
    };
  }, [salonId]);

  return state;
}
