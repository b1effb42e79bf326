// The assistant's provider settings (base URL, model, key) as the screen edits them. They live in
// this device's settings table only (DESIGN.md §6): the key is the owner's own credential.
import { useCallback, useEffect, useRef, useState } from 'react';
import { envDefaults, loadAssistantSettings, saveAssistantSettings, type AssistantSettings } from '../../assistant';
import { db } from '../../db/database';

export interface ProviderSettingsState {
  /** undefined until the saved values are read. */
  settings: AssistantSettings | undefined;
  /** Always the latest settings, so the assistant reads them at each message without re-creating. */
  current: React.MutableRefObject<AssistantSettings>;
  save(next: AssistantSettings): Promise<void>;
}

export function useProviderSettings(): ProviderSettingsState {
  const [settings, setSettings] = useState<AssistantSettings>();
  const current = useRef<AssistantSettings>(envDefaults());

  useEffect(() => {
    let alive = true;
    void loadAssistantSettings(db).then((loaded) => {
      if (!alive) return;
      current.current = loaded;
      setSettings(loaded);
    });
    return () => {
      alive = false;
    };
  }, []);

  const save = useCallback(async (next: AssistantSettings) => {
    const trimmed = { baseURL: next.baseURL.trim(), model: next.model.trim(), apiKey: next.apiKey.trim() };
    await saveAssistantSettings(db, trimmed);
    // Empty fields fall back to the .env defaults, exactly as a reload would read them.
    const loaded = await loadAssistantSettings(db);
    current.current = loaded;
    setSettings(loaded);
  }, []);

  return { settings, current, save };
}
