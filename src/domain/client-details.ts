// A client card's notes and tags, and what merging two cards of one person makes of
// them. Tags are stored as one text ("VIP, gel", the registry's customers.tags): the rules here
// keep that text tidy, so the chips on screen and the text on the server always agree.
import { ValidationError } from './errors';
import { TABLES } from './tables';
import type { Customer } from './types';

/** The registry's limits: the server CHECKs the same lengths. */
export const NOTES_MAX = TABLES.customers.columns.notes.max;
export const TAGS_MAX = TABLES.customers.columns.tags.max;

/** The tags of a card's text: split at commas, trimmed, blanks dropped, each once (ignoring case; the first spelling stays). */
export function parseTags(text: string | null | undefined): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const raw of (text ?? '').split(',')) {
    const tag = raw.trim().replace(/\s+/g, ' ');
    const key = tag.toLowerCase();
    if (!tag || seen.has(key)) continue;
    seen.add(key);
    out.push(tag);
  }
  return out;
}

/** The stored form of a tag list: "VIP, gel"; null for none. */
export function formatTags(tags: readonly string[]): string | null {
  return tags.length > 0 ? tags.join(', ') : null;
}

/** Tags as typed in the card's form, tidied; over TAGS_MAX is refused rather than cut. */
export function cleanTags(text: string | null | undefined): string | null {
  const tags = formatTags(parseTags(text));
  if (tags !== null && tags.length > TAGS_MAX) throw new ValidationError(`Tags are too long (at most ${TAGS_MAX} characters)`, 'tags');
  return tags;
}

/** Notes as typed: trimmed, null when empty; over NOTES_MAX is refused rather than cut. */
export function cleanNotes(text: string | null | undefined): string | null {
  const notes = (text ?? '').trim();
  if (notes.length > NOTES_MAX) throw new ValidationError(`Notes are too long (at most ${NOTES_MAX.toLocaleString('en-US')} characters)`, 'notes');
  return notes === '' ? null : notes;
}

const present = (v: string | null | undefined): v is string => !!v && v.trim() !== '';

/** Both cards' notes, the kept card's first; one copy when they say the same. */
export function combineNotes(kept: string | null | undefined, other: string | null | undefined): string | null {
  if (!present(other) || other.trim() === kept?.trim()) return present(kept) ? kept.trim() : null;
  if (!present(kept)) return other.trim();
  return `${kept.trim()}\n\n${other.trim()}`;
}

/** Both cards' tags, each once, the kept card's first. */
export function combineTags(kept: string | null | undefined, other: string | null | undefined): string | null {
  return formatTags(parseTags(`${kept ?? ''},${other ?? ''}`));
}

type Card = Pick<Customer, 'id' | 'salon_id' | 'name' | 'email' | 'notes' | 'tags'> & { deleted?: boolean };

export interface MergePlan {
  keepId: string;
  removeId: string;
  /** What the kept card takes from the other; only the fields that change. */
  patch: Partial<Pick<Customer, 'email' | 'notes' | 'tags'>>;
  /** The other card's appointments, to point at the kept card. */
  moves: string[];
}

/**
 * Merging `other` into `kept` (two cards of one person): every appointment of the other card
 * moves, the notes and tags of both are kept, and the kept card takes the other's email when it
 * has none. The kept card's name and phone stay: the owner chose that card. Combined notes or tags
 * over their limits are refused (nothing a person typed is cut off); shorten them first.
 */
export function planClientMerge(kept: Card, other: Card, otherAppointmentIds: readonly string[]): MergePlan {
  if (kept.id === other.id) throw new ValidationError('Choose another client to merge with.');
  if (kept.deleted || other.deleted || kept.salon_id !== other.salon_id) throw new ValidationError('That client is no longer on this device.');
  const notes = combineNotes(kept.notes, other.notes);
  if (notes !== null && notes.length > NOTES_MAX) {
    throw new ValidationError(`Together the notes are longer than ${NOTES_MAX.toLocaleString('en-US')} characters. Shorten them on one card first.`, 'notes');
  }
  const tags = combineTags(kept.tags, other.tags);
  if (tags !== null && tags.length > TAGS_MAX)
    throw new ValidationError(`Together the tags are longer than ${TAGS_MAX} characters. Remove some first.`, 'tags');
  const patch: MergePlan['patch'] = {};
  if (notes !== (kept.notes ?? null)) patch.notes = notes;
  if (tags !== (kept.tags ?? null)) patch.tags = tags;
  if (!present(kept.email) && present(other.email)) patch.email = other.email;
  return { keepId: kept.id, removeId: other.id, patch, moves: [...new Set(otherAppointmentIds)] };
}

/** The merge's confirmation, in the owner's words: which card stays and what moves to it. */
export function mergeConfirmation(kept: Pick<Customer, 'name'>, other: Pick<Customer, 'name'>, appointments: number): string {
  const n = appointments === 1 ? '1 appointment moves' : `${appointments.toLocaleString('en-US')} appointments move`;
  return `Keep ${kept.name}; ${other.name}'s ${n} here; the other card is removed.`;
}
