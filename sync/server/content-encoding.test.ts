import { describe, expect, it } from 'vitest';
import { pickEncoding } from './content-encoding';

const BOTH = ['br', 'gzip'] as const;

describe('pickEncoding', () => {
  it('prefers brotli when the browser takes both, as every current browser says', () => {
    expect(pickEncoding('gzip, deflate, br, zstd', BOTH)).toBe('br');
  });

  it('takes gzip from a client without brotli, and nothing from one that asks for none', () => {
    expect(pickEncoding('gzip, deflate', BOTH)).toBe('gzip');
    expect(pickEncoding('x-gzip', BOTH)).toBe('gzip');
    expect(pickEncoding(undefined, BOTH)).toBeNull();
    expect(pickEncoding('', BOTH)).toBeNull();
    expect(pickEncoding('identity', BOTH)).toBeNull();
    expect(pickEncoding('deflate', BOTH)).toBeNull();
  });

  it('weighs q-values: a refused coding (q=0) is never sent, a higher q wins', () => {
    expect(pickEncoding('br;q=0, gzip', BOTH)).toBe('gzip');
    expect(pickEncoding('br;q=0.4, gzip;q=0.8', BOTH)).toBe('gzip');
    expect(pickEncoding('br;q=0, gzip;q=0', BOTH)).toBeNull();
    expect(pickEncoding('*', BOTH)).toBe('br');
    expect(pickEncoding('*;q=0.5, br;q=0', BOTH)).toBe('gzip');
    expect(pickEncoding('BR ; Q=1', BOTH)).toBe('br');
  });

  it('sends only a copy that exists', () => {
    expect(pickEncoding('br, gzip', ['gzip'])).toBe('gzip');
    expect(pickEncoding('br', ['gzip'])).toBeNull();
    expect(pickEncoding('br, gzip', [])).toBeNull();
  });

  it('reads a header given twice', () => {
    expect(pickEncoding(['gzip;q=0.5', 'br'], BOTH)).toBe('br');
  });
});
