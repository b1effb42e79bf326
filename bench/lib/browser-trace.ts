// Where an offline cold start's time goes: one start traced with Chromium's tracing (the renderer
// main thread's events and V8's sampling profiler), cut at the moment the Overview's figures were
// painted, and summed two ways — by kind of work (compile, script, style/layout/paint, GC, idle)
// and by whose code ran (React, Dexie, the app, …: each sample's position mapped through the
// build's source maps when the build has them, else the chunk's file name).
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, BrowserContext } from 'playwright-core';
import { offlineColdStart } from './browser-probes';

export interface TraceEvent {
  name: string;
  cat: string;
  ph: string;
  ts: number;
  dur?: number;
  /** Thread time (CPU) of a complete event, µs. */
  tdur?: number;
  pid: number;
  tid: number;
  id?: string;
  args?: {
    name?: string;
    data?: Record<string, unknown> & { cpuProfile?: CpuProfileChunk; timeDeltas?: number[]; startTime?: number; documentLoaderURL?: string };
  };
}
interface CallFrame {
  url: string;
  functionName: string;
  lineNumber?: number;
  columnNumber?: number;
}
interface CpuProfileChunk {
  nodes?: { id: number; callFrame: CallFrame; parent?: number }[];
  samples?: number[];
}

export interface StartTrace {
  paintedMs: number;
  /** The main thread's CPU (thread time of its tasks), ms, from navigation start to the paint. */
  cpuMs: number;
  /** Main-thread self time by kind of work, ms, from navigation start to the paint. */
  byKind: [string, number][];
  /** Sampled JavaScript self time by whose code ran, ms, same window. */
  byCode: [string, number][];
  /** Sampled time with one of the app's files on the stack (what it called included), ms. */
  byAppFile: [string, number][];
}

const KIND: [RegExp, string][] = [
  [/compile|parse(?!HTML)|ScriptCompiler|Deserialize/i, 'compile'],
  [/GC|garbage/i, 'GC'],
  [
    /^(Layout|UpdateLayoutTree|RecalculateStyles|Paint|PrePaint|Layerize|Commit|UpdateLayer|CompositeLayers|HitTest|IntersectionObserverController::computeIntersections)$/,
    'style, layout, paint',
  ],
  [/^(ParseHTML|ParseAuthorStyleSheet)$/, 'HTML and CSS parsing'],
  [
    /^(EvaluateScript|v8\.evaluateModule|v8\.run|FunctionCall|V8\.Execute|RunMicrotasks|v8\.callFunction|TimerFire|FireAnimationFrame|EventDispatch|v8\.execute)$/i,
    'script',
  ],
  [/^(RunTask|ThreadControllerImpl::RunTask)$/, 'tasks outside script (IndexedDB and worker replies, Mojo)'],
];
const kindOf = (name: string) => KIND.find(([re]) => re.test(name))?.[1] ?? `other (${name})`;

/**
 * Thread time of the outermost tasks of one thread within [from, to]: what the thread itself
 * computed. On a loaded machine the wall time also waits for a core; this moves less (at load
 * 14-18, 620-1,340 ms where the wall time went from 900 to 3,000), so builds are still compared
 * start by start, alternated.
 */
export function threadCpuMs(events: TraceEvent[], from: number, to: number): number {
  const tasks = events
    .filter((e) => e.ph === 'X' && (e.name === 'RunTask' || e.name === 'ThreadControllerImpl::RunTask') && e.ts >= from && e.ts < to)
    .sort((a, b) => a.ts - b.ts);
  let end = 0;
  let us = 0;
  for (const t of tasks) {
    if (t.ts < end) continue;
    us += t.tdur ?? 0;
    end = t.ts + (t.dur ?? 0);
  }
  return us / 1000;
}

/** Self time of nested complete events on one thread: each event's duration minus its children's. */
function selfTimes(events: TraceEvent[], from: number, to: number): Map<string, number> {
  const out = new Map<string, number>();
  const spans = events
    .filter((e) => e.ph === 'X' && e.dur !== undefined && e.ts < to && e.ts + (e.dur ?? 0) > from)
    .sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
  const stack: { end: number; name: string; child: number; own: number }[] = [];
  const close = (upTo: number) => {
    while (stack.length > 0 && stack[stack.length - 1].end <= upTo) {
      const top = stack.pop()!;
      out.set(top.name, (out.get(top.name) ?? 0) + Math.max(0, top.own - top.child));
      if (stack.length > 0) stack[stack.length - 1].child += top.own;
    }
  };
  for (const e of spans) {
    close(e.ts);
    const start = Math.max(from, e.ts);
    const end = Math.min(to, e.ts + (e.dur ?? 0));
    stack.push({ end: e.ts + (e.dur ?? 0), name: e.name, child: 0, own: Math.max(0, end - start) });
  }
  close(Number.POSITIVE_INFINITY);
  return out;
}

