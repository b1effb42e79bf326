import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { guestScreenModules, screenModules } from '../../scripts/route-preload';
import { guestScreens, screens } from '../../src/app/route-chunks';

describe('route preload (build)', () => {
  it("reads every screen of route-chunks.ts, with its module's path", () => {
    const root = resolve(__dirname, '../..');
    const found = screenModules(readFileSync(resolve(root, 'src/app/route-chunks.ts'), 'utf8'), root);
    expect(Object.keys(found).sort()).toEqual(Object.keys(screens).sort());
    expect(found['']).toBe(resolve(root, 'src/features/overview/OverviewPage'));
    expect(found['ai-chat']).toBe(resolve(root, 'src/features/ai-chat/AiChatPage'));
  });

  it('reads the sign-in screens a first URL may open, by path', () => {
    const root = resolve(__dirname, '../..');
    const found = guestScreenModules(readFileSync(resolve(root, 'src/app/route-chunks.ts'), 'utf8'), root);
    expect(Object.keys(found).sort()).toEqual(Object.keys(guestScreens).sort());
    expect(found['/login']).toBe(resolve(root, 'src/features/auth/LoginPage'));
  });

  it('refuses a source without the screens list, rather than preloading nothing', () => {
    expect(() => screenModules('export const other = {}\n')).toThrow(/screens/);
  });
});
