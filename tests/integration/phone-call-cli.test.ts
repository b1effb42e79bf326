// `npm run call`: a person talks to Sarah from a terminal through the local provider
// stand-in. Run here as a person would — the script in its own process, lines on its stdin — on the
// real local backend with the scripted model: the call goes through the signed voice webhook and
// the relay, Sarah's words come back on stdout, and /hangup ends the call with a status callback,
// so the call record is complete with both turns.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { phoneCallId } from '../../src/domain/ids';
import { say, startSarahWorld, type Salon, type SarahWorld } from './sarah-chat-harness';
import { eventually } from '../e2e/support/wait';

let w: SarahWorld;
let alice: Salon;
const SID = `AC${'e5'.repeat(16)}`;
const TOKEN = 'f6'.repeat(16);
const NUMBER = '+12125550181';
const ROOT = path.resolve(__dirname, '../..');

beforeAll(async () => {
  w = await startSarahWorld();
  alice = await w.salon('cli-alice');
  const saved = await alice.tablet.client.rpc('save_sms_provider', { p_account_sid: SID, p_auth_token: TOKEN, p_from_number: NUMBER });
  expect(saved.error).toBeNull();
}, 120_000);
afterAll(() => w?.close());

it('a typed line reaches Sarah and her answer is printed; /hangup ends the call and its record', async () => {
  w.model.script([say('**Yes**, we are open until 7 PM today.')]);
  const child = spawn(
    process.execPath,
    [
      path.join(ROOT, 'node_modules/tsx/dist/cli.mjs'),
      'sync/server/phone/call-main.ts',
      '--to',
      NUMBER,
      '--sid',
      SID,
      '--token',
      TOKEN,
      '--url',
      w.backend.url,
    ],
    {
      cwd: ROOT,
      stdio: ['pipe', 'pipe', 'pipe'],
    },
  );
  let out = '';
  child.stdout.on('data', (d: Buffer) => (out += d.toString()));
  child.stderr.on('data', (d: Buffer) => (out += d.toString()));
  const exited = new Promise<number | null>((r) => child.on('exit', r));
  try {
    await eventually(() => expect(out).toMatch(/\[calling \+12125550181 from \+12125550142 through .* — call (CA[0-9a-f]{32})\]/), 30_000, 100);
    const callSid = /call (CA[0-9a-f]{32})/.exec(out)![1];
    child.stdin.write('Are you open today?\n');
    // Spoken words: no markdown reaches the caller.
    await eventually(() => expect(out).toContain('Sarah: Yes, we are open until 7 PM today.\n'), 30_000, 100);
    child.stdin.write('/hangup\n');
    expect(await exited).toBe(0);
    expect(out).toContain('[call over: the caller hung up]');

    const id = phoneCallId(alice.tablet.salonId, callSid);
    const record = (await w.admin.from('calls').select('*').eq('id', id).single()).data;
    expect(record).toMatchObject({ channel: 'phone', caller_phone: '+12125550142', outcome: 'answered' });
    expect(record!.ended_at).not.toBeNull();
    const turns = (await w.admin.from('call_turns').select('role, content').eq('call_id', id).order('position')).data;
    expect(turns).toEqual([
      { role: 'customer', content: 'Are you open today?' },
      { role: 'assistant', content: '**Yes**, we are open until 7 PM today.' },
    ]);
  } finally {
    child.kill();
  }
}, 90_000);

it('refuses to start without the salon number and credentials, and says what is missing', async () => {
  const child = spawn(process.execPath, [path.join(ROOT, 'node_modules/tsx/dist/cli.mjs'), 'sync/server/phone/call-main.ts', '--to', 'nowhere'], {
    cwd: ROOT,
    env: { PATH: process.env.PATH },
  });
  let err = '';
  child.stderr.on('data', (d: Buffer) => (err += d.toString()));
  expect(await new Promise((r) => child.on('exit', r))).toBe(2);
  expect(err).toContain("--to must be the salon's phone number");
  expect(err).toContain('--sid must be the Twilio Account SID');
  expect(err).toContain('--token must be the auth token');
}, 60_000);
