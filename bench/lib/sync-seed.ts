// The 50,000-row salon of the sync bench, written straight into the backend as
// the service role: PostgREST bulk inserts, so every row still goes through the real tables,
// constraints and version trigger, without paying for 50,000 sync_push mutations (not what is
// measured). Rows come from the same generator as the IndexedDB bench, moved to the owner's salon
// and stamped like pushed rows (updated_at and field_stamps are HLC stamps).
import type { SalonDeskDB } from '../../src/db/database';
import { businessHoursId, messageSettingsId } from '../../src/domain/ids';
import { formatHlc } from '../../src/domain/hlc';
import { seedSalon, DEFAULT_SEED, type SeedOptions } from '../suites/seed';

export const SALON_ROWS = 50_000;

/** Rows per insert request: each row bumps the salon's counter row, whose update chain grows within a statement. */
const SEED_BATCH = Number(process.env.SYNC_BENCH_SEED_BATCH ?? 1_000);

type Row = Record<string, unknown> & { id: string };

export interface SeedSummary {
  total: number;
  counts: Record<string, number>;
}

/** Tables in insert order (parents first). */
const TABLES = ['services', 'staff', 'staff_services', 'business_hours', 'staff_schedules', 'customers', 'appointments'] as const;
const SKIP_STAMP = new Set(['id', 'version', 'field_stamps', 'updated_at', 'created_at']);

/**
 * Pending and confirmed appointments of one member may not overlap (the exclusion constraint);
 * the generator only keeps start hours apart, so later overlapping ones become 'completed'.
 */
function clearOverlaps(appointments: Row[]): void {
  const lastEnd = new Map<string, string>();
  const sorted = [...appointments].sort((a, b) => `${a.appointment_date}${a.start_time}`.localeCompare(`${b.appointment_date}${b.start_time}`));
  for (const a of sorted) {
    if (a.status !== 'pending' && a.status !== 'confirmed') continue;
    const key = `${a.staff_id}@${a.appointment_date}`;
    const end = lastEnd.get(key);
    if (end && end > String(a.start_time)) a.status = 'completed';
    else lastEnd.set(key, String(a.end_time));
  }
}

/**
 * The generator writes through a SalonDeskDB; here it writes into plain arrays instead (it only
 * calls transaction and bulkPut), which spares a 50,000-row IndexedDB round trip in setup.
 */
async function generate(opt: SeedOptions): Promise<Record<(typeof TABLES)[number], Row[]>> {
  const out = Object.fromEntries(TABLES.map((t) => [t, [] as Row[]])) as Record<(typeof TABLES)[number], Row[]>;
  const capture = Object.fromEntries(
    // A loop, not push(...rows): spreading 200,000 rows as arguments overflows the call stack.
    [...TABLES, 'salons'].map((t) => [
      t,
      { bulkPut: async (rows: Row[]) => void (t in out && rows.forEach((r) => out[t as (typeof TABLES)[number]].push(r))) },
    ]),
  );
  const sink = { ...capture, transaction: async (_mode: string, _tables: unknown, fn: () => Promise<void>) => fn() };
  await seedSalon(sink as unknown as SalonDeskDB, opt);
  return out;
}

/**
 * One bulk insert. A pooled connection the server closed while the rows were being generated
 * fails with ECONNRESET before anything is sent, so that one is tried again.
 */
async function postRows(url: string, key: string, rows: Row[]): Promise<Response> {
  const init = {
    method: 'POST',
    headers: { apikey: key, authorization: `Bearer ${key}`, 'content-type': 'application/json', prefer: 'return=minimal' },
    body: JSON.stringify(rows),
  };
  try {
    return await fetch(url, init);
  } catch (err) {
    if ((err as { cause?: { code?: string } }).cause?.code !== 'ECONNRESET') throw err;
    return fetch(url, init);
  }
}

/** The sync bench's salon: 30,000 appointments and 5,000 customers on the default salon's two years of schedules, cut to SALON_ROWS rows. */
const SYNC_SALON = { seed: { ...DEFAULT_SEED, customers: 5_000, appointments: 30_000 }, maxRows: SALON_ROWS };

/** Inserts the generated salon's rows for `salonId` (whose salon row already exists); other suites pass their own seed and no cut. */
export async function seedBackend(
  url: string,
  serviceRoleKey: string,
  salonId: string,
  node: string,
  salon: { seed: SeedOptions; maxRows?: number } = SYNC_SALON,
): Promise<SeedSummary> {
  let t = performance.now();
  const rows = await generate(salon.seed);
  const lap = (what: string) => {
    if (process.env.SYNC_BENCH_DEBUG) console.error(`[seed] ${what} ${Math.round(performance.now() - t)} ms`);
    t = performance.now();
  };
  lap('generate');
  clearOverlaps(rows.appointments);
  // Exactly maxRows rows with the salon row and its message settings: trim appointments, the largest table.
  const others = TABLES.filter((t) => t !== 'appointments').reduce((n, t) => n + rows[t].length, 0);
  if (salon.maxRows !== undefined) rows.appointments = rows.appointments.slice(0, salon.maxRows - 2 - others);

  let counter = 0;
  const wall = Date.now() - 86_400_000;
  // Customer messages off: the server would otherwise queue a confirmation and a reminder for each
  // appointment still ahead, rows this bench does not count and a real import would not make.
  const quiet = formatHlc({ wall, counter: 0, node });
  const settings = {
    id: messageSettingsId(salonId),
    salon_id: salonId,
    confirmation_on: false,
    update_on: false,
    cancellation_on: false,
    reminder_on: false,
    sms_on: false,
    reminder_lead_hours: 24,
    updated_at: quiet,
    deleted: false,
  };
  const settingsRes = await postRows(`${url}/rest/v1/message_settings`, serviceRoleKey, [settings]);
  if (!settingsRes.ok) throw new Error(`seeding message_settings failed: ${settingsRes.status} ${await settingsRes.text()}`);
  const counts: Record<string, number> = { salons: 1, message_settings: 1 };
  for (const table of TABLES) {
    const body = rows[table].map((r) => {
      const hlc = formatHlc({ wall, counter: ++counter % 60_000, node });
      const row: Row = { ...r, salon_id: salonId, updated_at: hlc, deleted: false };
      delete row.version;
      if (table === 'business_hours') row.id = businessHoursId(salonId, Number(r.day_of_week));
      row.field_stamps = Object.fromEntries(
        Object.keys(row)
          .filter((k) => !SKIP_STAMP.has(k))
          .map((k) => [k, hlc]),
      );
      return row;
    });
    for (let i = 0; i < body.length; i += SEED_BATCH) {
      const res = await postRows(`${url}/rest/v1/${table}`, serviceRoleKey, body.slice(i, i + SEED_BATCH));
      if (!res.ok) throw new Error(`seeding ${table} failed: ${res.status} ${await res.text()}`);
    }
    counts[table] = body.length;
    lap(table);
  }
  return { total: Object.values(counts).reduce((a, b) => a + b, 0), counts };
}
