// Node's module hook for what runs under tsx rather than Vite (the bench renders the screens'
// components in Node): a file that imports Lingui's macro is compiled by the same macro pass as the
// build (lingui-macro.ts), then by esbuild to JavaScript; every other file goes on to tsx untouched.
// Registered by lingui-node-register.ts (`tsx --import ./scripts/lingui-node-register.ts …`).
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { transform } from 'esbuild';
import { compileMacros } from './lingui-macro';

type Load = (url: string, context: unknown, next: (url: string, context: unknown) => Promise<unknown>) => Promise<unknown>;

export const load: Load = async (url, context, next) => {
  if (!url.startsWith('file:') || !/\.(ts|tsx)$/.test(url) || url.includes('/node_modules/')) return next(url, context);
  const file = fileURLToPath(url);
  const macro = await compileMacros(await readFile(file, 'utf8'), file);
  if (!macro) return next(url, context);
  const js = await transform(macro.code, { loader: 'tsx', jsx: 'automatic', format: 'esm', sourcefile: file, target: 'node20' });
  return { format: 'module', source: js.code, shortCircuit: true };
};
