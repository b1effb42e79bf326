// Which of several customers with one phone key is "the" customer: kept apart by old
// keys, they are one person until the merge tombstones all but the one this order puts first.
// A module of its own: what needs only the order (the merge, at every start) must not load the
// phone library with phone-key.ts.

export type Aged = { updated_at: string; id: string };

/**
 * Oldest first: customers are written once, at their first booking (nothing edits them but the
 * merge), so their stamp is their age; the id breaks ties. Every device orders a group the same
 * way, so devices that merge the same duplicates on their own keep the same customer.
 */
export function oldestFirst(a: Aged, b: Aged): number {
  return a.updated_at < b.updated_at ? -1 : a.updated_at > b.updated_at ? 1 : a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}
