import { readdirSync } from 'node:fs';
import http from 'node:http';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalBackend } from '../../sync/server/index';
import { MigrationError, migrate } from '../../sync/server/migrate';
import { openPglite } from '../../sync/server/pglite-open';
import { clientFor, startTestBackend, uniqueEmail } from './helpers';
import { pushNewSalon } from './sync-helpers';

// The Supabase CLI's well-known local anon key: same secret and claims give the same key.
const CLI_ANON_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0';

let tmp: string;
let dataDir: string;
let distDir: string;
let backend: LocalBackend;
const logs: string[] = [];

beforeAll(async () => {
  tmp = await mkdtemp(path.join(tmpdir(), 'salon-desk-it-'));
  dataDir = path.join(tmp, 'pglite');
  distDir = path.join(tmp, 'dist');
  await mkdir(path.join(distDir, 'assets'), { recursive: true });
  await writeFile(path.join(distDir, 'index.html'), '<!doctype html><title>Salon Desk</title>');
  await writeFile(path.join(distDir, 'book.html'), '<!doctype html><title>Book a visit</title>');
  await writeFile(path.join(distDir, 'assets/app-1a2b3c.js'), 'console.log("app")');
  await writeFile(path.join(distDir, 'sw.js'), 'self.skipWaiting()');
  await writeFile(path.join(distDir, 'manifest.webmanifest'), '{}');
  await writeFile(path.join(tmp, 'secret.txt'), 'TOP SECRET');
  const started = await startTestBackend({ dataDir, distDir, accessTokenTtlSeconds: 120, log: (l) => logs.push(l) });
  backend = started.backend;
  console.log(`[backend.test] backend on a new data dir started in ${started.startupMs} ms`);
});
afterAll(async () => {
  await backend?.close();
  if (tmp) await rm(tmp, { recursive: true, force: true });
});

/** node:http, not fetch: fetch would normalise `..` away before the server ever saw it. */
function rawGet(urlPath: string): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }> {
  return new Promise((resolve, reject) => {
    const req = http.request(`${backend.url}/`, { path: urlPath }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (c: string) => (body += c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

const MIGRATION_COUNT = readdirSync(new URL('../../supabase/migrations/', import.meta.url)).filter((f) => f.endsWith('.sql')).length;

describe('persistence and migrations', () => {
  it('applies the migrations once; a restart on the same data dir keeps the data', async () => {
    expect(backend.anonKey).toBe(CLI_ANON_KEY);
    expect(logs).toContain(`[backend] migrations: ${MIGRATION_COUNT} applied, 0 already applied`);
    const email = uniqueEmail();
    const client = clientFor(backend);
    const up = await client.auth.signUp({ email, password: 'secret123' });
    expect(up.data.session?.expires_in).toBe(120);
    const salonId = await pushNewSalon(client, up.data.user!.id, 'Kept');
    await backend.close();

    logs.length = 0;
    const t0 = performance.now();
    const again = await startTestBackend({ dataDir, distDir, log: (l) => logs.push(l) });
    backend = again.backend;
    console.log(`[backend.test] restart on an existing data dir took ${Math.round(performance.now() - t0)} ms`);
    expect(logs).toContain(`[backend] migrations: 0 applied, ${MIGRATION_COUNT} already applied`);
    expect(backend.anonKey).toBe(CLI_ANON_KEY);
    const back = clientFor(backend);
    const signIn = await back.auth.signInWithPassword({ email, password: 'secret123' });
    expect(signIn.error).toBeNull();
    const salon = await back.from('salons').select('name').eq('id', salonId).single();
    expect(salon.data?.name).toBe('Kept');
  });

  it('a failing migration stops with its name and the SQL error, leaving no trace', async () => {
    const dir = path.join(tmp, 'migrations');
    await mkdir(dir, { recursive: true });
    await writeFile(path.join(dir, '001_ok.sql'), 'create table public.ok (id int);');
    await writeFile(path.join(dir, '002_bad.sql'), 'create table public.half (id int); select * from nowhere;');
    const db = await openPglite(null);
    try {
      const err = await migrate(db, dir).catch((e: unknown) => e);
      expect(err).toBeInstanceOf(MigrationError);
      expect((err as MigrationError).migration).toBe('002_bad.sql');
      expect((err as Error).message).toMatch(/002_bad\.sql.*relation "nowhere" does not exist/);
      const done = await db.query<{ name: string }>('select name from _salon_desk.migrations');
      expect(done.rows.map((r) => r.name)).toEqual(['001_ok.sql']);
      const half = await db.query(`select to_regclass('public.half') as t`);
      expect(half.rows[0]).toEqual({ t: null });
    } finally {
      await db.close();
    }
  });
});

describe('gateway', () => {
  it('serves the app with the right types and cache rules, and the SPA fallback', async () => {
    const index = await rawGet('/');
    expect(index.status).toBe(200);
    expect(index.headers['content-type']).toMatch(/^text\/html/);
    expect(index.headers['cache-control']).toBe('no-cache');
    const asset = await rawGet('/assets/app-1a2b3c.js');
    expect(asset.headers['content-type']).toMatch(/^text\/javascript/);
    expect(asset.headers['cache-control']).toMatch(/immutable/);
    expect((await rawGet('/sw.js')).headers['cache-control']).toBe('no-cache');
    expect((await rawGet('/manifest.webmanifest')).headers['content-type']).toMatch(/manifest\+json/);
    const route = await rawGet('/dashboard/calendar');
    expect(route.status).toBe(200);
    expect(route.body).toContain('<title>Salon Desk</title>');
    expect((await rawGet('/assets/missing.js')).status).toBe(404);
    // The customers' pages are their own small entry, never the dashboard's.
    for (const p of ['/book/lotus-nails', '/a/some-token']) expect((await rawGet(p)).body, p).toContain('<title>Book a visit</title>');
    for (const p of ['/book', '/about', '/dashboard/a/x']) expect((await rawGet(p)).body, p).toContain('<title>Salon Desk</title>');
  });

  it.each(['/../secret.txt', '/assets/../../secret.txt', '/%2e%2e/secret.txt', '/assets/..%2f..%2fsecret.txt', '/..%5csecret.txt', '/%00'])(
    'never serves files outside dist: %s',
    async (p) => {
      const res = await rawGet(p);
      expect(res.body).not.toContain('TOP SECRET');
      expect([200, 400, 404]).toContain(res.status);
    },
  );

  it('publishes the runtime config for the app', async () => {
    const res = await rawGet('/app-config.js');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toBe(`window.__SALON_DESK_CONFIG__ = ${JSON.stringify({ supabaseUrl: backend.url, anonKey: backend.anonKey })};\n`);
  });

  it('answers CORS preflights permissively, like Supabase', async () => {
    const res = await fetch(`${backend.url}/rest/v1/salons`, {
      method: 'OPTIONS',
      headers: { origin: 'http://elsewhere.test', 'access-control-request-method': 'POST' },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    expect(res.headers.get('access-control-allow-headers')).toMatch(/apikey/);
  });
});
