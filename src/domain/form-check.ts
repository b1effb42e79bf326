// A settings form's check by a zod schema, two ways: every problem by field (the first per field)
// for the form to show at once, or the clean values with a ValidationError naming the first bad
// field for the repository, so nothing bad is written.
import { z } from 'zod';
import { ValidationError } from './errors';

export function problemsByField<K extends string>(schema: z.ZodType, input: unknown): Partial<Record<K, string>> {
  const result = schema.safeParse(input);
  if (result.success) return {};
  const problems: Partial<Record<string, string>> = {};
  for (const issue of result.error.issues) problems[String(issue.path[0] ?? '')] ??= issue.message;
  return problems;
}

export function parseOrThrow<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  throw new ValidationError(issue.message, String(issue.path[0] ?? ''));
}

/** Text from an input is read as a number; blank is no number at all (never a silent 0). */
export const numberFrom = (message: string) =>
  z
    .union([z.number(), z.string()])
    .transform((v) => (typeof v === 'number' ? v : v.trim() === '' ? Number.NaN : Number(v.trim())))
    .pipe(z.number({ error: message }).int(message));
