// A throwaway Debian PostgreSQL 15 cluster on loopback with the platform bootstrap and the
// migrations applied, behind the real PostgREST binary (docs/architecture.md#production): what
// passes here passes on Supabase's Postgres version, not only on PGlite.
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chmod, chown, mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { PostgrestClient } from '@supabase/postgrest-js';
import type { SupabaseClient } from '@supabase/supabase-js';
import { apiKeyFor, DEV_JWT_SECRET, signAccessToken } from '../../sync/server/keys';
import { freePort, startPostgrest, type Postgrest } from '../../sync/server/postgrest';
import { REPO_ROOT } from '../../sync/server/index';

const run = promisify(execFile);
export const PG_BIN = process.env.PG15_BIN ?? '/usr/lib/postgresql/15/bin';

/** Present on these machines; under CI=true its absence is a failure, elsewhere a skip. */
export function pg15Available(): boolean {
  return existsSync(path.join(PG_BIN, 'initdb')) && existsSync(path.join(PG_BIN, 'pg_ctl'));
}

export interface Pg15Backend {
  restUrl: string;
  anonKey: string;
  serviceRoleKey: string;
  /** Runs SQL as the cluster's superuser (tests use it to create auth.users rows). */
  sql(text: string): Promise<string>;
  /** Runs a script as the superuser in another database of the cluster, in one transaction. */
  script(database: string, text: string): Promise<string>;
  /** A new auth.users row and a PostgREST client carrying its access token. */
  newOwner(): Promise<{ client: SupabaseClient; userId: string }>;
  client(key: string): SupabaseClient;
  close(): Promise<void>;
}

export async function startPg15Backend(log: (line: string) => void = () => {}): Promise<Pg15Backend> {
  // initdb and postgres refuse to run as root: run them as the postgres system user then.
  const asRoot = process.getuid?.() === 0;
  const dir = await mkdtemp(path.join(tmpdir(), 'salon-desk-pg15-'));
  if (asRoot) {
    const { stdout } = await run('id', ['-u', 'postgres']);
    const { stdout: gid } = await run('id', ['-g', 'postgres']);
    await chown(dir, Number(stdout.trim()), Number(gid.trim()));
  }
  await chmod(dir, 0o700);
  // The postgres user may not be able to enter the checkout (a clone in a folder only root may
  // enter): it runs from the cluster's own folder and SQL files reach psql on standard input.
  const cmd = async (bin: string, args: string[], input?: string) => {
    const file = path.join(PG_BIN, bin);
    const [exe, argv] = asRoot ? ['runuser', ['-u', 'postgres', '--', file, ...args]] : [file, args];
    const pending = run(exe, argv, { maxBuffer: 16 << 20, cwd: dir });
    // psql given its SQL by -c may exit before reading standard input: the write then fails with
    // EPIPE, which must not surface as an unhandled error (psql's own exit status tells failures).
    pending.child.stdin?.on('error', () => {});
    pending.child.stdin?.end(input ?? '');
    const { stdout } = await pending;
    return stdout;
  };
  const data = path.join(dir, 'data');
  const port = await freePort();
  let started = false;
  let rest: Postgrest | null = null;
  const close = async () => {
    await rest?.stop().catch(() => {});
    if (started) await cmd('pg_ctl', ['-D', data, '-m', 'immediate', 'stop']).catch(() => {});
    await rm(dir, { recursive: true, force: true });
  };

  const psql = (args: string[], input?: string) =>
    cmd('psql', ['-X', '-q', '-h', '127.0.0.1', '-p', String(port), '-U', 'postgres', '-d', 'postgres', '-v', 'ON_ERROR_STOP=1', '-At', ...args], input);
  const psqlFile = async (file: string, ...args: string[]) => psql([...args, '-f', '-'], await readFile(file, 'utf8'));
  try {
    const t0 = performance.now();
    await cmd('initdb', ['-D', data, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--no-sync', '--no-instructions']);
    await cmd('pg_ctl', [
      '-D',
      data,
      '-w',
      '-l',
      path.join(dir, 'server.log'),
      '-o',
      `-p ${port} -c listen_addresses=127.0.0.1 -c unix_socket_directories=${dir} -c fsync=off -c synchronous_commit=off -c full_page_writes=off`,
      'start',
    ]);
    started = true;
    await psqlFile(path.join(REPO_ROOT, 'sync/server/platform.sql'));
    const migrations = path.join(REPO_ROOT, 'supabase/migrations');
    for (const file of (await readdir(migrations)).filter((f) => f.endsWith('.sql')).sort()) {
      await psqlFile(path.join(migrations, file), '--single-transaction');
    }
    rest = await startPostgrest({ dbHost: '127.0.0.1', dbPort: port, jwtSecret: DEV_JWT_SECRET, log });
    log(`[pg15] cluster, migrations and PostgREST ready in ${Math.round(performance.now() - t0)} ms on port ${port}`);
  } catch (err) {
    await close();
    throw err;
  }

  const restUrl = rest.url;
  const anonKey = await apiKeyFor('anon', DEV_JWT_SECRET);
  const serviceRoleKey = await apiKeyFor('service_role', DEV_JWT_SECRET);
  // PostgrestClient is the client supabase-js itself uses for .from() and .rpc(); PostgREST is
  // reached directly here, without the local gateway's /rest/v1 prefix.
  const client = (token: string) =>
    new PostgrestClient(restUrl, { headers: { apikey: anonKey, Authorization: `Bearer ${token}` } }) as unknown as SupabaseClient;
  return {
    restUrl,
    anonKey,
    serviceRoleKey,
    sql: (text) => psql(['-c', text]),
    script: (database, text) => psql(['-d', database, '--single-transaction', '-f', '-'], text),
    client,
    async newOwner() {
      const userId = crypto.randomUUID();
      await psql(['-c', `insert into auth.users (id, email) values ('${userId}', '${userId}@example.com')`]);
      const now = Math.floor(Date.now() / 1000);
      const token = await signAccessToken({ sub: userId, role: 'authenticated', aud: 'authenticated', iat: now, exp: now + 3600 }, DEV_JWT_SECRET);
      return { client: client(token), userId };
    },
    close,
  };
}
