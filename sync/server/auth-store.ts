import { randomBytes } from 'node:crypto';
import type { PGlite, Transaction } from '@electric-sql/pglite';
import type { SessionGate } from './session-gate';

export interface UserRow {
  id: string;
  email: string;
  encrypted_password: string;
  raw_user_meta_data: Record<string, unknown>;
  raw_app_meta_data: Record<string, unknown>;
  email_confirmed_at: string | null;
  last_sign_in_at: string | null;
  created_at: string;
  updated_at: string;
}

export type RotateResult = { ok: true; user: UserRow; sessionId: string; refreshToken: string } | { ok: false; reason: 'not_found' | 'already_used' };

const USER_COLUMNS = `id, email, encrypted_password, raw_user_meta_data, raw_app_meta_data,
  email_confirmed_at, last_sign_in_at, created_at, updated_at`;

// Timestamps leave the database as ISO text so the JSON we send matches GoTrue's format.
function normalise(row: UserRow): UserRow {
  const iso = (v: unknown) => (v instanceof Date ? v.toISOString() : (v as string | null));
  return {
    ...row,
    email_confirmed_at: iso(row.email_confirmed_at),
    last_sign_in_at: iso(row.last_sign_in_at),
    created_at: iso(row.created_at) as string,
    updated_at: iso(row.updated_at) as string,
  };
}

function newRefreshToken(): string {
  return randomBytes(24).toString('base64url');
}

type Q = Pick<PGlite | Transaction, 'query'>;

async function issueRefreshToken(q: Q, userId: string, sessionId: string, parent: string | null): Promise<string> {
  const token = newRefreshToken();
  await q.query('insert into auth.refresh_tokens (token, user_id, session_id, parent) values ($1, $2, $3, $4)', [token, userId, sessionId, parent]);
  return token;
}

/**
 * The auth service's only way into the database. Every method takes the session gate, so its
 * statements never run inside (or get rolled back with) a PostgREST transaction.
 */
export class AuthStore {
  constructor(private readonly gate: SessionGate) {}

  async findUserByEmail(email: string): Promise<UserRow | null> {
    return this.gate.run(async (db) => {
      const r = await db.query<UserRow>(`select ${USER_COLUMNS} from auth.users where lower(email) = lower($1)`, [email]);
      return r.rows[0] ? normalise(r.rows[0]) : null;
    });
  }

  async findUser(id: string): Promise<UserRow | null> {
    return this.gate.run(async (db) => {
      const r = await db.query<UserRow>(`select ${USER_COLUMNS} from auth.users where id = $1`, [id]);
      return r.rows[0] ? normalise(r.rows[0]) : null;
    });
  }

  /** Creates a confirmed user (autoconfirm) and its first session; null if the email is taken. */
  async createUserWithSession(
    email: string,
    passwordHash: string,
    meta: Record<string, unknown>,
  ): Promise<{ user: UserRow; sessionId: string; refreshToken: string } | null> {
    return this.gate.run((db) =>
      db.transaction(async (tx) => {
        const r = await tx.query<UserRow>(
          `insert into auth.users (email, encrypted_password, raw_user_meta_data, raw_app_meta_data,
             email_confirmed_at, last_sign_in_at)
           values ($1, $2, $3, '{"provider":"email","providers":["email"]}', now(), now())
           on conflict do nothing
           returning ${USER_COLUMNS}`,
          [email, passwordHash, JSON.stringify(meta)],
        );
        const user = r.rows[0];
        if (!user) return null;
        const session = await startSession(tx, user.id);
        return { user: normalise(user), ...session };
      }),
    );
  }

  async signIn(userId: string): Promise<{ user: UserRow; sessionId: string; refreshToken: string }> {
    return this.gate.run((db) =>
      db.transaction(async (tx) => {
        const r = await tx.query<UserRow>(`update auth.users set last_sign_in_at = now() where id = $1 returning ${USER_COLUMNS}`, [userId]);
        return { user: normalise(r.rows[0]), ...(await startSession(tx, userId)) };
      }),
    );
  }