// A source map v3 reader: enough to name the file a generated position came from.
const B64 = new Map([...'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/'].map((c, i) => [c, i]));
type Segment = [col: number, source: number];
function decodeMappings(mappings: string): Segment[][] {
  const lines: Segment[][] = [];
  let source = 0;
  for (const line of mappings.split(';')) {
    const segs: Segment[] = [];
    let col = 0;
    for (const seg of line.split(',')) {
      if (!seg) continue;
      const nums: number[] = [];
      let value = 0;
      let shift = 0;
      for (const ch of seg) {
        const digit = B64.get(ch) ?? 0;
        value += (digit & 31) << shift;
        if (digit & 32) shift += 5;
        else {
          nums.push(value & 1 ? -(value >>> 1) : value >>> 1);
          value = 0;
          shift = 0;
        }
      }
      col += nums[0];
      if (nums.length > 1) source += nums[1];
      segs.push([col, source]);
      // Later fields (line, column, name) are deltas this reader does not need.
    }
    lines.push(segs);
  }
  return lines;
}

/** Whose code a file is: a package under node_modules by its name, the app's own by its folder. */
export function ownerOfSource(source: string): string {
  const nm = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(source);
  if (nm) return nm[1] === 'react-dom' || nm[1] === 'scheduler' || nm[1] === 'react' ? 'React (react, react-dom, scheduler)' : nm[1];
  const app = /(?:^|\/)(src|sync)\/([^/]+)(?:\/([^/]+))?/.exec(source);
  if (app) return app[1] === 'src' && app[2] === 'features' && app[3] ? `app: src/features/${app[3]}` : `app: ${app[1]}/${app[2]}`;
  return source.split('/').pop() ?? source;
}

/** Maps a chunk's position (0-based line and column, as the profiler gives them) to its code's owner. */
export function sourceMapper(distDir: string): (url: string, line: number, col: number) => string | null {
  const maps = new Map<string, { sources: string[]; lines: Segment[][]; shift: number } | null>();
  return (url, line, col) => {
    const file = url.split('/').pop() ?? url;
    if (!maps.has(file)) {
      const path = join(distDir, 'assets', `${file}.map`);
      if (!existsSync(path)) maps.set(file, null);
      else {
        const map = JSON.parse(readFileSync(path, 'utf8')) as { sources: string[]; mappings: string };
        // A line the build put above the mapped code (the compile hint) moves every line down.
        const code = readFileSync(join(distDir, 'assets', file), 'utf8');
        const shift = code.startsWith('//# allFunctionsCalledOnLoad\n') ? 1 : 0;
        maps.set(file, { sources: map.sources, lines: decodeMappings(map.mappings), shift });
      }
    }
    const map = maps.get(file);
    if (!map) return null;
    const segs = map.lines[line - map.shift] ?? [];
    let hit: Segment | undefined;
    for (const s of segs) {
      if (s[0] > col) break;
      hit = s;
    }
    return hit ? (map.sources[hit[1]] ?? null) : null;
  };
}

const appFile = (source: string) => /(?:^|\/)((?:src|sync)\/.*)$/.exec(source)?.[1] ?? null;

