// PostgREST reaches PGlite as `authenticator`, as on Supabase, so a token
// can only name a role authenticator may become. Before, PGlite's one session was the
// superuser's and a token with `role: postgres` (signed with the secret) read every salon.
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalBackend } from '../../sync/server/index';
import { rawFetch, signedInClient, startTestBackend } from './helpers';

let backend: LocalBackend;
beforeAll(async () => {
  ({ backend } = await startTestBackend());
});
afterAll(() => backend?.close());

const tokenFor = (role: string) =>
  new SignJWT({ role, exp: Math.floor(Date.now() / 1000) + 600 })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .sign(new TextEncoder().encode(backend.jwtSecret));

describe('roles a token may name', () => {
  it.each(['postgres', 'supabase_auth_admin', 'authenticator'])('role %s is refused', async (role) => {
    await signedInClient(backend); // at least one salon row exists to leak
    const res = await rawFetch(backend, '/rest/v1/salons?select=id', { headers: { authorization: `Bearer ${await tokenFor(role)}` } });
    expect(res.status).not.toBe(200);
    expect(JSON.stringify(await res.json())).not.toMatch(/"id"/);
  });

  it('the API roles still work: service_role reads, authenticated reads its own salon', async () => {
    const svc = await rawFetch(backend, '/rest/v1/salons?select=id', { headers: { authorization: `Bearer ${backend.serviceRoleKey}` } });
    expect(svc.status).toBe(200);
    const { client } = await signedInClient(backend);
    const own = await client.from('salons').select('id');
    expect(own.error).toBeNull();
  });

  it('in-process work (auth) still runs as the superuser after REST requests', async () => {
    await rawFetch(backend, '/rest/v1/salons?select=id', { headers: { authorization: `Bearer ${await tokenFor('postgres')}` } });
    const { user } = await signedInClient(backend);
    expect(user.id).toBeTruthy();
  });
});
