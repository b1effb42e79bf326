// The Clients screen's search: a salon may hold 20,000 cards, and the list filters on
// every keystroke. So the work is split: the index (folded name words, phone digits, name order)
// is built once per change of the customers table, and a keystroke is one pass of plain string
// tests over it, cut to the rows shown. Pure, so the screen and the bench run the same code.
import type { Customer } from './types';

type Listed = Pick<Customer, 'id' | 'name' | 'phone'> & Partial<Pick<Customer, 'phone_key' | 'deleted'>>;

export interface ClientEntry<C extends Listed> {
  client: C;
  /** The name's words, folded, each after one space (" ana lopez"): `includes(" " + t)` is "a word starts with t". */
  words: string;
  /** The phone's digits and its E.164 key's digits, apart, so a match never spans both. */
  digits: string;
}

export interface ClientIndex<C extends Listed> {
  /** Live clients in name order. */
  entries: readonly ClientEntry<C>[];
}

/**
 * Lower case without accents ("José" → "jose"), as owners type on a phone keyboard. The final
 * sigma is the one letter whose lower case depends on what follows it: folded to σ, a name cut
 * short ("ΑΣ" of "ΑΣΑ") still reads as its own beginning.
 */
export function foldText(text: string): string {
  return text.normalize('NFD').toLowerCase().replace(/\p{M}/gu, '').replace(/ς/g, 'σ');
}

/** Words of a folded text: runs of letters and digits ("o'brien-smith" → o, brien, smith). */
function wordsOf(folded: string): string[] {
  return folded.split(/[^\p{L}\p{N}]+/u).filter(Boolean);
}

const digitsOf = (text: string | null | undefined) => (text ?? '').replace(/\D/g, '');

// Made once: a collator per sort is the slow part of sorting 20,000 names with localeCompare.
const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

/** The search index of the salon's clients: tombstones out, sorted by name (then id, so it is stable). */
export function buildClientIndex<C extends Listed>(clients: readonly C[]): ClientIndex<C> {
  const entries = clients
    .filter((c) => !c.deleted)
    .map((client) => ({
      client,
      words: ` ${wordsOf(foldText(client.name)).join(' ')}`,
      digits: `${digitsOf(client.phone)}|${digitsOf(client.phone_key)}`,
    }))
    .sort((a, b) => collator.compare(a.client.name, b.client.name) || (a.client.id < b.client.id ? -1 : a.client.id > b.client.id ? 1 : 0));
  return { entries };
}

/** A query read once per keystroke, not once per client. */
export interface ClientQuery {
  /** Nothing to filter by: every client matches. */
  blank: boolean;
  /** Folded words of the query; each must start a word of the name (in any order), or be digits of the phone. */
  words: string[];
  /** A query with no letters (a phone number however typed): its digits, found inside the phone's. */
  phoneDigits: string | null;
}

export function parseClientQuery(query: string): ClientQuery {
  const folded = foldText(query.trim());
  const words = wordsOf(folded);
  const hasLetters = /\p{L}/u.test(folded);
  const digits = digitsOf(folded);
  return { blank: words.length === 0, words, phoneDigits: !hasLetters && digits !== '' ? digits : null };
}

/** Whether a client of the index matches a parsed query. */
export function entryMatches<C extends Listed>(entry: ClientEntry<C>, q: ClientQuery): boolean {
  if (q.blank) return true;
  // "555 014 2000" is one number: its digits together, as typed with any separators.
  if (q.phoneDigits !== null && entry.digits.includes(q.phoneDigits)) return true;
  // "ana 0142": each word a name's word start, or (digits) part of the phone.
  for (const w of q.words) {
    if (entry.words.includes(` ${w}`)) continue;
    if (/^\d+$/.test(w) && entry.digits.includes(w)) continue;
    return false;
  }
  return true;
}

export interface ClientMatches<C> {
  /** The first `limit` matches, in name order. */
  rows: C[];
  /** Every match. */
  total: number;
}

/** The clients matching `query`, the first `limit` of them, and how many match in all. */
export function searchClients<C extends Listed>(index: ClientIndex<C>, query: string, limit: number, except?: string): ClientMatches<C> {
  const q = parseClientQuery(query);
  const rows: C[] = [];
  let total = 0;
  for (const entry of index.entries) {
    if (entry.client.id === except || !entryMatches(entry, q)) continue;
    if (total < limit) rows.push(entry.client);
    total++;
  }
  return { rows, total };
}

/**
 * The other live cards with this card's phone key, in name order: the booking page and
 * Sarah make a card of its own for a booking under a client's number with another name or email,
 * and the owner, who alone can tell whether they are one person, sees them side by side here.
 */
export function cardsSharingPhone<C extends Listed>(index: ClientIndex<C>, card: Pick<Customer, 'id' | 'phone_key'>): C[] {
  if (!card.phone_key) return [];
  return index.entries.filter((e) => e.client.phone_key === card.phone_key && e.client.id !== card.id).map((e) => e.client);
}
