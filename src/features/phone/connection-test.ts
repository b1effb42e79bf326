// The simulated Test Connection cycle (spec §4): idle → testing → success for 2 s → idle.
// No network call is made (spec §7); the timings live here so the screen and tests agree.
import type { PhoneIntegration } from '../../domain/phone';
import { providerLabel } from '../../domain/phone';

export type TestPhase = 'idle' | 'testing' | 'success';

/** How long the pretend check "runs" before it reports success. */
export const TESTING_MS = 1200;
/** Spec §4: success shows for 2 seconds, then the button returns to idle. */
export const SUCCESS_MS = 2000;

export const TEST_LABELS: Record<TestPhase, string> = {
  idle: 'Test Connection',
  testing: 'Testing...',
  success: 'Connection Successful!',
};

/** The phase after `phase` once its time is up, and how long that takes; null when it rests. */
export function nextPhase(phase: TestPhase): { phase: TestPhase; afterMs: number } | null {
  if (phase === 'testing') return { phase: 'success', afterMs: TESTING_MS };
  if (phase === 'success') return { phase: 'idle', afterMs: SUCCESS_MS };
  return null;
}

/** Testing needs a saved setup, and a running test is not restarted. */
export const canTest = (integration: PhoneIntegration | undefined, phase: TestPhase): boolean =>
  !!integration?.isActive && phase === 'idle';

export interface StatusView {
  label: 'Active' | 'Not Connected';
  tone: 'active' | 'off';
  detail: string;
}

export function statusView(integration: PhoneIntegration | undefined): StatusView {
  if (!integration?.isActive || !integration.setup) {
    return { label: 'Not Connected', tone: 'off', detail: 'Save your provider setup below to start taking calls.' };
  }
  const { provider, phoneNumber } = integration.setup;
  return { label: 'Active', tone: 'active', detail: `${providerLabel(provider)} · calls redirect to ${phoneNumber}` };
}
