// Build step (vite.config.ts): runs Lingui's macro (t`...`, <Trans>, msg`...`) through Babel on the
// files that import it, and on nothing else. @vitejs/plugin-react 6 no longer runs Babel, and
// @rolldown/plugin-babel asks for Node 22; this is the same transform in a few lines, and the
// files without a macro skip Babel altogether (a check of their text), which keeps the build fast.
//
// English needs no catalog: each message keeps its English text, compiled here into the form a
// catalog holds (so the browser never parses ICU). The English texts then travel with the screen
// that shows them, in its own chunk, instead of all of them in the entry; another language's
// catalog, when loaded, wins over them, and a text it lacks falls back to the English.
import { transformAsync, types as t, type PluginObj } from '@babel/core';
import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';
import type { Plugin } from 'vite';

const MACRO = /from\s+['"]@lingui\/(core|react)\/macro['"]/;
const SOURCE = /\.(ts|tsx)$/;

/** `{ id, message: 'Hi {name}' }` → `{ id, message: ['Hi ', ['name']] }`, once the macro has written them. */
function compileEnglish(): PluginObj {
  return {
    name: 'salon-desk-compile-english',
    visitor: {
      Program: {
        exit(program) {
          program.traverse({
            ObjectProperty(path) {
              const { key, value } = path.node;
              if (!t.isIdentifier(key, { name: 'message' }) || !t.isStringLiteral(value)) return;
              const siblings = (path.parent as t.ObjectExpression).properties;
              if (!siblings.some((p) => t.isObjectProperty(p) && t.isIdentifier(p.key, { name: 'id' }))) return;
              path.get('value').replaceWith(t.valueToNode(compileMessageOrThrow(value.value)));
            },
          });
        },
      },
    },
  };
}

/** Runs the macro over one file's source (TypeScript and JSX stay as they are); null when it has no macro. */
export async function compileMacros(code: string, file: string): Promise<{ code: string; map: unknown } | null> {
  if (!SOURCE.test(file) || file.includes('/node_modules/') || !MACRO.test(code)) return null;
  const out = await transformAsync(code, {
    filename: file,
    babelrc: false,
    configFile: false,
    sourceMaps: true,
    // Syntax only: TypeScript and JSX stay for the React plugin and Rolldown (or esbuild) to compile.
    parserOpts: { plugins: ['typescript', 'jsx'] },
    plugins: [['@lingui/babel-plugin-lingui-macro', { stripMessageField: false }], compileEnglish],
  });
  return out?.code ? { code: out.code, map: out.map } : null;
}

export function linguiMacro(): Plugin {
  return {
    name: 'salon-desk-lingui-macro',
    enforce: 'pre',
    async transform(code, id) {
      return (await compileMacros(code, id.split('?')[0])) as { code: string; map: null } | null;
    },
  };
}
