// One scripted scenario, played and judged the same way whichever store Sarah runs on (the
// device's in tests/integration/assistant-scenarios.test.ts, the server's in
// assistant-scenarios-server.test.ts): the conversation through the real openai SDK over HTTP
// against the scripted server, then the database — on a server run the device's, after it pulled
// what server-side Sarah wrote — by the scenario's own check and record-check.ts.
import type OpenAI from 'openai';
import { expect } from 'vitest';
import type { ScriptedServer } from '../support/scripted-openai-server';
import { checkCallRecord, rebasingSetup, takeBaseline } from './record-check';
import { runConversation, type RunResult } from './run';
import type { Scenario } from './scenario';
import { snapshot, type World } from './world';

export async function playScenario(s: Scenario, w: World, server: ScriptedServer, client: OpenAI): Promise<RunResult> {
  const before = await snapshot(w);
  const base = await takeBaseline(w);
  server.script(s.script(w));
  const run = await runConversation(w, client, 'scripted-model', s.messages, { now: s.now, beforeMessage: rebasingSetup(w, base, s.beforeMessage) });
  for (const r of run.replies) expect(r.error, r.error?.message).toBeUndefined();
  expect(server.remaining(), 'the conversation stopped before the script ended').toBe(0);
  // What the store wrote reaches the device the checks read (on the device run it is there).
  await w.sync();
  await s.check(w, run, before);
  await s.scripted?.(w, run);
  await checkCallRecord(w, run, base, s.messages, s.outcome);
  return run;
}
