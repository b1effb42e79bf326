// Mail from the backend, through nodemailer and a real SMTP server: the local catcher
// that `npm start` runs and the gateway shows at /mail/. Before, a reset link was only logged.
import { createServer } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalBackend } from '../../sync/server/index';
import type { CaughtMessage } from '../../sync/server/mail-catcher';
import { clientFor, rawFetch, signedInClient, startTestBackend, uniqueEmail } from './helpers';

let backend: LocalBackend;
beforeAll(async () => {
  ({ backend } = await startTestBackend());
});
afterAll(() => backend?.close());

async function inbox(): Promise<CaughtMessage[]> {
  const res = await fetch(`${backend.url}/mail/api/messages`);
  expect(res.status).toBe(200);
  return (await res.json()) as CaughtMessage[];
}

describe('password reset mail', () => {
  it('reaches the inbox with a link that signs the owner in', async () => {
    const { email } = await signedInClient(backend);
    const { error } = await clientFor(backend).auth.resetPasswordForEmail(email, { redirectTo: `${backend.url}/reset-password` });
    expect(error).toBeNull();
    const mail = (await inbox()).find((m) => m.to.includes(email));
    expect(mail).toMatchObject({ channel: 'email', subject: 'Reset your Salon Desk password' });
    const link = /(http\S+\/auth\/v1\/verify\S+)/.exec(mail!.text)?.[1];
    expect(link).toBeTruthy();
    const res = await fetch(link!, { redirect: 'manual' });
    const hash = new URLSearchParams(new URL(res.headers.get('location')!).hash.slice(1));
    const me = await clientFor(backend).auth.getUser(hash.get('access_token')!);
    expect(me.data.user?.email).toBe(email);
    expect(mail!.html).toContain('href=');
  });

  it('an unknown address gets the same answer and no mail', async () => {
    const ghost = uniqueEmail('ghost');
    expect((await clientFor(backend).auth.resetPasswordForEmail(ghost)).error).toBeNull();
    expect((await inbox()).some((m) => m.to.includes(ghost))).toBe(false);
  });

  it('the inbox page lists the mail, and DELETE empties it', async () => {
    const page = await (await fetch(`${backend.url}/mail/`)).text();
    expect(page).toContain('Reset your Salon Desk password');
    expect((await fetch(`${backend.url}/mail/api/messages`, { method: 'DELETE' })).status).toBe(204);
    expect(await inbox()).toEqual([]);
  });
});

describe('an SMTP server that cannot be reached', () => {
  it('answers the reset with an error instead of pretending a mail went out', async () => {
    // A port that was free a moment ago: nothing listens there.
    const port = await new Promise<number>((resolve) => {
      const s = createServer().listen(0, '127.0.0.1', () => {
        const p = (s.address() as { port: number }).port;
        s.close(() => resolve(p));
      });
    });
    const { backend: down } = await startTestBackend({ smtp: { host: '127.0.0.1', port, secure: false, from: 'desk@example.com' } });
    try {
      expect((await fetch(`${down.url}/mail/api/messages`)).status).not.toBe(200);
      const { email } = await signedInClient(down);
      const res = await rawFetch(down, '/auth/v1/recover', { method: 'POST', body: JSON.stringify({ email }) });
      expect(res.status).toBe(500);
      expect((await res.json()).msg).toBe('Error sending recovery email');
    } finally {
      await down.close();
    }
  });
});
