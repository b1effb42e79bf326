// Many salons at once against the scale bench's backend: devices pushing and pulling in a loop,
// the reminder sender draining every salon's reminders meanwhile, and the tombstone purge with
// what it holds locked, sampled from pg_locks while it runs.
import { createServer, type Server } from 'node:http';
import { once } from 'node:events';
import { startMailCatcher } from '../../sync/server/mail-catcher';
import { createMailer } from '../../sync/server/mailer';
import { Sender } from '../../sync/server/sender';
import type { ScaleCluster } from './scale-cluster';
import type { ScaleDevice } from './scale-calls';

export interface LoopRun {
  push: number[];
  pull: number[];
  errors: number;
  firstError: string | null;
  seconds: number;
}

/** Each device pushes one edit then pulls up to date, again and again, until `done` says stop. */
export async function syncLoop(devices: readonly ScaleDevice[], done: () => boolean): Promise<LoopRun> {
  const run: LoopRun = { push: [], pull: [], errors: 0, firstError: null, seconds: 0 };
  const t0 = performance.now();
  const fail = (err: unknown) => {
    run.errors += 1;
    run.firstError ??= err instanceof Error ? err.message : String(err);
  };
  await Promise.all(
    devices.map(async (d) => {
      while (!done()) {
        try {
          let t = performance.now();
          await d.pushEdits(1);
          run.push.push(performance.now() - t);
          t = performance.now();
          await d.pullFrom(d.cursor);
          run.pull.push(performance.now() - t);
        } catch (err) {
          fail(err);
        }
      }
    }),
  );
  run.seconds = (performance.now() - t0) / 1000;
  return run;
}

export const forMs = (ms: number) => {
  const end = performance.now() + ms;
  return () => performance.now() >= end;
};

/** Supabase's URL layout (/rest/v1/…) in front of the bare PostgREST, for clients built with createClient. */
async function restPrefix(restUrl: string): Promise<Server> {
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const headers = Object.fromEntries(Object.entries(req.headers).filter(([k]) => !['host', 'connection', 'content-length'].includes(k))) as Record<
        string,
        string
      >;
      const body = chunks.length > 0 ? Buffer.concat(chunks) : undefined;
      fetch(`${restUrl}${(req.url ?? '/').replace(/^\/rest\/v1/, '')}`, { method: req.method, headers, body })
        .then(async (r) => {
          res.writeHead(r.status, Object.fromEntries([...r.headers].filter(([k]) => !['content-encoding', 'content-length', 'transfer-encoding'].includes(k))));
          res.end(Buffer.from(await r.arrayBuffer()));
        })
        .catch((err: unknown) => {
          res.writeHead(502);
          res.end(String(err));
        });
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return server;
}

export interface DrainRun {
  queued: number;
  claimed: number;
  sent: number;
  skipped: number;
  failed: number;
  ms: number;
  sync: LoopRun;
}

/**
 * Turns reminders on in every salon (the server queues one per booking ahead), then drains the
 * ones due within `aheadHours` with the real sender (its clock moved on, as the bench may; mail
 * to the local SMTP catcher) while `devices` keep syncing. Returns the drain and the devices' run.
 */
