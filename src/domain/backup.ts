// The salon backup file (a JSON snapshot the owner keeps): its format, what goes in it, and the
// checks a file must pass, all of them, before anything is restored from it. Pure: the repository
// (src/db/repositories/backup.ts) reads and writes the rows.
import { z } from 'zod';
import { referencesOf, REGISTRY, SYNC_COLUMNS, TABLE_NAMES, TABLES, type TableDef } from './tables';
import { rowSchema } from './tables/row-schema';
import type { SyncedTables } from './types';
import { fillText, textOf, type DomainText } from './texts';

export const BACKUP_FORMAT = 'salon-desk-backup';
/**
 * 2: services carry buffer_minutes, category and is_active, and the booking rules,
 * time off and breaks are in. A version-1 file still restores: its services get the defaults
 * (no buffer, no category, bookable) and the new tables are empty.
 */
export const BACKUP_VERSION = 2;
/** Every format this app restores, oldest first. */
export const READABLE_BACKUP_VERSIONS: readonly number[] = [1, 2];
/** A real salon's backup is a few MB at most; anything far past that is not one of ours. */
export const MAX_BACKUP_BYTES = 25 * 1024 * 1024;

/**
 * The tables of a backup besides the salon row, in the order they are restored (parents first):
 * every registered table but those the registry marks notBackedUp (customer messages).
 */
type Tables = typeof TABLES;
type NotBackedUp = { [K in keyof Tables]: Tables[K] extends { notBackedUp: string } ? K : never }[keyof Tables];
export type BackupTable = Exclude<keyof Tables, 'salons' | NotBackedUp>;
export const BACKUP_TABLES = TABLE_NAMES.filter((t): t is BackupTable => t !== 'salons' && !(REGISTRY[t] as TableDef).notBackedUp);

/** A row as the backup holds it: the entity's own fields, without the sync columns. */
type Content<T> = Omit<T, 'updated_at' | 'deleted' | 'version'>;
export type BackupSalon = Omit<Content<SyncedTables['salons']>, 'owner_id'>;
export type BackupRows = { [K in BackupTable]: Content<SyncedTables[K]>[] };

export interface SalonBackup {
  format: typeof BACKUP_FORMAT;
  version: typeof BACKUP_VERSION;
  exported_at: string;
  salon: BackupSalon;
  tables: BackupRows;
}

/** The salon the backup is restored into (the owner's own). */
export interface RestoreTarget {
  id: string;
  name: string;
}

export class BackupError extends Error {
  readonly text: DomainText;
  constructor(message: string | DomainText) {
    const text = textOf(message);
    super(fillText(text.text, text.values));
    this.text = text;
    this.name = 'BackupError';
  }
}

/** The backup's copy of a row: its fields without the device's sync bookkeeping. */
export function contentOf<T extends { updated_at?: unknown; deleted?: unknown; version?: unknown }>(row: T): Content<T> {
  const copy: Record<string, unknown> = { ...row };
  for (const c of SYNC_COLUMNS) delete copy[c];
  return copy as Content<T>;
}

export function buildBackup(salon: SyncedTables['salons'], tables: { [K in BackupTable]: SyncedTables[K][] }, exportedAt: Date): SalonBackup {
  const { owner_id: _owner, ...salonContent } = contentOf(salon);
  const rows = Object.fromEntries(BACKUP_TABLES.map((t) => [t, tables[t].filter((r) => !r.deleted).map(contentOf)])) as BackupRows;
  return { format: BACKUP_FORMAT, version: BACKUP_VERSION, exported_at: exportedAt.toISOString(), salon: salonContent, tables: rows };
}

