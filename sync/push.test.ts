import { describe, expect, it } from 'vitest';
import type { OutboxEntry } from '../src/db/schema';
import { answerPatch, toMutation } from './push';

const applied = { seq: 1, mutation_id: 'm', status: 'applied', version: 7 } as const;
const conflict = { seq: 1, mutation_id: 'm', status: 'conflict', version: 9, conflict_id: 'c' } as const;

describe('answerPatch: what a push answer changes on the local row', () => {
  it('records the version, never lowers it', () => {
    expect(answerPatch({ version: null }, applied, [])).toEqual({ version: 7 });
    expect(answerPatch({ version: 3 }, applied, [])).toEqual({ version: 7 });
    expect(answerPatch({ version: 8 }, applied, [])).toBeNull();
    expect(answerPatch({ version: 7 }, { ...applied, status: 'superseded' }, [])).toBeNull();
  });

  it('nothing for a refusal or a superseded answer without a version', () => {
    expect(answerPatch({ version: null }, { seq: 1, mutation_id: 'm', status: 'rejected', reason: 'no' }, [])).toBeNull();
    expect(answerPatch({ version: null }, { seq: 1, mutation_id: 'm', status: 'superseded', version: null }, [])).toBeNull();
  });

  it("a double booking becomes 'conflict' unless a newer local edit of status is queued", () => {
    expect(answerPatch({ version: null, status: 'confirmed' }, conflict, [])).toEqual({ version: 9, status: 'conflict' });
    expect(answerPatch({ version: null, status: 'confirmed' }, conflict, [{ notes: 'x' }])).toEqual({ version: 9, status: 'conflict' });
    expect(answerPatch({ version: null, status: 'canceled' }, conflict, [{ status: 'canceled' }])).toEqual({ version: 9 });
  });
});

describe('toMutation: an outbox entry as pushed', () => {
  const entry: OutboxEntry = {
    seq: 4,
    mutation_id: 'm',
    salon_id: 's',
    table: 'appointments',
    row_id: 'r',
    op: 'put',
    fields: { notes: null },
    hlc: 'h',
    created_at: 'c',
  };

  it("sends a restore's origin with the mutation, and none for an ordinary write", () => {
    expect(toMutation({ ...entry, origin: 'restore' })).toEqual({
      seq: 4,
      mutation_id: 'm',
      table: 'appointments',
      row_id: 'r',
      op: 'put',
      fields: { notes: null },
      hlc: 'h',
      origin: 'restore',
    });
    expect(toMutation(entry)).not.toHaveProperty('origin');
  });
});
