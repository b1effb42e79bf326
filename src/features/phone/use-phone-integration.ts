// The phone integration's writes; its live read is usePhoneIntegration (src/data). The Test
// Connection cycle is use-connection-test.ts.
import { useCallback } from 'react';
import { savePhoneAgent, savePhoneSetup } from '../../db/repositories/phone-settings';
import type { AgentConfig, PhoneSetupDraft } from '../../domain/phone';

export function usePhoneWrites(salonId: string) {
  const saveSetup = useCallback(async (draft: PhoneSetupDraft) => savePhoneSetup(salonId, draft), [salonId]);
  const saveAgent = useCallback(async (agent: AgentConfig) => savePhoneAgent(salonId, agent), [salonId]);
  return { saveSetup, saveAgent };
}
