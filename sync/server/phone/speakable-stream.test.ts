import { describe, expect, it } from 'vitest';
import { speakable } from './speakable';
import { speakableStream } from './speakable-stream';

/** `text` pushed in the given pieces: every token given out, then the end. */
function streamed(parts: string[]): { tokens: string[]; words: string } {
  const s = speakableStream();
  const tokens = [...parts.map((p) => s.push(p)), s.end()].filter(Boolean);
  return { tokens, words: tokens.join('') };
}

/** A deterministic generator, so a failing split can be run again. */
function splits(text: string, seed: number): string[] {
  let x = seed;
  const rand = () => (x = (x * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
  const parts: string[] = [];
  for (let i = 0; i < text.length; ) {
    const n = 1 + Math.floor(rand() * 7);
    parts.push(text.slice(i, i + n));
    i += n;
  }
  return parts;
}

const TEXTS = [
  'We are open until 7 PM today. Would you like to book?',
  '**Sure!** Here are our prices:\n\n- *Gel Manicure*: $45\n- Pedicure: $40\n\n## Hours\n1. See [our site](https://x.example) `now`',
  '```\nMonday 9 to 7\n```\n---',
  'Let me check.\n\nYou are booked for **Monday, November 3rd** at 10 AM.',
  '# Our services\n* Gel Manicure - 45 dollars\n* Pedicure\n> Walk-ins welcome\n| Day | Hours |\n|---|---|\n| Monday | 9 to 7 |',
  'Yes — call us at [555-0100](tel:5550100) or visit ![logo](x.png) the salon. Prices: 1) gel 2) acrylic',
  '  Hello there   friend  \r\nSecond   line ',
];

describe("Sarah's streamed words on the phone", () => {
  it('markdown split across deltas is still taken out: **Ye + s!**', () => {
    expect(streamed(['**Ye', 's!** We are', ' open.'])).toEqual({ tokens: ['Yes! We', ' are', ' open.'], words: 'Yes! We are open.' });
  });

  it('a word goes out as soon as a space ends it, not at the end of the reply', () => {
    const s = speakableStream();
    expect(s.spoken).toBe(false);
    expect(s.push('Le')).toBe('');
    expect(s.push('t me')).toBe('Let');
    expect(s.spoken).toBe(true);
    expect(s.push(' check that')).toBe(' me check');
    expect(s.push(' for you.')).toBe(' that for');
    expect(s.end()).toBe(' you.');
  });

  it('a list marker or a heading alone waits for its first word; a link waits until it closes', () => {
    const s = speakableStream();
    expect(s.push('- ')).toBe('');
    expect(s.push('Gel ')).toBe('Gel');
    expect(s.push('mani\n## ')).toBe(' mani');
    expect(s.push('Hours\nSee [our ')).toBe('. Hours. See');
    expect(s.push('site](https://x.example) today')).toBe(' our site');
    expect(s.end()).toBe(' today');
  });

  it('for any split of the text, the words are those speakable() says of the whole', () => {
    for (const text of TEXTS) {
      expect(streamed([text]).words).toBe(speakable(text));
      expect(streamed([...text]).words).toBe(speakable(text));
      for (let seed = 1; seed <= 40; seed++) expect(streamed(splits(text, seed)).words, `${JSON.stringify(text)} seed ${seed}`).toBe(speakable(text));
    }
  });

  it('a sentence of our own goes between what was said and what follows, as a sentence', () => {
    const s = speakableStream();
    expect(s.say('One moment while I check that.')).toBe('One moment while I check that.');
    expect(s.push('You are booked ')).toBe(' You are booked');
    expect(s.end()).toBe('');
    expect(s.say("I'm sorry, something went wrong.")).toBe(". I'm sorry, something went wrong.");
    const quiet = speakableStream();
    expect(quiet.push('---\n')).toBe('');
    expect(quiet.end()).toBe('');
    expect(quiet.spoken).toBe(false);
  });
});
