import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseClientCard } from './back-office';
import {
  cleanNotes,
  cleanTags,
  combineNotes,
  combineTags,
  formatTags,
  mergeConfirmation,
  NOTES_MAX,
  parseTags,
  planClientMerge,
  TAGS_MAX,
} from './client-details';
import { ValidationError } from './errors';

const card = (id: string, over: { notes?: string | null; tags?: string | null; email?: string | null; salon_id?: string; deleted?: boolean } = {}) => ({
  id,
  salon_id: over.salon_id ?? 's1',
  name: `Client ${id}`,
  email: over.email ?? null,
  notes: over.notes,
  tags: over.tags,
  deleted: over.deleted ?? false,
});

describe('tags', () => {
  it('are split at commas, trimmed, each once (the first spelling stays)', () => {
    expect(parseTags(' VIP, gel ,, vip,  almond   shape ,Gel')).toEqual(['VIP', 'gel', 'almond shape']);
    expect(parseTags(null)).toEqual([]);
    expect(formatTags(['VIP', 'gel'])).toBe('VIP, gel');
    expect(formatTags([])).toBeNull();
    expect(cleanTags(' , ')).toBeNull();
  });

  it('over the limit are refused at the Tags field, never cut', () => {
    const long = Array.from({ length: 60 }, (_, i) => `tag${i}`).join(',');
    expect(() => cleanTags(long)).toThrow(ValidationError);
    expect(() => cleanTags(long)).toThrow(`at most ${TAGS_MAX}`);
  });
});

describe('notes', () => {
  it('are trimmed, null when empty, refused over the limit', () => {
    expect(cleanNotes('  allergic to acrylic \n')).toBe('allergic to acrylic');
    expect(cleanNotes('   ')).toBeNull();
    expect(() => cleanNotes('x'.repeat(NOTES_MAX + 1))).toThrow('Notes are too long');
    expect(cleanNotes('x'.repeat(NOTES_MAX))).toHaveLength(NOTES_MAX);
  });

  it('combine both cards, the kept card first, one copy when equal', () => {
    expect(combineNotes('likes almond shape', 'allergic to acrylic')).toBe('likes almond shape\n\nallergic to acrylic');
    expect(combineNotes(null, 'allergic to acrylic')).toBe('allergic to acrylic');
    expect(combineNotes('same', ' same ')).toBe('same');
    expect(combineNotes(undefined, undefined)).toBeNull();
    expect(combineTags('VIP, gel', 'Gel, acrylic')).toBe('VIP, gel, acrylic');
    expect(combineTags(null, null)).toBeNull();
  });
});

describe('the client card form', () => {
  it('uses the booking customer rules plus notes and tags', () => {
    expect(parseClientCard({ name: ' Ana ', phone: '555-0142', email: '', notes: ' note ', tags: 'a,b' })).toEqual({
      name: 'Ana',
      phone: '555-0142',
      email: null,
      notes: 'note',
      tags: 'a, b',
    });
    expect(() => parseClientCard({ name: '', phone: '555-0142' })).toThrow('Customer name is required');
    expect(() => parseClientCard({ name: 'Ana', phone: 'call me' })).toThrow('Customer phone must be a valid phone number');
    expect(() => parseClientCard({ name: 'Ana', phone: '555-0142', email: 'nope' })).toThrow('Customer email must be a valid email address');
  });
});

describe('merge plan', () => {
  it('moves every appointment of the other card, combines notes and tags, takes a missing email', () => {
    const plan = planClientMerge(
      card('k', { notes: 'likes almond', tags: 'VIP' }),
      card('o', { notes: 'allergic to acrylic', tags: 'gel, vip', email: 'o@x.co' }),
      ['a1', 'a2', 'a1'],
    );
    expect(plan).toEqual({
      keepId: 'k',
      removeId: 'o',
      patch: { notes: 'likes almond\n\nallergic to acrylic', tags: 'VIP, gel', email: 'o@x.co' },
      moves: ['a1', 'a2'],
    });
    // Nothing to take: no patch; the kept card's email stays.
    expect(planClientMerge(card('k', { email: 'k@x.co', notes: 'n' }), card('o', { email: 'o@x.co' }), []).patch).toEqual({});
  });

  it('refuses merging a card with itself, a removed card, another salon’s, or notes too long together', () => {
    expect(() => planClientMerge(card('k'), card('k'), [])).toThrow('Choose another client');
    expect(() => planClientMerge(card('k'), card('o', { deleted: true }), [])).toThrow('no longer on this device');
    expect(() => planClientMerge(card('k'), card('o', { salon_id: 's2' }), [])).toThrow('no longer on this device');
    expect(() => planClientMerge(card('k', { notes: 'x'.repeat(1500) }), card('o', { notes: 'y'.repeat(600) }), [])).toThrow('Together the notes');
  });

  it('keeps every appointment and every note and tag of both cards (property)', () => {
    const text = fc.option(fc.string({ maxLength: 40 }), { nil: null });
    fc.assert(
      fc.property(text, text, text, text, fc.uniqueArray(fc.uuid(), { maxLength: 20 }), (kn, on, kt, ot, ids) => {
        const plan = planClientMerge(card('k', { notes: kn, tags: kt }), card('o', { notes: on, tags: ot }), ids);
        expect(new Set(plan.moves)).toEqual(new Set(ids));
        const notes = 'notes' in plan.patch ? plan.patch.notes : kn;
        for (const n of [kn, on]) if (n && n.trim()) expect(notes).toContain(n.trim());
        const tags = parseTags('tags' in plan.patch ? plan.patch.tags : kt).map((t) => t.toLowerCase());
        for (const t of [...parseTags(kt), ...parseTags(ot)]) expect(tags).toContain(t.toLowerCase());
      }),
    );
  });

  it('says what will happen', () => {
    expect(mergeConfirmation({ name: 'Ana Lopez' }, { name: 'Ana L.' }, 3)).toBe(
      "Keep Ana Lopez; Ana L.'s 3 appointments move here; the other card is removed.",
    );
    expect(mergeConfirmation({ name: 'Ana Lopez' }, { name: 'Ana L.' }, 1)).toBe(
      "Keep Ana Lopez; Ana L.'s 1 appointment moves here; the other card is removed.",
    );
  });
});
