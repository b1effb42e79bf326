// The landing page (the entry and the landing screen, as a first visit to `/` loads them) reaches
// none of the app's heavy code statically: no Supabase client, no Dexie, no zod, no local
// database. Those come by import() when the visitor heads for the app or the contact form
// (src/app/main.tsx); a static import anywhere on this path would put them back on every phone
// that only came to read. The e2e test first-screens.test.ts checks the same in the browser.
import { describe, expect, it } from 'vitest';
import { staticImports } from './import-walk';

const LANDING = ['src/app/main.tsx', 'src/features/landing/LandingPage.tsx'];
const SIGN_IN = ['src/app/router.tsx', 'src/app/guards.tsx', 'src/features/auth/LoginPage.tsx', 'src/features/auth/RegisterPage.tsx'];
const HEAVY = /^(@supabase\/|dexie|zod)/;

describe('the landing page and sign-in screens reach no heavy code statically', () => {
  it('the walk sees the landing page itself and React (the walk works)', () => {
    const { packages, local } = staticImports(LANDING);
    expect(local).toContain('src/features/landing/ContactSection.tsx');
    expect(packages.map((i) => i.from)).toContain('react');
  });

  it('the landing page: no Supabase client, Dexie, zod or local database', () => {
    const { packages, local } = staticImports(LANDING);
    expect(packages.filter((i) => HEAVY.test(i.from))).toEqual([]);
    expect(local.filter((f) => /^src\/db\/|^sync\/remote\//.test(f))).toEqual([]);
  });

  it('the sign-in screens: no Supabase client or local database before the form is sent', () => {
    const { packages, local } = staticImports(SIGN_IN);
    expect(packages.filter((i) => /^(@supabase\/|dexie)/.test(i.from))).toEqual([]);
    expect(local.filter((f) => /^src\/db\/database|^sync\/remote\/supabase-client/.test(f))).toEqual([]);
  });
});
