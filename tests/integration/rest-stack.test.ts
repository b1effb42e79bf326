// The PGlite socket and PostgREST in front of it (sync/server/rest-stack.ts): a start that is not
// ready in time is made again over the same database, and the stack it ends with really serves.
import { mkdtemp, rm } from 'node:fs/promises';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEV_JWT_SECRET, REPO_ROOT } from '../../sync/server/index';
import { apiKeyFor } from '../../sync/server/keys';
import { applyPlatform, migrate } from '../../sync/server/migrate';
import { openPglite } from '../../sync/server/pglite-open';
import { startRestStack, startWireSocket } from '../../sync/server/rest-stack';
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

/** Connects to the Unix socket; resolves with what the server said before closing, or on `after` ms of silence with the socket still open. */
function talk(file: string, after = 300): Promise<{ socket: net.Socket; said: string; closed: boolean }> {
  return new Promise((resolve, reject) => {
    const socket = net.createConnection(file);
    let said = '';
    let timer: ReturnType<typeof setTimeout> | undefined;
    socket.on('connect', () => (timer = setTimeout(() => resolve({ socket, said, closed: false }), after)));
    socket.on('data', (d) => (said += d.toString()));
    socket.on('close', () => {
      clearTimeout(timer);
      resolve({ socket, said, closed: true });
    });
    socket.on('error', (e) => (said ? undefined : reject(e)));
  });
}

describe('wire socket', () => {
  it("takes two clients (PostgREST's short first one may not be seen closing yet), turns a third away by its own answer, and takes it once one leaves", async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'salon-desk-test-'));
    const socket = await startWireSocket(gate, dir);
    const file = path.join(dir, '.s.PGSQL.5432');
    try {
      const first = await talk(file);
      const second = await talk(file);
      expect([first.closed, second.closed]).toEqual([false, false]);
      expect(socket.getStats().activeConnections).toBe(2);
      // A third hears why it is turned away (Node's own limit would close it unheard).
      const third = await talk(file);
      expect(third).toMatchObject({ closed: true, said: expect.stringContaining('Too many connections') });
      first.socket.destroy();
      for (let i = 0; i < 100 && socket.getStats().activeConnections > 1; i++) await new Promise((r) => setTimeout(r, 20));
      const again = await talk(file);
      expect(again.closed).toBe(false);
      expect(socket.getStats().activeConnections).toBe(2);
      second.socket.destroy();
      again.socket.destroy();
    } finally {
      await socket.stop();
      await rm(dir, { recursive: true, force: true });
    }
  });
});

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
