// The scripted OpenAI-compatible model server (tests/support) for one e2e file, and the browser
// contexts its tests open: started once, each test's leftover script and contexts cleared after it.
import type { BrowserContext } from 'playwright-core';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { startScriptedServer, type ScriptedServer } from '../../support/scripted-openai-server';

export function useScriptedModel(): { readonly server: ScriptedServer; own: BrowserContext[] } {
  let server: ScriptedServer | undefined;
  const own: BrowserContext[] = [];
  beforeAll(async () => {
    server = await startScriptedServer();
  });
  afterAll(async () => {
    await server?.close();
  });
  afterEach(async () => {
    await Promise.all(own.splice(0).map((c) => c.close()));
    server?.script([]);
  });
  return {
    own,
    get server(): ScriptedServer {
      if (!server) throw new Error('the scripted model server is not started yet (use it inside a test)');
      return server;
    },
  };
}
