import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildClientIndex, foldText, parseClientQuery, searchClients } from './clients';

type C = { id: string; name: string; phone: string; phone_key?: string | null; deleted?: boolean };
const client = (id: string, name: string, phone = '555-0100', phone_key: string | null = null, deleted = false): C => ({ id, name, phone, phone_key, deleted });
const names = (index: ReturnType<typeof buildClientIndex<C>>, q: string, limit = 100) => searchClients(index, q, limit).rows.map((c) => c.name);

const BOOK = buildClientIndex([
  client('1', 'Ana Lopez', '555-014-2000', '+15550142000'),
  client('2', "Mary O'Brien-Smith", '(555) 777-1234', '+15557771234'),
  client('3', 'José Núñez', '555 888 0000', '+15558880000'),
  client('4', 'Bea Ana', '+44 20 7946 0958', '+442079460958'),
  client('5', 'Gone Ana', '555-014-2000', '+15550142000', true),
  client('6', 'anna lee', '555-010-1234', '+15550101234'),
]);

describe('client search', () => {
  it('lists live clients in name order; a blank query matches them all', () => {
    expect(names(BOOK, '')).toEqual(['Ana Lopez', 'anna lee', 'Bea Ana', 'José Núñez', "Mary O'Brien-Smith"]);
    expect(names(BOOK, '   ')).toHaveLength(5);
  });

  it('matches the start of any word of the name, ignoring case and accents', () => {
    expect(names(BOOK, 'ana')).toEqual(['Ana Lopez', 'Bea Ana']);
    expect(names(BOOK, 'LOP')).toEqual(['Ana Lopez']);
    expect(names(BOOK, 'nun')).toEqual(['José Núñez']);
    expect(names(BOOK, 'brien')).toEqual(["Mary O'Brien-Smith"]);
    expect(names(BOOK, 'smith mary')).toEqual(["Mary O'Brien-Smith"]);
    // Inside a word is not a word start.
    expect(names(BOOK, 'opez')).toEqual([]);
    expect(names(BOOK, 'ana x')).toEqual([]);
  });

  it('matches a phone however it is typed: its digits, or its E.164 key with the country code', () => {
    for (const q of ['555-014-2000', '(555) 014 2000', '+1 555 014 2000', '15550142000', '0142000', '014-2']) expect(names(BOOK, q)).toEqual(['Ana Lopez']);
    expect(names(BOOK, '+44 20 7946')).toEqual(['Bea Ana']);
    expect(names(BOOK, '999')).toEqual([]);
    // A name word and part of the phone together.
    expect(names(BOOK, 'ana 0142')).toEqual(['Ana Lopez']);
    expect(names(BOOK, 'ana 9999')).toEqual([]);
  });

  it('cuts to the first rows but counts every match, and can leave one card out', () => {
    expect(searchClients(BOOK, 'a', 2)).toEqual({
      rows: [expect.objectContaining({ name: 'Ana Lopez' }), expect.objectContaining({ name: 'anna lee' })],
      total: 3,
    });
    expect(searchClients(BOOK, 'ana', 10, '1').rows.map((c) => c.id)).toEqual(['4']);
  });

  it('reads a query once: words, and digits only for a query without letters', () => {
    expect(parseClientQuery(' Ana  López ')).toEqual({ blank: false, words: ['ana', 'lopez'], phoneDigits: null });
    expect(parseClientQuery('+1 (555) 014')).toEqual({ blank: false, words: ['1', '555', '014'], phoneDigits: '1555014' });
    expect(parseClientQuery(' - ').blank).toBe(true);
  });

  it('folds a final sigma like any other, so the start of a Greek name finds it', () => {
    expect(foldText('ΑΣ')).toBe(foldText('ΑΣΑ').slice(0, 2));
    expect(names(buildClientIndex([client('g', 'ΑΣΑ')]), 'ΑΣ')).toEqual(['ΑΣΑ']);
  });
});

const nameArb = fc.oneof(
  fc.string({ minLength: 1, maxLength: 30 }),
  fc.string({ unit: 'grapheme', minLength: 1, maxLength: 20 }),
  fc.string({ unit: 'binary', minLength: 1, maxLength: 20 }),
  fc
    .array(fc.constantFrom('Ana', 'José', "O'Brien", 'Núñez', 'ΑΣΑ', 'İlker', 'Zoë', '2Pac', 'Lee-Smith', 'Ærø'), { minLength: 1, maxLength: 4 })
    .map((w) => w.join(' ')),
);

describe('client search (properties)', () => {
  it('never misses a client whose name starts with the query', () => {
    fc.assert(
      fc.property(nameArb, fc.nat(), (name, cut) => {
        const query = name.slice(0, 1 + (cut % name.length));
        const index = buildClientIndex([client('x', name, '')]);
        expect(searchClients(index, query, 10).total).toBe(1);
      }),
      { numRuns: 2000 },
    );
  });

  it('never misses a client whose phone holds the digits typed, whatever the separators', () => {
    const sep = fc.constantFrom('', ' ', '-', '.', '(', ')', ' (', ') ');
    fc.assert(
      fc.property(fc.stringMatching(/^\d{7,12}$/), fc.nat(), fc.nat(), fc.array(sep, { maxLength: 12 }), (digits, a, b, seps) => {
        const from = a % digits.length;
        const part = digits.slice(from, from + 1 + (b % (digits.length - from)));
        const typed = [...part].map((d, i) => (seps[i] ?? '') + d).join('');
        const index = buildClientIndex([client('x', 'Someone', `(${digits.slice(0, 3)}) ${digits.slice(3)}`)]);
        expect(searchClients(index, typed, 10).total).toBe(1);
      }),
    );
  });

  it('shows the first matches in name order and counts them all', () => {
    const clients = fc.array(fc.record({ name: nameArb, phone: fc.stringMatching(/^\d{3}-\d{4}$/) }), { maxLength: 40 });
    fc.assert(
      fc.property(clients, fc.string({ maxLength: 4 }), fc.integer({ min: 0, max: 10 }), (rows, query, limit) => {
        const index = buildClientIndex(rows.map((r, i) => client(String(i), r.name, r.phone)));
        const all = searchClients(index, query, Infinity).rows;
        const page = searchClients(index, query, limit);
        expect(page.total).toBe(all.length);
        expect(page.rows).toEqual(all.slice(0, limit));
        const order = index.entries.map((e) => e.client);
        expect(all.map((c) => order.indexOf(c))).toEqual([...all.map((c) => order.indexOf(c))].sort((x, y) => x - y));
      }),
    );
  });
});
