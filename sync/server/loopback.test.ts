// What counts as this computer for the mail inbox.
import { describe, expect, it } from 'vitest';
import { hostHeaderName, isLoopbackAddress, isLoopbackName } from './loopback';

describe('isLoopbackAddress', () => {
  it('takes 127.0.0.0/8 and ::1 in every spelling a socket reports', () => {
    for (const a of ['127.0.0.1', '127.8.9.10', '::1', '0:0:0:0:0:0:0:1', '::ffff:127.0.0.1', '[::1]']) expect(isLoopbackAddress(a)).toBe(true);
  });

  it('refuses any other address, a mapped one included', () => {
    for (const a of ['192.0.2.2', '::ffff:192.0.2.2', 'fd00::2', 'fe80::1%lo', '0.0.0.0', '::', '128.0.0.1', '', undefined, 'localhost']) {
      expect(isLoopbackAddress(a)).toBe(false);
    }
  });
});

describe('isLoopbackName and hostHeaderName', () => {
  it('reads the name of a Host header and takes only loopback names', () => {
    const named = (h: string) => {
      const name = hostHeaderName(h);
      return name !== null && isLoopbackName(name);
    };
    for (const h of ['127.0.0.1:54321', 'localhost', 'LOCALHOST:80', 'app.localhost:3000', '[::1]:54321']) expect(named(h)).toBe(true);
    for (const h of ['rebind.attacker.example:54321', '127.0.0.1.nip.io', 'user@127.0.0.1', '127.0.0.1/x', '0.0.0.0:54321', '', 'a b']) {
      expect(named(h)).toBe(false);
    }
  });

  it('judges a listen address', () => {
    expect(['127.0.0.1', '::1', 'localhost'].map(isLoopbackName)).toEqual([true, true, true]);
    expect(['0.0.0.0', '::', '192.0.2.2', 'salon.example'].map(isLoopbackName)).toEqual([false, false, false, false]);
  });
});
