import { readFile, readdir } from 'node:fs/promises';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';

export interface MigrationResult {
  applied: string[];
  skipped: string[];
}

export class MigrationError extends Error {
  constructor(
    readonly migration: string,
    cause: unknown,
  ) {
    super(`Migration ${migration} failed: ${cause instanceof Error ? cause.message : String(cause)}`);
    this.name = 'MigrationError';
  }
}

/** The platform bootstrap is idempotent, so it runs on every start (cheap, and self-healing). */
export async function applyPlatform(db: PGlite, sqlFile: string): Promise<void> {
  const sql = await readFile(sqlFile, 'utf8');
  try {
    await db.exec(sql);
  } catch (err) {
    throw new MigrationError(path.basename(sqlFile), err);
  }
}

/**
 * Applies `<dir>/*.sql` in filename order, each once, each in its own transaction together with
 * its bookkeeping row, so a failed migration leaves no trace and stops startup. The record lives
 * in a schema of ours, away from `public` which PostgREST exposes.
 */
export async function migrate(db: PGlite, dir: string): Promise<MigrationResult> {
  await db.exec(`
    create schema if not exists _salon_desk;
    revoke all on schema _salon_desk from public;
    create table if not exists _salon_desk.migrations (
      name text primary key,
      applied_at timestamptz not null default now()
    );
  `);
  const files = (await readdir(dir).catch(() => [] as string[])).filter((f) => f.endsWith('.sql')).sort();
  const done = new Set((await db.query<{ name: string }>('select name from _salon_desk.migrations')).rows.map((r) => r.name));
  const result: MigrationResult = { applied: [], skipped: [] };
  for (const name of files) {
    if (done.has(name)) {
      result.skipped.push(name);
      continue;
    }
    const sql = await readFile(path.join(dir, name), 'utf8');
    try {
      await db.transaction(async (tx) => {
        await tx.exec(sql);
        await tx.query('insert into _salon_desk.migrations (name) values ($1)', [name]);
      });
    } catch (err) {
      throw new MigrationError(name, err);
    }
    result.applied.push(name);
  }
  return result;
}
