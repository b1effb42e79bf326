// The adversarial model as a property test (issue 14): at least 1,000 conversations of random,
// mutated, repeated and injected tool calls (take_message included) against generated salons with
// booking rules, through the real tool loop. After every conversation the invariants of
// adversary-invariants.ts hold — on appointments, customers, call records and notifications —
// and every tool call was answered with a result object (an error the tool chose, never a throw).
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { salonArb, seedSalon } from '../assistant/adversary-salon';
import { brokenInvariants, snapshotBefore } from '../assistant/adversary-invariants';
import { conversationArb, runAdversary } from '../assistant/adversary-model';

const SALONS = 20;
const CONVERSATIONS_PER_SALON = 50;

function resultProblems(results: unknown[]): string[] {
  return results.flatMap((r) => {
    if (!r || typeof r !== 'object' || Array.isArray(r)) return [`not a result object: ${JSON.stringify(r)}`];
    const o = r as Record<string, unknown>;
    if (o.success === true) return [];
    if (typeof o.error !== 'string') return [`neither success nor error: ${JSON.stringify(r).slice(0, 200)}`];
    // The loop turns a thrown exception into "<tool> failed: ..."; a tool must answer, not throw.
    return /^\w+ failed: /.test(o.error) ? [`a tool threw: ${o.error.slice(0, 200)}`] : [];
  });
}

describe('the adversarial model', () => {
  it(`keeps every invariant over ${SALONS * CONVERSATIONS_PER_SALON} conversations`, async () => {
    let conversations = 0;
    let calls = 0;
    const writes = { booked: 0, moved: 0, canceled: 0, messages: 0, notifications: 0 };
    let ruledSalons = 0;
    const started = Date.now();
    const outcome = await fc.check(
      fc.asyncProperty(salonArb, fc.array(conversationArb, { minLength: CONVERSATIONS_PER_SALON, maxLength: CONVERSATIONS_PER_SALON }), async (spec, specs) => {
        const salon = await seedSalon(spec);
        if (spec.rules) ruledSalons++;
        const pool = [...salon.phones];
        try {
          for (const [i, c] of specs.entries()) {
            const before = await snapshotBefore(salon);
            const run = await runAdversary(salon, c, pool);
            const problems = [
              ...run.replyErrors,
              ...resultProblems(run.toolResults),
              ...(await brokenInvariants(salon, before, { typed: run.typed, callId: run.callId, bookingsOn: c.agent.bookings })),
            ];
            writes.notifications += (await salon.db.notifications.count()) - before.notifications.size;
            conversations++;
            calls += run.calls;
            for (const r of run.toolResults as Record<string, unknown>[]) {
              if (r.success !== true || r.already_booked || r.already_moved) continue;
              if (typeof r.message === 'string' && r.message.startsWith('Message saved')) writes.messages++;
              const appt = r.appointment as { from?: unknown } | undefined;
              if (appt?.from) writes.moved++;
              else if (appt) writes.booked++;
              else if (r.appointment_id) writes.canceled++;
            }
            // The broken invariants themselves in the message (an array diff would hide them as "…(3)").
            if (problems.length) throw new Error(`conversation ${i}: ${problems.slice(0, 5).join('; ')}`);
          }
        } finally {
          await salon.db.delete();
        }
      }),
      { numRuns: SALONS, endOnFailure: true },
    );
    // The failing conversation's message, not fast-check's dump of 50 generated conversations.
    if (outcome.failed) throw new Error(`seed ${outcome.seed}, path ${outcome.counterexamplePath}: ${outcome.errorInstance instanceof Error ? outcome.errorInstance.message : String(outcome.errorInstance)}`.slice(0, 4000));
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    console.log(`adversarial model: ${conversations} conversations (${ruledSalons} of ${SALONS} salons with booking rules), ${calls} tool calls (writes: ${JSON.stringify(writes)}) in ${seconds} s`);
    expect(conversations).toBeGreaterThanOrEqual(1000);
    // The invariants were tested on real writes of every kind, not only on refusals.
    for (const [kind, n] of Object.entries(writes)) expect(n, `no ${kind} written`).toBeGreaterThan(0);
  }, 120_000);
});
