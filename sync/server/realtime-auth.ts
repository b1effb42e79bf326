// Who may join a Realtime channel, decided as Supabase Realtime decides it: the client's token
// must be one this backend signed, and for a private channel the row-level policies on
// realtime.messages must let that user read a message on the topic. The check runs those very
// policies: a probe message is inserted, read back as the user with realtime.topic() set, and
// the transaction rolled back, so nothing is kept and the migrations' policy is the one rule.
import type { JWTPayload } from 'jose';
import { verifyToken } from './keys';
import type { SessionGate } from './session-gate';

export type JoinVerdict = { ok: true; claims: JWTPayload } | { ok: false; reason: string };

export class RealtimeAuth {
  constructor(
    private readonly gate: SessionGate,
    private readonly jwtSecret: string,
  ) {}

  /** The token's claims when this backend signed it and it has not expired. */
  async claims(token: string | undefined): Promise<JoinVerdict> {
    if (!token) return { ok: false, reason: 'No access token was sent' };
    const result = await verifyToken(token, this.jwtSecret);
    return result.ok ? { ok: true, claims: result.claims } : { ok: false, reason: `Invalid token: ${result.reason}` };
  }

  /** May the token's user hear the (sub)topic? Public channels need a valid token only. */
  async mayJoin(token: string | undefined, topic: string, isPrivate: boolean): Promise<JoinVerdict> {
    const verdict = await this.claims(token);
    if (!verdict.ok || !isPrivate) return verdict;
    const role = verdict.claims.role;
    if (role === 'service_role') return verdict;
    if (role !== 'authenticated') return { ok: false, reason: `Unauthorized: You do not have permissions to read from this Channel topic: ${topic}` };
    const allowed = await this.gate.run(async (db) => {
      await db.query('begin');
      try {
        await db.query(`insert into realtime.messages (topic, extension, payload, event, private) values ($1, 'broadcast', '{}', 'join', true)`, [topic]);
        await db.query('set local role authenticated');
        await db.query(`select set_config('request.jwt.claims', $1, true), set_config('realtime.topic', $2, true)`, [JSON.stringify(verdict.claims), topic]);
        const { rows } = await db.query<{ n: number }>('select count(*)::int as n from realtime.messages where topic = $1', [topic]);
        return rows[0].n > 0;
      } finally {
        await db.query('rollback');
      }
    });
    return allowed ? verdict : { ok: false, reason: `Unauthorized: You do not have permissions to read from this Channel topic: ${topic}` };
  }
}
