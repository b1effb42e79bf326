import { defineConfig } from '@lingui/cli';

// The owner's app's languages. English is the source: its catalog holds the texts as written in
// the code, and the other catalogs are translated from it (README, "Add a language").
export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'vi', 'es'],
  // A text with no translation yet shows in English rather than as a message id.
  fallbackLocales: { default: 'en' },
  catalogs: [
    {
      path: '<rootDir>/src/locales/{locale}/messages',
      include: ['<rootDir>/src'],
      // The customers' pages run on Preact with their own budget; they are not part of this catalog.
      exclude: ['**/node_modules/**', '<rootDir>/src/public/**', '**/*.test.ts'],
    },
  ],
  // No line numbers in the catalogs: moving code would otherwise rewrite every catalog.
  format: 'po',
  formatOptions: { origins: true, lineNumbers: false },
  orderBy: 'message',
});
