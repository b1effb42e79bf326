// Sarah's streamed words made speakable as they arrive: the model's text comes in
// pieces of a few characters, and markdown may be split between them ("**Ye" then "s!**"), so
// words are held until they end at a space, and then only when what is held can no longer change
// meaning: a line's start (a "- " or "## " marker) is cleaned once its first word is known, and a
// link is held until it closes. Given out this way, the words are those speakable() says of the
// whole text. Pure: no I/O, no timers.
import { cleanLine, endsClause, saysNothing } from './speakable';

export interface SpeakableStream {
  /** More of the text; answers the words now safe to speak ('' while none is), spaces included. */
  push(delta: string): string;
  /** A sentence of our own (a filler, an apology), said after what was said so far and before what follows. */
  say(sentence: string): string;
  /** The end of the text: the words still held. */
  end(): string;
  /** Whether any word was given out yet. */
  readonly spoken: boolean;
}

const HAS_WORD = /[\p{L}\p{N}]/u;
const LINK = /!?\[[^\]]*\]\([^)]*\)/g;
/** A prefix may not end inside a link: its words or its address would be said as written. */
const insideLink = (prefix: string): boolean => {
  const rest = prefix.replace(LINK, '');
  return /\[[^\]]*$/.test(rest) || /\]\([^)]*$/.test(rest);
};

export function speakableStream(): SpeakableStream {
  let held = ''; // the current line's text not given out yet
  let lineBegun = false; // part of the current line was given out
  let last = ''; // the last words given out
  let lineEnded = false; // the line of `last` has ended: what follows is a new sentence

  const out = (words: string, newLine: boolean): string => {
    let lead = '';
    if (last) lead = newLine && lineEnded && !endsClause(last) ? '. ' : ' ';
    last = words;
    lineEnded = false;
    return lead + words;
  };

  const endLine = (line: string): string => {
    const words = cleanLine(line, !lineBegun);
    const said = lineBegun ? (words ? out(words, false) : '') : saysNothing(words) ? '' : out(words, true);
    if (said || lineBegun) lineEnded = true;
    lineBegun = false;
    return said;
  };

  /** The longest prefix of the held text ending in a space that is safe to say. */
  const sayHeld = (): string => {
    const cuts = [...held.matchAll(/\s+/g)].map((m) => m.index! + m[0].length).reverse();
    for (const cut of cuts) {
      const prefix = held.slice(0, cut);
      if (insideLink(prefix)) continue;
      const words = cleanLine(prefix, !lineBegun);
      // A line's start is said only with a word: "- " alone may still be a list marker or a rule.
      if (!HAS_WORD.test(words)) return '';
      const said = out(words, !lineBegun);
      lineBegun = true;
      held = held.slice(cut);
      return said;
    }
    return '';
  };

  return {
    push(delta) {
      let said = '';
      held += delta;
      for (let nl = held.indexOf('\n'); nl >= 0; nl = held.indexOf('\n')) {
        const line = held.slice(0, nl);
        held = held.slice(nl + 1);
        said += endLine(line);
      }
      return said + sayHeld();
    },
    say(sentence) {
      const said = out(sentence.trim(), true);
      lineEnded = true;
      return said;
    },
    end() {
      const line = held;
      held = '';
      return line || lineBegun ? endLine(line) : '';
    },
    get spoken() {
      return last !== '';
    },
  };
}
