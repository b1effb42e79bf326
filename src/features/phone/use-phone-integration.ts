// The phone integration's writes and the simulated test; its live read is usePhoneIntegration
// (src/data).
import { useCallback, useEffect, useState } from 'react';
import { savePhoneAgent, savePhoneSetup } from '../../db/repositories/phone-settings';
import type { AgentConfig, PhoneSetupDraft } from '../../domain/phone';
import { nextPhase, type TestPhase } from './connection-test';

export function usePhoneWrites(salonId: string) {
  const saveSetup = useCallback(async (draft: PhoneSetupDraft) => savePhoneSetup(salonId, draft), [salonId]);
  const saveAgent = useCallback(async (agent: AgentConfig) => savePhoneAgent(salonId, agent), [salonId]);
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
