// What a caller may send to auth: control characters in emails and tokens
// (a 500 before: PostgreSQL refuses a NUL), the password-length sentence (it said "characters"
// of a limit in bytes) and the body cap, which answered 413 but kept the connection reading.
import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD_TOO_LONG } from '../../src/domain/passwords';
import { MESSAGES } from '../../src/features/auth/validate';
import type { LocalBackend } from '../../sync/server/index';
import { rawFetch, signedInClient, startTestBackend, uniqueEmail } from './helpers';
import { fillerBody } from './filler-body';

let backend: LocalBackend;
const AUTH_CAP = 64 * 1024;
beforeAll(async () => {
  ({ backend } = await startTestBackend({ limits: { rate: null, authBodyBytes: AUTH_CAP } }));
});
afterAll(() => backend?.close());

const post = (path: string, body: unknown) =>
  rawFetch(backend, path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

describe('control characters', () => {
  it.each([
    ['sign-in', '/auth/v1/token?grant_type=password', 'ana\u0000@example.com'],
    ['sign-in', '/auth/v1/token?grant_type=password', 'ana\u0007@example.com'],
    ['password recovery', '/auth/v1/recover', 'ana\u0000@example.com'],
    ['password recovery', '/auth/v1/recover', 'ana\u001b@example.com'],
  ])('%s with an email holding one is a 422 with the sign-up message (%#)', async (_name, path, email) => {
    const res = await post(path, { email, password: 'secret123' });
    expect(res.status).toBe(422);
    expect((await res.json()).msg).toBe('Unable to validate email address: it contains a control character.');
  });

  it('sign-in with a plain wrong address still says only "Invalid login credentials"', async () => {
    const res = await post('/auth/v1/token?grant_type=password', { email: 'not-an-address', password: 'secret123' });
    expect(res.status).toBe(400);
    expect((await res.json()).error_code).toBe('invalid_credentials');
  });

  it('user data holding a NUL is a 422 at sign-up and on change', async () => {
    const signup = await post('/auth/v1/signup', { email: uniqueEmail(), password: 'secret123', data: { owner_name: 'Ana\u0000' } });
    expect(signup.status).toBe(422);
    expect((await signup.json()).msg).toBe('data cannot contain a NUL character');
    const { session } = await signedInClient(backend);
    const change = await rawFetch(backend, '/auth/v1/user', {
      method: 'PUT',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${session.access_token}` },
      body: JSON.stringify({ data: { 'key\u0000': 1 } }),
    });
    expect(change.status).toBe(422);
  });

  it('user data nested 10,000 deep is a 422, not a 500', async () => {
    const data = `${'{"a":'.repeat(10_000)}1${'}'.repeat(10_000)}`;
    const res = await rawFetch(backend, '/auth/v1/signup', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: `{"email":"${uniqueEmail()}","password":"secret123","data":${data}}`,
    });
    expect(res.status).toBe(422);
    expect((await res.json()).msg).toMatch(/nested too deeply/);
  });

  it('a refresh token with a NUL is simply not found', async () => {
    const res = await post('/auth/v1/token?grant_type=refresh_token', { refresh_token: 'abc\u0000def' });
    expect(res.status).toBe(400);
    expect((await res.json()).error_code).toBe('refresh_token_not_found');
  });

  it('a recovery link with a NUL in its token lands on the site as an expired link', async () => {
    const res = await fetch(`${backend.url}/auth/v1/verify?type=recovery&token=abc%00def`, { redirect: 'manual' });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toContain('error_code=otp_expired');
  });
});

describe('the password length is counted in bytes and said so', () => {
  it('37 "é" (74 bytes) are refused at sign-up with the sentence the registration form shows', async () => {
    const res = await post('/auth/v1/signup', { email: uniqueEmail(), password: 'é'.repeat(37) });
    expect(res.status).toBe(422);
    const { msg } = await res.json();
    expect(msg).toBe(PASSWORD_TOO_LONG);
    expect(msg).toBe(MESSAGES.tooLong);
    expect(msg).toMatch(/72 bytes.*accented letters count as 2/);
  });

  it('36 "é" (72 bytes) are fine', async () => {
    expect((await post('/auth/v1/signup', { email: uniqueEmail(), password: 'é'.repeat(36) })).status).toBe(200);
  });
});

interface Upload {
  status: number;
  message: string;
  connectionHeader: string | undefined;
  /** Bytes the client had produced when the server closed the connection. */
  sentBeforeClose: number;
}

/** POSTs `total` bytes (declared or chunked) on a keep-alive connection; resolves once it is closed. */
function upload(path: string, total: number, declareLength: boolean): Promise<Upload> {
  return new Promise((resolve, reject) => {
    const agent = new http.Agent({ keepAlive: true });
    const { body, produced } = fillerBody(total);
    const headers: http.OutgoingHttpHeaders = { apikey: backend.anonKey, 'content-type': 'application/json' };
    if (declareLength) headers['content-length'] = total;
    const req = http.request(`${backend.url}${path}`, { method: 'POST', headers, agent });
    const failSafe = setTimeout(() => reject(new Error(`connection still open after ${produced()} bytes`)), 10_000);
    req.on('response', (res) => {
      let text = '';
      res.on('data', (d) => (text += d));
      res.on('end', () => {
        const answer = { status: res.statusCode ?? 0, message: String(JSON.parse(text).msg), connectionHeader: res.headers.connection };
        const closed = () => {
          clearTimeout(failSafe);
          agent.destroy();
          resolve({ ...answer, sentBeforeClose: produced() });
        };
        if (req.socket?.destroyed) closed();
        else req.socket?.once('close', closed);
      });
    });
    // The server closes the connection after refusing: the rest of the upload fails, as intended.
    req.on('error', () => undefined);
    body.pipe(req);
  });
}

describe('the auth body cap', () => {
  const TWENTY_MB = 20 * 1024 * 1024;

  it.each([
    ['declared', true],
    ['chunked', false],
  ])('a %s body over the cap gets 413 and the connection is closed, the rest never read', async (_name, declared) => {
    const res = await upload('/auth/v1/signup', TWENTY_MB, declared);
    expect(res.status).toBe(413);
    expect(res.message).toBe(`Request body too large: at most ${AUTH_CAP} bytes`);
    expect(res.connectionHeader).toBe('close');
    expect(res.sentBeforeClose).toBeLessThan(TWENTY_MB / 4);
  });

  it('a body under the cap still signs up', async () => {
    const { user } = await signedInClient(backend, { note: 'x'.repeat(AUTH_CAP / 2) });
    expect(user.user_metadata.note).toHaveLength(AUTH_CAP / 2);
  });
});
