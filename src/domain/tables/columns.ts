// The registry's column shorthands, shared by every file of table entries (catalog.ts,
// conversations.ts and the ones later issues add).
import type { ColumnDef } from './kinds';

export const id = { kind: 'id' } as const;
export const ref = (table: string) => ({ kind: 'ref', ref: table }) as const;
/** A text column of at most `max` characters; `more` keeps its literal types (row-types.ts reads `nullable: true`). */
export const text = <const M extends Partial<ColumnDef> = Record<never, never>>(max: number, more: M = {} as M) => ({ kind: 'text', max, ...more }) as const;
export const bool = { kind: 'bool' } as const;
export const time = { kind: 'time' } as const;
export const date = { kind: 'date' } as const;
/** id and salon_id, first in every salon-scoped row. */
export const owned = { id, salon_id: ref('salons') } as const;
/** The per-field stamps sync_push keeps; they never reach the device's rows. */
export const SERVER_ONLY = ['field_stamps'] as const;
