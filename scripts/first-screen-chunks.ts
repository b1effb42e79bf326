// Build step (output.codeSplitting, set by the route-preload plugin, scripts/route-preload.ts):
// the code a dashboard URL needs before its first screen goes out in two chunks instead of the
// twenty-odd small ones automatic splitting cuts it into (one per set of screens sharing a module).
//
// Why: an offline cold start fetches every one of those chunks from the worker's cache, and each
// costs the page a request, a <link rel="modulepreload"> and a module record to instantiate. On a
// tablet at a quarter of desktop speed that per-chunk cost, not the bytes, was the largest part of
// the start. Two chunks, not one, so a sign-in screen opened first (which needs the router and the
// guards but none of the dashboard) never loads the dashboard's database code:
//   - `app-shell`: what the router and the guards import;
//   - `dashboard`: what the dashboard's layout and its Overview import besides.
// What the entries import (React, the landing page's code) stays where it is: the landing page
// must never load either chunk. Other screens keep their own chunks and import what they share
// with the first screen from these two, which every dashboard URL has loaded anyway.
import { resolve } from 'node:path';
import type { Rollup } from 'vite';

type ModuleInfo = Pick<Rollup.ModuleInfo, 'importers' | 'importedIds' | 'isEntry'>;
export interface ChunkingContext {
  getModuleInfo(id: string): ModuleInfo | null;
}

/** The modules a chunk group starts from, relative to the project's root. */
export const FIRST_SCREEN_GROUPS: readonly { name: string; roots: readonly string[] }[] = [
  { name: 'app-shell', roots: ['src/app/router.tsx', 'src/app/guards.tsx'] },
  { name: 'dashboard', roots: ['src/app/DashboardLayout.tsx', 'src/features/overview/OverviewPage.tsx'] },
];

/**
 * codeSplitting's `name` function for the groups above: the group of the first root set whose
 * static imports reach `id`, unless an entry reaches it statically too; null for the rest (left to
 * automatic chunking). The sets are computed once per build from the module graph.
 */
export function firstScreenChunkName(root = process.cwd()) {
  let groupOf: Map<string, string> | null = null;
  const build = (ctx: ChunkingContext) => {
    const initial = new Map<string, boolean>();
    // Statically reachable from an entry (the landing page's and the booking page's code).
    const isInitial = (id: string, seen: Set<string>): boolean => {
      const known = initial.get(id);
      if (known !== undefined) return known;
      if (seen.has(id)) return false;
      seen.add(id);
      const info = ctx.getModuleInfo(id);
      const out = !!info && (info.isEntry || info.importers.some((by) => isInitial(by, seen)));
      initial.set(id, out);
      return out;
    };
    const out = new Map<string, string>();
    for (const group of FIRST_SCREEN_GROUPS) {
      const stack = group.roots.map((r) => resolve(root, r));
      for (const id of stack) if (!ctx.getModuleInfo(id)) throw new Error(`first-screen-chunks: ${id} is not part of the build`);
      while (stack.length > 0) {
        const id = stack.pop() as string;
        if (out.has(id) || isInitial(id, new Set())) continue;
        out.set(id, group.name);
        stack.push(...(ctx.getModuleInfo(id)?.importedIds ?? []));
      }
    }
    return out;
  };
  return (id: string, ctx: ChunkingContext): string | null => {
    groupOf ??= build(ctx);
    return groupOf.get(id) ?? null;
  };
}
