import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import lingui from 'eslint-plugin-lingui';

// Dependencies point one way. Each layer lists what it must not import.
const layer = (name) => [`**/${name}`, `**/${name}/**`];
const forbid = (message, ...names) => ({ group: names.flatMap(layer), message });
const noReact = { group: ['react', 'react-dom', 'react/*', 'dexie-react-hooks', 'zustand'], message: 'No React here (docs/architecture.md#layers).' };
const noServer = forbid('Browser code never imports the local backend.', 'sync/server');
// One live-read primitive (src/data/use-live-read.ts says why, with the measured numbers).
const noLiveQuery = { group: ['dexie-react-hooks'], message: 'Live reads use useLiveRead (src/data/use-live-read.ts), never useLiveQuery.' };
// Screens read through the read layer (src/data) and write through repositories: of src/db they
// see src/db/repositories only, and never Dexie itself.
const featureReads = [
  { regex: '(^|/)db(/(?!repositories/)|$)', message: 'Features read through src/data and write through src/db/repositories only.' },
  { group: ['dexie', 'dexie/*', 'dexie-react-hooks'], message: 'Features never touch Dexie: read through src/data, write through src/db/repositories.' },
];

// The same doors for a dynamic import(), which no-restricted-imports does not read: a screen that
// writes import('../../db/database') or import('dexie') is refused like the static import. The
// regular expressions say "/" as \x2F: a selector's /…/ literal ends at the first slash.
const dynamicImport = (regex, message) => [
  { selector: `ImportExpression[source.value=/${regex}/]`, message },
  { selector: `ImportExpression[source.quasis.length=1][source.quasis.0.value.cooked=/${regex}/]`, message },
];
const featureDynamicReads = [
  ...dynamicImport('(^|\\x2F)db(\\x2F(?!repositories\\x2F)|$)', featureReads[0].message),
  ...dynamicImport('^dexie(-react-hooks)?(\\x2F|$)', featureReads[1].message),
];

// Database clients: only the layers that own a database may hold one.
const sqlClients = ['dexie', 'dexie/*', 'dexie-react-hooks', 'pg', 'pg/*', 'postgres', '@electric-sql/*', '@supabase/*'];

const restrict = (...patterns) => ({
  'no-restricted-imports': ['error', { patterns }],
});

