// A live read that starts in the same task as the render that asked for it. dexie-react-hooks'
// useLiveQuery subscribes in a passive effect and Dexie's liveQuery then waits a setTimeout, so
// its first read starts after the browser has painted the keystroke's frame: 9-24 ms of every
// Appointments search keystroke (npm run bench, browser suite). Here the read is issued in a
// layout effect, and IndexedDB works on it while that frame is painted.
import { useLayoutEffect, useState } from 'react';
import { onTablesChanged } from '../db/changes';
import { db } from '../db/database';

type Answer<T> = { key: string; value: T } | { key: string; error: unknown };

/**
 * The answer of `read` for `key`, read again after every committed write to `tables` and when
 * any of `refresh` changes; undefined until the first answer for this key arrives (an answer to
 * an older key is never returned, while a refresh keeps the current one on screen). `read` may
 * use only what `key` and `refresh` stand for. A failed read throws to the nearest error
 * boundary, as useLiveQuery does.
 */
export function useLiveRead<T>(
  key: string,
  read: (() => Promise<T>) | null,
  tables: readonly string[],
  refresh: readonly unknown[] = [],
): T | undefined {
  const [answer, setAnswer] = useState<Answer<T> | null>(null);
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
      read().then(
        (value) => void (gone || setAnswer({ key, value })),
        (error: unknown) => void (gone || setAnswer({ key, error })),
      ).finally(() => {
        running = false;
        if (again && !gone) run();
      });
    };
    const stop = onTablesChanged(db, watched.split(','), run);
    run();
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
