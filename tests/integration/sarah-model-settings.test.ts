// Server-side Sarah's model settings per salon (migration 20261127000800): saved from the
// dashboard by the owner for their own salon, read back without the key (has_key), never readable
// by an owner as a table; only the server's role reads the key, and Sarah then talks to that model.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverSalonStore } from '../../sync/server/sarah/pg-store';
import { createSarah } from '../../sync/server/sarah/turn';
import { startScriptedServer, type ScriptedServer } from '../support/scripted-openai-server';
import { clientFor } from './helpers';
import { say, startSarahWorld, type Salon, type SarahWorld } from './sarah-chat-harness';

let w: SarahWorld;
let alice: Salon;
let bob: Salon;
let own: ScriptedServer;
const KEY = 'sk-alice-0123456789';

beforeAll(async () => {
  w = await startSarahWorld();
  own = await startScriptedServer();
  alice = await w.salon('model-alice');
  bob = await w.salon('model-bob');
}, 120_000);
afterAll(async () => {
  await own?.close();
  await w?.close();
});

const owner = (s: Salon) => s.tablet.client;
const save = (s: Salon, base: string | null, model: string | null, key: string | null) =>
  owner(s).rpc('save_sarah_model', { p_base_url: base, p_model: model, p_api_key: key });
const status = (s: Salon) => owner(s).rpc('sarah_model_status');
const serverRead = (s: Salon) => w.admin.rpc('sarah_model_settings', { p_salon_id: s.tablet.salonId });

describe('saving the model settings', () => {
  it('answers them without the key; only the server role reads the key', async () => {
    expect((await status(alice)).data).toBeNull();
    const saved = await save(alice, ` ${own.baseURL} `, 'salon-model', KEY);
    expect(saved.error).toBeNull();
    expect(saved.data).toMatchObject({ base_url: own.baseURL, model: 'salon-model', has_key: true });
    expect(JSON.stringify(saved.data)).not.toContain(KEY);
    expect((await status(alice)).data).toEqual(saved.data);
    expect((await serverRead(alice)).data).toEqual({ base_url: own.baseURL, model: 'salon-model', api_key: KEY });
    // Bob's salon is untouched and his reads answer only his.
    expect((await status(bob)).data).toBeNull();
    expect((await serverRead(bob)).data).toBeNull();
  });

  it('no owner-reachable read returns the key: the table is refused, the server read is refused', async () => {
    for (const client of [owner(alice), clientFor(w.backend)]) {
      const asTable = await client.schema('sync_private').from('sarah_models').select('*');
      expect(asTable.error).not.toBeNull();
      expect(JSON.stringify(asTable.data ?? null)).not.toContain(KEY);
      const inPublic = await client.from('sarah_models').select('*');
      expect(inPublic.error).not.toBeNull();
      const read = await client.rpc('sarah_model_settings', { p_salon_id: alice.tablet.salonId });
      expect(read.error).not.toBeNull();
      expect(JSON.stringify(read.data ?? null)).not.toContain(KEY);
    }
    // Nor may anyone without a session save or read.
    expect((await clientFor(w.backend).rpc('save_sarah_model', { p_base_url: null, p_model: null, p_api_key: 'x' })).error).not.toBeNull();
    expect((await clientFor(w.backend).rpc('sarah_model_status')).error).not.toBeNull();
  });

  it('refuses bad values with a clear message and changes nothing', async () => {
    const before = (await serverRead(alice)).data;
    const cases: [string | null, string | null, string | null, string][] = [
      ['ftp://llm.example/v1', 'm', null, 'base_url'],
      ['javascript:alert(1)', 'm', null, 'base_url'],
      ['https://user:pw@llm.example/v1', 'm', null, 'base_url'],
      ['https://llm.example/v1?key=1', 'm', null, 'base_url'],
      [`https://llm.example/${'a'.repeat(500)}`, 'm', null, 'base_url'],
      [own.baseURL, 'x'.repeat(201), null, 'model'],
      [own.baseURL, 'two\nlines', null, 'model'],
      [own.baseURL, 'm', 'sk with spaces', 'api_key'],
      [own.baseURL, 'm', 'k'.repeat(501), 'api_key'],
    ];
    for (const [base, model, key, field] of cases) {
      const { error } = await save(alice, base, model, key);
      expect(error?.code, `${field}: ${base} ${model}`).toBe('22023');
      expect(error?.details).toBe(field);
      expect(error?.message.length).toBeGreaterThan(20);
    }
    expect((await serverRead(alice)).data).toEqual(before);
  });

  it('a blank key keeps the saved one for the same address; a new address drops it', async () => {
    expect((await save(alice, own.baseURL, 'salon-model-2', '  ')).data).toMatchObject({ has_key: true, model: 'salon-model-2' });
    expect((await serverRead(alice)).data).toMatchObject({ api_key: KEY });
    expect((await save(alice, 'http://127.0.0.1:9/v1', 'salon-model-2', null)).data).toMatchObject({ has_key: false });
    expect((await serverRead(alice)).data).toMatchObject({ api_key: null });
    expect((await save(alice, own.baseURL, 'salon-model', KEY)).data).toMatchObject({ has_key: true });
  });
});

describe('Sarah uses the salon’s model', () => {
  it("talks to the salon's saved server and model; another salon keeps the server's default", async () => {
    own.script([say('From your own model.')]);
    w.model.script([say('From the server default.')]);
    const mine = await w.post('/sarah/chat', { conversation_id: crypto.randomUUID(), message: 'Hi' }, alice.token);
    expect(mine.body.reply).toBe('From your own model.');
    expect(own.requests.map((r) => r.model)).toEqual(['salon-model']);
    const theirs = await w.post('/sarah/chat', { conversation_id: crypto.randomUUID(), message: 'Hi' }, bob.token);
    expect(theirs.body.reply).toBe('From the server default.');
    expect(w.model.requests.map((r) => r.model)).toEqual(['scripted']);
  });

  it('after clear_sarah_model the server default applies again', async () => {
    expect((await owner(alice).rpc('clear_sarah_model')).error).toBeNull();
    expect((await status(alice)).data).toBeNull();
    w.model.script([say('Default again.')]);
    expect((await w.post('/sarah/chat', { conversation_id: crypto.randomUUID(), message: 'Hi' }, alice.token)).body.reply).toBe('Default again.');
  });
});

describe('a model on the server’s own network', () => {
  it('is refused for a salon’s saved address unless the server allows private models: 422, the model never called', async () => {
    expect((await save(alice, own.baseURL, 'salon-model', KEY)).error).toBeNull();
    const strict = createSarah({
      db: w.admin,
      storeFor: (id) => serverSalonStore(w.admin, id),
      defaults: { baseURL: w.model.baseURL, model: 'scripted', apiKey: 'server-key' },
    });
    own.script([say('should not be asked')]);
    const answer = await strict.chat(alice.tablet.salonId, { conversationId: crypto.randomUUID(), message: 'Hi' });
    expect(answer).toMatchObject({ status: 422, body: { error: 'model_address_refused', message: expect.stringMatching(/127\.0\.0\.1.*private network/) } });
    expect(own.requests).toHaveLength(0);
    // The server's own default may be wherever its operator put it.
    w.model.script([say('Server default.')]);
    expect((await strict.chat(bob.tablet.salonId, { conversationId: crypto.randomUUID(), message: 'Hi' })).body.reply).toBe('Server default.');
  });
});
