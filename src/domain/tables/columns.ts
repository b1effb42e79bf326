// The registry's column shorthands, shared by every file of table entries (catalog.ts,
// conversations.ts and the ones later issues add).
import { EMAIL_PATTERN, INSTANT_PATTERN, PHONE_PATTERN } from './formats';
import type { ColumnDef } from './kinds';

export const id = { kind: 'id' } as const;
export const ref = (table: string) => ({ kind: 'ref', ref: table }) as const;
/** A text column of at most `max` characters; `more` keeps its literal types (row-types.ts reads `nullable: true`). */
export const text = <const M extends Partial<ColumnDef> = Record<never, never>>(max: number, more: M = {} as M) => ({ kind: 'text', max, ...more }) as const;
/** An email address (EMAIL_PATTERN); a nullable one is null when the form's field is blank. */
export const email = <const M extends Partial<ColumnDef> = Record<never, never>>(max: number, more: M = {} as M) =>
  text(max, { pattern: EMAIL_PATTERN, ...more });
/** A phone number as typed (PHONE_PATTERN). */
export const phone = <const M extends Partial<ColumnDef> = Record<never, never>>(max: number, more: M = {} as M) =>
  text(max, { pattern: PHONE_PATTERN, ...more });
/** A real instant in 2000–2100, written as Date#toISOString() does. */
export const instant = { kind: 'text', pattern: INSTANT_PATTERN, instant: true } as const;
export const bool = { kind: 'bool' } as const;
export const time = { kind: 'time' } as const;
export const date = { kind: 'date' } as const;
/** id and salon_id, first in every salon-scoped row. */
export const owned = { id, salon_id: ref('salons') } as const;
/** The per-field stamps sync_push keeps; they never reach the device's rows. */
export const SERVER_ONLY = ['field_stamps'] as const;
