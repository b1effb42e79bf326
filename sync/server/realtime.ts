// The local stand-in for Supabase Realtime's broadcast: serves /realtime/v1/websocket with the
// Phoenix channel protocol as @supabase/realtime-js speaks it (serializer vsn 2.0.0: every frame
// a JSON array [join_ref, ref, topic, event, payload]), so the device's one code path, the
// supabase-js client, is the same here and on Supabase. What it serves: heartbeat, phx_join of a
// broadcast channel (private ones authorised by realtime-auth.ts), access_token refresh,
// phx_leave, and the database's broadcasts (realtime.send, heard as NOTIFY) to every joined
// member of the topic. Presence, postgres_changes and client-sent broadcasts are refused.
import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer, type RawData, type WebSocket } from 'ws';
import { verifyToken } from './keys';
import { RealtimeAuth } from './realtime-auth';
import type { SessionGate } from './session-gate';

export const REALTIME_PATH = '/realtime/v1/websocket';
/** The NOTIFY channel the local realtime.send() speaks on (sync/server/platform.sql)... */
export const BROADCAST_CHANNEL = 'realtime_broadcast';
/** ...when this setting is on in the session, as the local server sets it. */
export const NOTIFY_SETTING = 'salon_desk.realtime_notify';
/** Phoenix closes a socket that sent nothing for a minute; realtime-js beats every 25 s. */
const SILENT_SOCKET_MS = 60_000;
const MAX_FRAME_BYTES = 64 * 1024;

type Frame = [string | null, string | null, string, string, Record<string, unknown>];

interface Joined {
  joinRef: string | null;
  /** The topic without its 'realtime:' prefix, as the database names it. */
  sub: string;
  private: boolean;
  expiry: ReturnType<typeof setTimeout> | null;
}

interface Connection {
  ws: WebSocket;
  token: string;
  channels: Map<string, Joined>;
  lastSeen: number;
}

export interface Realtime {
  /** Takes the upgrade when it is for /realtime/v1/websocket; false leaves it to others. */
  upgrade(req: IncomingMessage, socket: Duplex, head: Buffer): boolean;
  /** Sends a broadcast to every member of `topic` (without the 'realtime:' prefix). */
  broadcast(topic: string, event: string, payload: unknown, isPrivate: boolean): void;
  /** Sockets open now, and channels joined across them (for tests and the bench). */
  counts(): { sockets: number; channels: number };
  close(): void;
}

