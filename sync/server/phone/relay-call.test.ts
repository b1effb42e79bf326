// Whether the caller heard Sarah's last reply whole when they spoke (read-back): a prompt
// queued behind a running turn, or said over most of a reply, confirms none of its read-backs.
import { describe, expect, it } from 'vitest';
import { relayCall } from './relay-call';
import { RELAY_TIMINGS } from './relay-timers';

const QUIET = { ...RELAY_TIMINGS, fillerMs: 60_000, repromptMs: 60_000, goodbyeMs: 120_000, msPerWord: 0 };
const REPLY = 'Just to confirm: a Gel Manicure on Monday at 10 AM, 45 dollars. Is that right?';

function call() {
  const heard: [string, number][] = [];
  const releases: (() => void)[] = [];
  const session = relayCall({
    send: () => undefined,
    timings: QUIET,
    turn: (words, onText, wasHeard) => {
      heard.push([words, wasHeard]);
      return new Promise((resolve) =>
        releases.push(() => {
          onText(REPLY);
          resolve({ reply: REPLY });
        }),
      );
    },
  });
  session.start('Hello!');
  const settle = () => new Promise((r) => setTimeout(r, 0));
  /** Lets the running turn answer, and waits until the next one (if any) has begun. */
  const answer = async () => {
    await settle();
    releases.shift()!();
    await settle();
  };
  return { session, heard, answer, close: () => session.close() };
}

describe('the relay tells a turn whether its caller heard the last reply', () => {
  it('after the reply: heard; said while a turn runs: not heard', async () => {
    const c = call();
    c.session.prompt('Book me Monday at 10.');
    await c.answer();
    c.session.prompt('Yes.');
    c.session.prompt('Yes, yes.'); // queued behind "Yes."
    c.session.prompt('Yes!'); // queued behind both
    await c.answer();
    await c.answer();
    await c.answer();
    expect(c.heard).toEqual([
      ['Book me Monday at 10.', 0],
      ['Yes.', 0],
      ['Yes, yes.', 1],
      ['Yes!', 2],
    ]);
    c.close();
  });

  it('spoken over most of the reply: heard; over its beginning, or during the turn: not', async () => {
    const c = call();
    c.session.prompt('Book me Monday at 10.');
    await c.answer();
    c.session.interrupt('Just to confirm: a Gel Manicure on Monday at 10 AM, 45 dollars. Is that');
    c.session.prompt('Yes.');
    await c.answer();
    c.session.interrupt('Just to confirm:');
    c.session.prompt('Yes.');
    await c.answer();
    c.session.prompt('Book me Tuesday at 2.');
    await new Promise((r) => setTimeout(r, 0));
    c.session.interrupt(); // while the turn runs: its reply is cut
    await c.answer();
    c.session.prompt('Yes.');
    await c.answer();
    expect(c.heard.map(([, h]) => h)).toEqual([0, 0, 1, 0, 1]);
    c.close();
  });
});
