// The provider setup stays on this device (settings table, no outbox entry) and survives a reopen;
// the AI agent configuration is the salon's synced row: saved offline into the outbox,
// read back by every screen and by Sarah.
import { describe, expect, it } from 'vitest';
import { PHONE_SETTINGS_KEY, loadPhoneIntegration, savePhoneAgent, savePhoneSetup } from './phone-settings';
import { ensureSalonForOwner } from './salons';
import { AGENT_MESSAGES } from '../../domain/agent-settings';
import { agentSettingsId, newId } from '../../domain/ids';
import { DEFAULT_AGENT, PHONE_MESSAGES } from '../../domain/phone';
import { ValidationError } from '../../domain/errors';
import { freshDevice } from '../../../tests/support/db-helpers';

async function salonDevice() {
  const { db, ctx } = await freshDevice();
  const salon = await ensureSalonForOwner({ id: newId(), email: 'o@example.com', salonName: 'Polished', salonPhone: '555-0100' }, ctx);
  return { db, salonId: salon.id };
}

describe('phone settings repository', () => {
  it('refuses bad input without writing, then saves, activates and keeps the agent separately', async () => {
    const { db, salonId } = await salonDevice();
    expect((await loadPhoneIntegration(db, salonId)).isActive).toBe(false);
    const queued = await db.outbox.count();

    const bad = savePhoneSetup(salonId, { provider: 'vonage', apiKey: '', phoneNumber: '555-0100' }, db);
    await expect(bad).rejects.toBeInstanceOf(ValidationError);
    await expect(bad).rejects.toMatchObject({ field: 'apiKey', message: PHONE_MESSAGES.apiKey });
    expect(await db.settings.get(PHONE_SETTINGS_KEY)).toBeUndefined();

    await savePhoneAgent(salonId, { ...DEFAULT_AGENT, voice: 'david', transfer: true }, db);
    expect(await loadPhoneIntegration(db, salonId)).toMatchObject({ isActive: false, agent: { voice: 'david', transfer: true } });

    await savePhoneSetup(salonId, { provider: 'callrail', apiKey: ' key ', phoneNumber: '555-0100' }, db);
    const saved = await loadPhoneIntegration(db, salonId);
    expect(saved).toMatchObject({ isActive: true, setup: { provider: 'callrail', apiKey: 'key' }, agent: { voice: 'david' } });

    await expect(savePhoneAgent(salonId, { ...DEFAULT_AGENT, greeting: ' ' }, db)).rejects.toMatchObject({ field: 'greeting' });
    expect((await loadPhoneIntegration(db, salonId)).agent.voice).toBe('david');
    // The setup's redirect number and the agent are one synced row, queued for the server.
    expect(new Set((await db.outbox.toArray()).slice(queued).map((m) => m.table))).toEqual(new Set(['agent_settings']));
    await db.delete();
  });

  it('saves the redirect number as E.164 in the salon region and the call cap; refuses a bad one of either', async () => {
    const { db, salonId } = await salonDevice();
    await expect(savePhoneAgent(salonId, { ...DEFAULT_AGENT, redirectPhone: 'call me' }, db)).rejects.toMatchObject({
      field: 'redirectPhone',
      message: PHONE_MESSAGES.phoneNumberInvalid,
    });
    await expect(savePhoneAgent(salonId, { ...DEFAULT_AGENT, callCapMinutes: 0 }, db)).rejects.toMatchObject({
      field: 'callCapMinutes',
      message: AGENT_MESSAGES.callCap,
    });
    await expect(savePhoneAgent(salonId, { ...DEFAULT_AGENT, callCapMinutes: 61 }, db)).rejects.toMatchObject({ field: 'callCapMinutes' });
    expect(await db.agent_settings.get(agentSettingsId(salonId))).toBeUndefined();

    await savePhoneAgent(salonId, { ...DEFAULT_AGENT, transfer: true, redirectPhone: '(212) 555-0100', callCapMinutes: 15 }, db);
    expect(await db.agent_settings.get(agentSettingsId(salonId))).toMatchObject({
      salon_id: salonId,
      transfer: true,
      redirect_phone: '+12125550100',
      call_cap_minutes: 15,
    });
    expect((await loadPhoneIntegration(db, salonId)).agent).toMatchObject({ redirectPhone: '+12125550100', callCapMinutes: 15 });
    // The setup form owns the number: its save changes it; an agent save with an older copy does not.
    await savePhoneSetup(salonId, { provider: 'twilio', apiKey: 'k', phoneNumber: '+1 646 555 0199' }, db);
    expect((await loadPhoneIntegration(db, salonId)).agent).toMatchObject({ redirectPhone: '+16465550199', callCapMinutes: 15, transfer: true });
    await savePhoneAgent(salonId, { ...DEFAULT_AGENT, redirectPhone: '+12125550100', callCapMinutes: 20 }, db);
    expect((await loadPhoneIntegration(db, salonId)).agent).toMatchObject({ redirectPhone: '+16465550199', callCapMinutes: 20 });
    await db.delete();
  });

  it('an agent saved on this device before the synced row existed still shows until the next save', async () => {
    const { db, salonId } = await salonDevice();
    await db.settings.put({ key: PHONE_SETTINGS_KEY, value: { salonId, setup: null, isActive: false, agent: { ...DEFAULT_AGENT, voice: 'alex' } } });
    expect((await loadPhoneIntegration(db, salonId)).agent.voice).toBe('alex');
    await savePhoneAgent(salonId, { ...DEFAULT_AGENT, voice: 'emma' }, db);
    expect((await loadPhoneIntegration(db, salonId)).agent.voice).toBe('emma');
    await db.delete();
  });
});
