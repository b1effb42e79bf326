import { describe, expect, it } from 'vitest';
import { filterByQuery, foldText, isSearching, matchesQuery } from './match';
import { setupI18n } from '@lingui/core';
import { disabledSearchReason, searchPlaceholderFor } from './screens';

/** English needs no catalog: each message carries its own text. */
const en = setupI18n({ locale: 'en', messages: { en: {} } });

describe('matchesQuery', () => {
  it('matches everything when the query is blank', () => {
    expect(matchesQuery('', ['Anna'])).toBe(true);
    expect(matchesQuery('   ', [])).toBe(true);
  });

  it('finds the query inside any field, ignoring case', () => {
    expect(matchesQuery('ann', ['Joanna Smith', '555'])).toBe(true);
    expect(matchesQuery('SMITH', ['Joanna Smith'])).toBe(true);
    expect(matchesQuery('0142', ['Lee', '555-0142'])).toBe(true);
    expect(matchesQuery('bob', ['Joanna Smith', '555'])).toBe(false);
  });

  it('ignores accents on either side', () => {
    expect(matchesQuery('jose', ['José Núñez'])).toBe(true);
    expect(matchesQuery('NUÑEZ', ['Jose Nunez'])).toBe(true);
    expect(matchesQuery('cafe', ['Café crème'])).toBe(true);
    expect(foldText('Ångström')).toBe('angstrom');
  });

  it('trims the query and skips missing fields', () => {
    expect(matchesQuery('  nail ', [null, undefined, 'Nail Technician'])).toBe(true);
    expect(matchesQuery('x', [null, undefined])).toBe(false);
  });
});

describe('filterByQuery', () => {
  const people = [
    { name: 'Anna Lee', phone: '555-0100' },
    { name: 'Bao Tran', phone: null },
  ];

  it('keeps the matching items in order', () => {
    expect(filterByQuery(people, 'tran', (p) => [p.name, p.phone])).toEqual([people[1]]);
    expect(filterByQuery(people, '0100', (p) => [p.name, p.phone])).toEqual([people[0]]);
    expect(filterByQuery(people, 'zzz', (p) => [p.name, p.phone])).toEqual([]);
  });

  it('returns the same array when the query is blank', () => {
    expect(filterByQuery(people, ' ', (p) => [p.name])).toBe(people);
  });

  it('tells whether a query is in effect', () => {
    expect(isSearching(' ')).toBe(false);
    expect(isSearching('a')).toBe(true);
  });
});

describe('searchPlaceholderFor', () => {
  it('names what each list screen filters', () => {
    expect(searchPlaceholderFor('/dashboard/staff', en)).toBe('Search staff…');
    expect(searchPlaceholderFor('/dashboard/staff/', en)).toBe('Search staff…');
    expect(searchPlaceholderFor('/dashboard/appointments', en)).toBe('Search appointments…');
    expect(searchPlaceholderFor('/dashboard/profile', en)).toBe('Search services and FAQs…');
  });

  it('has nothing for screens without a list', () => {
    for (const p of ['/dashboard', '/dashboard/', '/dashboard/schedule', '/dashboard/phone', '/dashboard/ai-chat']) {
      expect(searchPlaceholderFor(p, en)).toBeNull();
    }
  });
});

describe('disabledSearchReason', () => {
  it('says why the box does nothing, and where a screen has its own search', () => {
    expect(disabledSearchReason('/dashboard', en)).toBe('Nothing to search on Overview');
    expect(disabledSearchReason('/dashboard/schedule/', en)).toBe('Nothing to search on Staff Schedule');
    expect(disabledSearchReason('/dashboard/ai-chat', en)).toBe('Nothing to search on AI Chat Test');
    expect(disabledSearchReason('/dashboard/clients', en)).toBe('Search clients in the box below');
    expect(disabledSearchReason('/dashboard/clients/abc', en)).toBe('Search clients in the box below');
    expect(disabledSearchReason('/dashboard/calls', en)).toBe('Search calls in the box below');
    expect(disabledSearchReason('/dashboard/elsewhere', en)).toBe('Nothing to search on this screen');
  });
});
