// Prices (decimal, shown with a $ sign, step 0.01; docs/behaviour.md#limits). Arithmetic goes through whole
// cents so that adding 0.1 + 0.2 or summing a week of prices never drifts.
import { ValidationError } from './errors';
import { PRICE_MAX } from './tables/limits';

/** A single service never costs more than this; a bound keeps a typo from becoming $1e21 (the registry's services.price). */
export const MAX_PRICE = PRICE_MAX;

const PRICE_RE = /^(\d+)(?:\.(\d{1,2}))?$/;

/** Whole cents of a stored price (a number that is meant to have at most 2 decimals). */
export function toCents(price: number): number {
  if (!Number.isFinite(price)) throw new RangeError(`Not a price: ${price}`);
  return Math.round(price * 100);
}

export function fromCents(cents: number): number {
  if (!Number.isInteger(cents)) throw new RangeError(`Cents must be whole: ${cents}`);
  return cents / 100;
}

/**
 * '$45.00', '$1,234.50', '-$5.00'. Built from whole cents by hand rather than with
 * Intl.NumberFormat: building that formatter loads locale data, a cost the app paid at start-up
 * (this module is on the first screen's path) for a format that never changes.
 */
export function formatPrice(price: number): string {
  const cents = toCents(price);
  const abs = Math.abs(cents);
  const dollars = Math.floor(abs / 100)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${cents < 0 ? '-' : ''}$${dollars}.${String(abs % 100).padStart(2, '0')}`;
}

/** Sum of prices, exact to the cent. */
export function sumPrices(prices: Iterable<number>): number {
  let cents = 0;
  for (const p of prices) cents += toCents(p);
  return fromCents(cents);
}

/**
 * Reads a price as typed in the service form: digits with up to 2 decimals, an optional leading
 * '$', surrounding spaces. Returns the number of dollars with no float drift (cents / 100).
 */
export function parsePrice(input: string | number): number {
  const text = typeof input === 'number' ? (Number.isFinite(input) ? String(input) : '') : String(input ?? '');
  const trimmed = text.trim().replace(/^\$\s*/, '');
  if (trimmed === '') throw new ValidationError('Price is required', 'price');
  if (trimmed.startsWith('-')) throw new ValidationError('Price cannot be negative', 'price');
  const m = PRICE_RE.exec(trimmed);
  if (!m) throw new ValidationError('Price must be a number with at most 2 decimals (step 0.01)', 'price');
  // Integer parts only: the cents are built from digits, never from a float multiplication.
  const cents = Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0'));
  if (!Number.isSafeInteger(cents) || cents > MAX_PRICE * 100) {
    throw new ValidationError(`Price must be at most ${formatPrice(MAX_PRICE)}`, 'price');
  }
  return fromCents(cents);
}
