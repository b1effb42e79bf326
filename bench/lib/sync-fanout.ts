// Many devices on one salon's change signal: `count` WebSockets to the backend's Realtime
// endpoint, each joined to the private channel salon:<id> with the owner's token, speaking the
// Phoenix protocol as realtime-js does (raw ws: 500 supabase-js clients would measure the bench
// process, not the server). `heard()` resolves when every socket has the next broadcast.
import WebSocket from 'ws';

export interface Fanout {
  /** Resolves with the epoch ms at which the last socket heard the next 'changed'. */
  heard(): Promise<number>;
  close(): void;
}

export async function joinMany(url: string, anonKey: string, accessToken: string, salonId: string, count: number): Promise<Fanout> {
  const wsUrl = `${url.replace(/^http/, 'ws')}/realtime/v1/websocket?apikey=${encodeURIComponent(anonKey)}&vsn=2.0.0`;
  const topic = `realtime:salon:${salonId}`;
  const sockets: WebSocket[] = [];
  let waiting: { left: number; resolve: (at: number) => void } | null = null;

  const joinOne = (i: number) =>
    new Promise<void>((resolve, reject) => {
      const ws = new WebSocket(wsUrl);
      sockets.push(ws);
      ws.on('error', reject);
      ws.on('open', () => {
        const config = { broadcast: { ack: false, self: false }, presence: { enabled: false }, postgres_changes: [], private: true };
        ws.send(JSON.stringify([String(i), String(i), topic, 'phx_join', { config, access_token: accessToken }]));
      });
      ws.on('message', (data) => {
        const [, ref, , event, payload] = JSON.parse(data.toString()) as [
          string | null,
          string | null,
          string,
          string,
          { status?: string; response?: unknown },
        ];
        if (event === 'phx_reply' && ref === String(i)) {
          if (payload.status === 'ok') resolve();
          else reject(new Error(`socket ${i}: join refused ${JSON.stringify(payload.response)}`));
        } else if (event === 'broadcast' && waiting && --waiting.left === 0) {
          waiting.resolve(Date.now());
          waiting = null;
        }
      });
    });

  // Joined a few dozen at a time, as devices coming online would be.
  for (let i = 0; i < count; i += 50) await Promise.all(Array.from({ length: Math.min(50, count - i) }, (_, k) => joinOne(i + k)));
  // The heartbeat realtime-js sends, so the server keeps sockets that are quiet between changes.
  const beat = setInterval(() => sockets.forEach((ws) => ws.send(JSON.stringify([null, 'hb', 'phoenix', 'heartbeat', {}]))), 25_000);
  return {
    heard: () => new Promise<number>((resolve) => (waiting = { left: sockets.length, resolve })),
    close: () => {
      clearInterval(beat);
      sockets.forEach((ws) => ws.terminate());
    },
  };
}
