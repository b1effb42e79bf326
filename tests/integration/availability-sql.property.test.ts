// One definition of the booking rules (docs/decisions.md#why-a-sql-copy-of-availability): the server's free times
// (sync_private.availability, migration 20261125000700) equal the domain's findAvailableSlots on
// random salons, on PGlite and on PostgreSQL 15. The salons are the availability model's
// (tests/support/availability-model.ts) stored as rows (./availability-sql-rows.ts); each run stores a
// new salon beside the earlier ones, so another salon's rows are always there to be left out.
// A failure prints fast-check's seed and path: replay with { seed, path } beside numRuns.
import type { PGlite } from '@electric-sql/pglite';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findAvailableSlots, type AvailabilityResult } from '../../src/domain/availability';
import { sqlCase, sqlScenarioArb, type SqlScenario } from './availability-sql-rows';
import { pg15Available, PG_BIN, startPg15Backend, type Pg15Backend } from './pg15-cluster';
import { openMigratedPglite } from './migrated-pglite';

const ci = process.env.CI === 'true' || process.env.CI === '1';
const available = pg15Available();
/** Each database's run stays under a minute on a busy 2-core machine (PostgreSQL 15 pays a psql per run). */
const runs = (n: number) => ({ numRuns: Number(process.env.AVAILABILITY_SQL_RUNS ?? n) });
const TIMEOUT = 180_000;

type Answer = { answer: Omit<AvailabilityResult, 'weekday'>; kept: string[] };

/** The domain's answer on the rows the database kept, in the server's shape. */
function domainAnswer(sc: SqlScenario, run: (sql: string) => Promise<string>) {
  const c = sqlCase(sc);
  return run(c.sql).then((line) => {
    const got = JSON.parse(line) as Answer;
    const { weekday: _weekday, ...want } = findAvailableSlots(c.input(got.kept));
    return { got: got.answer, want };
  });
}

function checkAgainstDomain(run: () => (sql: string) => Promise<string>, RUNS: { numRuns: number }) {
  it(
    'answers exactly what the domain answers on random salons',
    async () => {
      await fc.assert(
        fc.asyncProperty(sqlScenarioArb, async (sc) => {
          const { got, want } = await domainAnswer(sc, run());
          expect(got).toEqual(JSON.parse(JSON.stringify(want)));
        }),
        RUNS,
      );
    },
    TIMEOUT,
  );

  it(
    'covers what it claims: slots, every reason, a notice and an advance limit',
    async () => {
      // Not a proof of equality, a proof that the random salons reach the rules: a generator that
      // never got past "closed" would make the property above pass while checking nothing.
      const seen = new Set<string>();
      for (const sc of fc.sample(sqlScenarioArb, { numRuns: 120, seed: 17 })) {
        const { got } = await domainAnswer(sc, run());
        seen.add(got.slots.length > 0 ? 'slots' : String(got.reason));
        if (got.earliest) seen.add('earliest');
        if (got.lastBookableDate) seen.add('lastBookableDate');
        if (got.slots.some((s) => s.staffIds.length > 1)) seen.add('several staff');
      }
      expect([...seen].sort()).toEqual(
        [
          'closed',
          'earliest',
          'fully_booked',
          'lastBookableDate',
          'no_staff_for_service',
          'no_staff_working',
          'no_time_left',
          'past_date',
          'service_hidden',
          'several staff',
          'slots',
          'staff_time_off',
          'too_far_ahead',
          'too_soon',
        ].sort(),
      );
    },
    TIMEOUT,
  );
}

describe('sync_private.availability equals the domain on PGlite', () => {
  let db: PGlite;
  beforeAll(async () => {
    db = await openMigratedPglite();
  });
  afterAll(() => db?.close());

  checkAgainstDomain(
    () => async (sql) => {
      const results = await db.exec(sql);
      return (results.at(-1)!.rows[0] as { line: string }).line;
    },
    runs(1000),
  );
});

describe.skipIf(!available && !ci)('sync_private.availability equals the domain on PostgreSQL 15', () => {
  let pg: Pg15Backend;
  beforeAll(async () => {
    if (!available) throw new Error(`PostgreSQL 15 is not installed (no initdb in ${PG_BIN}); CI=true requires it`);
    pg = await startPg15Backend();
  });
  afterAll(() => pg?.close());

  // psql prints each statement's rows: only the final select returns any.
  checkAgainstDomain(() => async (sql) => (await pg.sql(sql)).trim().split('\n').at(-1)!, runs(600));
});
