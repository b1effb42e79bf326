// The scale bench's backend: a throwaway Debian PostgreSQL 15 cluster with the platform SQL
// (standing in for Supabase's built-in schemas) and every migration, and the real PostgREST in
// front of it with the local JWT secret. Unlike the conformance cluster, PostgREST gets a pool of
// connections (its own default, as a hosted project has), not the single session PGlite needs,
// since the concurrency rows would otherwise measure a queue in front of one connection.
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { chmod, chown, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Writable } from 'node:stream';
import { promisify } from 'node:util';
import { DEV_JWT_SECRET, apiKeyFor, signAccessToken } from '../../sync/server/keys';
import { POSTGREST_BIN, freePort } from '../../sync/server/postgrest';
import { REPO_ROOT } from '../../sync/server/index';

const run = promisify(execFile);
const PG_BIN = process.env.PG15_BIN ?? '/usr/lib/postgresql/15/bin';
/** PostgREST's own default pool size. */
const REST_POOL = 10;

export interface ScaleCluster {
  restUrl: string;
  port: number;
  anonKey: string;
  serviceRoleKey: string;
  /** Runs SQL as the superuser through psql (-At): the unaligned output. */
  sql(text: string, opts?: { quiet?: boolean }): Promise<string>;
  /** A psql session reading a script from `write` until `end()`: COPY data streams through it. */
  script(): PsqlScript;
  /** An owner's access token, signed as the local auth signs them. */
  ownerToken(userId: string): Promise<string>;
  close(): Promise<void>;
}

export interface PsqlScript {
  /** psql's standard input, for piping a generator into it. */
  stdin: Writable;
  write(chunk: string): Promise<void>;
  /** Closes the input; resolves with psql's output once it exits 0. */
  end(): Promise<string>;
  /** Resolves like end() without closing the input (for a piped script). */
  done: Promise<string>;
  /** What psql printed on standard error so far: errors, and the server's notices. */
  stderr(): string;
}

/** Every child this module started, so a failure anywhere still ends them. */
const children = new Set<ChildProcess>();

