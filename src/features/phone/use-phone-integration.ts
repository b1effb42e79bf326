// The phone integration as stored on this device, live, plus its writes and the simulated test.
import { useLiveQuery } from 'dexie-react-hooks';
import { useCallback, useEffect, useState } from 'react';
import { db } from '../../db/database';
import { loadPhoneIntegration, savePhoneAgent, savePhoneSetup } from '../../db/repositories/phone-settings';
import type { AgentConfig, PhoneIntegration, PhoneSetupDraft } from '../../domain/phone';
import { nextPhase, type TestPhase } from './connection-test';

/** undefined while loading (or without a salon). */
export function usePhoneIntegration(salonId: string | undefined): PhoneIntegration | undefined {
  return useLiveQuery(() => (salonId ? loadPhoneIntegration(db, salonId) : undefined), [salonId]);
}

export function usePhoneWrites(salonId: string) {
  const saveSetup = useCallback((draft: PhoneSetupDraft) => savePhoneSetup(db, salonId, draft), [salonId]);
  const saveAgent = useCallback((agent: AgentConfig) => savePhoneAgent(db, salonId, agent), [salonId]);
  return { saveSetup, saveAgent };
}

/** Runs the idle → testing → success → idle cycle on timers; leaving the screen cancels it. */
export function useConnectionTest(): { phase: TestPhase; start(): void } {
  const [phase, setPhase] = useState<TestPhase>('idle');
  useEffect(() => {
    const next = nextPhase(phase);
    if (!next) return;
    const timer = window.setTimeout(() => setPhase(next.phase), next.afterMs);
    return () => window.clearTimeout(timer);
  }, [phase]);
  const start = useCallback(() => setPhase((p) => (p === 'idle' ? 'testing' : p)), []);
  return { phase, start };
}
