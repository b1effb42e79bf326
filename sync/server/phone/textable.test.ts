import { describe, expect, it } from 'vitest';
import { SMS_REPLY_MAX, textable } from './textable';

describe("Sarah's words by text", () => {
  it('plain text is left as it is', () => {
    expect(textable('We are open until 19:00 today. Would you like to book?')).toBe('We are open until 19:00 today. Would you like to book?');
  });
  it('markdown goes, list items become sentences, and a link keeps its address', () => {
    expect(textable('**Sure!** Our prices:\n- *Gel Manicure*: $45\n- Pedicure: $40\nBook at [our page](https://x.example/book)')).toBe(
      'Sure! Our prices: Gel Manicure: $45. Pedicure: $40. Book at our page: https://x.example/book',
    );
    expect(textable('See [https://x.example](https://x.example)')).toBe('See https://x.example');
  });
  it('a long answer is cut at a word, with an ellipsis, within the limit', () => {
    const long = 'We have openings on Monday morning and Tuesday afternoon. '.repeat(10);
    const out = textable(long);
    expect(out.length).toBeLessThanOrEqual(SMS_REPLY_MAX);
    expect(out.endsWith('...')).toBe(true);
    expect(long.startsWith(out.slice(0, -3))).toBe(true);
    expect(out.slice(0, -3)).not.toMatch(/[\s.]$/);
  });
  it('typographic quotes, dashes and ellipses become plain ones (a text stays in GSM-7)', () => {
    expect(textable('We\u2019re open \u201Ctill\u201D 19:00 \u2014 see you\u2026')).toBe('We\'re open "till" 19:00 - see you...');
  });
});
