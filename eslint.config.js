import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

// DESIGN.md §2: dependencies point one way. Each layer lists what it must not import.
const layer = (name) => [`**/${name}`, `**/${name}/**`];
const forbid = (message, ...names) => ({ group: names.flatMap(layer), message });
const noReact = { group: ['react', 'react-dom', 'react/*', 'dexie-react-hooks', 'zustand'], message: 'No React here (DESIGN.md §2).' };
const noServer = forbid('Browser code never imports the local backend.', 'sync/server');

const restrict = (...patterns) => ({
  'no-restricted-imports': ['error', { patterns }],
});

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', '.data/**', 'public/**', 'bench/results.json'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  {
    files: ['src/domain/**'],
    rules: restrict(
      forbid('domain imports nothing of ours (DESIGN.md §2).', 'db', 'sync', 'assistant', 'features', 'ui', 'app'),
      noReact,
      { group: ['dexie', '@supabase/*', 'openai'], message: 'domain is pure.' },
    ),
  },
  {
    files: ['src/db/**'],
    rules: restrict(forbid('db may import domain only.', 'sync', 'assistant', 'features', 'ui', 'app'), noReact),
  },
  {
    files: ['sync/**'],
    ignores: ['sync/server/**'],
    rules: restrict(forbid('sync may import domain and db only.', 'assistant', 'features', 'ui', 'app'), noReact),
  },
  {
    files: ['sync/server/**'],
    rules: restrict(forbid('The local backend is standalone.', 'src', 'assistant', 'features', 'ui', 'app'), noReact),
  },
  {
    files: ['src/assistant/**'],
    rules: restrict(forbid('assistant may import domain and db only.', 'sync', 'features', 'ui', 'app'), noReact, noServer),
  },
  {
    files: ['src/ui/**'],
    rules: {
      ...restrict(forbid('ui imports nothing of ours but domain types.', 'db', 'sync', 'assistant', 'features', 'app'), { group: ['dexie', '@supabase/*'], message: 'ui is presentational.' }),
      'no-restricted-globals': ['error', { name: 'fetch', message: 'Components never call fetch.' }],
    },
  },
  {
    files: ['src/features/**'],
    rules: restrict(forbid('features never import the app layer.', 'app'), noServer),
  },
  {
    // Components read through hooks and write through repositories: never db, supabase or fetch.
    files: ['src/features/**/*.tsx'],
    rules: {
      ...restrict(
        forbid('features never import the app layer.', 'app'),
        noServer,
        { group: ['**/db/database', '**/remote/supabase-client', '@supabase/*', 'dexie'], message: 'Components never touch db or supabase: use a hook or a repository.' },
      ),
      'no-restricted-globals': ['error', { name: 'fetch', message: 'Components never call fetch.' }],
    },
  },
  {
    files: ['src/app/**'],
    rules: restrict(noServer),
  },
);
