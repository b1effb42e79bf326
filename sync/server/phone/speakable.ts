// What Sarah says on the phone: the provider reads her text aloud, so markdown the model
// may still write (bold, headings, list markers, links, code) is taken out and lines become
// sentences. Pure: no I/O. speakable-stream.ts does the same to text that arrives in pieces.

const FENCE = /```[a-z]*/gi;
const LINK = /!?\[([^\]]*)\]\([^)]*\)/g; // [words](url) → words

/**
 * One line's words: no markdown, whitespace as single spaces. `lineStart` false is the rest of a
 * line whose beginning was cleaned already, so a "- " or "# " in mid-line is not taken for a marker.
 */
export function cleanLine(line: string, lineStart = true): string {
  let s = line.replace(FENCE, '').replace(LINK, '$1');
  if (lineStart) {
    s = s
      .replace(/^\s{0,3}#{1,6}\s+/, '') // headings
      .replace(/^\s*>\s?/, '') // quotes
      .replace(/^\s*(?:[-*+•]|\d{1,3}[.)])\s+/, ''); // list markers
  }
  return s
    .replace(/\*\*|__|~~|`|\*/g, '') // emphasis, code
    .replace(/\s+/g, ' ')
    .trim();
}

/** A cleaned line that says nothing: empty, or a rule or table border. */
export const saysNothing = (line: string): boolean => !line || /^[-=_|:\s]+$/.test(line);

/** Whether a line's words end a sentence or clause; one that does not gets a full stop before the next line. */
export const endsClause = (words: string): boolean => /[.!?:;,]$/.test(words);

/** `text` as words to speak: no markdown, one line. */
export function speakable(text: string): string {
  const lines = text
    .replace(/```[a-z]*\n?/gi, '')
    .replace(LINK, '$1')
    .split(/\r?\n/)
    .map((line) => cleanLine(line))
    .filter((line) => !saysNothing(line));
  // A line that ends without punctuation is a sentence of its own (a list item).
  return lines.map((line, i) => (i < lines.length - 1 && !endsClause(line) ? `${line}.` : line)).join(' ');
}
