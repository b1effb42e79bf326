// Build step (vite.config.ts): writes into index.html a small inline script that, for a first URL
// inside the dashboard or a sign-in screen, adds <link rel="modulepreload"> for that URL's chunks (and a preload of
// its stylesheets, which Vite's loader still attaches itself, in their usual cascade order) while
// the HTML is still being parsed.
//
// Why not from the entry (src/app/boot.ts does the same with import()): a request started from
// deep inside the entry's evaluation is slower to issue, and it starts only once the entry has been
// fetched and compiled. From here the worker's cache starts answering while React is still being
// compiled. src/app/route-chunks.ts stays the one list of the routed chunks; this reads its source
// so the two can never drift, and fails the build if a listed module has no chunk.
import { readFileSync } from 'node:fs';
import { relative, resolve } from 'node:path';
import type { Plugin, Rollup } from 'vite';
import { firstScreenChunkName } from './first-screen-chunks';

const ROUTE_CHUNKS = 'src/app/route-chunks.ts';
/** The chunks every dashboard URL needs besides its screen: the router, the guards, the layout. */
const SHARED = ['src/app/router.tsx', 'src/app/guards.tsx', 'src/app/DashboardLayout.tsx'];
/** What a sign-in screen opened first needs besides itself: the router and the guards. */
const GUEST_SHARED = ['src/app/router.tsx', 'src/app/guards.tsx'];

/** `key: chunk(() => import('../features/x/XPage'))` pairs of route-chunks.ts's `export const <name>`, as paths. */
function chunkModules(source: string, name: string, root: string): Record<string, string> {
  const block = new RegExp(`export const ${name} = \\{([\\s\\S]*?)\\n\\}`).exec(source)?.[1];
  if (!block) throw new Error(`${ROUTE_CHUNKS}: no \`export const ${name} = { ... }\` found`);
  const out: Record<string, string> = {};
  for (const m of block.matchAll(/^\s*(?:'([^']*)'|([\w-]+)):\s*(?:chunk\()?(?:withTexts\('\w+',\s*)?\(\)\s*=>\s*import\('([^']+)'\)/gm)) {
    out[m[1] ?? m[2]] = resolve(root, 'src/app', m[3]);
  }
  return out;
}

/** The dashboard's screens (route-chunks.ts `screens`), by their /dashboard/<key> segment. */
export function screenModules(source: string, root = process.cwd()): Record<string, string> {
  const out = chunkModules(source, 'screens', root);
  if (!('' in out)) throw new Error(`${ROUTE_CHUNKS}: the screens have no '' (Overview) entry`);
  return out;
}

/** The screens outside /dashboard a first URL may open (route-chunks.ts `guestScreens`), by path. */
export function guestScreenModules(source: string, root = process.cwd()): Record<string, string> {
  return chunkModules(source, 'guestScreens', root);
}

/** The files (JS and CSS, in load order) a chunk needs, following its static imports. */
function closure(bundle: Rollup.OutputBundle, fileName: string, seen: Set<string>, out: string[]) {
  if (seen.has(fileName)) return;
  seen.add(fileName);
  const chunk = bundle[fileName];
  if (!chunk || chunk.type !== 'chunk') return;
  for (const dep of chunk.imports) closure(bundle, dep, seen, out);
  const css = (chunk as Rollup.OutputChunk & { viteMetadata?: { importedCss: Set<string> } }).viteMetadata?.importedCss;
  for (const file of css ?? []) {
    if (seen.has(file)) continue;
    seen.add(file);
    out.push(file);
  }
  out.push(fileName);
}

