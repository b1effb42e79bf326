// The vocabulary of the table registry (src/domain/tables.ts): what a column may be and what a
// table declares. Pure data types; the server's SQL and the device's zod are both read from them.

export type ColumnKind =
  /** A row's own id: a client-made UUID (random, or derived from a natural key). */
  | 'id'
  /** A UUID that is not a reference to a synced row (the salon's owner, an auth user). */
  | 'uuid'
  /** The id of a row of table `ref`, of the same salon. */
  | 'ref'
  | 'text'
  /** An IANA zone name ("Europe/Paris"). */
  | 'time_zone'
  /** HH:MM on the device, `time` on the server. */
  | 'time'
  /** YYYY-MM-DD. */
  | 'date'
  /** Dollars with at most 2 decimals. */
  | 'money'
  | 'int'
  | 'bool'
  /** Text restricted to `values`. */
  | 'enum';

export interface ColumnDef {
  readonly kind: ColumnKind;
  /** May hold null (the server column is nullable too). */
  readonly nullable?: boolean;
  /** text: the most characters; money/int: the highest value. */
  readonly max?: number;
  /** money/int: the lowest value. */
  readonly min?: number;
  /** text: must hold something besides spaces. */
  readonly nonBlank?: boolean;
  /** text: the server checks the length but lets a blank through (why, in words). */
  readonly serverAllowsBlank?: string;
  /** text: a regular expression the whole value matches (the server's CHECK uses `~`). */
  readonly pattern?: string;
  /**
   * text: an instant (INSTANT_PATTERN in ./formats.ts), parsed strictly and within DATE_RANGE: the
   * device's isInstant and the server's CHECK sync_private.is_instant(column, min, max).
   */
  readonly instant?: boolean;
  /** Absent from rows written before the column existed (old backups, older clients). */
  readonly optional?: boolean;
  /** enum: the allowed values. */
  readonly values?: readonly string[];
  /** ref: the table referred to. */
  readonly ref?: string;
  /** The PostgreSQL type when it is not the kind's usual one (kindSqlType). */
  readonly sql?: string;
  /** The text for a number outside min..max, when the generic one reads badly. */
  readonly rangeMessage?: string;
  /**
   * Set when the server deliberately does not CHECK this column's limits, with the reason. The
   * conformance test then expects no CHECK; without it, every limit must be checked server-side.
   */
  readonly serverUnchecked?: string;
}

export interface NaturalKey {
  readonly columns: readonly string[];
  /** The id every device derives from the key (src/domain/ids.ts). */
  id(row: Record<string, unknown>): string;
}

export interface TableDef {
  /** 'owner': the salon row itself (scoped by owner_id); 'salon': rows carrying salon_id. */
  readonly scope: 'owner' | 'salon';
  /** The row's columns on the device, sync bookkeeping (updated_at, deleted, version) left out. */
  readonly columns: Readonly<Record<string, ColumnDef>>;
  /** Rows whose id is derived from these columns, so offline devices converge on one row. */
  readonly naturalKey?: NaturalKey;
  /** Rules across columns, as the SQL of a CHECK (the server holds them as written here). */
  readonly checks?: readonly string[];
  /** Columns the server keeps for itself; they never reach the device's rows. */
  readonly serverOnly: readonly string[];
  /** The Dexie indexes, primary key first (the current schema; see src/db/database.ts). */
  readonly dexie: readonly string[];
  /** How the owner reads the table's name in a backup message ("staff service links"). */
  readonly label: string;
  /** One row and several rows, for counts ("1 service", "2 services"). */
  readonly noun: readonly [one: string, many: string];
  /** Set when the table stays out of the owner's backup file, with the reason. */
  readonly notBackedUp?: string;
}

/** Every date column's range, on the device and on the server: no screen makes another year. */
export const DATE_RANGE = { min: '2000-01-01', max: '2100-12-31' } as const;

/** Columns every synced row carries besides its own (docs/architecture.md#data-contract). */
export const SYNC_COLUMNS = ['updated_at', 'deleted', 'version'] as const;

/** The PostgreSQL type of a column (as information_schema.columns.data_type names it). */
export function kindSqlType(c: ColumnDef): string {
  if (c.sql) return c.sql;
  switch (c.kind) {
    case 'id':
    case 'uuid':
    case 'ref':
      return 'uuid';
    case 'text':
    case 'time_zone':
    case 'enum':
      return 'text';
    case 'time':
      return 'time without time zone';
    case 'date':
      return 'date';
    case 'money':
      return 'numeric';
    case 'int':
      return 'integer';
    case 'bool':
      return 'boolean';
  }
}
