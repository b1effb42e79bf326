import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SignJWT } from 'jose';
import type { LocalBackend } from '../../sync/server/index';
import { clientFor, rawFetch, signedInClient, startTestBackend, uniqueEmail } from './helpers';

let backend: LocalBackend;
const logs: string[] = [];

beforeAll(async () => {
  // Reuse outside the refresh-token reuse interval is tested here, so the interval is off; the
  // interval itself: auth-sessions.test.ts.
  const started = await startTestBackend({ log: (line) => logs.push(line), limits: { rate: null, refreshReuseSeconds: 0 } });
  backend = started.backend;
  console.log(`[auth.test] in-memory backend started in ${started.startupMs} ms`);
});
afterAll(() => backend?.close());

describe('sign-up and sign-in through supabase-js', () => {
  it('signs up with metadata that lands in user_metadata and returns a session', async () => {
    const meta = { owner_name: 'Ana Lopez', salon_name: 'Polished', salon_phone: '555-0100' };
    const { user, session } = await signedInClient(backend, meta);
    expect(user.user_metadata).toMatchObject(meta);
    expect(session.access_token.split('.')).toHaveLength(3);
    expect(session.user.id).toBe(user.id);
    expect(session.expires_in).toBe(3600);
  });

  it('signs in with the password and reads the user back', async () => {
    const email = uniqueEmail();
    const client = clientFor(backend);
    await client.auth.signUp({ email, password: 'secret123', options: { data: { owner_name: 'B' } } });
    const other = clientFor(backend);
    const { data, error } = await other.auth.signInWithPassword({ email: email.toUpperCase(), password: 'secret123' });
    expect(error).toBeNull();
    expect(data.user?.email).toBe(email);
    const me = await other.auth.getUser();
    expect(me.error).toBeNull();
    expect(me.data.user?.user_metadata.owner_name).toBe('B');
  });

  it('rejects a wrong password with GoTrue’s message and status', async () => {
    const { email } = await signedInClient(backend);
    const { data, error } = await clientFor(backend).auth.signInWithPassword({ email, password: 'wrong-one' });
    expect(data.session).toBeNull();
    expect(error?.message).toBe('Invalid login credentials');
    expect(error?.status).toBe(400);
    expect(error?.code).toBe('invalid_credentials');
  });

  it('rejects a duplicate email and a short password', async () => {
    const { email } = await signedInClient(backend);
    const dup = await clientFor(backend).auth.signUp({ email, password: 'another1' });
    expect(dup.error?.message).toBe('User already registered');
    expect(dup.error?.status).toBe(422);
    expect(dup.error?.code).toBe('user_already_exists');

    const weak = await clientFor(backend).auth.signUp({ email: uniqueEmail(), password: '12345' });
    expect(weak.error?.status).toBe(422);
    expect(weak.error?.code).toBe('weak_password');
    expect(weak.error?.message).toMatch(/at least 6 characters/);
  });
});

describe('refresh tokens', () => {
  it('rotates: the new token works, the old one is rejected and ends the session', async () => {
    const { client, session } = await signedInClient(backend);
    const first = await client.auth.refreshSession({ refresh_token: session.refresh_token });
    expect(first.error).toBeNull();
    const rotated = first.data.session!;
    expect(rotated.refresh_token).not.toBe(session.refresh_token);

    const reuse = await clientFor(backend).auth.refreshSession({ refresh_token: session.refresh_token });
    expect(reuse.error?.message).toBe('Invalid Refresh Token: Already Used');
    expect(reuse.error?.code).toBe('refresh_token_already_used');

    // Reuse looks like theft, so GoTrue revokes the whole family, the rotated child included.
    const child = await clientFor(backend).auth.refreshSession({ refresh_token: rotated.refresh_token });
    expect(child.error?.code).toBe('refresh_token_not_found');
  });

  it('rejects an unknown refresh token', async () => {
    const res = await clientFor(backend).auth.refreshSession({ refresh_token: 'nope' });
    expect(res.error?.message).toBe('Invalid Refresh Token: Refresh Token Not Found');
    expect(res.error?.status).toBe(400);
  });

  it('sign-out revokes the refresh token and the session behind the access token', async () => {
    const { client, session } = await signedInClient(backend);
    const out = await client.auth.signOut();
    expect(out.error).toBeNull();
    const refresh = await clientFor(backend).auth.refreshSession({ refresh_token: session.refresh_token });
    expect(refresh.error?.code).toBe('refresh_token_not_found');
    // GoTrue answers 403 session_not_found, which supabase-js turns into AuthSessionMissingError.
    const user = await clientFor(backend).auth.getUser(session.access_token);
    expect(user.data.user).toBeNull();
    expect(user.error?.name).toBe('AuthSessionMissingError');
    const raw = await rawFetch(backend, '/auth/v1/user', { headers: { authorization: `Bearer ${session.access_token}` } });
    expect(raw.status).toBe(403);
    expect((await raw.json()).error_code).toBe('session_not_found');
  });
});

