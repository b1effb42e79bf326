// What Sarah texts back (issue 26, "Texts"): an SMS is plain text on a small screen, so the
// markdown the model may still write goes (speakable.ts's rules), a link keeps its address (a
// customer can tap it in a text, unlike on a call), and a long answer is cut at a word with an
// ellipsis. Pure: no I/O.
import { speakable } from './speakable';

/** About two SMS segments: longer texts arrive split, out of order on some phones, and cost more. */
export const SMS_REPLY_MAX = 320;

/** `text` as one plain SMS of at most `max` characters. */
export function textable(text: string, max = SMS_REPLY_MAX): string {
  // [words](url) → "words: url" (or the bare url), before speakable takes the link out.
  const linked = text.replace(/!?\[([^\]]*)\]\(([^)\s]+)\)/g, (_m, words: string, url: string) => (words.trim() && words.trim() !== url ? `${words.trim()}: ${url}` : url));
  const plain = speakable(linked);
  if (plain.length <= max) return plain;
  const cut = plain.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,;:]+$/, '')}…`;
}
