// The local mail catcher's inbox lists every salon's mail, password-reset links included (issue
// 23): it answers only this computer, sends no CORS headers, and `npm start` will not run it on
// an address other computers reach.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { networkInterfaces } from 'node:os';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGateway } from '../../sync/server/gateway';
import { startLocalBackend, type LocalBackend } from '../../sync/server/index';
import { NO_RATE_LIMITS, resolveLimits } from '../../sync/server/limits';
import { startMailCatcher, type MailCatcher } from '../../sync/server/mail-catcher';
import { createTwilioSms } from '../../sync/server/sms';
import { startTestBackend } from './helpers';

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** node:http, so the Host header can be any name, as a DNS-rebinding page's would be. */
function request(url: string, opts: { method?: string; headers?: Record<string, string> } = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.request(url, { method: opts.method ?? 'GET', headers: opts.headers }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (c: string) => (body += c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

const corsHeaders = (a: Answer) => Object.keys(a.headers).filter((h) => h.startsWith('access-control-'));

describe('the inbox on the backend', () => {
  let backend: LocalBackend;
  beforeAll(async () => {
    ({ backend } = await startTestBackend());
  });
  afterAll(() => backend?.close());

  it('answers this computer, with no CORS headers on any /mail answer', async () => {
    const origin = { origin: 'https://attacker.example' };
    const answers = [
      await request(`${backend.url}/mail/`, { headers: origin }),
      await request(`${backend.url}/mail/api/messages`, { headers: origin }),
      await request(`${backend.url}/mail/api/messages`, { method: 'OPTIONS', headers: { ...origin, 'access-control-request-method': 'DELETE' } }),
      await request(`${backend.url}/mail/api/messages`, { method: 'DELETE', headers: origin }),
      await request(`${backend.url}/mail/elsewhere`, { headers: origin }),
    ];
    expect(answers.map((a) => a.status)).toEqual([200, 200, 405, 204, 404]);
    expect(answers.flatMap(corsHeaders)).toEqual([]);
    expect(JSON.parse(answers[1].body)).toBeInstanceOf(Array);
  });

  it('refuses a request that names another host (a DNS-rebinding page), and takes localhost', async () => {
    const { port } = new URL(backend.url);
    const rebound = await request(`${backend.url}/mail/api/messages`, { headers: { host: `rebind.attacker.example:${port}` } });
    expect(rebound.status).toBe(403);
    expect(rebound.body).toMatch(/only at a loopback address/);
    expect(rebound.body).not.toContain('[');
    expect((await request(`${backend.url}/mail/api/messages`, { headers: { host: `localhost:${port}` } })).status).toBe(200);
  });

  it('still takes the sender’s texts at /sms, server to server', async () => {
    const sms = createTwilioSms({ accountSid: `AC${'0'.repeat(32)}`, authToken: 'f'.repeat(32), from: '+15550001111', apiBase: backend.smsApiBase! });
    const sid = await sms.send({ to: '+15557654321', body: 'Loopback check' });
    const list = JSON.parse((await request(`${backend.url}/mail/api/messages`)).body) as Array<{ sid?: string }>;
    expect(list.some((m) => m.sid === sid)).toBe(true);
  });
});

/** This computer's own addresses on a real interface: a request to one comes from it, not from loopback. */
const outside = Object.values(networkInterfaces())
  .flat()
  .filter((i) => i && !i.internal && !i.address.startsWith('fe80'))
  .map((i) => (i!.family === 'IPv6' ? `[${i!.address}]` : i!.address));

describe('the inbox reached from another address', () => {
  let catcher: MailCatcher;
  let server: http.Server;
  let port: number;
  beforeAll(async () => {
    catcher = await startMailCatcher();
    // The real gateway on every interface, which startLocalBackend refuses to do with a catcher.
    server = createGateway({
      restUrl: () => null,
      anonKey: 'anon',
      serviceRoleKey: 'service',
      auth: () => Promise.reject(new Error('not used')),
      appConfig: () => ({ supabaseUrl: '', anonKey: '' }),
      distDir: null,
      limits: resolveLimits(NO_RATE_LIMITS),
      mail: catcher,
      log: () => {},
    });
    await new Promise<void>((resolve) => server.listen(0, '::', resolve));
    ({ port } = server.address() as AddressInfo);
  });
  afterAll(async () => {
    server?.closeAllConnections();
    await new Promise((resolve) => server?.close(resolve));
    await catcher?.stop();
  });

  it.skipIf(outside.length === 0)('is refused with a sentence, while loopback on the same server is served', async () => {
    for (const address of outside) {
      for (const path of ['/mail/', '/mail/api/messages']) {
        // The Host header names loopback, so only the caller's address can refuse it.
        const a = await request(`http://${address}:${port}${path}`, { headers: { host: `127.0.0.1:${port}` } });
        expect({ address, path, status: a.status, cors: corsHeaders(a) }).toEqual({ address, path, status: 403, cors: [] });
        expect(a.body).toMatch(/^The mail inbox is shown only on the computer running the backend/);
      }
    }
    expect((await request(`http://127.0.0.1:${port}/mail/api/messages`)).status).toBe(200);
    expect((await request(`http://[::1]:${port}/mail/`)).status).toBe(200);
  });
});

describe('a start on an address other computers reach', () => {
  it('is refused while the catcher would run, saying to set SMTP or listen on loopback', async () => {
    for (const host of ['0.0.0.0', '::', 'salon.example']) {
      const err = await startLocalBackend({ host, port: 0, dataDir: null, distDir: null }).then(
        (b) => b.close().then(() => null),
        (e: unknown) => e as Error,
      );
      expect(err?.message).toMatch(new RegExp(`would listen on ${host.replace(/\./g, '\\.')}, which other computers can reach`));
      expect(err?.message).toMatch(/Set a real SMTP server \(SALON_DESK_SMTP_HOST.*or listen on loopback/);
    }
  });
});