/** "salon-desk-backup-Lotus Nails-2026-11-22.json", with characters file systems refuse left out. */
export function backupFileName(salonName: string, exportedAt: Date): string {
  // Control characters go too (code points below 32), as file systems refuse them.
  const printable = [...salonName].map((ch) => (ch.charCodeAt(0) < 32 ? ' ' : ch)).join('');
  const name =
    printable
      .replace(/[\\/:*?"<>|]+/g, ' ')
      .replace(/\s+/g, ' ')
      .trim()
      .slice(0, 80) || 'salon';
  const p = (n: number) => String(n).padStart(2, '0');
  const date = `${exportedAt.getFullYear()}-${p(exportedAt.getMonth() + 1)}-${p(exportedAt.getDate())}`;
  return `salon-desk-backup-${name}-${date}.json`;
}

// ---- the schema ----

// The salon row without its owner (the backup is restored into the owner's own salon).
const salonSchema = rowSchema(TABLES.salons, ['owner_id']);
const rowSchemas = Object.fromEntries(BACKUP_TABLES.map((t) => [t, rowSchema(TABLES[t])])) as Record<BackupTable, ReturnType<typeof rowSchema>>;

/** The columns a backup holds for each table (the salon row under 'salons'). */
export const BACKUP_COLUMNS: Readonly<Record<string, string[]>> = {
  salons: Object.keys(salonSchema.shape),
  ...Object.fromEntries(BACKUP_TABLES.map((t) => [t, Object.keys(rowSchemas[t].shape)])),
};

const backupSchema = z.object({
  format: z.literal(BACKUP_FORMAT),
  version: z.number().refine((v) => READABLE_BACKUP_VERSIONS.includes(v)),
  exported_at: z.iso.datetime({ message: 'must be a date and time' }),
  salon: salonSchema,
  // A table a backup does not list is empty: a backup made before the table existed still restores.
  tables: z.object(Object.fromEntries(BACKUP_TABLES.map((t) => [t, z.array(rowSchemas[t], { message: 'must be a list of rows' }).default([])]))),
});

const LABELS = Object.fromEntries(BACKUP_TABLES.map((t) => [t, TABLES[t].label])) as Record<BackupTable, string>;

/** "services, row 3, price" from a zod path like ['tables', 'services', 2, 'price']. */
function place(path: PropertyKey[]): string {
  const parts = path[0] === 'tables' ? path.slice(1) : path;
  const out: string[] = [];
  parts.forEach((p, i) => {
    if (typeof p === 'number') out.push(`row ${p + 1}`);
    else if (i === 0 && p in LABELS) out.push(LABELS[p as BackupTable]);
    else out.push(String(p));
  });
  return out.join(', ');
}

/** The problem as a sentence of its own, with the values a screen writes in another language. */
function fail(problem: DomainText): never {
  throw new BackupError({ text: `This backup can't be restored: ${problem.text}. Nothing was changed.`, values: problem.values });
}

/**
 * The schema's first problem. The English is the place and zod's or the column's own words
 * ("services, row 1, price: expected number, received string"); those words have no other
 * language, so the parts go with it: the table, the row and the field, and whether the value is
 * missing or there but not valid, from which a screen writes the sentence in the owner's language.
 */
function schemaProblem(issue: { path: PropertyKey[]; message: string }, data: unknown): DomainText {
  const values = { place: place(issue.path) || 'the file', detail: issue.message.replace(/^Invalid input: /, '') };
  const [top, table, row, field] = issue.path;
  const value = issue.path.reduce<unknown>((at, key) => (at !== null && typeof at === 'object' ? (at as Record<PropertyKey, unknown>)[key] : undefined), data);
  const kind = value === undefined || value === null ? 'missing' : 'invalid';
  const text = '{place}: {detail}';
  const isTable = top === 'tables' && typeof table === 'string' && Object.hasOwn(LABELS, table);
  if (isTable && typeof row === 'number' && typeof field === 'string' && issue.path.length === 4)
    return { text, values: { ...values, at: 'row', table: LABELS[table as BackupTable], row: row + 1, field, kind } };
  if (isTable && issue.path.length === 2) return { text, values: { ...values, at: 'table', table: LABELS[table as BackupTable] } };
  if (top === 'salon' && typeof table === 'string' && issue.path.length === 2) return { text, values: { ...values, at: 'salon', field: table, kind } };
  return { text, values };
}

function header(data: unknown): void {
  if (typeof data !== 'object' || data === null || Array.isArray(data) || (data as { format?: unknown }).format !== BACKUP_FORMAT) {
    throw new BackupError('This file is not a Salon Desk backup. Choose a file made with Export backup. Nothing was changed.');
  }
  const version = (data as { version?: unknown }).version;
  if (typeof version !== 'number' || !READABLE_BACKUP_VERSIONS.includes(version)) {
    const newer = typeof version === 'number' && version > BACKUP_VERSION;
    const current = BACKUP_VERSION;
    fail(
      newer
        ? {
            text: 'it was made by a newer version of Salon Desk (backup format {version}; this app reads format {current}). Update the app and try again',
            values: { version, current },
          }
        : version === undefined
          ? { text: 'it does not say which backup format it is (this app reads format {current})', values: { current } }
          : { text: 'its backup format ({version}) is not one this app reads (format {current})', values: { version: JSON.stringify(version), current } },
    );
  }
}

function checkRows(backup: SalonBackup, knownIds: ReadonlySet<string>): void {
  const salonId = backup.salon.id;
  const ids: { [K in BackupTable]?: Set<string> } = {};
  for (const t of BACKUP_TABLES) {
    const seen = new Set<string>();
    backup.tables[t].forEach((row, i) => {
      if (row.salon_id !== salonId) fail({ text: '{table}, row {row} belongs to another salon', values: { table: LABELS[t], row: i + 1 } });
      if (seen.has(row.id)) fail({ text: '{table}, row {row} repeats the id {id}', values: { table: LABELS[t], row: i + 1, id: row.id } });
      seen.add(row.id);
    });
    ids[t] = seen;
  }
  // Rows named by their natural key must carry the id every device derives from it, or two devices
  // would hold the same day, link or schedule under two ids.
  for (const t of BACKUP_TABLES) {
    const key = REGISTRY[t].naturalKey;
    if (!key) continue;
    (backup.tables[t] as unknown as Record<string, unknown>[]).forEach((row, i) => {
      if (row.id !== key.id(row)) fail({ text: '{table}, row {row} has an id that does not match its contents', values: { table: LABELS[t], row: i + 1 } });
    });
  }
  // References must lead to a row of the backup, or (for history, e.g. an appointment with a
  // since-deleted service) to a row this device already holds.
  for (const t of BACKUP_TABLES) {
    const refs = referencesOf(REGISTRY, t);
    (backup.tables[t] as unknown as Record<string, string>[]).forEach((row, i) => {
      for (const { column, target } of refs) {
        const value = row[column];
        const what = REGISTRY[target].noun[0];
        if (!ids[target as BackupTable]!.has(value) && !knownIds.has(value))
          fail({ text: '{table}, row {row} refers to a {what} ({value}) that is not in the backup', values: { table: LABELS[t], row: i + 1, what, value } });
      }
    });
  }
}

export interface ParseOptions {
  /** Ids of this salon's rows already on the device (live or deleted): valid reference targets. */
  knownIds?: ReadonlySet<string>;
  /** The file's size in bytes when known before reading it (File.size). */
  sizeBytes?: number;
}

/** Checks the whole file; returns the backup, or throws a BackupError naming the first problem. */
export function parseBackup(fileText: string, target: RestoreTarget, options: ParseOptions = {}): SalonBackup {
  const size = options.sizeBytes ?? new TextEncoder().encode(fileText).length;
  if (size > MAX_BACKUP_BYTES)
    fail({
      text: 'the file is too large ({size} MB; a backup is at most {max} MB)',
      values: { size: Math.ceil(size / 1024 / 1024), max: MAX_BACKUP_BYTES / 1024 / 1024 },
    });
  let data: unknown;
  try {
    data = JSON.parse(fileText);
  } catch {
    throw new BackupError('This file is not a Salon Desk backup (it is not valid JSON). Nothing was changed.');
  }
  header(data);
  const parsed = backupSchema.safeParse(data);
  if (!parsed.success) {
    fail(schemaProblem(parsed.error.issues[0], data));
  }
  // Read as the current format: what an older file lacks has its defaults (optional columns, empty tables).
  const backup = { ...parsed.data, version: BACKUP_VERSION } as SalonBackup;
  if (backup.salon.id !== target.id) {
    throw new BackupError({
      text: 'This backup is of another salon ("{other}"). Only a backup of {salon} can be restored here. Nothing was changed.',
      values: { other: backup.salon.name, salon: target.name },
    });
  }
  checkRows(backup, options.knownIds ?? new Set());
  return backup;
}

/** What a backup holds, table by table, for the confirmation; empty tables left out. */
export function backupCountParts(backup: SalonBackup): { table: BackupTable; count: number }[] {
  return BACKUP_TABLES.filter((t) => backup.tables[t].length > 0).map((t) => ({ table: t, count: backup.tables[t].length }));
}

/** The same in English: "1 service", "12 appointments". */
export function backupCounts(backup: SalonBackup): string[] {
  return backupCountParts(backup).map(({ table, count }) => `${count} ${TABLES[table].noun[count === 1 ? 0 : 1]}`);
}
