import { readFileSync } from 'node:fs';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA, type ManifestOptions } from 'vite-plugin-pwa';

// The manifest lives at the repo root (DESIGN.md §7) so it is reviewed like code.
const manifest = JSON.parse(readFileSync(new URL('./manifest.webmanifest', import.meta.url), 'utf8')) as Partial<ManifestOptions>;

export default defineConfig({
  plugins: [
    react(),
    VitePWA({
      // 'prompt': a new version waits for the owner's "Reload", never a reload that loses a form.
      registerType: 'prompt',
      injectRegister: null,
      manifest,
      workbox: {
        globPatterns: ['**/*.{js,css,html,svg,png,ico,webmanifest}'],
        // The backend's config is per server: never precache the static default.
        globIgnores: ['app-config.js'],
        navigateFallback: '/index.html',
        navigateFallbackDenylist: [/^\/rest\//, /^\/auth\//],
        runtimeCaching: [
          {
            urlPattern: ({ url }) => url.pathname === '/app-config.js',
            handler: 'NetworkFirst',
            options: { cacheName: 'app-config', networkTimeoutSeconds: 3 },
          },
        ],
      },
    }),
  ],
  build: { outDir: 'dist', sourcemap: false },
  server: { host: '127.0.0.1' },
});
