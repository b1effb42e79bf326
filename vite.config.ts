import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { lingui } from '@lingui/vite-plugin';
import { VitePWA, type ManifestOptions } from 'vite-plugin-pwa';
import { linguiMacro } from './scripts/lingui-macro';
import { precompress } from './scripts/precompress';
import { routePreload } from './scripts/route-preload';
import { DEMO_EMBED_META, demoEmbedUrl } from './src/features/landing/demo-video';

// The manifest lives at the repo root (docs/architecture.md#pwa) so it is reviewed like code.
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

/**
 * A hosted demo video (VITE_DEMO_VIDEO_EMBED_URL, an https address) instead of the recorded one in
 * public/demo/: refused unless https, and stamped into index.html so the gateway's
 * Content-Security-Policy lets exactly that origin be framed (sync/server/csp.ts).
 */
function demoEmbed(): Plugin {
  let url: string | null = null;
  return {
    name: 'salon-desk-demo-embed',
    configResolved(config) {
      const raw = config.env.VITE_DEMO_VIDEO_EMBED_URL;
      url = demoEmbedUrl(raw);
      if (raw?.trim() && !url) throw new Error(`VITE_DEMO_VIDEO_EMBED_URL must be an https address, not ${JSON.stringify(raw)}`);
    },
    transformIndexHtml: (_html, ctx) =>
      url && ctx.path === '/index.html' ? [{ tag: 'meta', attrs: { name: DEMO_EMBED_META, content: new URL(url).origin }, injectTo: 'head' }] : [],
  };
}

/**
 * Marks every JavaScript chunk with V8's explicit compile hint: Chromium then compiles all of a
 * file's functions while it streams the file in, off the main thread, instead of one by one on
 * the main thread the first time each runs. A cold start calls most of what it loads, and on a
 * slow tablet that main-thread compiling was the largest single cost (the cold start is held to a budget at 4x CPU).
 * Browsers that do not know the comment ignore it.
 */
function compileHints(): Plugin {
  return {
    name: 'salon-desk-compile-hints',
    enforce: 'post',
    apply: 'build',
    // At write time: Vite puts its own preamble (the preload map) at the top of a chunk late in
    // generating, and the hint only counts as the file's first line.
    writeBundle(options, bundle) {
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk' || !options.dir) continue;
        const file = join(options.dir, chunk.fileName);
        writeFileSync(file, `//# allFunctionsCalledOnLoad\n${readFileSync(file, 'utf8')}`);
      }
    },
  };
}

/**
 * The customers' pages (book.html) are no part of the installable app: without the manifest link
 * a customer's phone never offers to install Salon Desk from a booking page.
 */
function customerPageWithoutManifest(): Plugin {
  return {
    name: 'salon-desk-book-no-manifest',
    enforce: 'post',
    apply: 'build',
    generateBundle(_options, bundle) {
      const page = bundle['book.html'];
      if (page?.type === 'asset' && typeof page.source === 'string') page.source = page.source.replace(/\s*<link rel="manifest"[^>]*>/, '');
    },
  };
}

/**
 * React Router 7 names only its development build in its package exports
 * (https://github.com/remix-run/react-router/issues/14102), so a production build would ship its
 * dev warnings and the checks behind them; its production build, the same code with those
 * switched off, is chosen here by path.
 */
const routerBuild = (command: string) =>
  command === 'build'
    ? [{ find: /^react-router$/, replacement: fileURLToPath(new URL('./node_modules/react-router/dist/production/index.mjs', import.meta.url)) }]
    : [];

export default defineConfig(({ command }) => ({
  resolve: { alias: routerBuild(command) },
  plugins: [
    // Lingui's macro before React's transform; catalogs (.po) compiled when imported.
    linguiMacro(),
    react(),
    lingui(),
    buildIdMeta(),
    demoEmbed(),
    compileHints(),
    routePreload(),
    customerPageWithoutManifest(),
    VitePWA({
      // 'prompt': a new version waits for the owner's "Reload", never a reload that loses a form.
      registerType: 'prompt',
      injectRegister: null,
      manifest,
      // Our own worker (src/sw.ts): the generated one can't run the background push.
      strategies: 'injectManifest',
      srcDir: 'src',
      filename: 'sw.ts',
      injectManifest: {
        globPatterns: ['**/*.{js,css,html,svg,png,ico,webmanifest}'],
        // The backend's config is per server: never precache the static default. The demo video
        // (public/demo/) is fetched only when its modal opens, never kept for offline use.
        globIgnores: ['app-config.js', 'demo/**'],
        // A classic script: an ES-module worker would need `type: 'module'` where it is registered.
        rollupFormat: 'iife',
      },
    }),
    precompress(),
  ],
  build: {
    outDir: 'dist',
    sourcemap: false,
    // Two entries: the owner's app, and the customers' pages (/book/:slug, /a/:token), which share
    // no code with the dashboard and must stay under 60 KB of JS.
    rollupOptions: { input: { index: 'index.html', book: 'book.html' } },
    // Every browser the app supports knows <link rel="modulepreload"> (Safari since 17); one that
    // does not still runs the app, it only fetches those scripts when they are imported. The
    // polyfill rode in every page's first chunk.
    modulePreload: { polyfill: false },
  },
  server: { host: '127.0.0.1' },
}));
