import { describe, expect, it } from 'vitest';
import { sameValue } from './use-live-read';

// A live read wakes on every write to its tables; an equal answer must keep its identity.
describe('sameValue', () => {
  it('compares rows, lists and maps by content', () => {
    expect(sameValue({ id: 'a', tags: [1, 2], at: new Date(5) }, { id: 'a', tags: [1, 2], at: new Date(5) })).toBe(true);
    expect(sameValue(new Map([['a', { n: 1 }]]), new Map([['a', { n: 1 }]]))).toBe(true);
    expect(sameValue([null, undefined, 'x'], [null, undefined, 'x'])).toBe(true);
  });

  it('tells a changed value apart', () => {
    expect(sameValue({ id: 'a', n: 1 }, { id: 'a', n: 2 })).toBe(false);
    expect(sameValue({ id: 'a' }, { id: 'a', extra: undefined })).toBe(false);
    expect(sameValue(new Map([['a', 1]]), new Map([['b', 1]]))).toBe(false);
    expect(sameValue([1, 2], [2, 1])).toBe(false);
    expect(sameValue([], {})).toBe(false);
    expect(sameValue(null, {})).toBe(false);
    expect(sameValue({ value: undefined }, { value: null })).toBe(false);
  });
});
