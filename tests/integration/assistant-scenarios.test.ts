// The scenario suite (issue 5 "Proof"): each conversation runs through the real openai SDK over
// HTTP against the scripted server, then the database is checked, not only the words: the
// scenario's own check, and for every conversation its call record, the transcript's write
// steps and the owner's notifications (record-check.ts).
import OpenAI from 'openai';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startScriptedServer, type ScriptedServer } from '../support/scripted-openai-server';
import { checkCallRecord, rebasingSetup, takeBaseline } from '../assistant/record-check';
import { runConversation } from '../assistant/run';
import { SCENARIOS } from '../assistant/scenarios';
import { seedWorld, snapshot } from '../assistant/world';

let server: ScriptedServer;
let client: OpenAI;

beforeAll(async () => {
  server = await startScriptedServer();
  client = new OpenAI({ apiKey: 'test-key', baseURL: server.baseURL, maxRetries: 0 });
});
afterAll(() => server.close());

describe('assistant scenarios (scripted model)', () => {
  it('has at least 66 conversations', () => {
    expect(SCENARIOS.length).toBeGreaterThanOrEqual(66);
    expect(new Set(SCENARIOS.map((s) => s.name)).size, 'two scenarios share a name').toBe(SCENARIOS.length);
  });

  for (const s of SCENARIOS) {
    it(s.name, async () => {
      const w = await seedWorld();
      try {
        const before = await snapshot(w);
        const base = await takeBaseline(w);
        server.script(s.script(w));
        const run = await runConversation(w, client, 'scripted-model', s.messages, { now: s.now, beforeMessage: rebasingSetup(w, base, s.beforeMessage) });
        for (const r of run.replies) expect(r.error, r.error?.message).toBeUndefined();
        expect(server.remaining(), 'the conversation stopped before the script ended').toBe(0);
        await s.check(w, run, before);
        await s.scripted?.(w, run);
        await checkCallRecord(w, run, base, s.messages, s.outcome);
      } finally {
        await w.db.delete();
      }
    });
  }
});