  /**
   * Refresh-token rotation: a live token is revoked and replaced by a child. A revoked token
   * presented again within `reuseSeconds` of its rotation gets the session's current token back
   * (the page and the service worker may refresh at once: GoTrue's reuse interval). Later, it
   * is treated as theft, as GoTrue does: the whole session (token family) is ended.
   */
  async rotate(token: string, reuseSeconds: number): Promise<RotateResult> {
    return this.gate.run((db) =>
      db.transaction(async (tx): Promise<RotateResult> => {
        const r = await tx.query<{ user_id: string; session_id: string; revoked: boolean; recent: boolean }>(
          `select user_id, session_id, revoked, updated_at > now() - make_interval(secs => $2) as recent
           from auth.refresh_tokens where token = $1 for update`,
          [token, reuseSeconds],
        );
        const row = r.rows[0];
        if (!row) return { ok: false, reason: 'not_found' };
        let refreshToken: string | undefined;
        if (row.revoked) {
          const live = row.recent
            ? await tx.query<{ token: string }>('select token from auth.refresh_tokens where session_id = $1 and not revoked order by id desc limit 1', [
                row.session_id,
              ])
            : null;
          refreshToken = live?.rows[0]?.token;
          if (!refreshToken) {
            await tx.query('delete from auth.sessions where id = $1', [row.session_id]);
            return { ok: false, reason: 'already_used' };
          }
        } else {
          await tx.query('update auth.refresh_tokens set revoked = true, updated_at = now() where token = $1', [token]);
          refreshToken = await issueRefreshToken(tx, row.user_id, row.session_id, token);
        }
        await tx.query('update auth.sessions set updated_at = now() where id = $1', [row.session_id]);
        const u = await tx.query<UserRow>(`select ${USER_COLUMNS} from auth.users where id = $1`, [row.user_id]);
        if (!u.rows[0]) return { ok: false, reason: 'not_found' };
        return { ok: true, user: normalise(u.rows[0]), sessionId: row.session_id, refreshToken };
      }),
    );
  }

  async sessionExists(sessionId: string): Promise<boolean> {
    return this.gate.run(async (db) => {
      const r = await db.query('select 1 from auth.sessions where id = $1', [sessionId]);
      return r.rows.length > 0;
    });
  }

  /** Ends sessions (their refresh tokens go with them by cascade). */
  async endSessions(userId: string, sessionId: string, scope: 'global' | 'local' | 'others'): Promise<void> {
    const where = {
      global: 'user_id = $1 and $2::uuid is not null',
      local: 'user_id = $1 and id = $2',
      others: 'user_id = $1 and id <> $2',
    }[scope];
    await this.gate.run((db) => db.query(`delete from auth.sessions where ${where}`, [userId, sessionId]));
  }

  /** Stores a one-time recovery token; null when no such user (the caller must not reveal that). */
  async startRecovery(email: string): Promise<string | null> {
    const token = newRefreshToken();
    return this.gate.run(async (db) => {
      const r = await db.query(
        `update auth.users set recovery_token = $2, recovery_sent_at = now()
         where lower(email) = lower($1) returning id`,
        [email, token],
      );
      return r.rows.length ? token : null;
    });
  }

  /** Consumes a recovery token younger than an hour and signs its user in. */
  async redeemRecovery(token: string): Promise<{ user: UserRow; sessionId: string; refreshToken: string } | null> {
    return this.gate.run((db) =>
      db.transaction(async (tx) => {
        const r = await tx.query<UserRow>(
          `update auth.users set recovery_token = null, last_sign_in_at = now()
           where recovery_token = $1 and recovery_sent_at > now() - interval '1 hour'
           returning ${USER_COLUMNS}`,
          [token],
        );
        const user = r.rows[0];
        return user ? { user: normalise(user), ...(await startSession(tx, user.id)) } : null;
      }),
    );
  }

  /**
   * Changes the user. A new password ends every other session (their refresh tokens go with
   * them), as GoTrue does: whoever knew the old password is signed out everywhere but here.
   */
  async updateUser(
    id: string,
    currentSessionId: string,
    change: { email?: string; passwordHash?: string; data?: Record<string, unknown> },
  ): Promise<UserRow | null> {
    return this.gate.run((db) =>
      db.transaction(async (db) => {
        if (change.passwordHash) await db.query('delete from auth.sessions where user_id = $1 and id <> $2', [id, currentSessionId]);
        const r = await db.query<UserRow>(
          `update auth.users set
           email = coalesce($2, email),
           encrypted_password = coalesce($3, encrypted_password),
           raw_user_meta_data = raw_user_meta_data || coalesce($4::jsonb, '{}'::jsonb),
           updated_at = now()
         where id = $1 returning ${USER_COLUMNS}`,
          [id, change.email ?? null, change.passwordHash ?? null, change.data ? JSON.stringify(change.data) : null],
        );
        return r.rows[0] ? normalise(r.rows[0]) : null;
      }),
    );
  }
}

async function startSession(tx: Transaction, userId: string): Promise<{ sessionId: string; refreshToken: string }> {
  const s = await tx.query<{ id: string }>('insert into auth.sessions (user_id) values ($1) returning id', [userId]);
  const sessionId = s.rows[0].id;
  return { sessionId, refreshToken: await issueRefreshToken(tx, userId, sessionId, null) };
}
