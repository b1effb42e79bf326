import { mkdtemp, rm } from 'node:fs/promises';
import type { Server } from 'node:net';
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
    void work
      .catch(() => undefined)
      .finally(() => {
        clearTimeout(timer);
        resolve();
      });
  });
}

/**
 * Clients the socket takes at once. PostgREST (pool of one) opens a short connection for the
 * server version and, as soon as that one ends, its pool's: under load the socket had not yet
 * seen the first close and turned the second away (pglite-socket's debug log, backend starts
 * in a loop beside CPU burners), and each of PostgREST's reconnects, backing off 1, 2, 4 s, was
 * turned away the same way until the start timed out. A second client is safe: the session
 * gate keeps a transaction or an extended-protocol sequence to the client that began it.
 */
const CLIENTS = 2;

/**
 * PGlite's wire socket on a Unix socket in `dir`, started. pglite-socket (0.2.17) keeps to
 * CLIENTS itself, answering any other with "Too many connections"; it also sets Node's
 * net.Server#maxConnections to that number, and Node closes any connection beyond its own
 * count unheard. Node counts sockets a failed client has not closed yet (4 of them while
 * pglite-socket held none, in the same loop), so Node's limit is lifted and pglite-socket's
 * own check is the only one.
 */
export async function startWireSocket(gate: SessionGate, dir: string): Promise<PGLiteSocketServer> {
  const socket = new PGLiteSocketServer({ db: gate.socketView(), path: path.join(dir, `.s.PGSQL.${SOCKET_PORT}`), maxConnections: CLIENTS });
  await socket.start();
  const server = (socket as unknown as { server: Server | null }).server;
  if (server) server.maxConnections = Number.POSITIVE_INFINITY;
  return socket;
}

/**
 * PGlite's wire socket and PostgREST in front of it. The socket takes few clients (CLIENTS), and
 * it sits on a Unix socket in a private folder so no other local process can take a place first.
 *
 * On a loaded CI machine PostgREST has now and then never become ready: every connection it made
 * was closed at once by the socket, which was still counting an earlier one (startWireSocket).
 * Should a start still not be ready in time, a new socket and a new PostgREST over the same
 * database start clean: it is made again (and says so in the log) before the backend gives up.
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
    let socket: PGLiteSocketServer | null = null;
    const stopSocket = async () => {
      if (socket) await within(socket.stop(), LET_GO_MS);
      await rm(dir, { recursive: true, force: true });
    };
    try {
      socket = await startWireSocket(gate, dir);
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
