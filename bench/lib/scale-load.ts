// Loads salons into the scale bench's cluster by COPY: a child process generates them
// (scale-load-child.ts) straight into psql's standard input. The COPY sessions run with
// session_replication_role = replica, which turns row triggers off, on a machine where they made
// the load several times slower. What they would have done is done otherwise or is nothing:
// - the version stamp: the generator writes each salon's versions 1..n in insert order and its
//   counter row, which is what the trigger would have written;
// - the foreign-key checks: every foreign key is checked in bulk once the salons are in, and a
//   dangling reference fails the load;
// - the message queue: every salon's messages are off while it loads (as an import would), so it
//   would queue nothing; the push guard lets the superuser through anyway.
// CHECK, NOT NULL, unique and exclusion constraints are not triggers: they hold row by row.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { ScaleCluster } from './scale-cluster';
import type { SalonFacts } from './scale-rows';

const CHILD = fileURLToPath(new URL('./scale-load-child.ts', import.meta.url));

/** Every foreign key of the project's tables, checked over all rows at once (an anti-join each). */
const CHECK_REFERENCES = `do $$
declare
  k record;
  n bigint;
begin
  for k in
    select c.conname, c.conrelid::regclass as child, c.confrelid::regclass as parent,
           (select string_agg(format('c.%I is not null', a.attname), ' and ')
              from unnest(c.conkey) u(n) join pg_attribute a on a.attrelid = c.conrelid and a.attnum = u.n) as present,
           (select string_agg(format('p.%I = c.%I', pa.attname, ca.attname), ' and ')
              from unnest(c.conkey, c.confkey) u(cn, pn)
              join pg_attribute ca on ca.attrelid = c.conrelid and ca.attnum = u.cn
              join pg_attribute pa on pa.attrelid = c.confrelid and pa.attnum = u.pn) as joins
      from pg_constraint c
     where c.contype = 'f' and c.connamespace in ('public'::regnamespace, 'sync_private'::regnamespace)
  loop
    execute format('select count(*) from %s c where %s and not exists (select 1 from %s p where %s)', k.child, k.present, k.parent, k.joins) into n;
    if n > 0 then
      raise exception '% rows of % break foreign key %', n, k.child, k.conname;
    end if;
  end loop;
end $$`;

/** Generates and loads salons [from, to) in `pipes` parallel streams; returns their facts in order. */
export async function loadSalons(c: ScaleCluster, from: number, to: number, today: string, nowMs: number, pipes = 2): Promise<SalonFacts[]> {
  // Salons dealt out in turn, so a large one does not leave one stream working alone.
  const streams = Math.min(pipes, to - from);
  const parts = await Promise.all(Array.from({ length: streams }, (_, p) => loadStream(c, from + p, to, streams, today, nowMs)));
  await c.sql(CHECK_REFERENCES);
  return parts.flat().sort((x, y) => x.index - y.index);
}

async function loadStream(c: ScaleCluster, from: number, to: number, stride: number, today: string, nowMs: number): Promise<SalonFacts[]> {
  const psql = c.script();
  const expected = Math.ceil((to - from) / stride);
  const child = spawn(
    process.execPath,
    ['--max-semi-space-size=64', '--import', 'tsx', CHILD, String(from), String(to), String(stride), today, String(nowMs)],
    {
      stdio: ['ignore', 'pipe', 'inherit', 'pipe'],
    },
  );
  const facts: SalonFacts[] = [];
  let buffer = '';
  child.stdio[3]?.on('data', (chunk: Buffer) => {
    buffer += chunk.toString('utf8');
    let nl: number;
    while ((nl = buffer.indexOf('\n')) >= 0) {
      facts.push(JSON.parse(buffer.slice(0, nl)) as SalonFacts);
      buffer = buffer.slice(nl + 1);
    }
  });
  child.stdout?.pipe(psql.stdin);
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  const code = await exited;
  if (code !== 0) {
    psql.stdin.destroy();
    throw new Error(`generating salons ${from}–${to - 1} (every ${stride}) failed (exit ${code})`);
  }
  await psql.done;
  if (facts.length !== expected) throw new Error(`salons ${from}–${to - 1} (every ${stride}): ${facts.length} facts for ${expected} salons`);
  return facts;
}