export async function drainWhileSyncing(c: ScaleCluster, devices: readonly ScaleDevice[], aheadHours: number, log: (l: string) => void): Promise<DrainRun> {
  const t0 = performance.now();
  await c.sql(`update public.message_settings set reminder_on = true, updated_at = sync_private.server_hlc(updated_at)`);
  const queued = Number(
    await c.sql(`select count(*) from public.customer_messages where kind = 'reminder' and status = 'queued'
    and due_at collate "C" <= ${`'${new Date(Date.now() + aheadHours * 3600_000).toISOString()}'`}`),
  );
  log(`[scale] reminders on in every salon in ${Math.round(performance.now() - t0)} ms; ${queued} due within ${aheadHours} h`);
  const catcher = await startMailCatcher();
  const mailer = createMailer({ host: '127.0.0.1', port: catcher.port, secure: false, from: 'no-reply@salon-desk.local' });
  const proxy = await restPrefix(c.restUrl);
  const address = proxy.address();
  const url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  try {
    const sender = new Sender({ url, serviceRoleKey: c.serviceRoleKey, mailer, clock: () => new Date(Date.now() + aheadHours * 3600_000) });
    let drained = false;
    const syncing = syncLoop(devices, () => drained);
    const t1 = performance.now();
    const total = await sender.drain().finally(() => (drained = true));
    const ms = performance.now() - t1;
    const why = await c.sql(
      `select count(*) || ' ' || coalesce(last_error, '') from public.customer_messages where status = 'skipped' and kind = 'reminder' group by last_error order by 1 desc`,
    );
    log(`[scale] reminders skipped, by reason:\n${why}`);
    return { queued, claimed: total.claimed, sent: total.sent, skipped: total.skipped, failed: total.failed, ms, sync: await syncing };
  } finally {
    mailer.close();
    await catcher.stop();
    proxy.close();
  }
}

export interface PurgeRun {
  ms: number;
  purged: Record<string, number>;
  /** Each lock the purge held: type, relation and mode, in how many of the samples. */
  locks: { lock: string; samples: number }[];
  samples: number;
  /** The most lock requests of other sessions left waiting in one sample. */
  maxWaiting: number;
}

/** purge_tombstones as the service role calls it, with pg_locks sampled every 20 ms meanwhile. */
export async function purgeWithLocks(c: ScaleCluster, olderThan: string): Promise<PurgeRun> {
  const sampler = c.script();
  const sampling = sampler.write(`
create temp table lock_samples (n int, lock text, waiting int);
do $$
declare seen boolean := false; t0 timestamptz := clock_timestamp(); k int := 0; busy int[];
begin
  loop
    perform pg_stat_clear_snapshot();
    select array_agg(pid) into busy from pg_stat_activity
     where query ilike '%purge_tombstones%' and state = 'active' and pid <> pg_backend_pid();
    if busy is not null then
      seen := true;
      k := k + 1;
      insert into lock_samples
      select k, l.locktype || ' ' || coalesce(l.relation::regclass::text, '') || ' ' || l.mode || case when l.granted then '' else ' (waiting)' end,
             (select count(*) from pg_locks w where not w.granted and w.pid <> all(busy))
        from pg_locks l where l.pid = any(busy) and l.locktype <> 'virtualxid';
    elsif seen or clock_timestamp() - t0 > interval '20 seconds' then
      exit;
    end if;
    perform pg_sleep(0.02);
  end loop;
end $$;
select coalesce(jsonb_agg(x), '[]') from (select lock, count(distinct n) as samples from lock_samples group by lock order by 2 desc, 1) x;
select coalesce(max(n), 0) || '|' || coalesce(max(waiting), 0) from lock_samples;
`);
  await sampling;
  await new Promise((r) => setTimeout(r, 200));
  const t0 = performance.now();
  const res = await fetch(`${c.restUrl}/rpc/purge_tombstones`, {
    method: 'POST',
    headers: { apikey: c.serviceRoleKey, authorization: `Bearer ${c.serviceRoleKey}`, 'content-type': 'application/json' },
    body: JSON.stringify({ p_older_than: olderThan }),
  });
  const ms = performance.now() - t0;
  if (!res.ok) throw new Error(`purge_tombstones: HTTP ${res.status} ${await res.text()}`);
  const answer = (await res.json()) as { purged: Record<string, number> };
  const [locksJson, counts] = (await sampler.end()).trim().split('\n');
  const [samples, maxWaiting] = counts.split('|').map(Number);
  return { ms, purged: answer.purged, locks: JSON.parse(locksJson) as PurgeRun['locks'], samples, maxWaiting };
}
