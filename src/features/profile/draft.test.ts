import { describe, expect, it } from 'vitest';
import { followSaved, isDirty, startDraft } from './draft';

describe('form draft following the saved row', () => {
  it('takes new saved values while untouched', () => {
    const d = startDraft({ name: 'Seed', address: '' });
    expect(followSaved(d, { name: 'Lotus', address: '1 Main' })).toEqual(startDraft({ name: 'Lotus', address: '1 Main' }));
  });

  it('keeps what the owner is typing when the row changes underneath', () => {
    const d = { values: { name: 'Typed' }, base: { name: 'Seed' } };
    const next = followSaved(d, { name: 'Pulled' });
    expect(next.values).toEqual({ name: 'Typed' });
    expect(isDirty(next)).toBe(true);
  });

  it('becomes clean once the saved row matches what was typed (after a successful save)', () => {
    const d = { values: { name: 'Typed' }, base: { name: 'Seed' } };
    const next = followSaved(d, { name: 'Typed' });
    expect(isDirty(next)).toBe(false);
  });

  it('returns the same draft when the saved values did not change', () => {
    const d = { values: { name: 'Typed' }, base: { name: 'Seed' } };
    expect(followSaved(d, { name: 'Seed' })).toBe(d);
  });
});
