// Reads started before the screen that shows them has rendered: a cold start reads the first
// screen's rows while its code is still being evaluated, and that screen's first render then
// already has them (useLiveRead takes a primed answer as its first state). Without this the
// screen draws once empty, reads in its layout effects, and draws again with the rows: on a
// tablet at a quarter of desktop speed the second draw and its layout were about a third of the
// start.
//
// An answer is used only while no write to its tables has committed since its read began, so a
// primed answer is never older than the one the screen's own read would have given.
import { onTablesChanged } from '../db/changes';
import { db } from '../db/database';
import type { TableName } from './table-name';

/** One live read: what it is keyed by, how it reads, and which tables' writes wake it. */
export interface LiveReadSpec<T> {
  key: string;
  read: () => Promise<T>;
  tables: readonly TableName[];
}

interface Primed {
  value?: unknown;
  done: boolean;
  stale: boolean;
  stop: () => void;
}

const primed = new Map<string, Primed>();

/** Starts `spec`'s read now and keeps its answer for the first screen; resolves with the answer. */
export function primeRead<T>(spec: LiveReadSpec<T>): Promise<T> {
  primed.get(spec.key)?.stop();
  const entry: Primed = { done: false, stale: false, stop: () => undefined };
  // Listening before the read starts: a write landing while it runs makes its answer unusable.
  entry.stop = onTablesChanged(db, spec.tables, () => {
    entry.stale = true;
  });
  primed.set(spec.key, entry);
  return spec.read().then((value) => {
    entry.value = value;
    entry.done = true;
    return value;
  });
}

/** The primed answer for `key` when its read is done and no write has overtaken it, else null. */
export function primedAnswer(key: string): { value: unknown } | null {
  const entry = primed.get(key);
  return entry?.done && !entry.stale ? { value: entry.value } : null;
}

/** Forgets every primed answer: the first screen's reads are live and listening by then. */
export function dropPrimedReads(): void {
  for (const entry of primed.values()) entry.stop();
  primed.clear();
}
