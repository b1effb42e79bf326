// The landing page's demo video. The recorded files in public/demo/ (made by
// scripts/record-demo.ts) are real, small and captioned with the walkthrough's steps; a hosted
// embed is possible by configuration and then, and only then, framed by the page's policy; the
// gateway answers the player's byte ranges.
import { readFileSync, statSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { webVtt, vttTime } from '../../scripts/demo-vtt';
import { DEMO_EMBED_META, DEMO_STEPS, DEMO_VIDEO_FILES, demoEmbedUrl } from '../../src/features/landing/demo-video';
import { demoEmbedOrigin, pageHeaders } from '../../sync/server/csp';
import { byteRange } from '../../sync/server/byte-range';

const file = (url: string) => `public${url}`;
const MAX_BYTES = 1.5 * 1024 * 1024;

/** The cues of a WebVTT file: [start, end] in seconds and the text. */
function cues(vtt: string): Array<{ start: number; end: number; text: string }> {
  const seconds = (t: string) => t.split(':').reduce((sum, part) => sum * 60 + Number(part), 0);
  return vtt
    .split(/\n\n+/)
    .map((block) => /(\d\d:\d\d:\d\d\.\d\d\d) --> (\d\d:\d\d:\d\d\.\d\d\d)\n([\s\S]+)/.exec(block.trim()))
    .filter((m): m is RegExpExecArray => m !== null)
    .map((m) => ({ start: seconds(m[1]), end: seconds(m[2]), text: m[3].trim() }));
}

const directives = (csp: string) => Object.fromEntries(csp.split('; ').map((d) => [d.split(' ')[0], d.split(' ').slice(1)]));

describe('the recorded demo video', () => {
  it('is a WebM and an MP4, each well under 2 MB', () => {
    const webm = readFileSync(file(DEMO_VIDEO_FILES.webm));
    expect(webm.subarray(0, 4).toString('hex')).toBe('1a45dfa3'); // EBML, as every WebM starts
    const mp4 = readFileSync(file(DEMO_VIDEO_FILES.mp4));
    expect(mp4.subarray(4, 8).toString('latin1')).toBe('ftyp');
    for (const url of [DEMO_VIDEO_FILES.webm, DEMO_VIDEO_FILES.mp4]) expect(statSync(file(url)).size, url).toBeLessThan(MAX_BYTES);
  });

  it('has one caption per step of the walkthrough, in order, with the words of DEMO_STEPS', () => {
    const vtt = readFileSync(file(DEMO_VIDEO_FILES.captions), 'utf8');
    expect(vtt.startsWith('WEBVTT\n')).toBe(true);
    const found = cues(vtt);
    expect(found.map((c) => c.text)).toEqual(DEMO_STEPS.map((s) => s.text));
    found.forEach((c, i) => {
      expect(c.end, c.text).toBeGreaterThan(c.start);
      if (i > 0) expect(c.start).toBe(found[i - 1].end);
    });
    // Long enough to read, short enough to watch.
    expect(found.at(-1)!.end).toBeGreaterThan(30);
    expect(found.at(-1)!.end).toBeLessThan(180);
  });

  it('writes WebVTT times and cues as the recorder does', () => {
    expect(vttTime(0)).toBe('00:00:00.000');
    expect(vttTime(83.4567)).toBe('00:01:23.457');
    expect(vttTime(3723.5)).toBe('01:02:03.500');
    const text = webVtt(
      [
        { start: 0, text: 'One' },
        { start: 2.5, text: 'Two' },
      ],
      4,
    );
    expect(cues(text)).toEqual([
      { start: 0, end: 2.5, text: 'One' },
      { start: 2.5, end: 4, text: 'Two' },
    ]);
  });
});

describe('a hosted embed instead, by configuration', () => {
  it('takes only an https address', () => {
    expect(demoEmbedUrl(undefined)).toBeNull();
    expect(demoEmbedUrl('  ')).toBeNull();
    expect(demoEmbedUrl('https://player.example.com/embed/abc?autoplay=1')).toBe('https://player.example.com/embed/abc?autoplay=1');
    expect(demoEmbedUrl('http://player.example.com/embed/abc')).toBeNull();
    expect(demoEmbedUrl('javascript:alert(1)')).toBeNull();
    expect(demoEmbedUrl('not a url')).toBeNull();
  });

  it('the owner page plays media from itself and frames nothing, unless the build named a player', () => {
    const plain = directives(pageHeaders('owner', '<html><head></head></html>', 'http://127.0.0.1:54321')['content-security-policy']);
    expect(plain['media-src']).toEqual(["'self'"]);
    expect(plain['frame-src']).toEqual(["'none'"]);

    // The tag as vite.config.ts writes it (its name from demo-video.ts, read back by csp.ts).
    const stamped = (content: string) => `<html><head><meta name="${DEMO_EMBED_META}" content="${content}"></head></html>`;
    expect(demoEmbedOrigin(stamped('https://player.example.com'))).toBe('https://player.example.com');
    const hosted = directives(pageHeaders('owner', stamped('https://player.example.com'), '')['content-security-policy']);
    expect(hosted['frame-src']).toEqual(['https://player.example.com']);
    expect(hosted['media-src']).toEqual(["'self'"]);
    // Anything but an https origin reaches no header.
    for (const bad of ['http://player.example.com', 'https://player.example.com/embed', 'https://a.example.com; script-src *', '*']) {
      expect(demoEmbedOrigin(stamped(bad)), bad).toBeNull();
    }
    // The customers' pages never show the video.
    const customer = directives(pageHeaders('customer', stamped('https://player.example.com'), '')['content-security-policy']);
    expect(customer['frame-src']).toBeUndefined();
  });
});

describe('byte ranges (the gateway, for video players)', () => {
  it('answers one range within the file, the whole file otherwise', () => {
    expect(byteRange(undefined, 1000)).toBeNull();
    expect(byteRange('bytes=0-99', 1000)).toEqual({ start: 0, end: 99 });
    expect(byteRange('bytes=900-', 1000)).toEqual({ start: 900, end: 999 });
    expect(byteRange('bytes=900-5000', 1000)).toEqual({ start: 900, end: 999 });
    expect(byteRange('bytes=-100', 1000)).toEqual({ start: 900, end: 999 });
    expect(byteRange('bytes=-5000', 1000)).toEqual({ start: 0, end: 999 });
    expect(byteRange('bytes=0-1,5-9', 1000)).toBeNull();
    expect(byteRange('items=0-9', 1000)).toBeNull();
    expect(byteRange('bytes=-', 1000)).toBeNull();
    expect(byteRange('bytes=1000-', 1000)).toBe('unsatisfiable');
    expect(byteRange('bytes=9-3', 1000)).toBe('unsatisfiable');
    expect(byteRange('bytes=-0', 1000)).toBe('unsatisfiable');
  });
});
