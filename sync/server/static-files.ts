// The gateway's built app (dist/): files by path, client routes answered with their page, each page
// with its security headers (csp.ts), and the precompressed copy of a text file when the browser
// takes one (content-encoding.ts).
import { createReadStream, type Stats } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { rangeAnswer } from './byte-range';
import { COMPRESSIBLE, pickEncoding, SUFFIX, type Encoding } from './content-encoding';
import { pageHeaders } from './csp';
import type { EmbedLookup } from './embed-lookup';
import { sendJson } from './http-util';

/**
 * The page a client route is answered with: the customers' pages (/book/:slug, /a/:token, issue
 * 17) are their own small entry, book.html; every other route is the owner's app.
 */
export function spaPage(pathname: string): 'book.html' | 'index.html' {
  return /^\/(book|a)\/[^/]/.test(pathname) ? 'book.html' : 'index.html';
}

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  ...{ '.jpg': 'image/jpeg', '.jpeg': 'image/jpeg' },
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  ...{ '.webm': 'video/webm', '.mp4': 'video/mp4', '.vtt': 'text/vtt; charset=utf-8' },
  ...{ '.woff': 'font/woff', '.woff2': 'font/woff2' },
  '.txt': 'text/plain; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.wasm': 'application/wasm',
};

export interface StaticOptions {
  distDir: string | null;
  appConfig: () => { supabaseUrl: string; anonKey: string };
  embedOrigins?: EmbedLookup;
}

/** The precompressed copies of `file` the build left beside it, not older than the file itself. */
async function compressedCopies(file: string, info: Stats): Promise<Map<Encoding, { file: string; size: number }>> {
  const out = new Map<Encoding, { file: string; size: number }>();
  for (const enc of ['br', 'gzip'] as const) {
    const copy = file + SUFFIX[enc];
    const s = await stat(copy).catch(() => null);
    // A copy older than its file is from an earlier build: the file changed since, so it is not used.
    if (s?.isFile() && s.mtimeMs >= info.mtimeMs) out.set(enc, { file: copy, size: s.size });
  }
  return out;
}

export function createStaticFiles(o: StaticOptions): (req: IncomingMessage, res: ServerResponse, url: URL) => Promise<void> {
  /** An HTML page's text, read once per version of the file, for the hashes of its inline scripts. */
  const pages = new Map<string, { version: string; html: string }>();
  async function htmlOf(file: string, version: string): Promise<string> {
    const known = pages.get(file);
    if (known?.version === version) return known.html;
    const html = await readFile(file, 'utf8');
    pages.set(file, { version, html });
    return html;
  }

  /** The Content-Security-Policy and frame headers of a page (csp.ts): the owner's app, or a customer's page. */
  async function securityHeaders(file: string, name: string, version: string, pathname: string): Promise<Record<string, string>> {
    let backend = '';
    try {
      backend = new URL(o.appConfig().supabaseUrl).origin;
    } catch {
      // no backend URL yet: 'self' is the backend
    }
    const html = await htmlOf(file, version);
    if (name !== 'book.html') return pageHeaders('owner', html, backend);
    return pageHeaders('customer', html, backend, o.embedOrigins ? await o.embedOrigins(pathname) : []);
  }

  return async function serveStatic(req, res, url) {
    if (!o.distDir || (req.method !== 'GET' && req.method !== 'HEAD')) {
      sendJson(res, 404, { message: 'Not Found' });
      return;
    }
    const root = path.resolve(o.distDir);
    let rel: string;
    try {
      rel = decodeURIComponent(url.pathname);
    } catch {
      sendJson(res, 400, { message: 'Bad path' });
      return;
    }
    // Resolve, then insist the result is still inside dist: `..`, encoded or not, can't escape.
    let file = path.resolve(root, '.' + path.posix.normalize('/' + rel));
    if (rel.includes('\0') || (file !== root && !file.startsWith(root + path.sep))) {
      sendJson(res, 404, { message: 'Not Found' });
      return;
    }
    let info = await stat(file).catch(() => null);
    if (info?.isDirectory()) {
      file = path.join(file, 'index.html');
      info = await stat(file).catch(() => null);
    }
    if (!info?.isFile()) {
      // SPA fallback: client routes have no extension; a missing asset stays a 404.
      if (path.extname(rel)) {
        sendJson(res, 404, { message: 'Not Found' });
        return;
      }
      file = path.join(root, spaPage(rel));
      info = await stat(file).catch(() => null);
      if (!info?.isFile()) {
        sendJson(res, 404, { message: 'The app is not built: run `npm run build`.' });
        return;
      }
    }
    const name = path.relative(root, file).split(path.sep).join('/');
    const immutable = name.startsWith('assets/');
    const html = name.endsWith('.html');
    const security = html ? await securityHeaders(file, name, `${info.mtimeMs}:${info.size}`, url.pathname) : {};
    const compressible = COMPRESSIBLE.test(file);
    // A byte range is always of the file as it is (the demo video's player asks for them); only a
    // whole answer may come compressed.
    const copies = compressible && !req.headers.range ? await compressedCopies(file, info) : new Map<Encoding, { file: string; size: number }>();
    const encoding = pickEncoding(req.headers['accept-encoding'], [...copies.keys()]);
    const copy = encoding ? copies.get(encoding) : undefined;
    // Files other than pages answer one byte range.
    const ranged = html || copy ? null : rangeAnswer(req.headers.range, info.size);
    res.writeHead(ranged?.status ?? 200, {
      ...security,
      'content-type': TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream',
      'content-length': copy?.size ?? info.size,
      // Hashed assets never change; everything else (index.html, sw.js, manifest) must revalidate
      // so a new deploy is picked up and the PWA update prompt can fire.
      'cache-control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
      // The answer depends on Accept-Encoding: a shared cache must not hand brotli to a browser without it.
      ...(compressible ? { vary: 'Accept-Encoding' } : {}),
      ...(copy && encoding ? { 'content-encoding': encoding } : {}),
      ...ranged?.headers,
    });
    if (req.method === 'HEAD' || ranged?.status === 416) res.end();
    else createReadStream(copy?.file ?? file, ranged?.read).pipe(res);
  };
}
