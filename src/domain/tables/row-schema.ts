// zod schemas of the registry's rows: the device checks a value against the same limits the
// server's CHECK constraints hold (tests/integration/registry-conformance.test.ts), from one source.
import { z } from 'zod';
import { isValidDate } from '../dates';
import { isUuid } from '../ids';
import { isCanonicalTimeZone, isInstant } from './formats';
import { DATE_RANGE, type ColumnDef, type TableDef } from './kinds';

// Postgres hands times back as HH:MM:SS; rows pulled from the server may carry either.
const TIME_RE = /^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/;

function ranged(n: z.ZodNumber, c: ColumnDef): z.ZodNumber {
  let out = n;
  if (c.min !== undefined) out = out.min(c.min, c.rangeMessage ?? (c.min === 0 ? 'must not be negative' : `must be at least ${c.min}`));
  if (c.max !== undefined) out = out.max(c.max, c.rangeMessage ?? `must be at most ${c.max}`);
  return out;
}

/** One column's schema. */
export function columnSchema(c: ColumnDef): z.ZodType {
  let s: z.ZodType;
  switch (c.kind) {
    case 'id':
    case 'uuid':
    case 'ref':
      s = z.string().refine(isUuid, 'must be an id (UUID)');
      break;
    case 'text': {
      let t = c.max === undefined ? z.string() : z.string().max(c.max, `must be at most ${c.max} characters`);
      if (c.pattern) t = t.regex(new RegExp(c.pattern), 'is not in the expected form');
      const instant = c.instant ? t.refine(isInstant, `must be a time from ${DATE_RANGE.min.slice(0, 4)} to ${DATE_RANGE.max.slice(0, 4)}`) : t;
      s = c.nonBlank ? instant.refine((v) => v.trim() !== '', 'must not be empty') : instant;
      break;
    }
    case 'time_zone':
      s = z.string().refine(isCanonicalTimeZone, 'must be a time zone name like Europe/Paris');
      break;
    case 'time':
      s = z.string().regex(TIME_RE, 'must be a time like 09:30');
      break;
    case 'date':
      s = z
        .string()
        .refine(isValidDate, 'must be a date like 2026-11-22')
        .refine((d) => d >= DATE_RANGE.min && d <= DATE_RANGE.max, `must be a date from ${DATE_RANGE.min.slice(0, 4)} to ${DATE_RANGE.max.slice(0, 4)}`);
      break;
    case 'money':
      s = ranged(z.number().finite(), c);
      break;
    case 'int':
      s = ranged(z.number().int('must be a whole number'), c);
      break;
    case 'bool':
      s = z.boolean();
      break;
    case 'enum': {
      const values = c.values as readonly [string, ...string[]];
      s = z.enum(values, { message: `must be one of: ${values.join(', ')}` });
      break;
    }
  }
  const nullable = c.nullable ? s.nullable() : s;
  return c.optional ? nullable.optional() : nullable;
}

/** A row's schema: the table's columns (sync bookkeeping left out), less any in `omit`. */
export function rowSchema(def: TableDef, omit: readonly string[] = []) {
  const shape: Record<string, z.ZodType> = {};
  for (const [name, c] of Object.entries(def.columns)) if (!omit.includes(name)) shape[name] = columnSchema(c);
  return z.object(shape);
}
