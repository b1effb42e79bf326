// Records the landing page's demo video from the app itself: starts the local backend
// in this process on the built app, drives headless Chromium through a new salon's first steps
// (sign up, profile and hours, a service, a technician, her regular week, a booking), captures the
// screen with the DevTools screencast, and writes
//   public/demo/salon-desk-demo.webm (VP9) and .mp4 (H.264, for browsers without WebM)
//   public/demo/salon-desk-demo.vtt  (captions: each step's sentence from src/features/landing/demo-video.ts,
//                                     timed as the step was recorded)
// A maintainer's step, not a build step: the files are committed, so serving them needs no ffmpeg.
//
//   npx vite build --outDir /tmp/demo-dist --emptyOutDir
//   npx tsx scripts/record-demo.ts --dist /tmp/demo-dist      (needs ffmpeg: apt-get install -y ffmpeg)
//
// Options: --dist <dir> (default dist/), --out <dir> (default public/demo), --keep-frames.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { startLocalBackend } from '../sync/server/index';
import { NO_RATE_LIMITS } from '../sync/server/limits';
import { DEMO_STEPS, type DemoStepId } from '../src/features/landing/demo-video';
import { launchBrowser } from '../tests/e2e/support/browser';
import { webVtt } from './demo-vtt';
import { walkthrough } from './demo-walkthrough';

const WIDTH = 1280;
const HEIGHT = 720;
const FPS = 15;
const NAME = 'salon-desk-demo';

function option(name: string): string | undefined {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : undefined;
}

function ffmpeg(args: string[]) {
  execFileSync('ffmpeg', ['-hide_banner', '-loglevel', 'error', '-y', ...args], { stdio: 'inherit' });
}

async function main() {
  const distDir = resolve(option('dist') ?? 'dist');
  const outDir = resolve(option('out') ?? 'public/demo');
  if (!existsSync(join(distDir, 'index.html'))) throw new Error(`${distDir} has no built app: run \`npx vite build --outDir ${distDir}\` first.`);
  try {
    execFileSync('ffmpeg', ['-version'], { stdio: 'ignore' });
  } catch {
    throw new Error('ffmpeg is needed to encode the video: `apt-get install -y ffmpeg` (Debian) or your system’s package.');
  }

  const frames = mkdtempSync(join(tmpdir(), 'salon-desk-demo-'));
  console.log(`Frames in ${frames}`);
  const backend = await startLocalBackend({ port: 0, dataDir: null, distDir, limits: NO_RATE_LIMITS });
  const base = backend.url.replace(/\/$/, '');
  const browser = await launchBrowser();
  try {
    const context = await browser.newContext({ viewport: { width: WIDTH, height: HEIGHT }, timezoneId: 'America/New_York', locale: 'en-US' });
    // Nothing leaves this machine.
    await context.route('**/*', (route) => (route.request().url().startsWith(base) ? route.continue() : route.abort()));
    const page = await context.newPage();
    page.setDefaultTimeout(20_000);
    await page.goto(`${base}/`);
    await page.getByRole('heading', { level: 1 }).waitFor();

    // The screencast: a frame each time the page paints, with the time it was shown.
    const shots: Array<{ file: string; at: number }> = [];
    const cdp = await context.newCDPSession(page);
    cdp.on('Page.screencastFrame', (frame: { data: string; sessionId: number; metadata: { timestamp?: number } }) => {
      const file = join(frames, `${String(shots.length).padStart(5, '0')}.jpg`);
      writeFileSync(file, Buffer.from(frame.data, 'base64'));
      shots.push({ file, at: frame.metadata.timestamp ?? Date.now() / 1000 });
      void cdp.send('Page.screencastFrameAck', { sessionId: frame.sessionId }).catch(() => undefined);
    });
    await cdp.send('Page.startScreencast', { format: 'jpeg', quality: 92, maxWidth: WIDTH, maxHeight: HEIGHT, everyNthFrame: 1 });

    const cues: Array<{ start: number; text: string }> = [];
    const caption = (id: DemoStepId) => {
      const step = DEMO_STEPS.find((s) => s.id === id);
      if (!step) throw new Error(`No demo step ${id}`);
      cues.push({ start: Date.now() / 1000, text: step.text });
      console.log(`· ${step.text}`);
    };

    await walkthrough(page, caption);

    await cdp.send('Page.stopScreencast');
    const endedAt = Date.now() / 1000;
    if (shots.length < 10) throw new Error(`Only ${shots.length} frames were captured`);

    // The concat demuxer shows each frame until the next one came; the last until the end.
    const list = shots.map((s, i) => `file '${s.file}'\nduration ${((shots[i + 1]?.at ?? endedAt) - s.at).toFixed(3)}`);
    list.push(`file '${shots[shots.length - 1].file}'`);
    const listFile = join(frames, 'frames.txt');
    writeFileSync(listFile, list.join('\n') + '\n');
    const video = ['-f', 'concat', '-safe', '0', '-i', listFile, '-vf', `fps=${FPS},scale=${WIDTH}:${HEIGHT}:flags=lanczos,format=yuv420p`, '-an'];

    mkdirSync(outDir, { recursive: true });
    const webm = join(outDir, `${NAME}.webm`);
    const mp4 = join(outDir, `${NAME}.mp4`);
    const vtt = join(outDir, `${NAME}.vtt`);
    console.log('Encoding WebM (VP9)…');
    ffmpeg([...video, '-c:v', 'libvpx-vp9', '-b:v', '0', '-crf', '45', '-row-mt', '1', '-deadline', 'good', '-cpu-used', '2', '-g', String(FPS * 10), webm]);
    console.log('Encoding MP4 (H.264)…');
    ffmpeg([...video, '-c:v', 'libx264', '-preset', 'slow', '-crf', '30', '-tune', 'stillimage', '-profile:v', 'main', '-movflags', '+faststart', mp4]);
    // The video starts at the first frame; the captions are timed from there too.
    const first = shots[0].at;
    writeFileSync(
      vtt,
      webVtt(
        cues.map((c) => ({ start: Math.max(0, c.start - first), text: c.text })),
        endedAt - first,
      ),
    );
    for (const f of [webm, mp4, vtt]) console.log(`${f}: ${(statSync(f).size / 1024).toFixed(0)} KB`);
    console.log(`${(endedAt - first).toFixed(1)} s, ${shots.length} frames captured`);
  } finally {
    await browser.close().catch(() => undefined);
    await backend.close().catch(() => undefined);
    if (!process.argv.includes('--keep-frames')) rmSync(frames, { recursive: true, force: true });
  }
}

main().then(
  () => process.exit(0),
  (err: unknown) => {
    console.error(err);
    process.exit(1);
  },
);
