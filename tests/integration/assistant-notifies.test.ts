// Sarah's work tells the owner: what her tools write through the loop is notified with
// source 'assistant', unread on the device she ran on; the same repository functions by hand say
// 'device' (src/data/queries/notifications.test.ts).
import OpenAI from 'openai';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAssistant } from '../../src/assistant/loop';
import { readNotificationFeed } from '../../src/data/queries/notifications';
import { call, say, startScriptedServer, type ScriptedServer } from '../support/scripted-openai-server';
import { ANNA_PHONE, NOW, seedWorld, type World } from '../assistant/world';

let server: ScriptedServer;
let w: World;

beforeAll(async () => {
  server = await startScriptedServer();
  w = await seedWorld();
});
afterAll(async () => {
  await server.close();
  await w.db.delete();
});

describe("Sarah's bookings and cancellations reach the bell", () => {
  it('as assistant, unread on this device', async () => {
    const before = (await readNotificationFeed(w.db, w.salonId)).items.length;
    const sarah = createAssistant({
      getClient: () => new OpenAI({ apiKey: 'test-key', baseURL: server.baseURL, maxRetries: 0 }),
      model: 'small-model',
      store: w.store,
      now: () => new Date(NOW),
    });
    server.script([
      call('create_appointment', {
        customer_name: 'Ivy Wu',
        customer_phone: '555-616-1616',
        service_name: 'Spa Pedicure',
        appointment_date: '2026-04-02',
        appointment_time: '15:00',
      }),
      say('Booked.'),
    ]);
    await sarah.send('Pedicure 2026-04-02 15:00, Ivy Wu 555-616-1616');
    server.script([call('cancel_appointment', { appointment_id: w.appt.annaUpcoming }), say('Cancelled.')]);
    await sarah.send(`Please cancel my appointment, my number is ${ANNA_PHONE}`);

    const feed = await readNotificationFeed(w.db, w.salonId);
    const added = feed.items.slice(0, feed.items.length - before);
    expect(added.map((n) => `${n.kind}/${n.source}/${n.unread}`).sort()).toEqual(['booking/assistant/true', 'cancelled/assistant/true']);
    expect(added.find((n) => n.kind === 'booking')?.body).toBe('Spa Pedicure for Ivy Wu, Thu 2026-04-02 at 15:00 with Kim');
  });
});
