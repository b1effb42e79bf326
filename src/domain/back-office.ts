// Input rules of the back-office forms (docs/behaviour.md#validation, docs/behaviour.md#roles). Each parser returns clean values or throws
// a ValidationError with the first problem's text; repositories call them before writing.
import { z } from 'zod';
import { ValidationError } from './errors';
import { LANGUAGE_NAMES, LANGUAGES, type Language } from './languages';
import { cleanNotes, cleanTags } from './client-details';
import { parsePrice } from './money';
import { parseBufferMinutes, parseDuration } from './services';
import { parseProcessing, type Processing } from './processing';
import { STAFF_POSITIONS, type StaffPosition } from './types';
import { REGISTRY, type TableName } from './tables';
import { EMAIL_PATTERN, isCanonicalTimeZone, phoneText } from './tables/formats';

function parse<T>(schema: z.ZodType<T>, input: unknown): T {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  throw new ValidationError(issue.message, String(issue.path[0] ?? ''));
}

/** A text column's most characters, from the table registry (the server CHECKs the same). */
const maxOf = (table: TableName, column: string): number => REGISTRY[table].columns[column].max!;

const required = (label: string, max: number) => z.string().trim().min(1, `${label} is required`).max(max, `${label} is too long`);
const optional = (max: number, label: string) =>
  z
    .string()
    .trim()
    .max(max, `${label} is too long`)
    .nullish()
    .transform((v) => (v ? v : null));
/** A text column's format, from the registry (the server's CHECK holds the same pattern). */
const patternOf = (table: TableName, column: string): RegExp => new RegExp(REGISTRY[table].columns[column].pattern!);
const EMAIL = new RegExp(EMAIL_PATTERN);
/** Digits and the usual separators (the registry's phone format), white space read as spaces. */
const phone = (label: string, table: TableName) =>
  z
    .string()
    .transform(phoneText)
    .pipe(
      z
        .string()
        .min(1, `${label} is required`)
        .max(maxOf(table, 'phone'), `${label} is too long`)
        .regex(patternOf(table, 'phone'), `${label} must be a valid phone number`),
    );

export interface SalonInfoInput {
  name: string;
  phone: string;
  address: string;
  email: string;
  website?: string | null;
  time_zone?: string;
}

const salonInfoSchema = z.object({
  name: required('Salon name', maxOf('salons', 'name')),
  phone: phone('Phone', 'salons'),
  address: required('Address', maxOf('salons', 'address')),
  email: z.string().trim().min(1, 'Email is required').max(maxOf('salons', 'email'), 'Email is too long').regex(EMAIL, 'Email must be a valid email address'),
  website: z
    .string()
    .trim()
    .nullish()
    .transform((v) => (v ? v : null))
    .refine((v) => v === null || /^https?:\/\/[^\s.]+\.[^\s]+$/i.test(v), 'Website must be a valid URL (https://…)'),
  time_zone: z
    .string()
    .optional()
    .refine((v) => v === undefined || isCanonicalTimeZone(v), 'Time zone is not a known IANA zone'),
});

export function parseSalonInfo(input: SalonInfoInput) {
  return parse(salonInfoSchema, input);
}

export interface ServiceInput {
  name: string;
  price: string | number;
  duration: string | number;
  description?: string | null;
  /** Cleanup minutes after each visit; left out = keep what the row has (0 for a new service). */
  buffer_minutes?: string | number;
  /** Left out = keep what the row has; blank = none. */
  category?: string | null;
  /** Processing time inside the service (src/domain/processing.ts); both left out = keep what the row has. */
  processing_offset?: string | number;
  processing_minutes?: string | number;
}

/**
 * Clean service values. Cleanup time and category are only in the result when the input names
 * them, so an edit from an older form (or another path) never resets what the owner set.
 */
export function parseService(input: ServiceInput) {
  const { name, description } = parse(
    z.object({ name: required('Service name', maxOf('services', 'name')), description: optional(maxOf('services', 'description'), 'Description') }),
    input,
  );
  const clean: {
    name: string;
    description: string | null;
    price: number;
    duration: number;
    buffer_minutes?: number;
    category?: string | null;
  } & Partial<Processing> = {
    name,
    description,
    price: parsePrice(input.price),
    duration: parseDuration(input.duration),
  };
  if (input.buffer_minutes !== undefined) clean.buffer_minutes = parseBufferMinutes(input.buffer_minutes);
  if (input.category !== undefined) clean.category = parse(z.object({ category: optional(maxOf('services', 'category'), 'Category') }), input).category;
  if (input.processing_offset !== undefined || input.processing_minutes !== undefined) {
    Object.assign(clean, parseProcessing(input.processing_offset, input.processing_minutes, clean.duration));
  }
  return clean;
}

export function parseFaq(input: { question: string; answer: string }) {
  return parse(z.object({ question: required('Question', maxOf('salon_faqs', 'question')), answer: required('Answer', maxOf('salon_faqs', 'answer')) }), input);
}

export interface StaffInput {
  name: string;
  phone?: string | null;
  position: string;
}

export function parseStaff(input: StaffInput): { name: string; phone: string | null; position: StaffPosition } {
  return parse(
    z.object({
      name: required('Name', maxOf('staff', 'name')),
      phone: z
        .string()
        .nullish()
        .transform((v) => (v ? phoneText(v) || null : null))
        .refine((v) => v === null || v.length <= maxOf('staff', 'phone'), 'Phone is too long')
        .refine((v) => v === null || patternOf('staff', 'phone').test(v), 'Phone must be a valid phone number'),
      position: z.enum(STAFF_POSITIONS, { message: `Position must be one of: ${STAFF_POSITIONS.join(', ')}` }),
    }),
    input,
  );
}

export interface CustomerInput {
  name: string;
  phone: string;
  email?: string | null;
  /** The customer's language when known (Sarah heard it, the booking page's, the owner's choice); absent leaves it as it is. */
  language?: Language | null;
}

export function parseCustomer(input: CustomerInput) {
  return parse(
    z.object({
      name: required('Customer name', maxOf('customers', 'name')),
      phone: phone('Customer phone', 'customers'),
      email: z
        .string()
        .trim()
        .max(maxOf('customers', 'email'), 'Customer email is too long')
        .nullish()
        .transform((v) => (v ? v : null))
        .refine((v) => v === null || EMAIL.test(v), 'Customer email must be a valid email address'),
      language: z
        .enum(LANGUAGES, `Customer language must be one of ${LANGUAGES.map((l) => LANGUAGE_NAMES[l]).join(', ')}`)
        .nullable()
        .optional(),
    }),
    input,
  );
}

export interface ClientCardInput extends CustomerInput {
  notes?: string | null;
  tags?: string | null;
}

/** The client card's form: the customer rules above, plus the card's notes and tags. */
export function parseClientCard(input: ClientCardInput) {
  return { ...parseCustomer(input), notes: cleanNotes(input.notes), tags: cleanTags(input.tags) };
}

/** An appointment's notes: trimmed, null when empty, within the column's limit. */
export function parseNotes(notes: string | null | undefined): string | null {
  return parse(z.object({ notes: optional(maxOf('appointments', 'notes'), 'The note') }), { notes }).notes;
}
