import { defineConfig } from '@lingui/cli';

// The owner's app's languages. English is the source: its catalog holds the texts as written in
// the code, and the other catalogs are translated from it (README, "Add a language").
export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'vi', 'es'],
  // A text with no translation yet shows in English rather than as a message id.
  fallbackLocales: { default: 'en' },
  // Two catalogs per language, so the landing page never fetches the whole app's texts:
  // `landing` for the landing page (and the language picker, which it shows), `app` for the rest.
  // A text used in both is in both.
  catalogs: [
    {
      path: '<rootDir>/src/locales/{locale}/landing',
      include: ['<rootDir>/src/features/landing', '<rootDir>/src/i18n'],
      exclude: ['**/*.test.ts'],
    },
    {
      path: '<rootDir>/src/locales/{locale}/app',
      include: ['<rootDir>/src'],
      // The customers' pages run on Preact with their own budget; they are not part of these catalogs.
      exclude: ['**/node_modules/**', '**/*.test.ts', '<rootDir>/src/public/**', '<rootDir>/src/features/landing/**', '<rootDir>/src/i18n/**'],
    },
  ],
  // No line numbers in the catalogs: moving code would otherwise rewrite every catalog.
  format: 'po',
  formatOptions: { origins: true, lineNumbers: false },
  orderBy: 'message',
});
