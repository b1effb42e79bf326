import type { PGlite } from '@electric-sql/pglite';
import { NotificationScanner } from './notify-scan';

/**
 * PGlite is ONE Postgres session. pglite-socket serialises wire messages one at a time
 * (`db.runExclusive` per message, see QueryQueueManager in its dist), but it releases that
 * mutex between messages — including between PostgREST's `BEGIN`, `set_config('role', ...)`,
 * the query and `COMMIT`, and between Parse/Bind/Execute and Sync of the extended protocol.
 * An in-process `db.query` slipping into such a gap would run as PostgREST's role, inside its
 * transaction, and be rolled back with it; PGlite's own `db.transaction` only takes its
 * transaction mutex, which the socket never takes, so the reverse interleaving is possible too.
 *
 * The gate fixes both: the socket holds it from the first message of a unit of work until the
 * session is idle again (no open transaction block, no unsynced extended-protocol messages), and
 * in-process users (auth service, migrations) take it for their whole piece of work.
 *
 * PGlite's one session is the superuser's, and pglite-socket ignores the user a client names. So
 * for each unit of work the socket's client becomes `authenticator`, as PostgREST's login is on
 * Supabase: it may then switch only to the roles granted to it (anon, authenticated,
 * service_role), and a token claiming `role: postgres` is refused. In-process work runs as the
 * superuser again.
 */
export class SessionGate {
  private tail: Promise<void> = Promise.resolve();
  private socketRelease: (() => void) | null = null;
  /** Extended-protocol messages were sent and their Sync has not been yet. */
  private midSequence = false;
  /** The session's own (superuser) role, learnt before the first switch to authenticator. */
  private superuser: string | null = null;
  private readonly notificationListeners = new Set<(channel: string, payload: string) => void>();
  private readonly scanner = new NotificationScanner((channel, payload) => this.notify(channel, payload));
  /** Answers held until the client needs them (see HELD), as a copy: PGlite reuses its buffer. */
  private held: Uint8Array[] = [];

  constructor(readonly db: PGlite) {}

  /**
   * Told of every NOTIFY this session hears, whoever committed it: the socket's clients (their
   * deliveries are found in the stream sent back to them) and in-process work alike. The channel
   * must be LISTENed to first (listen()).
   */
  onNotification(listener: (channel: string, payload: string) => void): () => void {
    this.notificationListeners.add(listener);
    return () => this.notificationListeners.delete(listener);
  }

  /**
   * LISTENs to a channel (in-process queries' deliveries come through PGlite's own listen()),
   * and sets `setting` to 'on' for the session: PGlite's one session is every client's, so it
   * tells the SQL that someone listens.
   */
  async listen(channel: string, setting?: string): Promise<void> {
    await this.run(async (db) => {
      await db.listen(channel, (payload) => this.notify(channel, payload));
      if (setting) await db.query(`select set_config($1, 'on', false)`, [setting]);
    });
  }

  private notify(channel: string, payload: string): void {
    for (const l of this.notificationListeners) l(channel, payload);
  }

  private acquire(): Promise<() => void> {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const prev = this.tail;
    this.tail = prev.then(() => held);
    return prev.then(() => release);
  }

  /** Run in-process database work with the session to ourselves. */
  async run<T>(fn: (db: PGlite) => Promise<T>): Promise<T> {
    const release = await this.acquire();
    try {
      return await fn(this.db);
    } finally {
      release();
    }
  }

  private sessionBusy(): boolean {
    return this.midSequence || this.db.isInTransaction();
  }

  private async socketExclusive<T>(fn: () => Promise<T>): Promise<T> {
    if (!this.socketRelease) {
      this.socketRelease = await this.acquire();
      // Outside runExclusive: inside it, the statement's answer would be streamed to the client.
      this.superuser ??= (await this.db.query<{ u: string }>('select session_user as u')).rows[0].u;
      await this.db.exec('SET SESSION AUTHORIZATION authenticator');
    }
    try {
      return await this.db.runExclusive(fn);
    } finally {
      if (!this.sessionBusy()) {
        const release = this.socketRelease;
        this.socketRelease = null;
        // RESET does not go back in PGlite (its single-user start sets no default to return to);
        // naming the superuser does, allowed because the session was authenticated as it.
        await this.db.exec(`SET SESSION AUTHORIZATION ${quoteIdent(this.superuser!)}`).finally(() => release?.());
      }
    }
  }

  /** A statement of our own inside the socket's exclusive section (db.query would wait on it). */
  private async simpleQuery(sql: string): Promise<void> {
    await this.db.execProtocolRaw(frontendMessage('Q', cString(sql)));
  }

  /** Abandon whatever the socket client left open (it disconnected mid-transaction). */
  async abandonSocketSession(): Promise<void> {
    await this.socketExclusive(async () => {
      this.held = [];
      if (this.midSequence) {
        this.midSequence = false;
        await this.db.execProtocolRaw(frontendMessage('S', new Uint8Array(0)));
      }
      if (this.db.isInTransaction()) await this.simpleQuery('ROLLBACK');
    });
  }

  /**
   * The PGlite as the socket server sees it: every wire message goes through the gate.
   * PGLiteSocketServer only uses the members below (checked against its 0.2.17 dist).
   */
  socketView(): PGlite {
    const db = this.db;
    const view = {
      get waitReady() {
        return db.waitReady;
      },
      isInTransaction: () => this.sessionBusy(),
      runExclusive: <T>(fn: () => Promise<T>) => this.socketExclusive(fn),
      execProtocolRawStream: async (message: Uint8Array, opts: Parameters<PGlite['execProtocolRawStream']>[1]) => {
        this.midSequence = EXTENDED.has(message[0]);
        // The bytes go to the client unchanged and in order; the scanner only reads them. Those of
        // a Parse, Bind, Describe or Close wait for the next message that answers (as PostgreSQL's
        // own output buffer does): pglite-socket writes every answer to the socket as it comes,
        // and a query's five small writes cost more than the query. An Execute's go at once (a
        // COPY's client waits for its CopyInResponse).
        const onRawData = opts?.onRawData;
        try {
          return await db.execProtocolRawStream(message, {
            ...opts,
            onRawData: (data: Uint8Array) => {
              this.scanner.push(data);
              this.held.push(data.slice());
            },
          });
        } finally {
          if (!HELD.has(message[0]) && this.held.length > 0) {
            const out = this.held.length === 1 ? this.held[0] : Buffer.concat(this.held);
            this.held = [];
            onRawData?.(out);
          }
        }
      },
      // Only called by the socket server as exec("ROLLBACK") when a client drops mid-transaction.
      exec: async () => {
        await this.abandonSocketSession();
        return [];
      },
    };
    return view as unknown as PGlite;
  }
}

// Parse, Bind, Describe, Execute, Close, Flush, CopyData: the session stays mid-sequence until
// Sync ('S'), a simple Query ('Q') or CopyDone/Fail ends it.
const EXTENDED = new Set(['P', 'B', 'D', 'E', 'C', 'H', 'd'].map((c) => c.charCodeAt(0)));
// The messages whose answers a client only reads after a later Execute, Sync or Flush.
const HELD = new Set(['P', 'B', 'D', 'C'].map((c) => c.charCodeAt(0)));

function quoteIdent(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}

function cString(text: string): Uint8Array {
  return new TextEncoder().encode(text + '\0');
}

function frontendMessage(type: string, body: Uint8Array): Uint8Array {
  const out = new Uint8Array(5 + body.length);
  out[0] = type.charCodeAt(0);
  new DataView(out.buffer).setInt32(1, 4 + body.length);
  out.set(body, 5);
  return out;
}
