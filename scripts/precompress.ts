// Build step (vite.config.ts): a brotli (.br) and a gzip (.gz) copy beside every text file of the
// build, compressed once at the highest levels, so the server (sync/server/static-files.ts) answers a
// browser that asks for compression with no work per request. The copies are not precached by the
// service worker (its patterns name the files' own extensions) and are served only as whole files:
// a byte range is always of the file itself.
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';
import { COMPRESSIBLE, MIN_COMPRESS_BYTES } from '../sync/server/content-encoding';

const br = promisify(brotliCompress);
const gz = promisify(gzip);

async function* files(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* files(path);
    else if (entry.isFile()) yield path;
  }
}

/** Writes the copies for every compressible file under `dir`; returns how many files got them. */
export async function precompressDir(dir: string): Promise<number> {
  const jobs: Promise<void>[] = [];
  for await (const file of files(dir)) {
    if (!COMPRESSIBLE.test(file) || (await stat(file)).size < MIN_COMPRESS_BYTES) continue;
    jobs.push(
      (async () => {
        const data = await readFile(file);
        const [b, g] = await Promise.all([
          br(data, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: data.length } }),
          gz(data, { level: constants.Z_BEST_COMPRESSION }),
        ]);
        // Written after the file (the server takes a copy only when it is not older than its file).
        await Promise.all([writeFile(`${file}.br`, b), writeFile(`${file}.gz`, g)]);
      })(),
    );
  }
  await Promise.all(jobs);
  return jobs.length;
}

export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'salon-desk-precompress',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    // Last of all, after every other plugin wrote its files (the compile hints, the service worker).
    closeBundle: {
      order: 'post',
      sequential: true,
      async handler() {
        await precompressDir(outDir);
      },
    },
  };
}
