import { defineConfig } from '@lingui/cli';

// The owner's app's languages. English is the source: its catalog holds the texts as written in
// the code, and the other catalogs are translated from it (README, "Add a language").
/** The front desk's booking screens. */
const BOOKINGS = ['appointments', 'schedule', 'staff'].map((f) => `<rootDir>/src/features/${f}`);
/** The screens about customers and what Sarah did for them. */
const CUSTOMERS = ['clients', 'calls', 'phone', 'ai-chat', 'notifications'].map((f) => `<rootDir>/src/features/${f}`);

export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'vi', 'es'],
  // A text with no translation yet shows in English rather than as a message id.
  fallbackLocales: { default: 'en' },
  // Catalogs per language, so no page fetches texts it never shows: `landing` for the landing page
  // (and the language picker, which it shows); the owner's app in three parts by area, which the app
  // loads together (src/i18n/i18n.ts) but which can be translated and reviewed apart; `public` for
  // the customers' pages (Preact, their own budget, their own small loader). A text used in two
  // catalogs is in both.
  catalogs: [
    {
      path: '<rootDir>/src/locales/{locale}/landing',
      include: ['<rootDir>/src/features/landing', '<rootDir>/src/i18n'],
      exclude: ['**/*.test.ts'],
    },
    {
      path: '<rootDir>/src/locales/{locale}/app',
      include: ['<rootDir>/src'],
      exclude: [
        '**/node_modules/**',
        '**/*.test.ts',
        '<rootDir>/src/public/**',
        '<rootDir>/src/features/landing/**',
        '<rootDir>/src/i18n/**',
        // A folder is left out by what it holds: an exclude is matched against files.
        ...[...BOOKINGS, ...CUSTOMERS].map((folder) => `${folder}/**`),
      ],
    },
    { path: '<rootDir>/src/locales/{locale}/bookings', include: BOOKINGS, exclude: ['**/*.test.ts'] },
    { path: '<rootDir>/src/locales/{locale}/customers', include: CUSTOMERS, exclude: ['**/*.test.ts'] },
    { path: '<rootDir>/src/locales/{locale}/public', include: ['<rootDir>/src/public'], exclude: ['**/*.test.ts'] },
  ],
  // No line numbers in the catalogs: moving code would otherwise rewrite every catalog.
  format: 'po',
  formatOptions: { origins: true, lineNumbers: false },
  orderBy: 'message',
});
