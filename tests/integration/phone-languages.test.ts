// A call in the caller's language, on the real local backend with the scripted model: a caller
// whose card says Vietnamese is greeted in Vietnamese and the provider is told to listen and speak
// it (TwiML `language`, the relay's parameter), Sarah's turns are told the language and her tool
// texts come in it; when the caller speaks Spanish the relay switches the provider's language
// (ConversationRelay's `language` message) before her answer, and her filler follows.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addClient } from '../../src/db/repositories/customers';
import { lastToolResult, type ChatRequest } from '../support/scripted-openai-server';
import { startRelayWorld, type RelayWorld } from './phone-relay-harness';
import { call, say } from './sarah-chat-harness';

let w: RelayWorld;
const NUMBER = '+12125550191';
const CALLER = '+12125550144';

beforeAll(async () => {
  w = await startRelayWorld(NUMBER, CALLER);
  await addClient(w.salonId, { name: 'Trần Mai', phone: CALLER, language: 'vi' }, w.tablet.ctx);
  await w.tablet.sync();
}, 120_000);
afterAll(() => w?.close());

const systemOf = (req: ChatRequest) => String(req.messages[0]?.content ?? '');

describe('a call in the language on the caller’s card', () => {
  it('is greeted and heard in Vietnamese, and follows the caller into Spanish', async () => {
    w.use({});
    const { relay, twiml } = await w.connected();
    const sent = w.model.requests.length;
    // The voice webhook's TwiML: Vietnamese speech, greeting and parameter.
    expect(twiml).toContain('language="vi-VN"');
    expect(twiml).toMatch(/welcomeGreeting="Cảm ơn quý khách đã gọi đến [^"]*! Tôi là Sarah, lễ tân ảo của tiệm\. Tôi có thể giúp gì cho quý khách\?"/);
    expect(twiml).toContain('<Parameter name="language" value="vi"/>');

    w.model.script([
      (req) => {
        expect(systemOf(req)).toMatch(/This conversation is in Vietnamese/);
        return call('find_available_slots', { service_name: 'Gel Manicure', date: '2000-01-01' });
      },
      (req) => {
        expect(lastToolResult(req).error).toBe('Quý khách vui lòng chọn hôm nay hoặc một ngày sắp tới.');
        return say('Dạ, ngày đó đã qua rồi ạ.');
      },
    ]);
    relay.prompt('Cho tôi hỏi');
    expect((await relay.reply()).words).toBe('Dạ, ngày đó đã qua rồi ạ.');
    expect(relay.received.some((m) => m.type === 'language')).toBe(false);

    w.model.script([
      (req) => {
        expect(systemOf(req)).toMatch(/This conversation is in Spanish/);
        return say('Claro, ¿para qué día quiere la cita?');
      },
    ]);
    relay.prompt('Perdón, ¿puedo hablar en español? Quiero una cita para la manicura.');
    expect(await relay.next()).toEqual({ type: 'language', ttsLanguage: 'es-US', transcriptionLanguage: 'es-US' });
    expect((await relay.reply()).words).toBe('Claro, ¿para qué día quiere la cita?');
    expect(w.model.requests.length).toBeGreaterThan(sent);
    await relay.close();
  });
});
