// One turn's voice on the phone relay: Sarah's words go to the caller as the model
// writes them, made speakable on the way (speakable-stream.ts), as `text` tokens with last: false,
// and the turn ends with last: true. A slow turn may say one filler first, so the caller never
// hears dead air; a reply the stream did not carry (an apology, the empty-answer text) is said at
// the end. Muted (the caller spoke over it), it sends nothing more. Pure apart from `send`.
import { speakableStream } from './speakable-stream';

export interface TurnVoice {
  /** A piece of Sarah's text as the model wrote it. */
  text(delta: string): void;
  /** Says `sentence` unless a word was said already or the turn is over: true when it was said. */
  filler(sentence: string): boolean;
  /** The turn's answer: `reply` is said too unless the stream already said it; then last: true. */
  finish(reply: string): void;
  /** Nothing more is sent (an interrupt). */
  mute(): void;
  /** Every word sent so far, as one string: how long the caller will be listening. */
  readonly said: string;
}

export function turnVoice(send: (token: string, last: boolean) => void): TurnVoice {
  const speech = speakableStream();
  let raw = ''; // the model's text as streamed, to tell whether the reply was said
  let said = '';
  let muted = false;
  let over = false;
  const out = (token: string, last: boolean) => {
    if (muted) return;
    said += token;
    send(token, last);
  };
  return {
    text(delta) {
      if (over) return;
      raw += delta;
      const words = speech.push(delta);
      if (words) out(words, false);
    },
    filler(sentence) {
      if (over || muted || speech.spoken) return false;
      out(speech.say(sentence), false);
      return true;
    },
    finish(reply) {
      if (over) return;
      over = true;
      // The loop's reply is the last round's text, trimmed: said already when the stream ends with it.
      const streamed = reply.trim() !== '' && raw.trimEnd().endsWith(reply.trim());
      const rest = (streamed ? '' : speech.push(`\n\n${reply}`)) + speech.end();
      if (rest || speech.spoken) out(rest, true);
    },
    mute() {
      muted = true;
    },
    get said() {
      return said;
    },
  };
}
