// The layer rules of eslint.config.js hold for a dynamic import() as for a static one:
// a screen cannot reach Dexie or the database by writing import('…') instead of import … from;
// and the assistant reaches a salon only through its SalonStore, never a database or its client.
import path from 'node:path';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

const ROOT = path.resolve(__dirname, '../..');
let eslint: ESLint;
beforeAll(() => {
  eslint = new ESLint({ cwd: ROOT });
});

/** The layer rules' messages for `code` as if it were the file at `file` (which need not exist). */
async function problems(code: string, file: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(ROOT, file) });
  return result.messages.filter((m) => m.fatal || m.ruleId?.startsWith('no-restricted-')).map((m) => `${m.ruleId}: ${m.message}`);
}

const SCREEN = 'src/features/appointments/lint-probe.ts';

describe('lint: features never reach Dexie', () => {
  it('refuses a dynamic import of the database or of dexie, as it refuses the static one', async () => {
    for (const spec of ['../../db/database', '../../db/context', 'dexie', 'dexie-react-hooks']) {
      expect(await problems(`export const load = () => import('${spec}');\n`, SCREEN), spec).toEqual([
        expect.stringMatching(/^no-restricted-syntax: Features (read through src\/data|never touch Dexie)/),
      ]);
      expect(await problems(`export const load = () => import(\`${spec}\`);\n`, SCREEN), `${spec} as a template`).toHaveLength(1);
      expect(await problems(`export * from '${spec}';\n`, SCREEN), `static ${spec}`).toEqual([expect.stringMatching(/^no-restricted-imports: /)]);
    }
    // In a component too.
    expect(await problems("export const load = () => import('../../db/database');\n", 'src/features/appointments/Probe.tsx')).toHaveLength(1);
  });

  it('lets a screen import the read layer and the repositories, dynamically or not', async () => {
    for (const spec of ['../../data', '../../db/repositories/customers', '../../domain/tables']) {
      expect(await problems(`export const load = () => import('${spec}');\n`, SCREEN), spec).toEqual([]);
    }
  });

  it('the assistant sees a salon only through its store: no database layer, no Dexie, no SQL client', async () => {
    const TOOL = 'src/assistant/tools/lint-probe.ts';
    for (const spec of [
      '../../db/database',
      '../../db/repositories/appointments',
      '../../data/queries/assistant',
      '../../data',
      'dexie',
      'pg',
      '@electric-sql/pglite',
      '@supabase/supabase-js',
      '../../../sync/server/keys',
    ]) {
      const statics = await problems(`export * from '${spec}';\n`, TOOL);
      expect(statics.length, spec).toBeGreaterThan(0);
      for (const p of statics) expect(p, spec).toMatch(/^no-restricted-imports: /);
      expect(await problems(`export const load = () => import('${spec}');\n`, TOOL), `import('${spec}')`).toEqual([
        expect.stringMatching(/^no-restricted-syntax: /),
      ]);
    }
    // The port and the pure domain are what it is written against.
    for (const spec of ['../../domain/salon-store', '../../domain/availability', 'zod', 'openai']) {
      expect(await problems(`export * from '${spec}';\n`, TOOL), spec).toEqual([]);
    }
  });

  it('leaves the layers that may use Dexie alone', async () => {
    expect(await problems("export const load = () => import('dexie');\n", 'src/data/lint-probe.ts')).toEqual([]);
  });
});

// A module's tests sit beside it, so they keep its layer's imports: a test that needs a higher layer
// belongs there (a repository read back through a query is a src/data test).
describe('lint: a test file keeps to its layer', () => {
  it('refuses a test beside the code an import its module could not make', async () => {
    expect(await problems("export * from '../../data/queries/booking';\n", 'src/db/repositories/lint-probe.test.ts')).toHaveLength(1);
    expect(await problems("export * from '../db/database';\n", 'src/domain/lint-probe.test.ts')).toHaveLength(1);
    expect(await problems("export type { SalonDeskDB } from '../../db/database';\n", 'src/features/appointments/lint-probe.test.ts')).toHaveLength(1);
    expect(await problems("export * from '../../db/repositories/booking-settings';\n", 'src/data/queries/lint-probe.test.ts')).toEqual([]);
  });
});
