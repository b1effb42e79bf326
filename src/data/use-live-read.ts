// THE live-read primitive of the app: every screen's read goes through useLiveRead, and nothing
// imports dexie-react-hooks (eslint.config.js forbids it).
//
// Why this one and not dexie-react-hooks' useLiveQuery: useLiveQuery subscribes in a passive
// effect and Dexie's liveQuery then waits a setTimeout, so its first read starts after the
// browser has painted the frame that asked for it: 9-24 ms of every Appointments search keystroke
// (measured with `npm run bench`, browser suite, when the Appointments table moved to this hook;
// it was 10-20 ms in the first measurement). Here the read is issued in a layout effect, and
// IndexedDB works on it while that frame is painted. It also tags every answer with the key it
// was read for, so a screen never shows an answer to an older question (useLiveQuery keeps its
// last answer while a new one runs, which each caller had to tag by hand).
//
// The price: a read names the tables it reads (each query exports them beside itself), and it
// runs again after any committed write to one of them, not only to the ranges it read.
import { useLayoutEffect, useRef, useState } from 'react';
import { onTablesChanged } from '../db/changes';
import { db } from '../db/database';
import { primedAnswer } from './primed-reads';
import type { TableName } from './table-name';

export type { TableName };

/** The key of a read: everything it depends on, in order. */
export const readKey = (...parts: unknown[]): string => JSON.stringify(parts);

/** Deep equality over what reads answer: primitives, arrays, plain objects, Maps, Sets, Dates. */
export function sameValue(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Object.getPrototypeOf(a) !== Object.getPrototypeOf(b)) return false;
  if (a instanceof Date) return a.getTime() === (b as Date).getTime();
  if (a instanceof Map) {
    const m = b as Map<unknown, unknown>;
    return a.size === m.size && [...a].every(([k, v]) => m.has(k) && sameValue(v, m.get(k)));
  }
  if (a instanceof Set) return a.size === (b as Set<unknown>).size && [...a].every((v) => (b as Set<unknown>).has(v));
  if (Array.isArray(a)) return a.length === (b as unknown[]).length && a.every((v, i) => sameValue(v, (b as unknown[])[i]));
  const ka = Object.keys(a);
  const kb = Object.keys(b);
  return (
    ka.length === kb.length &&
    ka.every((k) => Object.prototype.hasOwnProperty.call(b, k) && sameValue((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k]))
  );
}

type Answer<T> = { key: string; value: T; primed?: true } | { key: string; error: unknown };

/**
 * The answer of `read` for `key`, read again after every committed write to `tables` and when
 * any of `refresh` changes; undefined until the first answer for this key arrives (an answer to
 * an older key is never returned, while a refresh keeps the current one on screen). `read` may
 * use only what `key` and `refresh` stand for. A failed read throws to the nearest error
 * boundary, as useLiveQuery does.
 */
export function useLiveRead<T>(key: string, read: (() => Promise<T>) | null, tables: readonly TableName[], refresh: readonly unknown[] = []): T | undefined {
  // A cold start may have read this already (primed-reads.ts): the first render shows it.
  const [answer, setAnswer] = useState<Answer<T> | null>(() => {
    const primed = read ? primedAnswer(key) : null;
    return primed ? { key, value: primed.value as T, primed: true } : null;
  });
  const primedChecked = useRef(false);
  const watched = tables.join(',');
  const enabled = read !== null;
  useLayoutEffect(() => {
    if (!read) return;
    let gone = false;
    let running = false;
    let again = false;
    // One read at a time: writes arriving during a read (a sync pull) ask for one more after it.
    const run = () => {
      if (running) {
        again = true;
        return;
      }
      running = true;
      again = false;
      read()
        .then(
          // An answer equal to the shown one keeps its identity: the read wakes on any write to its
          // tables, and a form that copies its props into a draft must not be reset by a write
          // elsewhere (useLiveQuery watched ranges, so those writes never reached it).
          (value) => void (gone || setAnswer((shown) => (shown?.key === key && 'value' in shown && sameValue(shown.value, value) ? shown : { key, value }))),
          (error: unknown) => void (gone || setAnswer({ key, error })),
        )
        .finally(() => {
          running = false;
          if (again && !gone) run();
        });
    };
    const stop = onTablesChanged(db, watched.split(','), run);
    // The primed answer shown is still the latest (no write since its read began; any write from
    // now on wakes `run` above): reading again would only find the same rows.
    const primed = !primedChecked.current && answer !== null && 'primed' in answer && answer.key === key && primedAnswer(key) !== null;
    primedChecked.current = true;
    if (!primed) run();
    return () => {
      gone = true;
      stop();
    };
    // `key` and `refresh` stand for everything `read` uses; it is a new closure every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, watched, enabled, ...refresh]);
  if (!answer || answer.key !== key) return undefined;
  if ('error' in answer) throw answer.error;
  return answer.value;
}
