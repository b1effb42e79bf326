import { describe, expect, it } from 'vitest';
import { NotificationScanner } from './notify-scan';

function message(type: string, body: Uint8Array): Uint8Array {
  const out = new Uint8Array(5 + body.length);
  out[0] = type.charCodeAt(0);
  new DataView(out.buffer).setInt32(1, 4 + body.length);
  out.set(body, 5);
  return out;
}

const text = (s: string) => new TextEncoder().encode(s);
const notification = (channel: string, payload: string) => message('A', new Uint8Array([0, 0, 0, 7, ...text(`${channel}\0${payload}\0`)]));
const concat = (...parts: Uint8Array[]) => {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
};

describe('NotificationScanner', () => {
  const stream = concat(
    message('C', text('COMMIT\0')),
    notification('realtime_broadcast', '{"topic":"salon:1"}'),
    message('D', new Uint8Array(300)),
    notification('other', 'é'),
    message('Z', text('I')),
  );

  it('finds every notification in a stream of whole messages, and nothing else', () => {
    const heard: string[][] = [];
    new NotificationScanner((c, p) => heard.push([c, p])).push(stream);
    expect(heard).toEqual([
      ['realtime_broadcast', '{"topic":"salon:1"}'],
      ['other', 'é'],
    ]);
  });

  it('finds the same when the stream is cut at every possible place', () => {
    for (let cut = 1; cut < stream.length; cut++) {
      const heard: string[][] = [];
      const scanner = new NotificationScanner((c, p) => heard.push([c, p]));
      scanner.push(stream.subarray(0, cut));
      scanner.push(stream.subarray(cut));
      expect(heard, `cut at ${cut}`).toEqual([
        ['realtime_broadcast', '{"topic":"salon:1"}'],
        ['other', 'é'],
      ]);
    }
  });

  it('reads a stream fed one byte at a time', () => {
    const heard: string[] = [];
    const scanner = new NotificationScanner((c) => heard.push(c));
    for (let i = 0; i < stream.length; i++) scanner.push(stream.subarray(i, i + 1));
    expect(heard).toEqual(['realtime_broadcast', 'other']);
  });
});
