import { existsSync, readFileSync } from 'node:fs';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { pgcrypto } from '@electric-sql/pglite/contrib/pgcrypto';

const here = path.dirname(new URL(import.meta.url).pathname);
const repoRoot = path.resolve(here, '../..');

function pgliteVersion(): string {
  const pkg = path.join(repoRoot, 'node_modules/@electric-sql/pglite/package.json');
  return (JSON.parse(readFileSync(pkg, 'utf8')) as { version: string }).version;
}

/**
 * initdb inside WASM costs seconds on every in-memory start; loading a tarball of a freshly
 * initialised cluster costs a fraction of that. The pristine cluster (no schema of ours) is kept
 * in node_modules/.cache, keyed by the PGlite version, and rebuilt when missing.
 */
async function initdbTemplate(): Promise<Blob> {
  const file = path.join(repoRoot, 'node_modules/.cache/salon-desk', `pglite-${pgliteVersion()}-initdb.tar`);
  if (existsSync(file)) return new Blob([await readFile(file)]);
  const fresh = await PGlite.create();
  const tarball = await fresh.dumpDataDir('none');
  await fresh.close();
  await mkdir(path.dirname(file), { recursive: true });
  const tmp = `${file}.${process.pid}.tmp`;
  await writeFile(tmp, Buffer.from(await tarball.arrayBuffer()));
  await rename(tmp, file); // atomic, so parallel starts never read half a file
  return tarball;
}

/** Opens PGlite in memory (dataDir null) or persisted in dataDir, created on first use. */
export async function openPglite(dataDir: string | null): Promise<PGlite> {
  // btree_gist: the appointments exclusion constraint (no double booking) mixes uuid = with range &&.
  const extensions = { pgcrypto, btree_gist };
  if (dataDir && existsSync(path.join(dataDir, 'PG_VERSION'))) {
    return PGlite.create(dataDir, { extensions });
  }
  const loadDataDir = await initdbTemplate();
  if (dataDir) await mkdir(dataDir, { recursive: true });
  return PGlite.create(dataDir ?? undefined, { extensions, loadDataDir });
}
