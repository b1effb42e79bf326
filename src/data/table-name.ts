// The device database's table names as a type, in a module of its own: the live-read hook and
// the reads a cold start primes (primed-reads.ts) both name tables, and primed-reads.ts is
// imported by the hook, so neither can take the type from the other.
import type { Table } from 'dexie';
import type { SalonDeskDB } from '../db/database';

/** A table of the device's database, by name: a misspelt table would never wake the read. */
export type TableName = { [K in keyof SalonDeskDB]: SalonDeskDB[K] extends Table ? K : never }[keyof SalonDeskDB] & string;
