import { describe, expect, it } from 'vitest';
import { keywordOf, messageTwiml } from './sms-webhook';

describe('keywordOf', () => {
  it('reads the whole text, trimmed, in any case', () => {
    for (const w of ['STOP', ' stop ', 'StopAll', 'UNSUBSCRIBE', 'end', 'Quit', 'CANCEL', 'optout', 'REVOKE']) expect(keywordOf(w)).toBe('stop');
    for (const w of ['START', 'unstop']) expect(keywordOf(w)).toBe('start');
    expect(keywordOf(' Help\n')).toBe('help');
    for (const w of ['y', 'YES', ' Yes ']) expect(keywordOf(w)).toBe('yes');
  });

  it('anything else is no keyword: YES does not opt back in, and a word inside a sentence is not the word', () => {
    for (const w of ['please stop', 'stop!', 'yes please', 'yeah', 'cancel my appointment', '', null]) expect(keywordOf(w)).toBeNull();
  });
});

describe('messageTwiml', () => {
  it('one escaped text back, or an empty response', () => {
    expect(messageTwiml('A & B <ok>')).toBe('<?xml version="1.0" encoding="UTF-8"?><Response><Message>A &amp; B &lt;ok&gt;</Message></Response>');
    expect(messageTwiml(null)).toBe('<?xml version="1.0" encoding="UTF-8"?><Response/>');
  });
});
