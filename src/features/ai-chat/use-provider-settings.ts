// The assistant's provider settings (base URL, model, key) as the screen edits them. They live in
// this device's settings table only (docs/architecture.md#local-only-tables): the key is the owner's own credential.
import { useCallback, useMemo, useRef } from 'react';
import { ASSISTANT_SETTINGS_KEY, envDefaults, withDefaults, type AssistantSettings } from '../../assistant';
import { saveAssistantSettings } from '../../db/repositories/assistant-settings';
import { useSetting } from '../../data';

export interface ProviderSettingsState {
  /** undefined until the saved values are read. */
  settings: AssistantSettings | undefined;
  /** Always the latest settings, so the assistant reads them at each message without re-creating. */
  current: React.MutableRefObject<AssistantSettings>;
  save(next: AssistantSettings): Promise<void>;
}

export function useProviderSettings(): ProviderSettingsState {
  const saved = useSetting<Partial<AssistantSettings>>(ASSISTANT_SETTINGS_KEY);
  // Empty fields fall back to the .env defaults, exactly as loadAssistantSettings reads them.
  const settings = useMemo(() => (saved ? withDefaults(saved.value) : undefined), [saved]);
  const current = useRef<AssistantSettings>(envDefaults());
  if (settings) current.current = settings;

  const save = useCallback(async (next: AssistantSettings) => {
    const trimmed = { baseURL: next.baseURL.trim(), model: next.model.trim(), apiKey: next.apiKey.trim() };
    await saveAssistantSettings(trimmed);
    // The live read shows the saved values; the assistant must use them from the next message on.
    current.current = withDefaults(trimmed);
  }, []);

  return { settings, current, save };
}
