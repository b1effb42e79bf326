// What Sarah texts back: an SMS is plain text on a small screen, so the
// markdown the model may still write goes (speakable.ts's rules), a link keeps its address (a
// customer can tap it in a text, unlike on a call), typographic quotes and dashes become plain ones
// (one character outside the GSM-7 alphabet makes a whole text UCS-2, 70 characters a segment
// instead of 160), and a long answer is cut at a word with "...". Pure: no I/O.
import { speakable } from './speakable';

/** About two SMS segments: longer texts arrive split, out of order on some phones, and cost more. */
export const SMS_REPLY_MAX = 320;

/** `text` as one plain SMS of at most `max` characters. */
export function textable(text: string, max = SMS_REPLY_MAX): string {
  // [words](url) → "words: url" (or the bare url), before speakable takes the link out.
  const linked = text.replace(/!?\[([^\]]*)\]\(([^)\s]+)\)/g, (_m, words: string, url: string) =>
    words.trim() && words.trim() !== url ? `${words.trim()}: ${url}` : url,
  );
  const plain = gsm(speakable(linked));
  if (plain.length <= max) return plain;
  const cut = plain.slice(0, max - 3);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,;:.]+$/, '')}...`;
}

/** The common typographic characters as their GSM-7 (plain) look-alikes. */
function gsm(text: string): string {
  return text
    .replace(/[\u2018\u2019\u201A\u2032]/g, "'")
    .replace(/[\u201C\u201D\u201E\u2033]/g, '"')
    .replace(/[\u2013\u2014\u2212]/g, '-')
    .replace(/\u2026/g, '...')
    .replace(/[\u00A0\u2009\u202F]/g, ' ');
}