export function routePreload(root = process.cwd()): Plugin {
  return {
    name: 'salon-desk-route-preload',
    apply: 'build',
    // The chunks preloaded below, fewer and larger: a dashboard URL's first screen in two chunks
    // rather than twenty-odd (scripts/first-screen-chunks.ts). The groups name their own modules;
    // following dependencies further would pull the entries' code (React) into them.
    config: () => ({
      build: { rollupOptions: { output: { codeSplitting: { groups: [{ name: firstScreenChunkName(root), includeDependenciesRecursively: false }] } } } },
    }),
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const bundle = ctx.bundle;
        // The dashboard's page only: book.html (the customers' pages) loads none of its chunks.
        if (!bundle || ctx.path !== '/index.html') return html;
        // A module named the same from a chunk's facade and from route-chunks.ts's import().
        const moduleKey = (path: string) =>
          relative(root, path)
            .replace(/\\/g, '/')
            .replace(/\.tsx?$/, '');
        // A module grouped into a shared chunk (scripts/first-screen-chunks.ts) has no chunk of its
        // own: the chunk that holds it is the one its import() loads.
        const byModule = new Map<string, string>();
        for (const item of Object.values(bundle)) {
          if (item.type !== 'chunk') continue;
          for (const id of item.moduleIds) if (!byModule.has(moduleKey(id))) byModule.set(moduleKey(id), item.fileName);
        }
        for (const item of Object.values(bundle)) {
          if (item.type === 'chunk' && item.facadeModuleId) byModule.set(moduleKey(item.facadeModuleId), item.fileName);
        }
        const chunkOf = (path: string) => {
          const file = byModule.get(moduleKey(path));
          if (!file) throw new Error(`route-preload: no chunk for ${path} (is it still loaded with import()?)`);
          return file;
        };
        // What index.html loads anyway (the entry and its static imports) is not listed again.
        const entry = ctx.chunk ?? Object.values(bundle).find((c): c is Rollup.OutputChunk => c.type === 'chunk' && c.isEntry);
        const already = new Set<string>();
        if (entry) closure(bundle, entry.fileName, already, []);
        // Every dashboard URL's shared part once, then what each screen adds to it.
        const shared: string[] = [];
        const sharedSeen = new Set(already);
        for (const mod of SHARED) closure(bundle, chunkOf(resolve(root, mod)), sharedSeen, shared);
        const source = readFileSync(resolve(root, ROUTE_CHUNKS), 'utf8');
        const routes: Record<string, string[]> = {};
        for (const [key, path] of Object.entries(screenModules(source, root))) {
          const files: string[] = [];
          closure(bundle, chunkOf(path), new Set(sharedSeen), files);
          routes[key] = files;
        }
        // A sign-in screen opened first: the router, the guards and that screen.
        const guestShared: string[] = [];
        const guestSeen = new Set(already);
        for (const mod of GUEST_SHARED) closure(bundle, chunkOf(resolve(root, mod)), guestSeen, guestShared);
        const guests: Record<string, string[]> = {};
        for (const [key, path] of Object.entries(guestScreenModules(source, root))) {
          const files = [...guestShared];
          closure(bundle, chunkOf(path), new Set(guestSeen), files);
          guests[key] = files;
        }
        // Dashboard URLs and the sign-in screens only (the landing page loads none of this).
        const script =
          `(function(){var s=${JSON.stringify(shared)},r=${JSON.stringify(routes)},g=${JSON.stringify(guests)},p=location.pathname,` +
          `m=/^\\/dashboard(?:\\/([^/]*))?/.exec(p),f=m?s.concat(r[m[1]||'']||r['']):g[p];if(!f)return;` +
          `for(var i=0;i<f.length;i++){var l=document.createElement('link'),c=/\\.css$/.test(f[i]);` +
          `l.rel=c?'preload':'modulepreload';if(c)l.as='style';l.crossOrigin='';l.href='/'+f[i];document.head.appendChild(l)}})();`;
        // Right after <meta charset>: the charset must stay within the document's first 1,024 bytes.
        const charset = /<meta charset=[^>]*>/i.exec(html);
        if (!charset) return { html, tags: [{ tag: 'script', children: script, injectTo: 'head-prepend' }] };
        const at = charset.index + charset[0].length;
        return `${html.slice(0, at)}\n    <script>${script}</script>${html.slice(at)}`;
      },
    },
  };
}
