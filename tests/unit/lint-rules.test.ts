// The layer rules of eslint.config.js hold for a dynamic import() as for a static one (issue 12):
// a screen cannot reach Dexie or the database by writing import('…') instead of import … from;
// and the assistant's tools read through src/data/queries, never a Dexie table.
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

  it('the assistant reads no Dexie table itself and imports only the queries of the read layer', async () => {
    const TOOL = 'src/assistant/tools/lint-probe.ts';
    const tool = (body: string) => `import type { ToolContext } from './tool';\nexport const run = async (tc: ToolContext, db: ToolContext['ctx']['db']) => ${body};\n`;
    expect(await problems(tool('tc.ctx.db.appointments.get(tc.salonId)'), TOOL)).toEqual([expect.stringMatching(/^no-restricted-syntax: The assistant reads through a named query/)]);
    expect(await problems(tool("db.staff.where('salon_id').equals(tc.salonId).toArray()"), TOOL)).toEqual([expect.stringMatching(/^no-restricted-syntax: /)]);
    expect(await problems(tool("(await import('../../data/queries/assistant')).readHoursRows(tc.ctx.db, tc.salonId)"), TOOL)).toEqual([]);
    expect(await problems("export { readHoursRows } from '../../data/queries/assistant';\n", TOOL)).toEqual([]);
    expect(await problems("export { useSalon } from '../../data';\n", TOOL)).toEqual([expect.stringMatching(/^no-restricted-imports: /)]);
    expect(await problems("export { useSalon } from '../../data/use-salon';\n", TOOL)).toEqual([expect.stringMatching(/^no-restricted-imports: /)]);
  });

  it('leaves the layers that may use Dexie alone', async () => {
    expect(await problems("export const load = () => import('dexie');\n", 'src/data/lint-probe.ts')).toEqual([]);
  });
});
