import { describe, expect, it } from 'vitest';
import { emptyPhoneIntegration } from '../../domain/phone';
import { SUCCESS_MS, TEST_LABELS, canTest, nextPhase, statusView } from './connection-test';

const active = { ...emptyPhoneIntegration('s1'), isActive: true, setup: { provider: 'ringcentral' as const, apiKey: 'k', phoneNumber: '555-0100' } };

describe('test connection cycle', () => {
  it('goes testing → success for 2 s → idle, and rests there', () => {
    expect(nextPhase('idle')).toBeNull();
    expect(nextPhase('testing')?.phase).toBe('success');
    expect(nextPhase('success')).toEqual({ phase: 'idle', afterMs: SUCCESS_MS });
    expect(SUCCESS_MS).toBe(2000);
    expect(TEST_LABELS.idle).toBe('Test Connection');
  });

  it('is only offered once a setup is saved and no test is running', () => {
    expect(canTest(undefined, 'idle')).toBe(false);
    expect(canTest(emptyPhoneIntegration('s1'), 'idle')).toBe(false);
    expect(canTest(active, 'idle')).toBe(true);
    expect(canTest(active, 'testing')).toBe(false);
  });
});

describe('status display', () => {
  it('reads Not Connected until saved, then Active with the provider and number', () => {
    expect(statusView(undefined).label).toBe('Not Connected');
    expect(statusView(emptyPhoneIntegration('s1')).label).toBe('Not Connected');
    expect(statusView(active)).toEqual({
      label: 'Active',
      tone: 'active',
      detail: 'RingCentral · calls redirect to 555-0100. Saved on this device only: calls do not reach Sarah through RingCentral yet.',
    });
  });

  it('never claims a connection it did not make (issue 24)', () => {
    expect(TEST_LABELS.success).toBe('Simulated — nothing sent');
    expect(Object.values(TEST_LABELS).join(' ')).not.toMatch(/Successful/);
  });
});
