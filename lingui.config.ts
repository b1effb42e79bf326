import { defineConfig } from '@lingui/cli';

// The owner's app's languages. English is the source: its catalog holds the texts as written in
// the code, and the other catalogs are translated from it (README, "Add a language").
/** The front desk's booking screens, and Conflicts (which shows their panels, and loads their texts). */
const BOOKINGS = ['appointments', 'schedule', 'staff', 'conflicts'].map((f) => `<rootDir>/src/features/${f}`);
/** The screens about customers and what Sarah did for them (the bell is the frame's: `app`). */
const CUSTOMERS = ['clients', 'calls', 'phone', 'ai-chat'].map((f) => `<rootDir>/src/features/${f}`);
/** The Terms and Privacy pages: long prose no screen of the app shows, fetched only with them. */
const LEGAL = ['<rootDir>/src/features/legal'];

export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'vi', 'es'],
  // A text with no translation yet shows in English rather than as a message id.
  fallbackLocales: { default: 'en' },
  // Catalogs per language, so no page fetches texts it never shows: `landing` for the landing page
  // and the language picker; the owner's app in three parts: `app` (the frame, which also shows the
  // picker and the bell, and every screen not below), `bookings` and `customers`, each fetched with
  // the first screen that needs it (src/i18n/i18n.ts, src/app/route-chunks.ts); `public` for the
  // customers' pages (Preact, their own budget, their own small loader). A text used in two
  // catalogs is in both, with one translation (src/i18n/catalogs.test.ts).
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
        // A folder is left out by what it holds: an exclude is matched against files.
        ...[...BOOKINGS, ...CUSTOMERS, ...LEGAL].map((folder) => `${folder}/**`),
      ],
    },
    { path: '<rootDir>/src/locales/{locale}/bookings', include: BOOKINGS, exclude: ['**/*.test.ts'] },
    { path: '<rootDir>/src/locales/{locale}/customers', include: CUSTOMERS, exclude: ['**/*.test.ts'] },
    { path: '<rootDir>/src/locales/{locale}/legal', include: LEGAL, exclude: ['**/*.test.ts'] },
    { path: '<rootDir>/src/locales/{locale}/public', include: ['<rootDir>/src/public'], exclude: ['**/*.test.ts'] },
  ],
  // No line numbers in the catalogs: moving code would otherwise rewrite every catalog.
  format: 'po',
  formatOptions: { origins: true, lineNumbers: false },
  orderBy: 'message',
});
