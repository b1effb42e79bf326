// The Calls window against a plain filter-and-sort of every call: the chunked walk back in time
// must give the same rows in the same order, whatever the filter and however the calls spread.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SalonDeskDB } from '../../db/database';
import { CALL_OUTCOMES } from '../../domain/tables/conversations';
import type { Call } from '../../domain/types';
import { callMatches, readCallWindow, type CallListRequest } from './calls';

const SALON = '00000000-0000-4000-8000-000000000001';
const OTHER = '00000000-0000-4000-8000-000000000002';
let db: SalonDeskDB;
let all: Call[];

/** A small deterministic generator (no Math.random: a failure must replay). */
function rng(seed: number) {
  return () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
}

beforeAll(async () => {
  db = new SalonDeskDB(`calls-window-${Math.random().toString(36).slice(2)}`);
  await db.open();
  const r = rng(7);
  let t = Date.UTC(2024, 0, 1);
  all = [];
  for (let i = 0; i < 600; i++) {
    // Bursts, long gaps (months), and several calls at the very same instant.
    t += r() < 0.1 ? 0 : r() < 0.05 ? 90 * 86_400_000 : Math.floor(r() * 6 * 3_600_000);
    all.push({
      id: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
      salon_id: r() < 0.1 ? OTHER : SALON,
      channel: 'chat',
      started_at: new Date(t).toISOString(),
      ended_at: null,
      caller_name: r() < 0.2 ? null : `Caller ${i % 37}`,
      caller_phone: r() < 0.2 ? null : `555-${String(i % 500).padStart(4, '0')}`,
      outcome: r() < 0.1 ? null : CALL_OUTCOMES[Math.floor(r() * CALL_OUTCOMES.length)],
      message: null,
      callback_requested: false,
      message_done: false,
      updated_at: 'x',
      deleted: r() < 0.05,
      version: null,
    });
  }
  await db.calls.bulkPut(all);
});
afterAll(async () => {
  db.close();
  await db.delete();
});

function naive(req: CallListRequest): { ids: string[]; more: boolean } {
  const outcome = req.outcome && req.outcome !== 'all' ? req.outcome : null;
  const rows = all
    .filter((c) => c.salon_id === SALON && !c.deleted && (!outcome || c.outcome === outcome) && callMatches(c, req.query ?? ''))
    .sort((a, b) => b.started_at.localeCompare(a.started_at) || b.id.localeCompare(a.id));
  return { ids: rows.slice(0, req.limit).map((c) => c.id), more: rows.length > req.limit };
}

describe('readCallWindow', () => {
  const requests: CallListRequest[] = [
    { limit: 50 },
    { limit: 1000 },
    { limit: 7, outcome: 'booked' },
    { limit: 50, outcome: 'message_taken' },
    { limit: 400, outcome: 'failed' },
    { limit: 50, query: 'caller 3' },
    { limit: 5, query: '555-0012' },
    { limit: 50, query: 'nobody' },
    { limit: 3, query: 'Caller 1', outcome: 'answered' },
  ];
  for (const req of requests) {
    it(`matches a plain filter and sort: ${JSON.stringify(req)}`, async () => {
      const got = await readCallWindow(db, SALON, req);
      expect({ ids: got.rows.map((c) => c.id), more: got.more }).toEqual(naive(req));
    });
  }

  it('a search by digits needs a number, not a stray digit in a name', () => {
    expect(callMatches({ caller_name: 'Anna', caller_phone: '555-0123' }, '0123')).toBe(true);
    expect(callMatches({ caller_name: 'Anna', caller_phone: '555-0123' }, '(555) 0123')).toBe(true);
    expect(callMatches({ caller_name: 'Anna', caller_phone: '555-0123' }, 'bea 555')).toBe(false);
    expect(callMatches({ caller_name: 'Anna Lee', caller_phone: null }, 'ANNA')).toBe(true);
  });
});