describe('tokens the service must refuse', () => {
  it('getUser with a forged token fails with bad_jwt', async () => {
    const { session } = await signedInClient(backend);
    const [header, payload] = session.access_token.split('.');
    const forged = await new SignJWT(JSON.parse(Buffer.from(payload, 'base64url').toString()))
      .setProtectedHeader(JSON.parse(Buffer.from(header, 'base64url').toString()))
      .sign(new TextEncoder().encode('a-different-secret-of-at-least-32-characters'));
    const { data, error } = await clientFor(backend).auth.getUser(forged);
    expect(data.user).toBeNull();
    expect(error?.status).toBe(403);
    expect(error?.code).toBe('bad_jwt');
  });

  it('an expired access token is refused by /user and by PostgREST', async () => {
    const { session, user } = await signedInClient(backend);
    // PostgREST tolerates 30 s of clock skew, so the token expired well before that.
    const now = Math.floor(Date.now() / 1000);
    const claims = { sub: user.id, role: 'authenticated', aud: 'authenticated', session_id: 'x', iat: now - 120, exp: now - 60 };
    const expired = await new SignJWT(claims).setProtectedHeader({ alg: 'HS256', typ: 'JWT' }).sign(new TextEncoder().encode(backend.jwtSecret));
    const res = await clientFor(backend).auth.getUser(expired);
    expect(res.error?.code).toBe('bad_jwt');
    expect(res.error?.message).toMatch(/expired/);
    const rest = await rawFetch(backend, '/rest/v1/salons', { headers: { authorization: `Bearer ${expired}` } });
    expect(rest.status).toBe(401);
    expect(session.access_token).not.toBe(expired);
  });
});

describe('raw HTTP errors keep GoTrue’s JSON shape', () => {
  it('malformed JSON to /signup is a 400 bad_json', async () => {
    const res = await rawFetch(backend, '/auth/v1/signup', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"email": "x@example.com", ',
    });
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(body).toMatchObject({ code: 400, error_code: 'bad_json' });
    expect(JSON.stringify(body)).not.toMatch(/at \w+ \(/); // no stack trace
  });

  it.each([
    ['missing email', '/auth/v1/signup', { password: 'secret123' }, 400, 'validation_failed'],
    ['missing password', '/auth/v1/signup', { email: 'a@example.com' }, 422, 'validation_failed'],
    ['bad email', '/auth/v1/signup', { email: 'nope', password: 'secret123' }, 400, 'validation_failed'],
    ['unknown grant', '/auth/v1/token?grant_type=magic', {}, 400, 'validation_failed'],
    ['missing refresh token', '/auth/v1/token?grant_type=refresh_token', {}, 400, 'validation_failed'],
  ])('%s', async (_name, path, body, status, code) => {
    const res = await rawFetch(backend, path, { method: 'POST', body: JSON.stringify(body) });
    expect(res.status).toBe(status);
    expect(await res.json()).toMatchObject({ code: status, error_code: code, msg: expect.any(String) });
  });

  it('requires the apikey on every endpoint, like Supabase’s gateway', async () => {
    const none = await fetch(`${backend.url}/auth/v1/settings`);
    expect(none.status).toBe(401);
    expect(await none.json()).toMatchObject({ message: 'No API key found in request' });
    const bad = await fetch(`${backend.url}/auth/v1/health`, { headers: { apikey: 'x' } });
    expect(bad.status).toBe(401);
    const rest = await fetch(`${backend.url}/rest/v1/salons`);
    expect(rest.status).toBe(401);
  });

  it('/user without a token is 401 no_authorization; /health and /settings answer', async () => {
    const user = await rawFetch(backend, '/auth/v1/user');
    expect(user.status).toBe(401);
    expect((await user.json()).error_code).toBe('no_authorization');
    expect((await rawFetch(backend, '/auth/v1/health')).status).toBe(200);
    expect(await (await rawFetch(backend, '/auth/v1/settings')).json()).toMatchObject({ mailer_autoconfirm: true });
  });

  it('password recovery answers 200 {} for known and unknown addresses', async () => {
    const { email } = await signedInClient(backend);
    for (const address of [email, uniqueEmail('ghost')]) {
      const { error } = await clientFor(backend).auth.resetPasswordForEmail(address);
      expect(error).toBeNull();
    }
  });

  it('the logged reset link signs the user in and hands the session to the app', async () => {
    const { email } = await signedInClient(backend);
    await clientFor(backend).auth.resetPasswordForEmail(email, { redirectTo: `${backend.url}/reset-password` });
    const line = logs.find((l) => l.includes(`reset link for ${email}`));
    const link = line?.slice(line.indexOf('http'));
    expect(link).toBeTruthy();
    const res = await fetch(link!, { redirect: 'manual' });
    expect(res.status).toBe(303);
    const location = new URL(res.headers.get('location')!);
    expect(location.pathname).toBe('/reset-password');
    const hash = new URLSearchParams(location.hash.slice(1));
    expect(hash.get('type')).toBe('recovery');
    const me = await clientFor(backend).auth.getUser(hash.get('access_token')!);
    expect(me.data.user?.email).toBe(email);
    // One use only.
    const again = await fetch(link!, { redirect: 'manual' });
    expect(new URL(again.headers.get('location')!).hash).toContain('error_code=otp_expired');
  });

  it('PUT /user merges metadata and changes the password', async () => {
    const { client, email } = await signedInClient(backend, { owner_name: 'Old' });
    const upd = await client.auth.updateUser({ password: 'newsecret1', data: { owner_name: 'New' } });
    expect(upd.error).toBeNull();
    expect(upd.data.user?.user_metadata.owner_name).toBe('New');
    const signIn = await clientFor(backend).auth.signInWithPassword({ email, password: 'newsecret1' });
    expect(signIn.error).toBeNull();
  });
});
