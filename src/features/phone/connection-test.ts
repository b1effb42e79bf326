// The simulated Test Connection cycle (spec §4): idle → testing → success for 2 s → idle.
// No network call is made (spec §7); the timings live here so the screen and tests agree.
// Issue 24, "no state claims what did not happen": until the phone channel is real, every word
// here says the setup and the test are simulated. The spec fixes "Not Connected" and "Active"
// (kept, with "Simulated" beside them) but no words for the test's success: they say what it did.
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
  success: 'Simulated — nothing sent',
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

/** Beside the badge while a setup is saved: the spec's "Active" is a local flag, not a live line. */
export const SIMULATED_TAG = 'Simulated';
/** Under Test Connection: what the test does and does not do. */
export const SIMULATED_TEST_NOTE = 'The test is simulated: it sends nothing to your provider and does not check the key.';

export function statusView(integration: PhoneIntegration | undefined): StatusView {
  if (!integration?.isActive || !integration.setup) {
    return { label: 'Not Connected', tone: 'off', detail: 'Save your provider setup below to start taking calls.' };
  }
  const { provider, phoneNumber } = integration.setup;
  const name = providerLabel(provider);
  return {
    label: 'Active',
    tone: 'active',
    detail: `${name} · calls redirect to ${phoneNumber}. Saved on this device only: calls do not reach Sarah through ${name} yet.`,
  };
}
