import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';
import { startPostgrest } from './postgrest';
import type { SessionGate } from './session-gate';

/** libpq finds a socket directory's server in the file `.s.PGSQL.<port>`. */
const SOCKET_PORT = 5432;
/** How long each start may take to be ready; one entry an attempt. */
const READY_TIMEOUTS_MS = [15_000, 15_000, 15_000];
/** A socket or session that will not let go within this long is left behind, not waited for. */
const LET_GO_MS = 3_000;

export interface RestStack {
  /** Base URL of PostgREST (no /rest/v1 prefix; the gateway strips it). */
  url: string;
  stop(): Promise<void>;
}

function within(work: Promise<unknown>, ms: number): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    void work.catch(() => undefined).finally(() => {
      clearTimeout(timer);
      resolve();
    });
  });
}

/**
 * PGlite's wire socket and PostgREST in front of it. The socket takes one client, and it sits on
 * a Unix socket in a private folder so no other local process can take that place first.
 *
 * On a loaded CI machine PostgREST has now and then never become ready: every connection it made
 * was closed at once by the socket, which was still counting an earlier one. The cause sits in
 * pglite-socket's connection bookkeeping, which we do not own; a new socket and a new PostgREST
 * over the same database start clean, so a start that is not ready in time is made again (and
 * says so in the log) before the backend gives up.
 */
export async function startRestStack(
  gate: SessionGate,
  jwtSecret: string,
  log: (line: string) => void,
  readyTimeoutsMs: readonly number[] = READY_TIMEOUTS_MS,
): Promise<RestStack> {
  const attempts = readyTimeoutsMs.length;
  for (let attempt = 1; ; attempt++) {
    const dir = await mkdtemp(path.join(tmpdir(), 'salon-desk-pg-'));
    const socket = new PGLiteSocketServer({ db: gate.socketView(), path: path.join(dir, `.s.PGSQL.${SOCKET_PORT}`) });
    const stopSocket = async () => {
      await within(socket.stop(), LET_GO_MS);
      await rm(dir, { recursive: true, force: true });
    };
    try {
      await socket.start();
      // Started after the migrations, so its first schema cache already sees every table.
      const rest = await startPostgrest({ dbHost: dir, dbPort: SOCKET_PORT, jwtSecret, log, readyTimeoutMs: readyTimeoutsMs[attempt - 1] });
      return {
        url: rest.url,
        stop: async () => {
          await rest.stop();
          await stopSocket();
        },
      };
    } catch (err) {
      await stopSocket();
      // Whatever the dropped client left open in the one session is rolled back first.
      await within(gate.abandonSocketSession(), LET_GO_MS);
      if (attempt >= attempts) throw err;
      log(`[backend] PostgREST was not ready (attempt ${attempt} of ${attempts}): ${String(err).split('\n')[0]}; starting the socket and PostgREST again`);
    }
  }
}
