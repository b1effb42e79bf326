// `npm run sarah` (sync/server/sarah/sarah-main.ts) as a process of its own beside the backend
// that `npm start` runs with Sarah inside its gateway: two server processes over one database
// A conversation started in one carries on in the other, because its state lives in
// the database; while one runs a turn of it, the other answers 409.
import { spawn, type ChildProcess } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../../sync/server/index';
import { heldTurn, say, startSarahWorld, type Salon, type SarahWorld } from './sarah-chat-harness';

let w: SarahWorld;
let alice: Salon;
let child: ChildProcess;
let sarahUrl: string;

beforeAll(async () => {
  w = await startSarahWorld();
  alice = await w.salon('two-processes');
  const env = {
    ...process.env,
    SALON_DESK_API_URL: w.backend.url,
    SALON_DESK_SERVICE_ROLE_KEY: w.backend.serviceRoleKey,
    SALON_DESK_SARAH_PORT: '0',
    OPENAI_BASE_URL: w.model.baseURL,
    OPENAI_MODEL: 'scripted',
    OPENAI_API_KEY: 'server-key',
  };
  child = spawn(process.execPath, ['--import', 'tsx', 'sync/server/sarah/sarah-main.ts'], { cwd: REPO_ROOT, env });
  let output = '';
  sarahUrl = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`npm run sarah did not start:\n${output}`)), 30_000);
    const read = (d: Buffer) => {
      output += d.toString();
      const m = /Sarah answers at (http:\/\/[^/\s]+)\/sarah\/chat/.exec(output);
      if (m) {
        clearTimeout(timer);
        resolve(m[1]);
      }
    };
    child.stdout!.on('data', read);
    child.stderr!.on('data', (d: Buffer) => (output += d.toString()));
    child.once('exit', (code) => reject(new Error(`npm run sarah exited with ${code}:\n${output}`)));
  });
}, 120_000);
afterAll(async () => {
  if (child && child.exitCode === null) {
    const exited = new Promise((r) => child.once('exit', r));
    child.kill('SIGTERM');
    await exited;
  }
  await w?.close();
});

async function toChild(path: string, body: unknown, token?: string) {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (token) headers.authorization = `Bearer ${token}`;
  const res = await fetch(`${sarahUrl}${path}`, { method: 'POST', headers, body: JSON.stringify(body) });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

describe('two server processes, one conversation', () => {
  it('started in the gateway, carried on by `npm run sarah`', async () => {
    const id = crypto.randomUUID();
    w.model.script([say('Hi! How can I help?')]);
    expect((await w.post('/sarah/chat', { conversation_id: id, message: 'Hi, this is Ivy, 212-555-0142.' }, alice.token)).status).toBe(200);
    w.model.script([say('Sure, Ivy.')]);
    const there = await toChild('/sarah/chat', { conversation_id: id, message: 'Can I book for Monday?' }, alice.token);
    expect(there).toMatchObject({ status: 200, body: { reply: 'Sure, Ivy.', conversation_id: id } });
    expect(w.model.requests[0].messages.map((m) => m.content ?? null).slice(1)).toEqual([
      'Hi, this is Ivy, 212-555-0142.',
      'Hi! How can I help?',
      'Can I book for Monday?',
    ]);
    const { data: turns } = await w.admin.from('call_turns').select('position, role').eq('call_id', id).order('position');
    expect(turns).toEqual([
      { position: 0, role: 'customer' },
      { position: 1, role: 'assistant' },
      { position: 2, role: 'customer' },
      { position: 3, role: 'assistant' },
    ]);
  });

  it('while the gateway runs a turn of it, `npm run sarah` answers 409; then it carries on there', async () => {
    const id = crypto.randomUUID();
    const held = heldTurn(say('One moment…'));
    w.model.script([held.turn, say('Done.')]);
    const first = w.post('/sarah/chat', { conversation_id: id, message: 'Hello' }, alice.token);
    await held.arrived;
    expect(await toChild('/sarah/chat', { conversation_id: id, message: 'Hello?' }, alice.token)).toMatchObject({ status: 409, body: { error: 'busy' } });
    held.release();
    expect((await first).status).toBe(200);
    expect((await toChild('/sarah/chat', { conversation_id: id, message: 'Still there?' }, alice.token)).body.reply).toBe('Done.');
  });

  it('refuses a request without a session, and answers nothing but its own paths', async () => {
    expect((await toChild('/sarah/chat', { conversation_id: crypto.randomUUID(), message: 'Hi' })).status).toBe(401);
    expect((await toChild('/rest/v1/salons', {}, alice.token)).status).toBe(404);
  });
});
