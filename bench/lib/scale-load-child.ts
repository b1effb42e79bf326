// Child of the scale loader: generates salons [from, to) and writes them to standard output as a
// psql script of COPY … FROM STDIN blocks, a transaction per few salons, so generating (here) and
// loading (PostgreSQL) run on both cores at once. Each salon's facts go out on fd 3 as a JSON line.
// Usage: scale-load-child.ts FROM TO STRIDE TODAY NOW_MS (salons FROM, FROM + STRIDE, … below TO)
import { createWriteStream } from 'node:fs';
import { copyLine, LARGE_SALON, LARGE_SALONS, MEDIAN_SALON, salonRows, type TableRows } from './scale-rows';

/** Ids kept per salon in its facts line: what the bench's pushes and reminders use. */
const KEEP_IDS = 1_000;
const SALONS_PER_TRANSACTION = 10;

const [from, to, stride, today, nowMs] = [Number(process.argv[2]), Number(process.argv[3]), Number(process.argv[4]), process.argv[5], Number(process.argv[6])];
const mine = Array.from({ length: Math.max(0, Math.ceil((to - from) / stride)) }, (_, k) => from + k * stride);
const facts = createWriteStream('', { fd: 3 });

function write(text: string): Promise<void> {
  return new Promise((resolve) => (process.stdout.write(text) ? resolve() : process.stdout.once('drain', resolve)));
}

async function main() {
  // Row triggers off for this session: see scale-load.ts for what that skips and what replaces it.
  await write('set session_replication_role = replica;\n');
  for (let k = 0; k < mine.length; k += SALONS_PER_TRANSACTION) {
    const byTable = new Map<string, TableRows[]>();
    const users: string[] = [];
    for (const i of mine.slice(k, k + SALONS_PER_TRANSACTION)) {
      const { tables, facts: f } = salonRows(i, LARGE_SALONS.has(i) ? LARGE_SALON : MEDIAN_SALON, today, nowMs);
      users.push(copyLine([f.ownerId, `owner${i}@scale.example.com`]));
      for (const t of tables) byTable.set(t.table, [...(byTable.get(t.table) ?? []), t]);
      const kept = { ...f, pastAppointmentIds: f.pastAppointmentIds.slice(-KEEP_IDS), futureConfirmedIds: f.futureConfirmedIds.slice(0, KEEP_IDS) };
      facts.write(`${JSON.stringify(kept)}\n`);
    }
    await write('begin;\ncopy auth.users (id, email) from stdin;\n');
    await write(`${users.join('')}\\.\n`);
    for (const [table, parts] of byTable) {
      await write(`copy public.${table} (${parts[0].columns.join(', ')}) from stdin;\n`);
      for (const part of parts) {
        for (let r = 0; r < part.rows.length; r += 2000)
          await write(
            part.rows
              .slice(r, r + 2000)
              .map(copyLine)
              .join(''),
          );
      }
      await write('\\.\n');
    }
    await write('commit;\n');
  }
  await new Promise<void>((resolve) => facts.end(resolve));
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
