import { describe, expect, it } from 'vitest';
import { speakable } from './speakable';

describe("Sarah's words on the phone", () => {
  it('plain text is left as it is', () => {
    expect(speakable('We are open until 7 PM today. Would you like to book?')).toBe('We are open until 7 PM today. Would you like to book?');
  });
  it('markdown is taken out and list items become sentences', () => {
    expect(speakable('**Sure!** Here are our prices:\n\n- *Gel Manicure*: $45\n- Pedicure: $40\n\n## Hours\n1. See [our site](https://x.example) `now`')).toBe(
      'Sure! Here are our prices: Gel Manicure: $45. Pedicure: $40. Hours. See our site now',
    );
  });
  it('table rules and code fences say nothing', () => {
    expect(speakable('```\nMonday 9 to 7\n```\n---')).toBe('Monday 9 to 7');
  });
});
