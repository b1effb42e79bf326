// One backend per data folder: a second `npm start` on the same PGlite folder
// corrupted it for good. Now it is refused, naming the first; a lock left by a killed backend
// does not block the next start; and the folder stays usable throughout.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCK_FILE } from '../../sync/server/data-lock';
import { REPO_ROOT, type LocalBackend } from '../../sync/server/index';
import { clientFor, startTestBackend, uniqueEmail } from './helpers';

const HOW_TO = 'SALON_DESK_DATA_DIR=<another folder> PORT=<another port> npm start';

let tmp: string;
let dataDir: string;
const email = uniqueEmail('locked');
const children: ChildProcess[] = [];

beforeAll(async () => {
  tmp = await mkdtemp(path.join(tmpdir(), 'salon-desk-lock-it-'));
  dataDir = path.join(tmp, 'pglite');
});
afterAll(async () => {
  for (const c of children) if (c.exitCode === null && c.signalCode === null) process.kill(-c.pid!, 'SIGKILL');
  await rm(tmp, { recursive: true, force: true });
});

/** `npm run serve` (what `npm start` runs after the build) as a process of its own, in its own group. */
function serve(): { child: ChildProcess; output: () => string; exited: Promise<number | null> } {
  const env = { ...process.env, SALON_DESK_DATA_DIR: dataDir, PORT: '0', SALON_DESK_SENDER: 'off' };
  const child = spawn(process.execPath, ['--import', 'tsx', 'sync/server/main.ts'], { cwd: REPO_ROOT, env, detached: true });
  children.push(child);
  let output = '';
  child.stdout!.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr!.on('data', (d: Buffer) => (output += d.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, output: () => output, exited };
}

async function signsIn(backend: LocalBackend): Promise<boolean> {
  const { error } = await clientFor(backend).auth.signInWithPassword({ email, password: 'secret123' });
  return error === null;
}

describe('a second backend on the same data folder', () => {
  it('is refused in the same process, naming the first, which keeps working', async () => {
    const { backend: first } = await startTestBackend({ dataDir });
    try {
      expect((await clientFor(first).auth.signUp({ email, password: 'secret123' })).error).toBeNull();
      const err = await startTestBackend({ dataDir }).then(
        ({ backend }) => backend.close().then(() => null),
        (e: unknown) => e as Error,
      );
      expect(err?.message).toContain(`is in use by another Salon Desk backend (PID ${process.pid},`);
      expect(err?.message).toContain(HOW_TO);
      expect(await signsIn(first)).toBe(true);
    } finally {
      await first.close();
    }
    expect(existsSync(path.join(dataDir, LOCK_FILE))).toBe(false);
  });

  it('is refused as a second `npm start`, which stops before opening the folder', async () => {
    const { backend: first } = await startTestBackend({ dataDir });
    try {
      const second = serve();
      expect(await second.exited).toBe(1);
      expect(second.output()).toContain('Could not start the local backend:');
      expect(second.output()).toContain(`(PID ${process.pid},`);
      expect(second.output()).toContain(HOW_TO);
      expect(second.output()).not.toContain('[backend] migrations');
      expect(await signsIn(first)).toBe(true);
    } finally {
      await first.close();
    }
  });

  it('starts over a lock left by a backend killed with SIGKILL, on a folder still usable', async () => {
    const killed = serve();
    await expect.poll(killed.output, { timeout: 60_000, interval: 200 }).toContain('Salon Desk is running at');
    expect(killed.output()).toContain('[backend] migrations'); // what a refused start must not reach
    const lock = JSON.parse(readFileSync(path.join(dataDir, LOCK_FILE), 'utf8')) as { pid: number };
    expect(lock.pid).toBe(killed.child.pid);
    process.kill(-killed.child.pid!, 'SIGKILL'); // the backend and its PostgREST, with no chance to clean up
    await killed.exited;
    expect(existsSync(path.join(dataDir, LOCK_FILE))).toBe(true);

    const { backend } = await startTestBackend({ dataDir });
    try {
      expect(JSON.parse(readFileSync(path.join(dataDir, LOCK_FILE), 'utf8')).pid).toBe(process.pid);
      expect(await signsIn(backend)).toBe(true);
    } finally {
      await backend.close();
    }
  });
});