export async function startScaleCluster(log: (line: string) => void): Promise<ScaleCluster> {
  // initdb and postgres refuse to run as root: run them as the postgres system user then.
  const asRoot = process.getuid?.() === 0;
  const dir = await mkdtemp(path.join(tmpdir(), 'salon-desk-scale-'));
  if (asRoot) {
    const uid = Number((await run('id', ['-u', 'postgres'])).stdout.trim());
    const gid = Number((await run('id', ['-g', 'postgres'])).stdout.trim());
    await chown(dir, uid, gid);
  }
  await chmod(dir, 0o700);
  const argvFor = (bin: string, args: string[]): [string, string[]] => {
    const file = path.join(PG_BIN, bin);
    return asRoot ? ['runuser', ['-u', 'postgres', '--', file, ...args]] : [file, args];
  };
  const cmd = async (bin: string, args: string[]) => {
    const [exe, argv] = argvFor(bin, args);
    return (await run(exe, argv, { maxBuffer: 64 << 20, cwd: dir })).stdout;
  };
  const data = path.join(dir, 'data');
  const port = await freePort();
  const psqlArgs = ['-X', '-q', '-h', '127.0.0.1', '-p', String(port), '-U', 'postgres', '-d', 'postgres', '-v', 'ON_ERROR_STOP=1', '-At'];

  const script = () => {
    const [exe, argv] = argvFor('psql', [...psqlArgs, '-f', '-']);
    const child = spawn(exe, argv, { cwd: dir, stdio: ['pipe', 'pipe', 'pipe'] });
    children.add(child);
    let out = '';
    let err = '';
    child.stdout.on('data', (c: Buffer) => (out += c.toString()));
    child.stderr.on('data', (c: Buffer) => (err += c.toString()));
    child.stdin.on('error', () => {});
    const done = new Promise<string>((resolve, reject) => {
      child.once('exit', (code) => {
        children.delete(child);
        if (code === 0) resolve(out);
        else reject(new Error(`psql exited ${code}: ${err.slice(-8000)}`));
      });
    });
    done.catch(() => {});
    return {
      stdin: child.stdin,
      done,
      stderr: () => err,
      write: (chunk: string) =>
        new Promise<void>((resolve, reject) => {
          if (child.exitCode !== null) return void done.then(() => reject(new Error('psql ended early')), reject);
          if (child.stdin.write(chunk)) resolve();
          else child.stdin.once('drain', resolve);
        }),
      end: () => {
        child.stdin.end();
        return done;
      },
    };
  };
  const sql = async (text: string) => {
    const s = script();
    await s.write(text.endsWith(';') ? `${text}\n` : `${text};\n`);
    return (await s.end()).trim();
  };

  let started = false;
  let rest: ChildProcess | null = null;
  let restDir: string | null = null;
  const close = async () => {
    for (const child of children) child.kill('SIGKILL');
    if (rest && rest.exitCode === null) {
      const exited = new Promise((r) => rest?.once('exit', r));
      rest.kill('SIGTERM');
      await Promise.race([exited, new Promise((r) => setTimeout(r, 3000))]);
      rest.kill('SIGKILL');
    }
    if (restDir) await rm(restDir, { recursive: true, force: true });
    if (started) await cmd('pg_ctl', ['-D', data, '-m', 'immediate', 'stop']).catch(() => {});
    await rm(dir, { recursive: true, force: true });
  };

  try {
    await cmd('initdb', ['-D', data, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--no-sync', '--no-instructions']);
    // Durability is off while the salons load (nothing here must survive a crash) and switched
    // back on before anything is measured: see durability().
    await cmd('pg_ctl', [
      '-D',
      data,
      '-w',
      '-l',
      path.join(dir, 'server.log'),
      '-o',
      `-p ${port} -c listen_addresses=127.0.0.1 -c unix_socket_directories=${dir} -c max_connections=200 -c shared_buffers=512MB -c maintenance_work_mem=256MB -c max_wal_size=4GB`,
      'start',
    ]);
    started = true;
    await durability({ sql }, false);
    await sql(await readFile(path.join(REPO_ROOT, 'sync/server/platform.sql'), 'utf8'));
    const migrations = path.join(REPO_ROOT, 'supabase/migrations');
    for (const file of (await readdir(migrations)).filter((f) => f.endsWith('.sql')).sort()) {
      await sql(`begin;\n${await readFile(path.join(migrations, file), 'utf8')}\ncommit;`);
    }
    const [restPort, adminPort] = [await freePort(), await freePort()];
    restDir = await mkdtemp(path.join(tmpdir(), 'salon-desk-scale-rest-'));
    const conf = path.join(restDir, 'postgrest.conf');
    await writeFile(
      conf,
      [
        `db-uri = "postgres://authenticator:authenticator@127.0.0.1:${port}/postgres?sslmode=disable"`,
        'db-schemas = "public"',
        'db-anon-role = "anon"',
        `db-pool = ${REST_POOL}`,
        'db-channel-enabled = false',
        `jwt-secret = "${DEV_JWT_SECRET}"`,
        'jwt-secret-is-base64 = false',
        'server-host = "127.0.0.1"',
        `server-port = ${restPort}`,
        `admin-server-port = ${adminPort}`,
        'log-level = "error"',
        '',
      ].join('\n'),
      { mode: 0o600 },
    );
    rest = spawn(POSTGREST_BIN, [conf], { stdio: ['ignore', 'pipe', 'pipe'] });
    rest.stdout?.on('data', (c: Buffer) => log(`[postgrest] ${c.toString().trim()}`));
    rest.stderr?.on('data', (c: Buffer) => log(`[postgrest] ${c.toString().trim()}`));
    const deadline = Date.now() + 20_000;
    while (
      !(await fetch(`http://127.0.0.1:${adminPort}/ready`, { signal: AbortSignal.timeout(2000) }).then(
        (r) => r.ok,
        () => false,
      ))
    ) {
      if (Date.now() > deadline || rest.exitCode !== null) throw new Error('PostgREST did not become ready');
      await new Promise((r) => setTimeout(r, 50));
    }
    return {
      restUrl: `http://127.0.0.1:${restPort}`,
      port,
      anonKey: await apiKeyFor('anon', DEV_JWT_SECRET),
      serviceRoleKey: await apiKeyFor('service_role', DEV_JWT_SECRET),
      sql,
      script,
      async ownerToken(userId) {
        const now = Math.floor(Date.now() / 1000);
        return signAccessToken({ sub: userId, role: 'authenticated', aud: 'authenticated', iat: now, exp: now + 6 * 3600 }, DEV_JWT_SECRET);
      },
      close,
    };
  } catch (err) {
    await close();
    throw err;
  }
}

/**
 * Fsync, full-page writes and synchronous commit on (production) or off (while loading). Set with
 * ALTER SYSTEM and a reload, not on the command line, which would outrank the reload.
 */
export async function durability(c: Pick<ScaleCluster, 'sql'>, on: boolean): Promise<void> {
  const v = on ? 'on' : 'off';
  await c.sql(`alter system set fsync = ${v}; alter system set full_page_writes = ${v}; alter system set synchronous_commit = ${v}; select pg_reload_conf()`);
  // The reload reaches the backends asynchronously: wait until a new session sees it.
  for (let i = 0; i < 100 && (await c.sql('show synchronous_commit')) !== v; i++) await new Promise((r) => setTimeout(r, 20));
}
