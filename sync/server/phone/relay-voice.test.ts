import { describe, expect, it } from 'vitest';
import { turnVoice } from './relay-voice';
import { capMinutes, speakingMs } from './relay-timers';

/** A turn's voice and what it sent, as [token, last] pairs. */
function voice() {
  const sent: [string, boolean][] = [];
  return { v: turnVoice((token, last) => sent.push([token, last])), sent };
}

describe("a turn's voice on the phone", () => {
  it('streams speakable words with last: false and ends with last: true; a reply the stream carried is not said twice', () => {
    const { v, sent } = voice();
    v.text('**Ye');
    v.text('s!** We are open');
    v.text('.\n\n');
    v.finish('**Yes!** We are open.');
    // The round's paragraph break said the last words at once; the end is an empty last token.
    expect(sent).toEqual([
      ['Yes! We are', false],
      [' open.', false],
      ['', true],
    ]);
    expect(v.said).toBe('Yes! We are open.');
  });

  it('the filler only before any word, once it was said words follow it as sentences; a reply not streamed is said at the end', () => {
    const { v, sent } = voice();
    expect(v.filler('One moment while I check that.')).toBe(true);
    v.text('Let me see.\n\n');
    expect(v.filler('One moment while I check that.')).toBe(false);
    v.finish("I'm sorry, something went wrong on my side.");
    expect(sent.map(([t]) => t).join('')).toBe("One moment while I check that. Let me see. I'm sorry, something went wrong on my side.");
    expect(sent.at(-1)?.[1]).toBe(true);
  });

  it('muted (an interrupt) it sends nothing more, the end included; a turn that said nothing and has nothing to say sends nothing', () => {
    const { v, sent } = voice();
    v.text('Sure, I can ');
    v.mute();
    v.text('book that for you.');
    v.finish('Sure, I can book that for you.');
    expect(sent).toEqual([['Sure, I can', false]]);
    const quiet = voice();
    quiet.v.finish('---');
    expect(quiet.sent).toEqual([]);
  });

  it('the clocks: speaking time by words, the cap in range or the default', () => {
    expect(speakingMs('Are you still there?', { msPerWord: 400 })).toBe(1600);
    expect(speakingMs('   ', { msPerWord: 400 })).toBe(0);
    expect([capMinutes(3), capMinutes(0), capMinutes(61), capMinutes('5'), capMinutes(Number.NaN)]).toEqual([3, 10, 10, 10, 10]);
  });
});
