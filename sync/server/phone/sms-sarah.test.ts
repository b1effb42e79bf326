// The deadline and the refusals of a text's turn, with Sarah answering as told: the turn itself is
// proven on the real backend (tests/integration/phone-sms-sarah.test.ts).
import { describe, expect, it } from 'vitest';
import type { SalonStore } from '../../../src/domain/salon-store';
import type { Rpc } from '../sarah/sarah-reads';
import type { Answer, Sarah } from '../sarah/turn';
import { SMS_SORRY, smsConversationId, smsInstructions, smsSarah } from './sms-sarah';

const SALON = { name: 'Lotus Nails', phone: '(212) 555-0100' };
const TEXT = {
  salonId: '7d7d7d7d-0000-4000-8000-000000000001',
  sid: `SM${'a'.repeat(32)}`,
  from: '+12125550142',
  key: '+12125550142',
  to: '+12125550177',
  body: 'Hi',
};
const rpc: Rpc = async () => null as never;
const store = {} as SalonStore;
const sarahAnswering = (answer: () => Promise<Answer>) => ({ chat: answer }) as unknown as Sarah;
/** A Sarah who answers "Dạ" and notes the language each turn was told. */
const recordingSarah = (told: (string | undefined)[]) =>
  ({
    chat: async (_salon: string, req: { language?: string }) => {
      told.push(req.language);
      return { status: 200, body: { reply: 'Dạ' } };
    },
  }) as unknown as Sarah;

describe("a text's turn", () => {
  it('a turn not done by the deadline: nothing now and her reply texted when done, or the fixed "taking longer" text when nothing can be texted later', async () => {
    let finish!: (a: Answer) => void;
    const held = smsSarah({ sarah: sarahAnswering(() => new Promise((r) => (finish = r))), deadlineMs: 50 }, rpc);
    const sent: string[] = [];
    let delivered!: () => void;
    const arrived = new Promise<void>((r) => (delivered = r));
    const later = async (reply: string) => {
      sent.push(reply);
      delivered();
    };
    expect(await held.answer(store, SALON, { ...TEXT, later }, new Date())).toBeNull();
    expect(sent).toEqual([]);
    finish({ status: 500, body: { error: 'internal' } });
    await arrived;
    expect(sent).toEqual([SMS_SORRY.en.failed(SALON, TEXT.to)]);

    const stuck = smsSarah({ sarah: sarahAnswering(() => new Promise(() => {})), deadlineMs: 50 }, rpc);
    expect(await stuck.answer(store, SALON, TEXT, new Date())).toBe(SMS_SORRY.en.slow(SALON, TEXT.to));
  });

  it('a busy or rate-limited Sarah, and a failed one, get polite fixed texts', async () => {
    const busy = smsSarah({ sarah: sarahAnswering(async () => ({ status: 429, body: { error: 'rate_limited' } })), busyWaitMs: 0 }, rpc);
    expect(await busy.answer(store, SALON, TEXT, new Date())).toBe(
      'Lotus Nails: sorry, we are answering a lot of texts right now. Please text again in a minute.',
    );
    const failed = smsSarah({ sarah: sarahAnswering(() => Promise.reject(new Error('down'))) }, rpc);
    expect(await failed.answer(store, SALON, TEXT, new Date())).toBe(
      'Lotus Nails: sorry, something went wrong on our side. Please text again, or call us at (212) 555-0100.',
    );
  });

  it('the fixed texts go in the language of the text when it says enough, else the card’s, else English', async () => {
    const failed = smsSarah({ sarah: sarahAnswering(() => Promise.reject(new Error('down'))) }, rpc);
    expect(await failed.answer(store, SALON, { ...TEXT, body: 'Cho tôi đặt lịch làm móng' }, new Date())).toBe(
      'Lotus Nails: xin lỗi, bên chúng tôi có trục trặc. Quý khách vui lòng nhắn lại, hoặc gọi cho chúng tôi theo số (212) 555-0100.',
    );
    const busy = smsSarah({ sarah: sarahAnswering(async () => ({ status: 429, body: { error: 'rate_limited' } })), busyWaitMs: 0 }, rpc);
    expect(await busy.answer(store, SALON, { ...TEXT, body: 'ok', card: 'es' }, new Date())).toBe(
      'Lotus Nails: lo sentimos, estamos respondiendo muchos mensajes en este momento. Escríbanos de nuevo en un minuto.',
    );
    // The customer's own words win over the card.
    expect(await busy.answer(store, SALON, { ...TEXT, body: 'Can I book for tomorrow?', card: 'vi' }, new Date())).toBe(SMS_SORRY.en.busy(SALON));
    const stuck = smsSarah({ sarah: sarahAnswering(() => new Promise(() => {})), deadlineMs: 20 }, rpc);
    expect(await stuck.answer(store, SALON, { ...TEXT, body: 'Hola, quiero una cita' }, new Date())).toMatch(/^Lotus Nails: lo sentimos, esto está tardando/);
  });

  it('a conversation that starts with this text starts in the card’s language; without one, Sarah is told none', async () => {
    const told: (string | undefined)[] = [];
    const recording = smsSarah({ sarah: recordingSarah(told) }, rpc);
    expect(await recording.answer(store, SALON, { ...TEXT, body: '5 PM', card: 'vi' }, new Date())).toBe('Dạ');
    await recording.answer(store, SALON, { ...TEXT, body: '5 PM' }, new Date());
    expect(told).toEqual(['vi', undefined]);

    // A thread whose conversation cannot be read is not taken for a new one: nothing is told.
    const threaded: Rpc = async (name: string) => {
      if (name === 'phone_sms_thread') return 'a1a1a1a1-0000-4000-8000-000000000001' as never;
      throw new Error('down');
    };
    const reading = smsSarah({ sarah: recordingSarah(told) }, threaded);
    expect(await reading.answer(store, SALON, { ...TEXT, body: '5 PM', card: 'vi' }, new Date())).toBe('Dạ');
    expect(told).toEqual(['vi', undefined, undefined]);
  });

  it("a first text's conversation id is the same for the same text, another for another", () => {
    expect(smsConversationId(TEXT.salonId, TEXT.sid)).toBe(smsConversationId(TEXT.salonId, TEXT.sid));
    expect(smsConversationId(TEXT.salonId, `SM${'b'.repeat(32)}`)).not.toBe(smsConversationId(TEXT.salonId, TEXT.sid));
  });

  it("Sarah's rules: short plain texts; the sender's number counts as given, or she asks for one", () => {
    expect(smsInstructions('+12125550142')).toMatch(/no markdown.*texting from \+12125550142\. That number counts as one they gave you/);
    expect(smsInstructions(null)).toMatch(/number is hidden: ask for a phone number/);
  });
});
