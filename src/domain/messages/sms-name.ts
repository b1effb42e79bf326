// The customer's name as a text message may carry it: the name comes
// from whoever typed it (the booking page takes 120 characters from anyone), and a text goes out at
// the salon's cost under the salon's name. So a text greets by a first name only: one word, at most
// SMS_NAME_MAX characters, letters only, never a link. Email keeps the full name (HTML-escaped):
// it is the customer's own address, and a mail client shows where a link goes.

/** The longest greeting name a text carries; "Maximiliana" fits, a sentence does not. */
export const SMS_NAME_MAX = 20;

// Whatever a phone might turn into a link: a scheme, "www", an address, a path, or a dot between
// word characters ("x.com", "evil.example"). Checked on the whole word before anything is stripped,
// so "evil.example" is dropped rather than squeezed into "evilexample".
const LINKISH = /https?|www|[:/\\@]|[\p{L}\p{N}_-]\.[\p{L}\p{N}]/iu;
// Zero-width and direction marks hide a dot from the check above ("evil\u200B.com").
const INVISIBLE = /[\p{Cf}]/gu;
// Line breaks, tabs and other controls are word breaks: a name never moves the text to a new line.
const BREAKS = /[\p{Cc}\p{Zl}\p{Zp}\s]+/u;
// What a first name is made of: letters, their accents, an apostrophe or hyphen inside it.
const NOT_NAME = /[^\p{L}\p{M}'’-]/gu;
const EDGES = /^['’-]+|['’-]+$/g;

/**
 * The first word of `name` that is a name: letters (any script), accents, inner apostrophes and
 * hyphens; '' when there is none (the template then reads "Hi there,"). Compatibility forms are
 * folded first (NFKC), so a full-width "ｗｗｗ．" is seen as "www.".
 */
export function smsName(name: string | null | undefined): string {
  const words = (name ?? '').normalize('NFKC').replace(INVISIBLE, '').split(BREAKS);
  for (const word of words) {
    if (word === '' || LINKISH.test(word)) continue;
    const letters = word.replace(NOT_NAME, '').replace(EDGES, '');
    if (!/\p{L}/u.test(letters)) continue;
    // Code points, not UTF-16 units: a cut never splits a character in two.
    return Array.from(letters).slice(0, SMS_NAME_MAX).join('').replace(EDGES, '');
  }
  return '';
}
