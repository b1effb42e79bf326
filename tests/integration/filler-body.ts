// A large request body made only as fast as the socket takes it, so a test can tell how much of
// it the client had handed over when the server answered or closed (the body caps' proofs).
import { Readable } from 'node:stream';

export function fillerBody(total: number): { body: Readable; produced: () => number } {
  let produced = 0;
  const chunk = Buffer.alloc(64 * 1024, 'a');
  const body = new Readable({
    read() {
      if (produced >= total) return void this.push(null);
      produced += chunk.length;
      this.push(chunk);
    },
  });
  return { body, produced: () => produced };
}
