// The local mail catcher, as Supabase's CLI runs Inbucket/Mailpit: a real SMTP server
// on loopback that keeps what it receives, for `npm start` and the tests. Text messages sent to
// the gateway's Twilio-shaped endpoint (sync/server/sms-catcher.ts) join the same list, so one
// inbox shows everything the backend sent. The gateway shows it at /mail/ and as JSON at
// /mail/api/messages. Production sends through a real SMTP server and Twilio instead
// (sync/server/mailer.ts, sms.ts), and then no catcher runs.
import type { AddressInfo } from 'node:net';
import { simpleParser, type AddressObject } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { isLoopbackName } from './loopback';

/** Most messages kept; older ones are dropped first, so a long-running `npm start` stays small. */
const KEEP = 1000;
/** The largest message accepted (attachments included). */
const MAX_MESSAGE_BYTES = 10 * 1024 * 1024;

export interface CaughtAttachment {
  filename: string | null;
  contentType: string;
  size: number;
  /** Base64, so a test can read an .ics attachment's text. */
  content: string;
}

export interface CaughtEmail {
  id: string;
  channel: 'email';
  from: string;
  to: string[];
  subject: string;
  text: string;
  html: string | null;
  attachments: CaughtAttachment[];
  /** When the catcher received it (ISO). */
  received_at: string;
}

/** A text message in the mail's shape, so a reader of the list needs no second case for `to`/`text`. */
export interface CaughtSms {
  id: string;
  channel: 'sms';
  /** The provider's message id the sender was answered with (SM + 32 hex). */
  sid: string;
  from: string;
  to: [string];
  subject: '';
  /** The text's body. */
  text: string;
  html: null;
  attachments: [];
  received_at: string;
}

export type CaughtMessage = CaughtEmail | CaughtSms;

export interface MailCatcher {
  /** SMTP port on 127.0.0.1. */
  port: number;
  messages(): readonly CaughtMessage[];
  /** Keeps a text message the SMS endpoint accepted. */
  catchSms(sms: { sid: string; from: string; to: string; body: string }): CaughtSms;
  clear(): void;
  stop(): Promise<void>;
}

/**
 * Throws unless the gateway listens on loopback: the inbox at /mail/ shows every salon's mail,
 * reset links included, to whoever reaches the port. A start is refused rather than
 * run without the catcher, which would leave password resets failing with no sign of why.
 */
export function assertCatcherOnLoopback(host: string): void {
  if (isLoopbackName(host)) return;
  throw new Error(
    `The gateway would listen on ${host}, which other computers can reach, and without SMTP settings the local mail ` +
      "catcher would show every salon's mail there (password-reset links included) at /mail/. Set a real SMTP server " +
      '(SALON_DESK_SMTP_HOST, SALON_DESK_SMTP_PORT, SALON_DESK_SMTP_USER, SALON_DESK_SMTP_PASS, SALON_DESK_MAIL_FROM) ' +
      'or listen on loopback (127.0.0.1, ::1 or localhost).',
  );
}

function addresses(a: AddressObject | AddressObject[] | undefined): string[] {
  const list = Array.isArray(a) ? a : a ? [a] : [];
  return list.flatMap((x) => x.value.map((v) => v.address ?? '').filter(Boolean));
}

export async function startMailCatcher(log: (line: string) => void = () => {}): Promise<MailCatcher> {
  const caught: CaughtMessage[] = [];
  let counter = 0;
  const keep = (m: CaughtMessage) => {
    caught.push(m);
    if (caught.length > KEEP) caught.splice(0, caught.length - KEEP);
  };
  const server = new SMTPServer({
    // Loopback only, no TLS, no login: a development inbox, like Mailpit's defaults.
    secure: false,
    disabledCommands: ['STARTTLS', 'AUTH'],
    authOptional: true,
    size: MAX_MESSAGE_BYTES,
    logger: false,
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((mail) => {
          counter += 1;
          const envelopeTo = session.envelope.rcptTo.map((r) => r.address);
          keep({
            id: String(counter),
            channel: 'email',
            from: addresses(mail.from)[0] ?? (session.envelope.mailFrom ? session.envelope.mailFrom.address : ''),
            to: envelopeTo.length ? envelopeTo : addresses(mail.to),
            subject: mail.subject ?? '',
            text: mail.text ?? '',
            html: typeof mail.html === 'string' ? mail.html : null,
            attachments: mail.attachments.map((x) => ({
              filename: x.filename ?? null,
              contentType: x.contentType,
              size: x.size,
              content: x.content.toString('base64'),
            })),
            received_at: new Date().toISOString(),
          });
          log(`[mail] caught "${mail.subject ?? ''}" for ${envelopeTo.join(', ')}`);
          callback();
        })
        .catch((err: unknown) => callback(err instanceof Error ? err : new Error(String(err))));
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  server.on('error', (err) => log(`[mail] catcher error: ${err.message}`));
  const { port } = (server as unknown as { server: { address(): AddressInfo } }).server.address();
  return {
    port,
    messages: () => caught,
    catchSms({ sid, from, to, body }) {
      counter += 1;
      const sms: CaughtSms = {
        id: String(counter),
        channel: 'sms',
        sid,
        from,
        to: [to],
        subject: '',
        text: body,
        html: null,
        attachments: [],
        received_at: new Date().toISOString(),
      };
      keep(sms);
      log(`[sms] caught a text for ${to}`);
      return sms;
    },
    clear: () => void caught.splice(0),
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
