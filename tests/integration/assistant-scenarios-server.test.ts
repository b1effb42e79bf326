// The scenario suite on server-side Sarah: the same scripted scenarios and the
// same database-state checks as assistant-scenarios.test.ts, with Sarah on the server's store
// (sync/server/sarah/pg-store.ts over the real local backend). Each world is seeded on a device
// and synced up; after the conversation the device pulls, and the checks read its database — so
// this also proves that what Sarah writes on the server reaches the tablet with the right rows.
import OpenAI from 'openai';
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalBackend } from '../../sync/server/index';
import { startScriptedServer, type ScriptedServer } from '../support/scripted-openai-server';
import { SCENARIOS } from '../assistant/scenarios';
import { playScenario } from '../assistant/scripted-suite';
import { clientFor, startTestBackend } from './helpers';
import { seedServerWorld } from './server-world';

let backend: LocalBackend;
let admin: SupabaseClient;
let server: ScriptedServer;
let client: OpenAI;
let started = 0;
let passed = 0;
let toolCalls = 0;

beforeAll(async () => {
  ({ backend } = await startTestBackend());
  admin = clientFor(backend, backend.serviceRoleKey);
  server = await startScriptedServer();
  client = new OpenAI({ apiKey: 'test-key', baseURL: server.baseURL, maxRetries: 0 });
  started = Date.now();
}, 120_000);
afterAll(async () => {
  console.log(
    `assistant scenarios on the server's store: ${passed} of ${SCENARIOS.length} passed, ${toolCalls} tool calls, in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
  server?.close();
  await backend?.close();
});

describe('assistant scenarios on server-side Sarah (scripted model)', () => {
  it('has at least 66 conversations', () => {
    expect(SCENARIOS.length).toBeGreaterThanOrEqual(66);
  });

  for (const s of SCENARIOS) {
    it(s.name, async () => {
      const w = await seedServerWorld(backend, admin);
      try {
        const run = await playScenario(s, w, server, client);
        toolCalls += run.tools.length;
        passed++;
      } finally {
        await w.close();
      }
    });
  }
});
