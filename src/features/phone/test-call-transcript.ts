// The Test call's transcript and phase, pure: what the owner said, Sarah's words as
// they stream in (tokens with last: false, then last: true; or one whole token), and how the call
// ended, from the events of the Test call's socket (sync/remote/phone-client.ts). A line of Sarah's
// is complete, and spoken aloud, when its last token came. The notices are in the owner's language
// at the moment they happen.
import { t } from '@lingui/core/macro';
import type { TestCallEvent } from '../../../sync/remote/phone-client';

export type CallPhase = 'idle' | 'connecting' | 'connected' | 'ended';

export interface TranscriptLine {
  id: number;
  who: 'caller' | 'sarah';
  text: string;
  /** Sarah's line: all of its tokens came (the caller's are always complete). */
  complete: boolean;
}

export interface CallView {
  phase: CallPhase;
  lines: TranscriptLine[];
  /** Why the call ended or could not start, in words; null while fine. */
  notice: string | null;
  /** Set when a line of Sarah's just completed: the words to speak. */
  toSpeak: { id: number; text: string } | null;
}

export const emptyCall: CallView = { phase: 'idle', lines: [], notice: null, toSpeak: null };

export type CallAction = { type: 'dial' } | { type: 'said'; text: string } | { type: 'failed'; message: string } | TestCallEvent;

function endedWords(reason: string, detail: string | undefined): string {
  if (reason === 'hangup') return t`You hung up. The call is on the Calls screen.`;
  if (reason === 'sarah_ended') return t`Sarah ended the call. It is on the Calls screen.`;
  return detail ? t`The call ended: ${detail}.` : t`The call ended.`;
}

const nextId = (v: CallView) => (v.lines.at(-1)?.id ?? 0) + 1;

function sarahSays(v: CallView, token: string, last: boolean): CallView {
  const open = v.lines.at(-1);
  const lines =
    open && open.who === 'sarah' && !open.complete
      ? [...v.lines.slice(0, -1), { ...open, text: open.text + token, complete: last }]
      : [...v.lines, { id: nextId(v), who: 'sarah' as const, text: token, complete: last }];
  const line = lines.at(-1)!;
  return { ...v, lines, toSpeak: last && line.text.trim() ? { id: line.id, text: line.text.trim() } : null };
}

export function callReducer(v: CallView, a: CallAction): CallView {
  // An ended call takes nothing more from its socket (hung up while it was being placed, say): only a new dial.
  if (v.phase === 'ended' && a.type !== 'dial') return v;
  switch (a.type) {
    case 'dial':
      return { ...emptyCall, phase: 'connecting' };
    case 'connected':
      return a.greeting ? sarahSays({ ...v, phase: 'connected' }, a.greeting, true) : { ...v, phase: 'connected' };
    case 'said':
      return { ...v, toSpeak: null, lines: [...v.lines, { id: nextId(v), who: 'caller', text: a.text, complete: true }] };
    case 'text':
      return sarahSays(v, a.token, a.last);
    case 'end':
      return { ...v, toSpeak: null };
    case 'transfer': {
      const number = a.number;
      return {
        ...v,
        notice: t`Sarah is transferring the call. On a real call ${number} would ring now; in a test no one answers, so Sarah comes back to take a message.`,
      };
    }
    case 'ended':
      return { ...v, phase: 'ended', toSpeak: null, notice: endedWords(a.reason, a.detail) };
    case 'error':
    case 'failed':
      return { ...v, phase: 'ended', toSpeak: null, notice: a.message };
    case 'closed':
      // A socket that closed without saying why: the server or the network went away.
      return {
        ...v,
        phase: 'ended',
        toSpeak: null,
        notice:
          v.phase === 'connecting'
            ? t`The test call could not be placed: the server did not answer. Try again in a moment.`
            : t`The connection to the server was lost: the call ended.`,
      };
  }
}
