// The Test Connection cycle (docs/behaviour.md#phone-integration): idle → testing → success for 2 s → idle. Now the
// test is real: the server asks Twilio whether the saved Account SID, auth token and salon number
// are right (sync/server/phone/test-connection.ts), so "testing" lasts as long as that takes, and a
// failure rests on the button's side with the server's words until the owner tests again.
// The spec fixes "Not Connected", "Active" and the testing → success states; the words for a
// success say what was checked.
import { t } from '@lingui/core/macro';
import type { PhoneIntegration } from '../../domain/phone';
import { providerLabel } from '../../domain/phone';

export type TestPhase = 'idle' | 'testing' | 'success' | 'failed';

/** Success shows for 2 seconds, then the button returns to idle. */
export const SUCCESS_MS = 2000;

/** The button's words in each phase, in the owner's language (read at render). */
export function testLabel(phase: TestPhase): string {
  if (phase === 'testing') return t`Testing...`;
  if (phase === 'success') return t`Connection Successful`;
  return t`Test Connection`;
}

/** Under the button: what the test does. */
export const testNote = () => t`Asks Twilio whether your Account SID, auth token and salon phone number are right. Nothing is changed.`;

/** The phase after `phase` once its time is up, and how long that takes; null when it rests (or waits for the answer). */
export function nextPhase(phase: TestPhase): { phase: TestPhase; afterMs: number } | null {
  if (phase === 'success') return { phase: 'idle', afterMs: SUCCESS_MS };
  return null;
}

/** A running test is not restarted, nor one whose success is still showing. */
export const canTest = (phase: TestPhase): boolean => phase === 'idle' || phase === 'failed';

/** The phase a finished test lands in. */
export const phaseOfResult = (ok: boolean): TestPhase => (ok ? 'success' : 'failed');

export interface StatusView {
  label: string;
  tone: 'active' | 'off';
  detail: string;
}

/** Beside the badge while another provider's setup is saved: its "Active" is a local flag, not a live line. */
export const simulatedTag = () => t`Simulated`;

/** Twilio's setup is the real line; any other provider's is kept on this device only. */
export const isSimulated = (integration: PhoneIntegration | undefined): boolean =>
  !!integration?.isActive && !!integration.setup && integration.setup.provider !== 'twilio';

export function statusView(integration: PhoneIntegration | undefined): StatusView {
  if (!integration?.isActive || !integration.setup) {
    return { label: t`Not Connected`, tone: 'off', detail: t`Save your provider setup below to start taking calls.` };
  }
  const { provider, phoneNumber } = integration.setup;
  const name = providerLabel(provider);
  if (provider === 'twilio') {
    return {
      label: t`Active`,
      tone: 'active',
      detail: t`Twilio · calls to your salon number reach Sarah once Twilio's console has the webhook URLs below; transfers go to ${phoneNumber}.`,
    };
  }
  return {
    label: t`Active`,
    tone: 'active',
    detail: t`${name} · calls redirect to ${phoneNumber}. Saved on this device only: calls do not reach Sarah through ${name} yet.`,
  };
}
