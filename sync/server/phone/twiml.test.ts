import { describe, expect, it } from 'vitest';
import { DEFAULT_GREETING } from '../../../src/domain/phone';
import { dialTwiml, HANGUP_TWIML, isOpenAt, transferUrlOfRelay, phoneGreeting, relayTwiml, relayUrlOf } from './twiml';

describe("the voice webhook's TwiML", () => {
  it('connects to the relay with the greeting, escaped as XML', () => {
    const xml = relayTwiml('wss://desk.example.com/phone/twilio/relay', phoneGreeting('Nails & "Co" <1>', true));
    expect(xml).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?><Response><Connect action="https:\/\/desk.example.com\/phone\/twilio\/transfer"><ConversationRelay url="wss:\/\/desk.example.com\/phone\/twilio\/relay" /,
    );
    expect(xml).toContain('welcomeGreeting="Thank you for calling Nails &amp; &quot;Co&quot; &lt;1&gt;! This is Sarah');
    expect(xml).toMatch(/><Parameter name="greeting" value="Thank you for calling Nails &amp; [^"]*"\/><\/ConversationRelay><\/Connect><\/Response>$/);
  });

  it('the relay is wss on an https origin (path prefix kept), ws on a plain local one', () => {
    expect(relayUrlOf('https://desk.example.com/api/')).toBe('wss://desk.example.com/api/phone/twilio/relay');
    expect(relayUrlOf('http://127.0.0.1:54321')).toBe('ws://127.0.0.1:54321/phone/twilio/relay');
    // The called number names the salon in the query, which the handshake's signature covers.
    expect(relayUrlOf('https://desk.example.com', '+12125550177')).toBe('wss://desk.example.com/phone/twilio/relay?to=%2B12125550177');
  });

  it("the greeting is the default agent's, with the salon's name when it has one; after hours it says closed", () => {
    expect(phoneGreeting('', true)).toBe(DEFAULT_GREETING);
    expect(phoneGreeting('Lotus Nails', false)).toMatch(/^Thank you for calling Lotus Nails! We're closed right now.*still help/);
    // The owner's own greeting, open and after hours.
    expect(phoneGreeting('Lotus Nails', true, ' Hi, Lotus here! ')).toBe('Hi, Lotus here!');
    expect(phoneGreeting('Lotus Nails', false, 'Hi, Lotus here!')).toMatch(/^Hi, Lotus here! We're closed right now, but I can still book/);
  });

  it("a caller whose card names a language is greeted in it, the owner's own English greeting aside, and the provider speaks it", () => {
    expect(phoneGreeting('Lotus Nails', true, 'Hi, Lotus here!', 'es')).toBe(
      '¡Gracias por llamar a Lotus Nails! Le habla Sarah, la recepcionista virtual. ¿En qué puedo ayudarle?',
    );
    expect(phoneGreeting('', false, DEFAULT_GREETING, 'vi')).toMatch(/^Cảm ơn quý khách đã gọi! Hiện tiệm đã đóng cửa/);
    const xml = relayTwiml('wss://desk.example.com/phone/twilio/relay', 'Hola', { language: 'es' });
    expect(xml).toContain(' language="es-US"');
    expect(xml).toContain('<Parameter name="language" value="es"/>');
    // English needs no parameter: the TwiML of an English call is as it always was.
    expect(relayTwiml('wss://desk.example.com/phone/twilio/relay', 'Hi')).not.toContain('name="language"');
  });

  it("open or closed on the salon's clock, DST included; saved hours override the defaults", () => {
    // Thursday: the default hours are 09:00-19:00. 13:30Z is 09:30 in New York in summer (EDT)…
    expect(isOpenAt([], 'America/New_York', new Date('2031-07-10T13:30:00Z'))).toBe(true);
    // …and 08:30 in winter (EST).
    expect(isOpenAt([], 'America/New_York', new Date('2031-01-09T13:30:00Z'))).toBe(false);
    expect(isOpenAt([], 'America/New_York', new Date('2031-07-10T23:00:00Z'))).toBe(false); // 19:00 sharp: closed
    const closedThursday = [{ day_of_week: 4, open_time: null, close_time: null, is_closed: true }];
    expect(isOpenAt(closedThursday, 'America/New_York', new Date('2031-07-10T15:00:00Z'))).toBe(false);
  });
});

describe("the transfer's TwiML", () => {
  it('the relay names the transfer webhook as its Connect action, and carries extra parameters', () => {
    const xml = relayTwiml('wss://desk.example.com/api/phone/twilio/relay?to=%2B12125550177', 'Hi', { parameters: { after_transfer: 'no-answer' } });
    expect(xml).toContain('<Response><Connect action="https://desk.example.com/api/phone/twilio/transfer"><ConversationRelay url=');
    expect(transferUrlOfRelay('ws://127.0.0.1:54321/phone/twilio/relay?to=%2B1')).toBe('http://127.0.0.1:54321/phone/twilio/transfer');
    expect(xml).toContain('<Parameter name="greeting" value="Hi"/><Parameter name="after_transfer" value="no-answer"/></ConversationRelay>');
  });

  it('dials the redirect number with a timeout and an action for its outcome, after a hold line', () => {
    expect(dialTwiml('+12125550100', 'https://desk.example.com/phone/twilio/transfer?step=dialed&x=1')).toBe(
      '<?xml version="1.0" encoding="UTF-8"?><Response><Say>Please hold while I connect you.</Say>' +
        '<Dial timeout="20" action="https://desk.example.com/phone/twilio/transfer?step=dialed&amp;x=1">+12125550100</Dial></Response>',
    );
    expect(HANGUP_TWIML).toBe('<?xml version="1.0" encoding="UTF-8"?><Response><Hangup/></Response>');
  });
});
