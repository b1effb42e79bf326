// The registry's formats (src/domain/tables/formats.ts) read alike on the device (JavaScript's
// RegExp, isInstant) and on the server (PostgreSQL's `~`, sync_private.is_instant), on PGlite and
// PostgreSQL 15: one pattern is only one source if both engines give every sample the same verdict.
// And every zone a device can report is one the server knows, so no salon's seed row is refused.
import type { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATE_RANGE } from '../../src/domain/tables/kinds';
import {
  EMAIL_OR_BLANK_PATTERN,
  EMAIL_PATTERN,
  EMBED_ORIGINS_PATTERN,
  INSTANT_PATTERN,
  isCanonicalTimeZone,
  isInstant,
  PHONE_OR_BLANK_PATTERN,
  PHONE_PATTERN,
  TIME_ZONE_PATTERN,
} from '../../src/domain/tables/formats';
import { pg15Available, startPg15Backend, type Pg15Backend } from './pg15-cluster';
import { openMigratedPglite } from './migrated-pglite';

const SAMPLES: Record<string, string[]> = {
  email: [
    'mai@example.com',
    'Mai.Tran+nails@lotus-nails.example',
    "o'brien@example.ie",
    'a_b-c@sub.example.co.uk',
    'x@y',
    'x',
    'not an email',
    '.a@example.com',
    'a.@example.com',
    'a..b@example.com',
    'a@-example.com',
    'a@example.c',
    'mài@example.com',
    'a@exämple.com',
    'a b@example.com',
    '',
  ],
  phone: ['+1 (555) 014-2000', '555-014-2000', '06 12 34 56 78', '555.014.2000', '555', '12', 'call me maybe', '555\u00a0014', '555\t014', '555-0100 x12', ''],
  time_zone: [
    'UTC',
    'Europe/Paris',
    'America/Indiana/Indianapolis',
    'America/Port-au-Prince',
    'Etc/GMT+5',
    'Factory',
    'EST5EDT',
    'US/Eastern',
    'GMT',
    'Europe/Paris/x/y',
    '',
  ],
  instant: INSTANT_SAMPLES(),
  embed_origins: [
    '',
    'https://mysalon.com',
    'https://a.example https://b.example:8443',
    'https://xn--bcher-kva.example',
    Array(10).fill('https://a.example').join(' '),
    Array(11).fill('https://a.example').join(' '),
    'http://a.example',
    'https://A.example',
    'https://*.a.example',
    'https://a.example/',
    "https://a.example 'self'",
    'https://a.example;',
    'https://a.example  https://b.example',
    ' https://a.example',
    'https://-a.example',
    'https://a.example:',
  ],
};

function INSTANT_SAMPLES() {
  return [
    '2026-11-25T04:00:00.000Z',
    '2026-11-25T04:00:00Z',
    '2100-12-31T23:59:59.999Z',
    '2000-01-01T00:00:00.000Z',
    '2028-02-29T00:00:00Z',
    '2026-99-99T99:99:99Z',
    '2026-02-30T00:00:00Z',
    '2027-02-29T00:00:00Z',
    '2026-11-30T23:59:60Z',
    '2026-11-25T24:00:00Z',
    '1999-12-31T23:59:59.999Z',
    '2101-01-01T00:00:00Z',
    '2026-11-25 04:00:00Z',
    '2026-11-25T04:00:00+01:00',
    'infinity',
    'epoch',
    '',
  ];
}

const js: Record<string, (v: string) => boolean> = {
  email: (v) => new RegExp(EMAIL_PATTERN).test(v),
  email_or_blank: (v) => new RegExp(EMAIL_OR_BLANK_PATTERN).test(v),
  phone: (v) => new RegExp(PHONE_PATTERN).test(v),
  phone_or_blank: (v) => new RegExp(PHONE_OR_BLANK_PATTERN).test(v),
  time_zone: (v) => new RegExp(TIME_ZONE_PATTERN).test(v),
  instant: isInstant,
  embed_origins: (v) => new RegExp(EMBED_ORIGINS_PATTERN).test(v),
};
const quote = (v: string) => `'${v.replace(/'/g, "''")}'`;
const sqlOf: Record<string, (v: string) => string> = {
  email: (v) => `${quote(v)} ~ ${quote(EMAIL_PATTERN)}`,
  email_or_blank: (v) => `${quote(v)} ~ ${quote(EMAIL_OR_BLANK_PATTERN)}`,
  phone: (v) => `${quote(v)} ~ ${quote(PHONE_PATTERN)}`,
  phone_or_blank: (v) => `${quote(v)} ~ ${quote(PHONE_OR_BLANK_PATTERN)}`,
  time_zone: (v) => `${quote(v)} ~ ${quote(TIME_ZONE_PATTERN)}`,
  embed_origins: (v) => `${quote(v)} ~ ${quote(EMBED_ORIGINS_PATTERN)}`,
  instant: (v) => `sync_private.is_instant(${quote(v)}, ${quote(DATE_RANGE.min)}, ${quote(DATE_RANGE.max)}) and ${quote(v)} ~ ${quote(INSTANT_PATTERN)}`,
};

/** Each format's samples with the device's verdicts, and the SQL giving the server's as "name|i|t/f" lines. */
function verdicts() {
  const device: string[] = [];
  const selects: string[] = [];
  for (const [format, samples] of Object.entries({ ...SAMPLES, phone_or_blank: SAMPLES.phone, email_or_blank: SAMPLES.email })) {
    samples.forEach((v, i) => {
      device.push(`${format}|${i}|${js[format](v) ? 't' : 'f'}`);
      selects.push(`select '${format}|${i}|' || case when coalesce(${sqlOf[format](v)}, false) then 't' else 'f' end as line`);
    });
  }
  return { device, sql: `select string_agg(line, E'\\n') as lines from (${selects.join(' union all ')}) s` };
}

const ZONES_SQL = (zones: string[]) =>
  `select coalesce(string_agg(z, ','), '') as lines from unnest(array[${zones.map(quote).join(', ')}]::text[]) z
    where not exists (select 1 from pg_catalog.pg_timezone_names n where n.name = z)`;
const deviceZones = ['UTC', ...Intl.supportedValuesOf('timeZone')].filter(isCanonicalTimeZone);

describe('formats on PGlite', () => {
  let db: PGlite;
  beforeAll(async () => {
    db = await openMigratedPglite();
  });
  afterAll(() => db?.close());
  const one = async (sql: string) => (await db.query<{ lines: string }>(sql)).rows[0].lines;

  it('every sample gets the same verdict from the device and the server', async () => {
    const { device, sql } = verdicts();
    expect((await one(sql)).split('\n').sort()).toEqual([...device].sort());
  });

  it('every zone a device reports (Intl, canonical) is one pg_timezone_names knows', async () => {
    expect(await one(ZONES_SQL(deviceZones))).toBe('');
  });
});

describe.skipIf(!pg15Available())('formats on PostgreSQL 15', () => {
  let pg: Pg15Backend;
  beforeAll(async () => {
    pg = await startPg15Backend();
  });
  afterAll(() => pg?.close());

  it('every sample gets the same verdict from the device and the server', async () => {
    const { device, sql } = verdicts();
    expect((await pg.sql(sql)).trim().split('\n').sort()).toEqual([...device].sort());
  });

  it('every zone a device reports (Intl, canonical) is one pg_timezone_names knows', async () => {
    expect((await pg.sql(ZONES_SQL(deviceZones))).trim()).toBe('');
  });
});
