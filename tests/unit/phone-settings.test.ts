// The phone setup stays on this device (settings table, no outbox entry) and survives a reopen.
import { describe, expect, it } from 'vitest';
import { PHONE_SETTINGS_KEY, loadPhoneIntegration, savePhoneAgent, savePhoneSetup } from '../../src/db/repositories/phone-settings';
import { DEFAULT_AGENT, PHONE_MESSAGES } from '../../src/domain/phone';
import { ValidationError } from '../../src/domain/errors';
import { freshDevice } from './db-helpers';

describe('phone settings repository', () => {
  it('refuses bad input without writing, then saves, activates and keeps the agent separately', async () => {
    const { db } = await freshDevice();
    expect((await loadPhoneIntegration(db, 's1')).isActive).toBe(false);

    const bad = savePhoneSetup('s1', { provider: 'twilio', apiKey: '', phoneNumber: '555-0100' }, db);
    await expect(bad).rejects.toBeInstanceOf(ValidationError);
    await expect(bad).rejects.toMatchObject({ field: 'apiKey', message: PHONE_MESSAGES.apiKey });
    expect(await db.settings.get(PHONE_SETTINGS_KEY)).toBeUndefined();

    await savePhoneAgent('s1', { ...DEFAULT_AGENT, voice: 'david', transfer: true }, db);
    expect(await loadPhoneIntegration(db, 's1')).toMatchObject({ isActive: false, agent: { voice: 'david', transfer: true } });

    await savePhoneSetup('s1', { provider: 'callrail', apiKey: ' key ', phoneNumber: '555-0100' }, db);
    const saved = await loadPhoneIntegration(db, 's1');
    expect(saved).toMatchObject({ isActive: true, setup: { provider: 'callrail', apiKey: 'key' }, agent: { voice: 'david' } });

    await expect(savePhoneAgent('s1', { ...DEFAULT_AGENT, greeting: ' ' }, db)).rejects.toMatchObject({ field: 'greeting' });
    expect((await loadPhoneIntegration(db, 's1')).agent.voice).toBe('david');
    expect(await db.outbox.count()).toBe(0);
    await db.delete();
  });
});
