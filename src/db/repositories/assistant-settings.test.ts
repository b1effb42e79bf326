// Provider settings stay on this device (the settings table, no outbox entry) with .env defaults.
import { describe, expect, it } from 'vitest';
import { DEFAULT_MODEL, envDefaults } from '../../domain/assistant-settings';
import { loadAssistantSettings, saveAssistantSettings } from './assistant-settings';
import { freshDevice } from '../../../tests/support/db-helpers';

describe('assistant settings', () => {
  it('env values are defaults; saved values win; nothing is synced', async () => {
    const { db } = await freshDevice();
    const defaults = envDefaults({ VITE_OPENAI_API_KEY: 'sk-env', VITE_OPENAI_BASE_URL: 'http://127.0.0.1:9/v1' });
    expect(defaults).toEqual({ apiKey: 'sk-env', baseURL: 'http://127.0.0.1:9/v1', model: DEFAULT_MODEL });
    expect(DEFAULT_MODEL).toBe('gpt-4o-mini');
    expect(await loadAssistantSettings(db, defaults)).toEqual(defaults);
    await saveAssistantSettings({ model: 'llama3.2', apiKey: 'sk-device' }, db);
    await saveAssistantSettings({ baseURL: '' }, db);
    expect(await loadAssistantSettings(db, defaults)).toEqual({ apiKey: 'sk-device', baseURL: 'http://127.0.0.1:9/v1', model: 'llama3.2' });
    expect(await db.outbox.count()).toBe(0);
    await db.delete();
  });
});