// Directories whose texts all go through Lingui, one list per catalog (lingui.config.ts), so the
// people converting different areas each edit a line of their own.
const LOCALIZED_APP = [
  'src/i18n/**/*.tsx',
  'src/features/landing/**/*.{ts,tsx}',
  'src/features/auth/**/*.{ts,tsx}',
  'src/app/*.tsx',
  'src/app/nav.ts',
  'src/ui/**/*.{ts,tsx}',
  'src/features/{sync,storage}/**/*.{ts,tsx}',
  'src/features/{overview,conflicts}/**/*.tsx',
  'src/features/profile/*.tsx',
  'src/features/profile/{use-backup,backup-words}.ts',
  'src/features/history/**/*.{ts,tsx}',
  'src/features/conflicts/conflict-words.ts',
  'src/features/legal/**/*.{ts,tsx}',
];
const LOCALIZED_BOOKINGS = ['src/features/appointments/**/*.{ts,tsx}', 'src/features/schedule/**/*.{ts,tsx}', 'src/features/staff/**/*.{ts,tsx}'];
const LOCALIZED_CUSTOMERS = ['src/features/{clients,notifications,calls,phone,ai-chat}/**/*.{ts,tsx}'];
const LOCALIZED_PUBLIC = ['src/public/**/*.{ts,tsx}'];

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', '.data/**', 'public/**', 'bench/results.json'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      // Files stay small; SQL and CSS are held to the same by tests/repo/file-size.test.ts.
      'max-lines': ['error', { max: 300 }],
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
      forbid('domain imports nothing of ours (docs/architecture.md#layers).', 'db', 'data', 'sync', 'assistant', 'features', 'ui', 'app'),
      noReact,
      { group: ['dexie', '@supabase/*', 'openai'], message: 'domain is pure.' },
    ),
  },
  {
    files: ['src/db/**'],
    rules: restrict(forbid('db may import domain only.', 'data', 'sync', 'assistant', 'features', 'ui', 'app'), noReact),
  },
  {
    // The read layer: queries and their live hooks, between db and the screens.
    files: ['src/data/**'],
    rules: restrict(
      forbid('data may import domain and db only (docs/architecture.md#layers).', 'sync', 'assistant', 'features', 'ui', 'app'),
      noLiveQuery,
      noServer,
    ),
  },
  {
    files: ['sync/**'],
    ignores: ['sync/server/**'],
    rules: restrict(forbid('sync may import domain and db only.', 'data', 'assistant', 'features', 'ui', 'app'), noReact),
  },
  {
    files: ['sync/server/**'],
    ignores: ['sync/server/sarah/**'],
    // The backend shares the app's pure domain only (src/domain: no I/O, no browser): the sender
    // renders customer messages with the same templates the Salon Profile previews.
    rules: restrict(
      forbid('The local backend imports nothing of the app but src/domain.', 'src/db', 'src/data', 'src/sw', 'assistant', 'features', 'ui', 'app'),
      noReact,
    ),
  },
  {
    // Sarah's home on the server: the assistant core (src/assistant) over the server's
    // SalonStore. Like the rest of the backend it never touches the device's database layers.
    files: ['sync/server/sarah/**'],
    rules: restrict(
      forbid(
        "Server-side Sarah imports the assistant core and src/domain only, never the device's database layers.",
        'src/db',
        'src/data',
        'src/sw',
        'features',
        'ui',
        'app',
      ),
      noReact,
    ),
  },
  {
    // One assistant core, two homes: src/assistant reads and writes a salon only through
    // the SalonStore port (src/domain/salon-store.ts), so it runs over the device's Dexie and the
    // server's PostgreSQL alike. No database layer, no Dexie, no SQL client, static or dynamic.
    files: ['src/assistant/**'],
    rules: {
      ...restrict(
        forbid('The assistant sees a salon only through its SalonStore (src/domain/salon-store.ts).', 'db', 'data', 'sync', 'features', 'ui', 'app'),
        { group: sqlClients, message: 'The assistant sees a salon only through its SalonStore (src/domain/salon-store.ts), never a database client.' },
        noReact,
        noServer,
      ),
      'no-restricted-syntax': [
        'error',
        ...dynamicImport('(^|\\x2F)(db|data|sync)(\\x2F|$)', 'The assistant sees a salon only through its SalonStore (src/domain/salon-store.ts).'),
        ...dynamicImport(
          '^(dexie|pg|postgres|@electric-sql|@supabase)(\\x2F|$)',
          'The assistant sees a salon only through its SalonStore, never a database client.',
        ),
      ],
    },
  },
  {
    files: ['src/ui/**'],
    rules: {
      ...restrict(forbid('ui imports nothing of ours but domain types.', 'db', 'data', 'sync', 'assistant', 'features', 'app'), {
        group: ['dexie', 'dexie-react-hooks', '@supabase/*'],
        message: 'ui is presentational.',
      }),
      'no-restricted-globals': ['error', { name: 'fetch', message: 'Components never call fetch.' }],
    },
  },
  {
    files: ['src/features/**'],
    rules: {
      ...restrict(forbid('features never import the app layer.', 'app'), noServer, ...featureReads),
      'no-restricted-syntax': ['error', ...featureDynamicReads],
    },
  },
  {
    // Components read through hooks and write through repositories: never db, supabase or fetch.
    files: ['src/features/**/*.tsx'],
    rules: {
      ...restrict(forbid('features never import the app layer.', 'app'), noServer, ...featureReads, {
        group: ['**/remote/supabase-client', '@supabase/*'],
        message: 'Components never touch supabase: use a hook or a repository.',
      }),
      'no-restricted-globals': ['error', { name: 'fetch', message: 'Components never call fetch.' }],
    },
  },
  {
    // The customers' pages: their own entry under a 60 KB budget, so no dashboard code,
    // no React, no supabase-js; the backend only through api.ts.
    files: ['src/public/**'],
    rules: {
      ...restrict(
        forbid(
          'The customer pages import src/domain and sync/remote/config only.',
          'db',
          'data',
          'assistant',
          'features',
          'ui',
          'app',
          'sync/engine',
          'sync/auth',
          'sync/remote/supabase-client',
        ),
        noServer,
        {
          group: ['react', 'react-dom', 'react/*', 'react-dom/*', '@supabase/*', 'dexie', 'zod'],
          message: 'The customer pages stay small: Preact, plain fetch, no zod.',
        },
      ),
    },
  },
  {
    files: ['src/public/**/*.tsx'],
    rules: { 'no-restricted-globals': ['error', { name: 'fetch', message: 'Components never call fetch: src/public/api.ts does.' }] },
  },
  {
    files: ['src/app/**'],
    rules: restrict(noServer, noLiveQuery),
  },
  {
    // Screens already in three languages: a text a reader sees must go through Lingui (README,
    // "Add a language"). The list grows as screens are converted.
    files: [...LOCALIZED_APP, ...LOCALIZED_BOOKINGS, ...LOCALIZED_CUSTOMERS, ...LOCALIZED_PUBLIC],
    ignores: ['**/*.test.ts', 'src/features/landing/demo-video.ts', 'src/features/landing/parked-contacts.ts', 'src/features/auth/validate.ts'],
    plugins: { lingui },
    rules: {
      'lingui/no-unlocalized-strings': [
        'error',
        {
          // Not words: a token without spaces that starts with no capital (class names, ids, paths,
          // input types), and the brand. A capitalized single word ("Password") is a word.
          ignore: ['^(?![A-Z])[^\\s]+$', '^Salon Desk$'],
          ignoreNames: [{ regex: { pattern: '^(className|href|to|type|name|id|key|rel|target|autoComplete|srcLang|allow|preload|rootMargin)$' } }],
          ignoreFunctions: ['console.*', 'Error', 'buttonClass', 'useState'],
        },
      ],
      // The rule above lets a literal title pass (a DOM attribute to it); a reader sees it on hover.
      'no-restricted-syntax': [
        'error',
        ...featureDynamicReads,
        { selector: 'JSXAttribute[name.name=/^(title|placeholder|alt)$/] > Literal', message: 'A text the reader sees goes through Lingui: t`...`.' },
      ],
    },
  },
);
