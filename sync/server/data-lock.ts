// One backend per data folder. Two `npm start`s on the same PGlite folder corrupted it
// for good ("right sibling's left-link doesn't match"); PostgreSQL refuses a second server on a
// data folder with postmaster.pid, and this lock file does the same for ours: it names the
// process holding the folder, and a lock whose process is gone (killed, crashed) is taken over.
import { readFileSync, unlinkSync } from 'node:fs';
import { mkdir, readFile, rename, stat, unlink, writeFile } from 'node:fs/promises';
import { hostname } from 'node:os';
import path from 'node:path';

export const LOCK_FILE = 'salon-desk.lock';

interface Holder {
  pid: number;
  host: string;
  startedAt: string;
}

export interface DataLock {
  file: string;
  release(): Promise<void>;
}

/** Lock files this process holds: its own PID in a lock is otherwise a leftover (see isGone). */
const heldHere = new Set<string>();

const errno = (err: unknown) => (err as NodeJS.ErrnoException).code;

function parse(text: string): Holder | null {
  try {
    const h = JSON.parse(text) as Partial<Holder>;
    return Number.isInteger(h.pid) && typeof h.host === 'string' ? (h as Holder) : null;
  } catch {
    return null;
  }
}

/** Whether the holder has certainly stopped; a process on another host cannot be asked. */
function isGone(h: Holder, file: string): boolean {
  if (h.host !== hostname()) return false;
  // A container restarted with the same PID: this process does not hold the lock, so an earlier one wrote it.
  if (h.pid === process.pid) return !heldHere.has(file);
  try {
    process.kill(h.pid, 0); // signal 0 only asks whether the process exists
  } catch (err) {
    return errno(err) === 'ESRCH'; // EPERM: it exists, as another user
  }
  // A killed process its parent has not reaped yet (a zombie) still answers signal 0 but holds nothing.
  try {
    return /^\d+ \(.*\) Z/.test(readFileSync(`/proc/${h.pid}/stat`, 'utf8'));
  } catch {
    return false; // not Linux: trust signal 0
  }
}

function inUse(dir: string, file: string, h: Holder): Error {
  const where = h.host === hostname() ? '' : ` on ${h.host}`;
  return new Error(
    `The data folder ${dir} is in use by another Salon Desk backend (PID ${h.pid}${where}, started ${h.startedAt}); ` +
      'two backends on one folder corrupt it. Stop that one first, or run a second instance on its own folder and port:\n' +
      '  SALON_DESK_DATA_DIR=<another folder> PORT=<another port> npm start\n' +
      `(If no backend is running there, delete ${file}.)`,
  );
}

/**
 * Moves a lock judged stale out of the way. Another process may have taken the folder between
 * our read and the rename; then the file moved is not the one judged, and it is put back.
 */
async function setAside(file: string, judged: string): Promise<void> {
  const aside = `${file}.${process.pid}.stale`;
  try {
    await rename(file, aside);
  } catch (err) {
    if (errno(err) === 'ENOENT') return;
    throw err;
  }
  const moved = await readFile(aside, 'utf8').catch(() => judged);
  if (moved !== judged) await writeFile(file, moved, { flag: 'wx' }).catch(() => undefined);
  await unlink(aside).catch(() => undefined);
}

/** Takes `dir`'s lock or throws naming its holder. Take it before PGlite opens the folder. */
export async function lockDataDir(dir: string): Promise<DataLock> {
  await mkdir(dir, { recursive: true });
  const file = path.join(dir, LOCK_FILE);
  const mine = JSON.stringify({ pid: process.pid, host: hostname(), startedAt: new Date().toISOString() } satisfies Holder);
  for (let attempt = 0; attempt < 50; attempt++) {
    try {
      await writeFile(file, mine, { flag: 'wx' }); // exclusive: fails if the file exists
      return held(file, mine);
    } catch (err) {
      if (errno(err) !== 'EEXIST') throw err;
    }
    const text = await readFile(file, 'utf8').catch(() => null);
    if (text === null) continue; // released in the meantime
    const holder = parse(text);
    if (holder && !isGone(holder, file)) throw inUse(dir, file, holder);
    // Unreadable: a holder between its exclusive open and its write, unless the file is old.
    const fresh = !holder && Date.now() - (await stat(file).catch(() => ({ mtimeMs: 0 }))).mtimeMs < 2000;
    if (fresh) await new Promise((resolve) => setTimeout(resolve, 50));
    else await setAside(file, text);
  }
  throw new Error(`Could not lock the data folder ${dir}: its lock file ${file} kept changing.`);
}

function held(file: string, mine: string): DataLock {
  heldHere.add(file);
  // Whatever ends the process (an uncaught error, process.exit) leaves no lock behind.
  const onExit = () => {
    try {
      if (readFileSync(file, 'utf8') === mine) unlinkSync(file);
    } catch {
      // already gone
    }
  };
  process.on('exit', onExit);
  return {
    file,
    async release() {
      if (!heldHere.delete(file)) return;
      process.off('exit', onExit);
      // Only our own lock: after a takeover the file may be another process's.
      if ((await readFile(file, 'utf8').catch(() => null)) === mine) await unlink(file).catch(() => undefined);
    },
  };
}
