import { describe, expect, it } from 'vitest';
import { isPublicAddress, refusedModelAddress } from './model-address';

describe('the model addresses the server calls for a salon', () => {
  it('refuses loopback, private, link-local (cloud metadata) and mapped forms of them', async () => {
    for (const url of [
      'http://127.0.0.1:8080/v1',
      'http://169.254.169.254/latest',
      'http://10.1.2.3/v1',
      'http://192.168.1.20:11434/v1',
      'http://[::1]:8080/v1',
      'http://[::ffff:127.0.0.1]/v1',
      'http://[fd00::1]/v1',
      'http://0.0.0.0/v1',
      'http://localhost:11434/v1',
    ]) {
      expect(await refusedModelAddress(url), url).toMatch(/private network/);
    }
  });

  it('allows public addresses', async () => {
    expect(await refusedModelAddress('https://8.8.8.8/v1')).toBeNull();
    expect(await refusedModelAddress('https://[2606:4700::1111]/v1')).toBeNull();
    expect(isPublicAddress('172.32.0.1')).toBe(true);
    expect(isPublicAddress('172.31.255.255')).toBe(false);
  });
});
