import { readFileSync } from 'node:fs';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA, type ManifestOptions } from 'vite-plugin-pwa';

// The manifest lives at the repo root (DESIGN.md §7) so it is reviewed like code.
const manifest = JSON.parse(readFileSync(new URL('./manifest.webmanifest', import.meta.url), 'utf8')) as Partial<ManifestOptions>;

/**
 * Stamps index.html with SALON_DESK_BUILD_ID when set (a deploy's id), so a running page can tell
 * which build it is; the update e2e test builds twice with two ids and checks the Reload took the new one.
 */
function buildIdMeta(): Plugin {
  const id = process.env.SALON_DESK_BUILD_ID ?? '';
  return {
    name: 'salon-desk-build-id',
    transformIndexHtml: () => (id ? [{ tag: 'meta', attrs: { name: 'salon-desk-build', content: id }, injectTo: 'head' }] : []),
  };
}

export default defineConfig({
  plugins: [
    react(),
    buildIdMeta(),
    VitePWA({
      // 'prompt': a new version waits for the owner's "Reload", never a reload that loses a form.
      registerType: 'prompt',
      injectRegister: null,
      manifest,
      // Our own worker (src/sw.ts): the generated one can't run the background push (issue 6).
      strategies: 'injectManifest',
      srcDir: 'src',
      filename: 'sw.ts',
      injectManifest: {
        globPatterns: ['**/*.{js,css,html,svg,png,ico,webmanifest}'],
        // The backend's config is per server: never precache the static default.
        globIgnores: ['app-config.js'],
        // A classic script: an ES-module worker would need `type: 'module'` where it is registered.
        rollupFormat: 'iife',
      },
    }),
  ],
  build: { outDir: 'dist', sourcemap: false },
  server: { host: '127.0.0.1' },
});
