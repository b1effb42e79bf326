// The row types of the synced tables, read from the registry's entries by the type checker
// (src/domain/types.ts names them): a column added to an entry is in its row type with no other
// edit, with the kind's TypeScript type, `| null` when nullable and `?` when optional.
import type { ColumnKind } from './kinds';

/** The TypeScript type of each kind; an enum's is the union of its values (below). */
interface KindTypes {
  id: string;
  uuid: string;
  ref: string;
  text: string;
  time_zone: string;
  time: string;
  date: string;
  money: number;
  int: number;
  bool: boolean;
  enum: never;
}

type ValueOf<C> = C extends { readonly kind: 'enum'; readonly values: readonly (infer V)[] }
  ? V
  : C extends { readonly kind: infer K extends ColumnKind }
    ? KindTypes[K]
    : never;
type CellOf<C> = C extends { readonly nullable: true } ? ValueOf<C> | null : ValueOf<C>;
type OptionalColumns<Cs> = { [K in keyof Cs]: Cs[K] extends { readonly optional: true } ? K : never }[keyof Cs];

/** Columns every synced row carries besides its own (docs/architecture.md#data-contract). */
export interface SyncBookkeeping {
  /** Hybrid logical clock stamp of the last local or pulled write (src/domain/hlc.ts). */
  updated_at: string;
  /** Tombstone: rows are never hard-deleted while they can still sync. */
  deleted: boolean;
  /** Assigned by the server; null until the server has seen the row. */
  version: number | null;
}

/** A table entry's row: its columns (optional ones with `?`) and the sync bookkeeping. */
export type RowOf<Def extends { readonly columns: object }> = {
  -readonly [K in Exclude<keyof Def['columns'], OptionalColumns<Def['columns']>>]: CellOf<Def['columns'][K]>;
} & {
  -readonly [K in OptionalColumns<Def['columns']>]?: CellOf<Def['columns'][K]>;
} & SyncBookkeeping extends infer R
  ? { [K in keyof R]: R[K] }
  : never;
