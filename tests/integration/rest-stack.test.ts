// The PGlite socket and PostgREST in front of it (sync/server/rest-stack.ts): a start that is not
// ready in time is made again over the same database, and the stack it ends with really serves.
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEV_JWT_SECRET, REPO_ROOT } from '../../sync/server/index';
import { apiKeyFor } from '../../sync/server/keys';
import { applyPlatform, migrate } from '../../sync/server/migrate';
import { openPglite } from '../../sync/server/pglite-open';
import { startRestStack } from '../../sync/server/rest-stack';
import { SessionGate } from '../../sync/server/session-gate';

let db: PGlite;
let gate: SessionGate;

beforeAll(async () => {
  db = await openPglite(null);
  gate = new SessionGate(db);
  await gate.run(async (d) => {
    await applyPlatform(d, path.join(REPO_ROOT, 'sync/server/platform.sql'));
    await migrate(d, path.join(REPO_ROOT, 'supabase/migrations'));
  });
});
afterAll(async () => {
  await db?.close();
});

async function servesSalons(url: string): Promise<number> {
  const key = await apiKeyFor('service_role', DEV_JWT_SECRET);
  const res = await fetch(`${url}/salons?select=id`, { headers: { Authorization: `Bearer ${key}` } });
  return res.status;
}

describe('rest stack', () => {
  it('a start not ready in time is made again, said in the log, and the next one serves', async () => {
    const log: string[] = [];
    // 1 ms: no PostgREST is ready that soon, so the first attempt always fails.
    const stack = await startRestStack(gate, DEV_JWT_SECRET, (l) => log.push(l), [1, 30_000]);
    try {
      expect(log.filter((l) => l.includes('PostgREST was not ready (attempt 1 of 2)'))).toHaveLength(1);
      expect(await servesSalons(stack.url)).toBe(200);
      // The session the dropped attempt shared is usable in-process too.
      expect(await gate.run((d) => d.query<{ n: number }>('select count(*)::int as n from public.salons'))).toMatchObject({ rows: [{ n: 0 }] });
    } finally {
      await stack.stop();
    }
  });

  it('gives up after the last attempt with the reason', async () => {
    const log: string[] = [];
    await expect(startRestStack(gate, DEV_JWT_SECRET, (l) => log.push(l), [1, 1])).rejects.toThrow(/PostgREST was not ready within 1 ms/);
    expect(log.filter((l) => l.includes('was not ready (attempt'))).toHaveLength(1);
  });
});
