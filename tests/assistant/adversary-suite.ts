// The adversarial property, run the same way whichever store Sarah runs on: the
// device's (tests/repo/assistant-adversary.property.test.ts) or the server's
// (tests/integration/assistant-adversary-server.property.test.ts). Generated salons, each with a
// series of adversarial conversations; after every conversation the salon is synced (on a server
// run the device pulls what Sarah wrote) and the invariants of adversary-invariants.ts are
// checked on the device's database, and every tool call must have been answered with a result
// object (an error the tool chose, never a throw).
import fc from 'fast-check';
import { brokenInvariants, snapshotBefore } from './adversary-invariants';
import { conversationArb, runAdversary } from './adversary-model';
import { salonArb, type GeneratedSalon, type SalonSpec } from './adversary-salon';

export interface AdversaryCounts {
  salons: number;
  ruledSalons: number;
  conversations: number;
  calls: number;
  writes: { booked: number; moved: number; canceled: number; messages: number; notifications: number };
  seconds: number;
}

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

/** Runs `salons` generated salons of `perSalon` conversations each; throws with the broken invariants of the first failing conversation. */
export async function runAdversaryProperty(seed: (spec: SalonSpec) => Promise<GeneratedSalon>, salons: number, perSalon: number): Promise<AdversaryCounts> {
  const counts: AdversaryCounts = {
    salons,
    ruledSalons: 0,
    conversations: 0,
    calls: 0,
    writes: { booked: 0, moved: 0, canceled: 0, messages: 0, notifications: 0 },
    seconds: 0,
  };
  const { writes } = counts;
  const started = Date.now();
  const outcome = await fc.check(
    fc.asyncProperty(salonArb, fc.array(conversationArb, { minLength: perSalon, maxLength: perSalon }), async (spec, specs) => {
      const salon = await seed(spec);
      if (spec.rules) counts.ruledSalons++;
      const pool = [...salon.phones];
      try {
        for (const [i, c] of specs.entries()) {
          const before = await snapshotBefore(salon);
          const run = await runAdversary(salon, c, pool);
          // What the store wrote reaches the device the invariants read (on the device it is there).
          await salon.sync();
          const problems = [
            ...run.replyErrors,
            ...resultProblems(run.toolResults),
            ...(await brokenInvariants(salon, before, { typed: run.typed, callId: run.callId, bookingsOn: c.agent.bookings })),
          ];
          writes.notifications += (await salon.db.notifications.count()) - before.notifications.size;
          counts.conversations++;
          counts.calls += run.calls;
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
        await salon.close();
      }
    }),
    { numRuns: salons, endOnFailure: true },
  );
  // The failing conversation's message, not fast-check's dump of the generated conversations.
  if (outcome.failed)
    throw new Error(
      `seed ${outcome.seed}, path ${outcome.counterexamplePath}: ${outcome.errorInstance instanceof Error ? outcome.errorInstance.message : String(outcome.errorInstance)}`.slice(
        0,
        4000,
      ),
    );
  counts.seconds = (Date.now() - started) / 1000;
  return counts;
}

/** The line the suites print. */
export const countsLine = (where: string, c: AdversaryCounts) =>
  `adversarial model on ${where}: ${c.conversations} conversations (${c.ruledSalons} of ${c.salons} salons with booking rules), ${c.calls} tool calls (writes: ${JSON.stringify(c.writes)}) in ${c.seconds.toFixed(1)} s`;
