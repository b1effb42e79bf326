// The gateway's static files come compressed when the browser asks (the build's .br/.gz copies,
// scripts/precompress.ts), with Vary: Accept-Encoding; byte ranges stay of the file itself, and a
// copy older than its file (left by an earlier build) is never sent. A real HTTP server on a
// folder built here, read by a real HTTP client that decodes nothing on its own. PostgREST's JSON
// answers through the real local backend's gateway come compressed too.
import { mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompressDir } from '../../scripts/precompress';
import type { LocalBackend } from '../../sync/server/index';
import { createStaticFiles } from '../../sync/server/static-files';
import { startTestBackend } from './helpers';

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

function request(url: string, headers: Record<string, string> = {}, method = 'GET'): Promise<Answer> {
  return new Promise<Answer>((resolve, reject) => {
    http
      .get(url, { headers, method }, (res) => {
        const parts: Buffer[] = [];
        res.on('data', (c: Buffer) => parts.push(c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(parts) }));
      })
      .on('error', reject);
  });
}

describe('compressed static files', () => {
  const dir = mkdtempSync(join(tmpdir(), 'salon-desk-compression-'));
  const script = Buffer.from(`export const words = ${JSON.stringify('nail polish '.repeat(2_000))};\n`);
  const page = '<!doctype html><html><head><script>window.x=1</script></head><body>' + '<p>Salon</p>'.repeat(200) + '</body></html>';
  let server: http.Server;
  let base = '';

  const get = (path: string, headers: Record<string, string> = {}, method = 'GET') => request(`${base}${path}`, headers, method);

  beforeAll(async () => {
    writeFileSync(join(dir, 'app.js'), script);
    writeFileSync(join(dir, 'tiny.js'), 'export {};\n');
    writeFileSync(join(dir, 'index.html'), page);
    writeFileSync(join(dir, 'clip.webm'), Buffer.alloc(4_000, 7));
    expect(await precompressDir(dir)).toBe(2);
    const serve = createStaticFiles({ distDir: dir, appConfig: () => ({ supabaseUrl: 'http://127.0.0.1:1', anonKey: 'k' }) });
    server = http.createServer((req, res) => void serve(req, res, new URL(req.url ?? '/', 'http://localhost')));
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    base = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
  });
  afterAll(async () => {
    await new Promise((r) => server?.close(r));
    rmSync(dir, { recursive: true, force: true });
  });

  it('sends brotli to a browser that takes it, gzip to one that takes only gzip, the file to one that asks for neither', async () => {
    const br = await get('/app.js', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toBe('Accept-Encoding');
    expect(Number(br.headers['content-length'])).toBe(br.body.length);
    expect(br.body.length).toBeLessThan(script.length / 10);
    expect(brotliDecompressSync(br.body).equals(script)).toBe(true);

    const gz = await get('/app.js', { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.body).equals(script)).toBe(true);

    const plain = await get('/app.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toBe('Accept-Encoding');
    expect(plain.body.equals(script)).toBe(true);
  });

  it('answers a HEAD with the compressed length and no body', async () => {
    const head = await get('/app.js', { 'accept-encoding': 'br' }, 'HEAD');
    expect(head.headers['content-encoding']).toBe('br');
    expect(Number(head.headers['content-length'])).toBeGreaterThan(0);
    expect(head.body.length).toBe(0);
  });

  it('a page comes compressed with its security headers, for a client route too', async () => {
    for (const path of ['/', '/dashboard/clients']) {
      const res = await get(path, { 'accept-encoding': 'br' });
      expect(res.headers['content-encoding'], path).toBe('br');
      expect(res.headers['content-security-policy'], path).toContain("'sha256-");
      expect(brotliDecompressSync(res.body).toString()).toBe(page);
    }
  });

  it('answers a byte range from the file itself, never from a compressed copy', async () => {
    const res = await get('/app.js', { 'accept-encoding': 'br, gzip', range: 'bytes=7-12' });
    expect(res.status).toBe(206);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers['content-range']).toBe(`bytes 7-12/${script.length}`);
    expect(res.body.equals(script.subarray(7, 13))).toBe(true);
  });

  it('leaves small files and already-compressed media alone', async () => {
    expect((await get('/tiny.js', { 'accept-encoding': 'br' })).headers['content-encoding']).toBeUndefined();
    const video = await get('/clip.webm', { 'accept-encoding': 'br' });
    expect(video.headers['content-encoding']).toBeUndefined();
    expect(video.headers.vary).toBeUndefined();
    expect(video.body.length).toBe(4_000);
  });

  it('never sends a copy older than its file (a file changed after the build)', async () => {
    const changed = Buffer.from(`${script}// changed\n`);
    writeFileSync(join(dir, 'app.js'), changed);
    const later = new Date(Date.now() + 60_000);
    utimesSync(join(dir, 'app.js'), later, later);
    const res = await get('/app.js', { 'accept-encoding': 'br, gzip' });
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body.equals(changed)).toBe(true);
  });
});

describe('compressed JSON answers through the gateway', () => {
  let backend: LocalBackend;
  beforeAll(async () => {
    ({ backend } = await startTestBackend());
  });
  afterAll(() => backend?.close());

  it('PostgREST\u2019s answer comes in brotli or gzip as asked, the same JSON, and as it is to a client that asks for neither', async () => {
    const url = `${backend.url}/rest/v1/`;
    const key = { apikey: backend.anonKey };
    const plain = await request(url, key);
    expect(plain.status).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.length).toBeGreaterThan(1024);
    const br = await request(url, { ...key, 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('Accept-Encoding');
    expect(br.headers['access-control-allow-origin']).toBe('*');
    expect(br.body.length).toBeLessThan(plain.body.length / 3);
    expect(JSON.parse(brotliDecompressSync(br.body).toString())).toEqual(JSON.parse(plain.body.toString()));
    const gz = await request(url, { ...key, 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gz.body).toString())).toEqual(JSON.parse(plain.body.toString()));
  });
});
