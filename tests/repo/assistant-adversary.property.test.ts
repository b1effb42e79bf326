// The adversarial model as a property test: at least 1,000 conversations of random,
// mutated, repeated and injected tool calls (take_message included) against generated salons with
// booking rules, through the real tool loop. After every conversation the invariants of
// adversary-invariants.ts hold — on appointments, customers, call records and notifications —
// and every tool call was answered with a result object (an error the tool chose, never a throw).
// Sarah on the device's store here; the same property runs on the server's in
// tests/integration/assistant-adversary-server.property.test.ts.
import { describe, expect, it } from 'vitest';
import { seedSalon } from '../assistant/adversary-salon';
import { countsLine, runAdversaryProperty } from '../assistant/adversary-suite';

const SALONS = 20;
const CONVERSATIONS_PER_SALON = 50;

describe('the adversarial model', () => {
  it(`keeps every invariant over ${SALONS * CONVERSATIONS_PER_SALON} conversations`, async () => {
    const counts = await runAdversaryProperty(seedSalon, SALONS, CONVERSATIONS_PER_SALON);
    console.log(countsLine("the device's store", counts));
    expect(counts.conversations).toBeGreaterThanOrEqual(1000);
    // The invariants were tested on real writes of every kind, not only on refusals.
    for (const [kind, n] of Object.entries(counts.writes)) expect(n, `no ${kind} written`).toBeGreaterThan(0);
  }, 120_000);
});
