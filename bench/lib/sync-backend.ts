// Starts the sync bench's backend in a child process (bench/lib/sync-backend-child.ts) and hands
// back what it printed: the URL, keys, owner and seeded salon. close() ends the child and waits.
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';
import type { BackendInfo } from './sync-backend-child';

export type { BackendInfo } from './sync-backend-child';

const CHILD = fileURLToPath(new URL('./sync-backend-child.ts', import.meta.url));

export interface BenchBackend {
  info: BackendInfo;
  pid: number;
  close(): Promise<void>;
}

/** Runs a TypeScript file of bench/lib in a child Node (tsx), stdout piped, stderr shown. */
export function spawnTs(file: string, args: string[] = []): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', file, ...args], { stdio: ['pipe', 'pipe', 'inherit'] });
}

/** The first line the child prints, parsed as JSON; fails if it exits first. */
export function firstJsonLine<T>(child: ChildProcess): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    let buffer = '';
    const onData = (chunk: Buffer) => {
      buffer += chunk.toString('utf8');
      const nl = buffer.indexOf('\n');
      if (nl < 0) return;
      child.stdout?.off('data', onData);
      try {
        resolve(JSON.parse(buffer.slice(0, nl)) as T);
      } catch (err) {
        reject(err);
      }
    };
    child.stdout?.on('data', onData);
    child.once('exit', (code) => reject(new Error(`bench child exited (${code}) before reporting`)));
  });
}

async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = once(child, 'exit');
  child.stdin?.end();
  const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
  await exited;
  clearTimeout(timer);
}

export async function startBenchBackend(): Promise<BenchBackend> {
  const child = spawnTs(CHILD);
  try {
    const info = await firstJsonLine<BackendInfo>(child);
    return { info, pid: child.pid ?? 0, close: () => stop(child) };
  } catch (err) {
    await stop(child);
    throw err;
  }
}
