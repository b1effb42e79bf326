// The data folder's lock, on real files and real processes. The two-backend cases,
// with `npm start` itself, are in tests/integration/data-lock.test.ts.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { mkdtemp, rm, utimes, writeFile } from 'node:fs/promises';
import { hostname, tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { LOCK_FILE, lockDataDir } from './data-lock';

let dir: string;
beforeEach(async () => {
  dir = path.join(await mkdtemp(path.join(tmpdir(), 'salon-desk-lock-')), 'pglite');
});
afterEach(() => rm(path.dirname(dir), { recursive: true, force: true }));

const lockFile = () => path.join(dir, LOCK_FILE);
const holder = (pid: number, host = hostname()) => JSON.stringify({ pid, host, startedAt: '2026-01-01T00:00:00.000Z' });
/** The PID of a process that has exited and been reaped. */
const deadPid = () => spawnSync(process.execPath, ['-e', '']).pid!;

describe('lockDataDir', () => {
  it('names this process in the lock and removes it on release', async () => {
    const lock = await lockDataDir(dir);
    expect(JSON.parse(readFileSync(lockFile(), 'utf8'))).toMatchObject({ pid: process.pid, host: hostname() });
    await lock.release();
    expect(existsSync(lockFile())).toBe(false);
    await (await lockDataDir(dir)).release();
  });

  it('refuses a second lock, naming the holder and how to run a second instance', async () => {
    const lock = await lockDataDir(dir);
    try {
      const err = await lockDataDir(dir).catch((e: unknown) => e as Error);
      expect(err).toBeInstanceOf(Error);
      expect((err as Error).message).toContain(`in use by another Salon Desk backend (PID ${process.pid},`);
      expect((err as Error).message).toContain('SALON_DESK_DATA_DIR=<another folder> PORT=<another port> npm start');
      expect(JSON.parse(readFileSync(lockFile(), 'utf8')).pid).toBe(process.pid);
    } finally {
      await lock.release();
    }
  });

  it('takes over a lock whose process is gone, and one left by an earlier process with this PID', async () => {
    for (const pid of [deadPid(), process.pid]) {
      await lockDataDir(dir).then((l) => l.release()); // creates the folder
      await writeFile(lockFile(), holder(pid));
      const lock = await lockDataDir(dir);
      expect(JSON.parse(readFileSync(lockFile(), 'utf8')).pid).toBe(process.pid);
      await lock.release();
    }
  });

  it.skipIf(process.platform !== 'linux')('takes over a lock held by a zombie (killed, not yet reaped)', async () => {
    // A forked child exits at once and its parent never waits for it. (A shell's `true &` raced:
    // the shell could reap it before exec-ing the sleeper, seen once under CI's load.)
    const sh = spawn('python3', ['-c', 'import os, sys, time\npid = os.fork()\nif pid == 0:\n    os._exit(0)\nprint(pid, flush=True)\ntime.sleep(5)'], {
      stdio: ['ignore', 'pipe', 'ignore'],
    });
    const pid = Number(await new Promise<string>((resolve) => sh.stdout.once('data', (d: Buffer) => resolve(d.toString()))));
    try {
      while (!/\) Z/.test(readFileSync(`/proc/${pid}/stat`, 'utf8'))) await new Promise((r) => setTimeout(r, 20));
      await lockDataDir(dir).then((l) => l.release());
      await writeFile(lockFile(), holder(pid));
      await (await lockDataDir(dir)).release();
    } finally {
      sh.kill();
    }
  });

  it('refuses a lock of a live process, and one from another host, whose PIDs it cannot judge', async () => {
    await lockDataDir(dir).then((l) => l.release());
    await writeFile(lockFile(), holder(process.ppid));
    await expect(lockDataDir(dir)).rejects.toThrow(`(PID ${process.ppid},`);
    await writeFile(lockFile(), holder(deadPid(), 'other-host'));
    await expect(lockDataDir(dir)).rejects.toThrow(/PID \d+ on other-host.*\n.*\n\(If no backend is running there, delete .*salon-desk\.lock\.\)/);
  });

  it('takes over an unreadable lock only once it is old: a fresh one is a holder still writing', async () => {
    await lockDataDir(dir).then((l) => l.release());
    await writeFile(lockFile(), '');
    const old = new Date(Date.now() - 60_000);
    await utimes(lockFile(), old, old);
    await (await lockDataDir(dir)).release();

    await writeFile(lockFile(), '');
    const taking = lockDataDir(dir);
    setTimeout(() => void writeFile(lockFile(), holder(process.ppid)), 200); // the holder finishes its write
    await expect(taking).rejects.toThrow(`(PID ${process.ppid},`);
  });

  it('leaves alone a lock another process took over', async () => {
    const lock = await lockDataDir(dir);
    await writeFile(lockFile(), holder(process.ppid));
    await lock.release();
    expect(JSON.parse(readFileSync(lockFile(), 'utf8')).pid).toBe(process.ppid);
  });
});