/** Sampled self time per owner of the code, from the profile chunks of one thread, within [from, to]. */
export function profileByCode(
  events: TraceEvent[],
  pid: number,
  tid: number,
  from: number,
  to: number,
  source: (url: string, line: number, col: number) => string | null,
) {
  const nodes = new Map<number, { cf: CallFrame; parent?: number }>();
  const out = new Map<string, number>();
  const inclusive = new Map<string, number>();
  const where = (cf: CallFrame) => (cf.url ? source(cf.url, cf.lineNumber ?? 0, cf.columnNumber ?? 0) : null);
  const ownerOf = (cf: CallFrame) => {
    if (!cf.url) return cf.functionName || '(unknown)';
    const src = where(cf);
    return src ? ownerOfSource(src) : (cf.url.split('/').pop() ?? cf.url).replace(/-[\w-]{8}\.js$/, '.js');
  };
  const profiles = new Map<string, number>();
  for (const e of events) if (e.name === 'Profile' && e.pid === pid && e.tid === tid && e.id) profiles.set(e.id, Number(e.args?.data?.startTime ?? 0));
  for (const [id, start] of profiles) {
    let t = start;
    for (const e of events) {
      if (e.name !== 'ProfileChunk' || e.pid !== pid || e.id !== id) continue;
      const data = e.args?.data;
      for (const n of data?.cpuProfile?.nodes ?? []) nodes.set(n.id, { cf: n.callFrame, parent: n.parent });
      const samples = data?.cpuProfile?.samples ?? [];
      const deltas = data?.timeDeltas ?? [];
      for (let i = 0; i < samples.length; i++) {
        t += deltas[i] ?? 0;
        // A sample stands for the time until the next one.
        const next = t + (deltas[i + 1] ?? 0);
        if (next <= from || t >= to) continue;
        const node = nodes.get(samples[i]);
        if (!node) continue;
        const us = Math.min(next, to) - Math.max(t, from);
        const key = ownerOf(node.cf);
        out.set(key, (out.get(key) ?? 0) + us);
        const files = new Set<string>();
        for (let n: typeof node | undefined = node; n; n = n.parent === undefined ? undefined : nodes.get(n.parent)) {
          const src = where(n.cf);
          const file = src ? appFile(src) : null;
          if (file) files.add(file);
        }
        for (const f of files) inclusive.set(f, (inclusive.get(f) ?? 0) + us);
      }
    }
  }
  return { self: out, inclusive };
}

const top = (m: Map<string, number>, n: number): [string, number][] =>
  [...m]
    .map(([k, us]) => [k, us / 1000] as [string, number])
    .sort((a, b) => b[1] - a[1])
    .slice(0, n);

/**
 * One offline cold start (as offlineColdStart times it) with Chromium tracing on, summed up. The
 * tracer itself slows the start a little; the figures say where the time goes, not how long.
 */
export async function traceColdStart(browser: Browser, context: BrowserContext, baseUrl: string, distDir: string, cpuRate = 4): Promise<StartTrace> {
  const categories = [
    'devtools.timeline',
    'disabled-by-default-devtools.timeline',
    'v8',
    'v8.execute',
    'disabled-by-default-v8.cpu_profiler',
    'blink.user_timing',
    'loading',
  ];
  await browser.startTracing(undefined, { categories });
  let paintedMs: number;
  let buffer: Buffer;
  try {
    paintedMs = await offlineColdStart(context, baseUrl, cpuRate);
  } finally {
    buffer = await browser.stopTracing();
  }
  // BENCH_TRACE_FILE keeps the raw trace, to open in DevTools' Performance panel.
  if (process.env.BENCH_TRACE_FILE) writeFileSync(process.env.BENCH_TRACE_FILE, buffer);
  const events = (JSON.parse(buffer.toString('utf8')) as { traceEvents: TraceEvent[] }).traceEvents;
  // The measured page's main thread: where its navigation to /dashboard started (the last such).
  const nav = events.filter((e) => e.name === 'navigationStart' && String(e.args?.data?.documentLoaderURL ?? '').includes('/dashboard')).pop();
  if (!nav) throw new Error('bench/browser: the trace has no navigation to /dashboard');
  const from = nav.ts;
  const to = from + paintedMs * 1000;
  const thread = events.filter((e) => e.pid === nav.pid && e.tid === nav.tid);
  const self = selfTimes(thread, from, to);
  const kinds = new Map<string, number>();
  let busy = 0;
  for (const [name, us] of self) {
    kinds.set(kindOf(name), (kinds.get(kindOf(name)) ?? 0) + us);
    busy += us;
  }
  kinds.set('idle (waiting: IndexedDB, the worker, the network stack)', Math.max(0, to - from - busy));
  const code = profileByCode(events, nav.pid, nav.tid, from, to, sourceMapper(distDir));
  return { paintedMs, cpuMs: threadCpuMs(thread, from, to), byKind: top(kinds, 12), byCode: top(code.self, 14), byAppFile: top(code.inclusive, 16) };
}

export function formatTrace(t: StartTrace): string {
  const list = (rows: [string, number][]) => rows.map(([k, ms]) => `  ${ms.toFixed(0).padStart(5)} ms  ${k}`).join('\n');
  return `cold start traced: Overview painted at ${t.paintedMs.toFixed(0)} ms (tracing on), main thread's CPU ${t.cpuMs.toFixed(0)} ms\n main thread by kind of work:\n${list(t.byKind)}\n sampled JavaScript by code:\n${list(t.byCode)}\n sampled time with an app file on the stack:\n${list(t.byAppFile)}`;
}
