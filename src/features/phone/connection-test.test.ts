import { describe, expect, it } from 'vitest';
import { emptyPhoneIntegration } from '../../domain/phone';
import { SUCCESS_MS, testLabel, canTest, isSimulated, nextPhase, phaseOfResult, statusView } from './connection-test';

const active = { ...emptyPhoneIntegration('s1'), isActive: true, setup: { provider: 'ringcentral' as const, apiKey: 'k', phoneNumber: '555-0100' } };

describe('test connection cycle', () => {
  it('waits in testing for the answer; success shows for 2 s, then idle; a failure rests', () => {
    expect(nextPhase('idle')).toBeNull();
    expect(nextPhase('testing')).toBeNull();
    expect(nextPhase('success')).toEqual({ phase: 'idle', afterMs: SUCCESS_MS });
    expect(nextPhase('failed')).toBeNull();
    expect(SUCCESS_MS).toBe(2000);
    expect(phaseOfResult(true)).toBe('success');
    expect(phaseOfResult(false)).toBe('failed');
  });

  it("keeps the spec's words: Test Connection, Testing..., and the button back after a failure", () => {
    expect(testLabel('idle')).toBe('Test Connection');
    expect(testLabel('testing')).toBe('Testing...');
    expect(testLabel('failed')).toBe('Test Connection');
    expect(testLabel('success')).not.toMatch(/Simulated/);
  });

  it('is not restarted while running or while its success shows; after a failure it may run again', () => {
    expect(canTest('idle')).toBe(true);
    expect(canTest('testing')).toBe(false);
    expect(canTest('success')).toBe(false);
    expect(canTest('failed')).toBe(true);
  });
});

describe('status display', () => {
  it('reads Not Connected until saved, then Active with the provider and number', () => {
    expect(statusView(undefined).label).toBe('Not Connected');
    expect(statusView(emptyPhoneIntegration('s1')).label).toBe('Not Connected');
    expect(statusView(active)).toMatchObject({ label: 'Active', tone: 'active' });
  });

  it('says a Twilio line is real (no Simulated tag); another provider is kept on this device only', () => {
    const twilio = { ...active, setup: { provider: 'twilio' as const, apiKey: '', phoneNumber: '+12125550100' } };
    expect(isSimulated(twilio)).toBe(false);
    expect(statusView(twilio).detail).toMatch(/^Twilio · calls to your salon number reach Sarah/);
    expect(statusView(twilio).detail).not.toMatch(/Saved on this device only/);
    expect(isSimulated(active)).toBe(true);
    expect(statusView(active).detail).toMatch(/Saved on this device only: calls do not reach Sarah through RingCentral yet\.$/);
    expect(isSimulated(emptyPhoneIntegration('s1'))).toBe(false);
  });
});
