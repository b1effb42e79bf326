// Test Connection on the Phone Integration screen: the server asks Twilio
// (sync/remote/phone-client.ts), the phase follows connection-test.ts, and the answer's words and
// webhook URLs are kept for the screen. Leaving the screen drops a late answer.
import { useCallback, useEffect, useRef, useState } from 'react';
import { testPhoneConnection, type ConnectionCheck, type WebhookUrls } from '../../../sync/remote/phone-client';
import { nextPhase, phaseOfResult, type TestPhase } from './connection-test';

export interface ConnectionTest {
  phase: TestPhase;
  /** The last test's words (success or what is wrong); null before any. */
  result: ConnectionCheck | null;
  /** The URLs the server answered with the last test, if any. */
  webhooks: WebhookUrls | null;
  start(): void;
}

export function useConnectionTest(): ConnectionTest {
  const [phase, setPhase] = useState<TestPhase>('idle');
  const [result, setResult] = useState<ConnectionCheck | null>(null);
  const alive = useRef(true);
  useEffect(() => {
    alive.current = true;
    return () => {
      alive.current = false;
    };
  }, []);
  useEffect(() => {
    const next = nextPhase(phase);
    if (!next) return;
    const timer = window.setTimeout(() => setPhase(next.phase), next.afterMs);
    return () => window.clearTimeout(timer);
  }, [phase]);
  const start = useCallback(() => {
    setPhase('testing');
    setResult(null);
    void testPhoneConnection().then((r) => {
      if (!alive.current) return;
      setResult(r);
      setPhase(phaseOfResult(r.ok));
    });
  }, []);
  return { phase, result, webhooks: result?.webhooks ?? null, start };
}
