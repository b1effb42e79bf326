// What Sarah says on the phone (issue 26): the provider reads her text aloud, so markdown the model
// may still write (bold, headings, list markers, links, code) is taken out and lines become
// sentences. Pure: no I/O.

/** `text` as words to speak: no markdown, one line. */
export function speakable(text: string): string {
  const lines = text
    .replace(/```[a-z]*\n?/gi, '')
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1') // [words](url) → words
    .split(/\r?\n/)
    .map((line) =>
      line
        .replace(/^\s{0,3}#{1,6}\s+/, '') // headings
        .replace(/^\s*>\s?/, '') // quotes
        .replace(/^\s*(?:[-*+•]|\d{1,3}[.)])\s+/, '') // list markers
        .replace(/\*\*|__|~~|`|\*/g, '') // emphasis, code
        .replace(/\s+/g, ' ')
        .trim(),
    )
    .filter((line) => line && !/^[-=_|:\s]+$/.test(line)); // rules and table borders
  // A line that ends without punctuation is a sentence of its own (a list item).
  return lines.map((line, i) => (i < lines.length - 1 && !/[.!?:;,]$/.test(line) ? `${line}.` : line)).join(' ');
}
