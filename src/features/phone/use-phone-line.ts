// The Phone Setup form's save: the Twilio half goes to the server first (a failure
// there — offline, a number another salon has — changes nothing on this device), then the setup
// and the Redirect Phone Number are saved here (and the number, synced, where the phone's
// transfer reads it).
import { useCallback } from 'react';
import type { PhoneSetupDraft } from '../../domain/phone';
import type { SmsProviderDraft } from '../../domain/sms-provider';
import { useSmsProvider } from './use-sms-provider';

export function usePhoneLine(saveSetup: (draft: PhoneSetupDraft) => Promise<unknown>) {
  const { load, save: saveServer, remove } = useSmsProvider();
  const save = useCallback(
    async (local: PhoneSetupDraft, server: SmsProviderDraft | null) => {
      const status = server ? await saveServer(server) : null;
      await saveSetup(local);
      return status;
    },
    [saveServer, saveSetup],
  );
  return { load, save, remove };
}
