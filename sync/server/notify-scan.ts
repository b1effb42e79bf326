// Finds NOTIFY deliveries in the backend's wire output. PGlite is one session: a NOTIFY committed
// by PostgREST's transaction is delivered to that same session, inside the bytes streamed back to
// the socket client, where PGlite's own listen() never sees it. The gate passes that stream
// through here (untouched) so the local server hears every commit's notifications.

/** NotificationResponse: 'A', int32 length, int32 process id, channel and payload as C strings. */
const NOTIFICATION = 0x41;

export class NotificationScanner {
  /** Bytes of a non-notification message still to pass over (it spans chunks). */
  private skip = 0;
  /** The start of a message cut by the chunk's end: a header, or a notification being read. */
  private carry: Uint8Array | null = null;

  constructor(private readonly onNotification: (channel: string, payload: string) => void) {}

  /** Called with each chunk of the stream, in order; messages may be split across chunks. */
  push(chunk: Uint8Array): void {
    let data = chunk;
    let i = 0;
    if (this.skip > 0) {
      i = Math.min(this.skip, data.length);
      this.skip -= i;
    }
    if (this.carry) {
      const joined = new Uint8Array(this.carry.length + data.length - i);
      joined.set(this.carry);
      joined.set(data.subarray(i), this.carry.length);
      data = joined;
      i = 0;
      this.carry = null;
    }
    while (i < data.length) {
      if (data.length - i < 5) {
        this.carry = data.slice(i);
        return;
      }
      const type = data[i];
      // The length, big-endian, read by hand: this runs for every message of every answer (a
      // pull page is a thousand DataRows), where a DataView each would be an allocation each.
      const end = i + 1 + ((data[i + 1] << 24) | (data[i + 2] << 16) | (data[i + 3] << 8) | data[i + 4]);
      if (end > data.length) {
        if (type === NOTIFICATION) this.carry = data.slice(i);
        else this.skip = end - data.length;
        return;
      }
      if (type === NOTIFICATION) this.read(data.subarray(i + 9, end));
      i = end;
    }
  }

  private read(body: Uint8Array): void {
    const zero = body.indexOf(0);
    const rest = body.subarray(zero + 1);
    const decoder = new TextDecoder();
    this.onNotification(decoder.decode(body.subarray(0, zero)), decoder.decode(rest.subarray(0, rest.indexOf(0))));
  }
}