const refuse = (socket: Duplex, status: number, reason: string, body: string): void => {
  socket.end(
    `HTTP/1.1 ${status} ${reason}\r\nContent-Type: text/plain; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
  );
};

export function createRealtime(opts: { gate: SessionGate; jwtSecret: string; log?: (line: string) => void }): Realtime {
  const log = opts.log ?? (() => {});
  const auth = new RealtimeAuth(opts.gate, opts.jwtSecret);
  const wss = new WebSocketServer({ noServer: true, maxPayload: MAX_FRAME_BYTES });
  const connections = new Set<Connection>();

  const send = (c: Connection, frame: Frame) => {
    if (c.ws.readyState === c.ws.OPEN) c.ws.send(JSON.stringify(frame));
  };
  const reply = (c: Connection, [joinRef, ref, topic]: Frame, status: 'ok' | 'error', response: Record<string, unknown>) =>
    send(c, [joinRef, ref, topic, 'phx_reply', { status, response }]);

  /** Ends a member's channel with the system message and phx_close Realtime sends. */
  const drop = (c: Connection, topic: string, message: string) => {
    const joined = c.channels.get(topic);
    if (!joined) return;
    leave(c, topic);
    send(c, [joined.joinRef, null, topic, 'system', { status: 'error', extension: 'system', channel: joined.sub, message }]);
    send(c, [joined.joinRef, null, topic, 'phx_close', {}]);
  };

  const leave = (c: Connection, topic: string) => {
    const joined = c.channels.get(topic);
    if (joined?.expiry) clearTimeout(joined.expiry);
    c.channels.delete(topic);
  };

  /** The channel lives as long as its token: at expiry it is closed, as Realtime does. */
  const expireAt = (c: Connection, topic: string, exp: unknown) => {
    if (typeof exp !== 'number') return null;
    const ms = Math.min(exp * 1000 - Date.now(), 2 ** 31 - 1);
    return setTimeout(() => drop(c, topic, 'Token has expired'), Math.max(ms, 0));
  };

  async function join(c: Connection, frame: Frame): Promise<void> {
    const [joinRef, , topic, , payload] = frame;
    const config = (payload.config ?? {}) as { private?: boolean; postgres_changes?: unknown[]; presence?: { enabled?: boolean } };
    if (!topic.startsWith('realtime:')) return reply(c, frame, 'error', { reason: 'Topic must start with realtime:' });
    if ((config.postgres_changes?.length ?? 0) > 0 || config.presence?.enabled) {
      return reply(c, frame, 'error', { reason: 'The local backend serves broadcast only (no postgres_changes, no presence)' });
    }
    const sub = topic.slice('realtime:'.length);
    const token = typeof payload.access_token === 'string' ? payload.access_token : c.token;
    const verdict = await auth.mayJoin(token, sub, config.private === true);
    if (!verdict.ok) return reply(c, frame, 'error', { reason: verdict.reason });
    if (c.ws.readyState !== c.ws.OPEN) return;
    leave(c, topic);
    c.channels.set(topic, { joinRef, sub, private: config.private === true, expiry: null });
    c.channels.get(topic)!.expiry = expireAt(c, topic, verdict.claims.exp);
    reply(c, frame, 'ok', { postgres_changes: [] });
  }

  /** A refreshed token: checked again (a member who lost the salon loses the channel). */
  async function refresh(c: Connection, frame: Frame): Promise<void> {
    const [, , topic, , payload] = frame;
    const joined = c.channels.get(topic);
    if (!joined || typeof payload.access_token !== 'string') return;
    const verdict = await auth.mayJoin(payload.access_token, joined.sub, joined.private);
    if (!verdict.ok) return drop(c, topic, verdict.reason);
    if (joined.expiry) clearTimeout(joined.expiry);
    joined.expiry = expireAt(c, topic, verdict.claims.exp);
  }

  function onFrame(c: Connection, data: RawData, isBinary: boolean): void {
    c.lastSeen = Date.now();
    // Binary frames are realtime-js's client-sent broadcasts, which this server does not take.
    if (isBinary) return log('[realtime] ignored a binary frame (client broadcasts are not served)');
    let frame: Frame;
    try {
      const parsed: unknown = JSON.parse(data.toString());
      if (!Array.isArray(parsed) || parsed.length !== 5 || typeof parsed[2] !== 'string' || typeof parsed[3] !== 'string') throw new Error('shape');
      frame = [parsed[0] ?? null, parsed[1] ?? null, parsed[2], parsed[3], (parsed[4] ?? {}) as Record<string, unknown>];
    } catch {
      log('[realtime] closed a socket that sent a frame that is not a Phoenix message');
      c.ws.close(1003, 'Frames are JSON arrays [join_ref, ref, topic, event, payload]');
      return;
    }
    const [, , topic, event] = frame;
    const fail = (err: unknown) => {
      log(`[realtime] ${event} on ${topic} failed: ${String(err)}`);
      reply(c, frame, 'error', { reason: 'The server could not handle the request' });
    };
    if (topic === 'phoenix' && event === 'heartbeat') return reply(c, frame, 'ok', {});
    if (event === 'phx_join') return void join(c, frame).catch(fail);
    if (event === 'access_token') return void refresh(c, frame).catch(fail);
    if (event === 'phx_leave') {
      leave(c, topic);
      return reply(c, frame, 'ok', {});
    }
    if (frame[1] !== null) reply(c, frame, 'error', { reason: `The local backend does not take '${event}' messages from clients` });
  }

  const sweep = setInterval(() => {
    const before = Date.now() - SILENT_SOCKET_MS;
    for (const c of connections) if (c.lastSeen < before) c.ws.terminate();
  }, SILENT_SOCKET_MS / 2);
  sweep.unref();

  return {
    upgrade(req, socket, head) {
      const url = new URL(req.url ?? '/', 'http://localhost');
      if (url.pathname.replace(/\/+$/, '') !== REALTIME_PATH) return false;
      const apikey = url.searchParams.get('apikey') ?? '';
      if (url.searchParams.get('vsn') !== '2.0.0') {
        refuse(socket, 400, 'Bad Request', 'Only the Phoenix serializer vsn 2.0.0 is served.');
        return true;
      }
      void verifyToken(apikey, opts.jwtSecret).then((key) => {
        if (!key.ok) return refuse(socket, 401, 'Unauthorized', 'The apikey is not a key of this project.');
        wss.handleUpgrade(req, socket, head, (ws) => {
          const c: Connection = { ws, token: apikey, channels: new Map(), lastSeen: Date.now() };
          connections.add(c);
          ws.on('message', (data, isBinary) => onFrame(c, data, isBinary));
          ws.on('close', () => {
            for (const topic of [...c.channels.keys()]) leave(c, topic);
            connections.delete(c);
          });
          ws.on('error', () => ws.terminate());
        });
      });
      return true;
    },
    broadcast(topic, event, payload, isPrivate) {
      const body = { type: 'broadcast', event, payload };
      for (const c of connections) {
        for (const [wire, joined] of c.channels) {
          if (joined.sub === topic && joined.private === isPrivate) send(c, [null, null, wire, 'broadcast', body]);
        }
      }
    },
    counts() {
      let channels = 0;
      for (const c of connections) channels += c.channels.size;
      return { sockets: connections.size, channels };
    },
    close() {
      clearInterval(sweep);
      for (const c of connections) c.ws.terminate();
      connections.clear();
      wss.close();
    },
  };
}

/** The database's broadcasts, as platform.sql's realtime.send() notifies them. */
export function parseBroadcast(payload: string): { topic: string; event: string; payload: unknown; private: boolean } | null {
  try {
    const m = JSON.parse(payload) as { topic?: unknown; event?: unknown; payload?: unknown; private?: unknown };
    if (typeof m.topic !== 'string' || typeof m.event !== 'string') return null;
    return { topic: m.topic, event: m.event, payload: m.payload ?? {}, private: m.private !== false };
  } catch {
    return null;
  }
}
