// Where the AI Chat Test's Sarah runs: on the server (the default, the Sarah a caller
// gets) or, with "Run Sarah on this device", here with this device's own model settings.
import { useCallback, useState } from 'react';
import { ASSISTANT_HOME_KEY, type AssistantHome } from '../../assistant';
import { saveAssistantHome } from '../../db/repositories/assistant-settings';
import { useSetting } from '../../data';
import type { SarahHome } from './chat-assistants';

export function useSarahHome(): { home: SarahHome | undefined; setOnDevice(onDevice: boolean): Promise<void> } {
  const saved = useSetting<AssistantHome>(ASSISTANT_HOME_KEY);
  // The switch follows the click at once, not only when the saved choice is read back.
  const [chosen, setChosen] = useState<boolean | null>(null);
  const onDevice = chosen ?? (saved === undefined ? undefined : saved.value?.onDevice === true);
  const home: SarahHome | undefined = onDevice === undefined ? undefined : onDevice ? 'device' : 'server';
  const setOnDevice = useCallback(async (next: boolean) => {
    setChosen(next);
    await saveAssistantHome({ onDevice: next });
  }, []);
  return { home, setOnDevice };
}
