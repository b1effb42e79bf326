// Compressed answers of the gateway. The build writes a brotli (.br) and a gzip (.gz) copy beside
// each text file (scripts/precompress.ts), so a static file costs no compressing at all: the
// gateway only picks the copy the browser takes. A phone on a slow link then downloads about a
// quarter of the bytes of the app's scripts and styles. PostgREST's JSON answers (a sync page, a
// booking page's salon) are compressed as they stream through, at a fast level.
import type { OutgoingHttpHeaders } from 'node:http';
import type { Transform } from 'node:stream';
import { constants, createBrotliCompress, createGzip } from 'node:zlib';

export type Encoding = 'br' | 'gzip';

/** The file types worth compressing (images, video and fonts are compressed already). */
export const COMPRESSIBLE = /\.(?:html|js|mjs|css|json|webmanifest|svg|txt|map|vtt|wasm)$/i;

/**
 * The encoding to answer with, of those on offer, by the request's Accept-Encoding (RFC 9110
 * §12.5.3): brotli before gzip when both are equally welcome, `*` covers what is not named, and
 * q=0 refuses. null: send the file as it is.
 */
export function pickEncoding(acceptEncoding: string | string[] | undefined, offered: readonly Encoding[]): Encoding | null {
  const header = Array.isArray(acceptEncoding) ? acceptEncoding.join(',') : acceptEncoding;
  if (!header || offered.length === 0) return null;
  const q = new Map<string, number>();
  for (const part of header.split(',')) {
    const [rawName, ...params] = part.toLowerCase().split(';');
    const name = rawName.trim();
    if (!name) continue;
    let weight = 1;
    for (const p of params) {
      const m = /^\s*q\s*=\s*([0-9.]+)\s*$/.exec(p);
      if (m) weight = Number(m[1]);
    }
    // Several mentions of one coding: the most welcoming counts.
    if (Number.isFinite(weight)) q.set(name, Math.max(q.get(name) ?? 0, weight));
  }
  const weightOf = (e: Encoding) => q.get(e) ?? (e === 'gzip' ? q.get('x-gzip') : undefined) ?? q.get('*') ?? 0;
  let best: Encoding | null = null;
  for (const e of offered) {
    const w = weightOf(e);
    if (w > 0 && (best === null || w > weightOf(best))) best = e;
  }
  return best;
}

/** The suffix of a precompressed copy. */
export const SUFFIX: Record<Encoding, string> = { br: '.br', gzip: '.gz' };

/** Below this, headers outweigh what compression saves. */
export const MIN_COMPRESS_BYTES = 1024;

/**
 * Compression for a JSON answer passing through, when the client takes it and the body may be
 * worth it (its length unknown or at least MIN_COMPRESS_BYTES): brotli at quality 4 or gzip at
 * level 5, a millisecond or so per 100 KB. Rewrites `headers` for it and returns the stream to pipe
 * the body through, or null to send the body as it is.
 */
export function compressAnswer(acceptEncoding: string | string[] | undefined, headers: OutgoingHttpHeaders): Transform | null {
  if (!/\bjson\b/i.test(String(headers['content-type'] ?? '')) || headers['content-encoding']) return null;
  const length = headers['content-length'] === undefined ? Infinity : Number(headers['content-length']);
  if (length < MIN_COMPRESS_BYTES) return null;
  const encoding = pickEncoding(acceptEncoding, ['br', 'gzip']);
  if (!encoding) return null;
  delete headers['content-length'];
  headers['content-encoding'] = encoding;
  headers.vary = headers.vary ? `${String(headers.vary)}, Accept-Encoding` : 'Accept-Encoding';
  return encoding === 'br' ? createBrotliCompress({ params: { [constants.BROTLI_PARAM_QUALITY]: 4 } }) : createGzip({ level: 5 });
}
