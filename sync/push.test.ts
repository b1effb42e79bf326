import { describe, expect, it } from 'vitest';
import { answerPatch } from './push';

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
