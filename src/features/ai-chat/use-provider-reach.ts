// Whether the AI provider answers: checked when the screen opens, when the settings
// change, when the browser comes back online, and every 30 s while it does not answer. A reply
// from the model proves it is there; a failed reply asks again.
import { useCallback, useEffect, useRef, useState } from 'react';
import { checkProvider, type AssistantSettings } from '../../assistant';
import type { ReachState } from './chat-view';

const RECHECK_MS = 30_000;
const isOnline = () => (typeof navigator === 'undefined' ? true : navigator.onLine);

export interface ProviderReachState {
  reach: ReachState;
  recheck(): void;
  /** A model reply arrived: the provider is there, whatever the last check said. */
  answered(): void;
}

export function useProviderReach(settings: AssistantSettings | undefined, enabled: boolean): ProviderReachState {
  const [reach, setReach] = useState<ReachState>({ kind: 'checking' });
  const [round, setRound] = useState(0);
  const latest = useRef(settings);
  latest.current = settings;
  const target = settings && enabled ? `${settings.baseURL}\n${settings.apiKey}` : null;
  const checked = useRef<string | null>(null);

  useEffect(() => {
    const current = latest.current;
    if (!target || !current) return;
    let gone = false;
    // New settings are checked from scratch; a recheck of the same ones keeps the last answer on
    // screen until the new one comes (no flicker to "Initializing..." every 30 s).
    if (checked.current !== target) setReach({ kind: 'checking' });
    checked.current = target;
    void checkProvider(current, { online: isOnline() }).then((found) => {
      if (!gone) setReach(found);
    });
    return () => {
      gone = true;
    };
  }, [target, round]);

  const recheck = useCallback(() => setRound((n) => n + 1), []);
  const answered = useCallback(() => setReach({ kind: 'reachable' }), []);

  useEffect(() => {
    if (!target) return;
    window.addEventListener('online', recheck);
    window.addEventListener('offline', recheck);
    return () => {
      window.removeEventListener('online', recheck);
      window.removeEventListener('offline', recheck);
    };
  }, [target, recheck]);

  const waiting = reach.kind === 'unreachable';
  useEffect(() => {
    if (!target || !waiting) return;
    const timer = window.setInterval(recheck, RECHECK_MS);
    return () => window.clearInterval(timer);
  }, [target, waiting, recheck]);

  return { reach, recheck, answered };
}
