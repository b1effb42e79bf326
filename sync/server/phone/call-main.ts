// `npm run call`: talk to Sarah from a terminal as a caller, through the local provider stand-in.
// It places a call to the salon's number exactly as Twilio would — the signed voice
// webhook, the relay WebSocket, the transfer's <Dial>, the status callback — so it tests what a
// real call does. Sign with the salon's Twilio Account SID and auth token (the ones saved on the
// Phone Integration screen).
//
//   npm run call -- --to +12125550177 --sid AC… --token … [--from +12125550142] [--url http://127.0.0.1:54321]
//
// Type what the caller says and press Enter. /press 1 presses a key, /interrupt speaks over Sarah,
// /hangup (or Ctrl+D) hangs up. When Sarah transfers, you choose whether someone answers.
import { createInterface } from 'node:readline/promises';
import { parseArgs } from 'node:util';
import { phoneKey } from '../../../src/domain/phone-key';
import { startCall } from './call-session';

const USAGE = 'Usage: npm run call -- --to <salon number> --sid <Account SID> --token <auth token> [--from <caller number>] [--url <backend URL>]';

function options() {
  const { values } = parseArgs({
    options: { to: { type: 'string' }, sid: { type: 'string' }, token: { type: 'string' }, from: { type: 'string' }, url: { type: 'string' } },
  });
  const env = process.env;
  const to = phoneKey(values.to ?? env.SALON_DESK_CALL_TO ?? '');
  const from = phoneKey(values.from ?? env.SALON_DESK_CALL_FROM ?? '+12125550142');
  const accountSid = values.sid ?? env.TWILIO_ACCOUNT_SID ?? '';
  const authToken = values.token ?? env.TWILIO_AUTH_TOKEN ?? '';
  const backendUrl = values.url ?? env.SALON_DESK_URL ?? `http://127.0.0.1:${env.PORT ?? 54321}`;
  const problems = [
    !to && "--to must be the salon's phone number (E.164, e.g. +12125550177).",
    !from && '--from must be a phone number.',
    !/^AC[0-9a-zA-Z]{32}$/.test(accountSid) && '--sid must be the Twilio Account SID (AC and 32 characters).',
    !authToken && '--token must be the auth token saved for the salon.',
  ].filter(Boolean);
  if (problems.length) {
    console.error([...problems, USAGE].join('\n'));
    process.exit(2);
  }
  return { backendUrl, accountSid, authToken, to: to!, from: from! };
}

const line = options();
const rl = createInterface({ input: process.stdin, output: process.stdout, terminal: process.stdin.isTTY });
// Taken at once: lines typed while the call connects wait in it instead of being dropped.
const lines = rl[Symbol.asyncIterator]();
let speaking = false;
/** While a transfer rings, the next line typed answers it instead of being said to Sarah. */
const dial: { answer: ((line: string) => void) | null } = { answer: null };
const call = await startCall(line, {
  onToken(token, last) {
    if (!speaking && token) process.stdout.write('Sarah: ');
    speaking = !last;
    process.stdout.write(token);
    if (last) process.stdout.write('\n');
  },
  onEnd: (data) => console.log(`[the relay session ended${data ? `: ${data}` : ''}]`),
  async dialOutcome(number) {
    console.log(`[transferring to ${number}: does someone answer? y = yes, n = no answer, b = busy]`);
    const answer = (await new Promise<string>((r) => (dial.answer = r))).trim().toLowerCase();
    return answer.startsWith('y') ? 'completed' : answer.startsWith('b') ? 'busy' : 'no-answer';
  },
  log: (l) => console.error(`[${l}]`),
});
console.log(`[calling ${line.to} from ${line.from} through ${line.backendUrl} — call ${call.callSid}]`);
await call.ready;
void call.over.then((why) => {
  console.log(`[call over: ${why}]`);
  rl.close();
  process.exit(0);
});
for (let next = await lines.next(); !next.done; next = await lines.next()) {
  const input = next.value;
  const words = input.trim();
  if (dial.answer) {
    const answer = dial.answer;
    dial.answer = null;
    answer(words);
    continue;
  }
  if (!words) continue;
  if (words === '/hangup') break;
  if (words === '/interrupt') call.interrupt();
  else if (words.startsWith('/press ')) call.press(words.slice(7).trim());
  else call.say(words);
}
await call.hangUp();
