// The few bounds of the registry that the customers' booking page checks too: the customer's
// name, phone and email lengths, a service's highest price and the phone key's form. The
// registry's columns (catalog.ts) are built from these, so each is said once; the page imports
// them from here, without the registry's table entries (a chunk of its own, 6 KB gzip, that its
// 60 KB budget need not carry). Nothing here imports anything.

/** A customer's fields, as the registry's customers columns and the server's CHECKs cap them. */
export const CUSTOMER_LIMITS = { name: 120, phone: 40, email: 320 } as const;

/** A single service's highest price, in dollars (services.price). */
export const PRICE_MAX = 100_000;

/** A customer's phone key: E.164, "+" and 7 to 15 digits (src/domain/phone-key.ts makes it). */
export const PHONE_KEY_PATTERN = /^\+[1-9][0-9]{6,14}$/;
