// The scenario suite: each conversation runs through the real openai SDK over
// HTTP against the scripted server, then the database is checked, not only the words: the
// scenario's own check, and for every conversation its call record, the transcript's write
// steps and the owner's notifications (record-check.ts). Sarah on the device's store here; the
// same scenarios and checks run on the server's in assistant-scenarios-server.test.ts.
import OpenAI from 'openai';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startScriptedServer, type ScriptedServer } from '../support/scripted-openai-server';
import { SCENARIOS } from '../assistant/scenarios';
import { playScenario } from '../assistant/scripted-suite';
import { seedWorld } from '../assistant/world';

let server: ScriptedServer;
let client: OpenAI;
let passed = 0;
let toolCalls = 0;

beforeAll(async () => {
  server = await startScriptedServer();
  client = new OpenAI({ apiKey: 'test-key', baseURL: server.baseURL, maxRetries: 0 });
});
afterAll(() => {
  console.log(`assistant scenarios on the device's store: ${passed} of ${SCENARIOS.length} passed, ${toolCalls} tool calls`);
  server.close();
});

describe('assistant scenarios (scripted model)', () => {
  it('has at least 66 conversations', () => {
    expect(SCENARIOS.length).toBeGreaterThanOrEqual(66);
    expect(new Set(SCENARIOS.map((s) => s.name)).size, 'two scenarios share a name').toBe(SCENARIOS.length);
  });

  for (const s of SCENARIOS) {
    it(s.name, async () => {
      const w = await seedWorld();
      try {
        const run = await playScenario(s, w, server, client);
        toolCalls += run.tools.length;
        passed++;
      } finally {
        await w.db.delete();
      }
    });
  }
});
