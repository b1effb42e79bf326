// Byte ranges of the gateway's static files (gateway.ts serveStatic): the demo video's player asks
// for them, and Safari plays a video only from ranged answers.

/**
 * A request's single byte range (`bytes=a-b`, `bytes=a-`, `bytes=-n`) within a file of `size`
 * bytes: null for none or one this does not serve (several ranges: the whole file answers),
 * 'unsatisfiable' for one outside the file. Safari plays a video only from ranged answers.
 */
export function byteRange(header: string | undefined, size: number): { start: number; end: number } | 'unsatisfiable' | null {
  const m = /^bytes=(\d*)-(\d*)$/.exec(header?.trim() ?? '');
  if (!m || (m[1] === '' && m[2] === '')) return null;
  if (m[1] === '') {
    const last = Number(m[2]);
    if (last === 0 || size === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - last), end: size - 1 };
  }
  const start = Number(m[1]);
  const end = m[2] === '' ? size - 1 : Math.min(Number(m[2]), size - 1);
  if (start >= size || end < start) return 'unsatisfiable';
  return { start, end };
}

/** How a file that may be read in ranges answers: status, the headers to add, and which bytes to send. */
export function rangeAnswer(
  header: string | undefined,
  size: number,
): { status: 200 | 206 | 416; headers: Record<string, string | number>; read: { start?: number; end?: number } } {
  const range = byteRange(header, size);
  if (range === 'unsatisfiable')
    return { status: 416, headers: { 'accept-ranges': 'bytes', 'content-range': `bytes */${size}`, 'content-length': 0 }, read: {} };
  if (!range) return { status: 200, headers: { 'accept-ranges': 'bytes' }, read: {} };
  return {
    status: 206,
    headers: { 'accept-ranges': 'bytes', 'content-range': `bytes ${range.start}-${range.end}/${size}`, 'content-length': range.end - range.start + 1 },
    read: range,
  };
}
