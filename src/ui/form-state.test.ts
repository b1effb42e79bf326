import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { editDraft, followSaved, hasProblems, inputBinding, isDirty, problemsOf, startDraft } from './form-state';

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

  it('an edit makes the draft dirty and keeps what it started from, so the next sync does not overwrite it', () => {
    const d = editDraft(startDraft({ name: 'Seed', phone: '1' }), (v) => ({ ...v, name: 'Typed' }));
    expect(d).toEqual({ values: { name: 'Typed', phone: '1' }, base: { name: 'Seed', phone: '1' } });
    expect(isDirty(d)).toBe(true);
    expect(followSaved(d, { name: 'Pulled', phone: '2' }).values).toEqual({ name: 'Typed', phone: '1' });
  });

  it('editing back to the saved values is clean again', () => {
    const d = editDraft(
      editDraft(startDraft({ name: 'Seed' }), () => ({ name: 'x' })),
      () => ({ name: 'Seed' }),
    );
    expect(isDirty(d)).toBe(false);
  });
});

describe('the check a form runs on submit', () => {
  const schema = z.object({
    name: z.string().trim().min(1, 'Name is required'),
    days: z
      .string()
      .regex(/^\d+$/, 'Days must be a whole number')
      .refine((v) => Number(v) > 0, 'Days must be at least 1'),
  });

  it("gives every problem of a zod schema at its field, the first per field, in the schema's words", () => {
    expect(problemsOf(schema, { name: ' ', days: 'x' })).toEqual({ name: 'Name is required', days: 'Days must be a whole number' });
    expect(problemsOf(schema, { name: 'A', days: '0' })).toEqual({ days: 'Days must be at least 1' });
  });

  it('finds nothing in good values, or without a check', () => {
    expect(problemsOf(schema, { name: 'A', days: '3' })).toEqual({});
    expect(problemsOf(undefined, { name: '' })).toEqual({});
  });

  it('runs a check function as given', () => {
    expect(problemsOf((v: { slug: string }) => (v.slug === 'taken' ? { slug: 'That address is taken' } : {}), { slug: 'taken' })).toEqual({
      slug: 'That address is taken',
    });
  });

  it('counts only fields that carry a message as problems', () => {
    expect(hasProblems({})).toBe(false);
    expect(hasProblems({ slug: undefined })).toBe(false);
    expect(hasProblems({ slug: 'Taken' })).toBe(true);
  });
});

describe('an input bound to its form', () => {
  it('shows the value and error and hands each change on as text', () => {
    const seen: string[] = [];
    const b = inputBinding('name', 'Lotus', 'Name is too long', (v) => seen.push(v));
    expect(b).toMatchObject({ name: 'name', value: 'Lotus', error: 'Name is too long' });
    b.onChange({ target: { value: 'Lotus Nails' } });
    expect(seen).toEqual(['Lotus Nails']);
  });

  it('adds no name attribute to a field that had none', () => {
    expect('name' in inputBinding(undefined, '', undefined, () => {})).toBe(false);
  });
});
