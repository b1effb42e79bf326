// What a scenario is: the customer's messages, a scripted model for the offline suite, and checks.
// `check` looks at the database (and the reply) only, so the same scenario judges a real model in
// `npm run eval:assistant`; `scripted` adds exact-text checks that only hold for the script.
import assert from 'node:assert/strict';
import type { CallOutcome } from '../../src/domain/types';
import type { Turn } from '../support/scripted-openai-server';
import type { RunResult } from './run';
import { liveAppointments, snapshot, type World } from './world';

export interface Scenario {
  name: string;
  messages: string[];
  now?: string;
  beforeMessage?: Record<number, (w: World) => Promise<void>>;
  script: (w: World) => Turn[];
  check: (w: World, run: RunResult, before: Awaited<ReturnType<typeof snapshot>>) => Promise<void>;
  scripted?: (w: World, run: RunResult) => void | Promise<void>;
  /**
   * The call record's outcome with the script. The scripted suite checks every conversation's
   * record anyway (record-check.ts: the outcome follows from the rows it changed); this pins it.
   */
  outcome?: CallOutcome;
}

export const scenario = (s: Scenario) => s;

/** The database is exactly as seeded. */
export async function unchanged(w: World, before: Awaited<ReturnType<typeof snapshot>>) {
  assert.deepEqual(await snapshot(w), before);
}

/** Non-canceled appointments of the salon at date+time for a customer phone's digits. */
export async function bookedAt(w: World, date: string, time: string, phoneDigits?: string) {
  const appts = (await liveAppointments(w)).filter((a) => a.status !== 'canceled' && a.appointment_date === date && a.start_time === time);
  if (!phoneDigits) return appts;
  const out = [];
  for (const a of appts) {
    const c = await w.db.customers.get(a.customer_id);
    if (c && c.phone.replace(/\D/g, '') === phoneDigits) out.push(a);
  }
  return out;
}

/** The result of the n-th use of a tool (0-based), failing clearly when it was not called. */
export function resultOf(run: RunResult, name: string, n = 0): Record<string, unknown> {
  const uses = run.tools.filter((t) => t.name === name);
  assert.ok(uses[n], `${name} was called ${uses.length} time(s), wanted #${n + 1}`);
  return uses[n].result;
}

export function lastReply(run: RunResult): string {
  return run.replies[run.replies.length - 1]?.reply ?? '';
}
