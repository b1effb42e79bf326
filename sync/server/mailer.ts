// Sending mail: nodemailer over SMTP. `npm start` points it at the local catcher
// (sync/server/mail-catcher.ts); production at any SMTP server through the environment:
// SALON_DESK_SMTP_HOST, _PORT (587), _USER, _PASS, _SECURE ("true" for implicit TLS, port 465)
// and SALON_DESK_MAIL_FROM. One sender for every mail the backend writes.
import nodemailer from 'nodemailer';

export interface MailAttachment {
  filename: string;
  content: string;
  contentType: string;
}

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  replyTo?: string;
  /** The sender's display name ("Lotus Nails"); the address is always the configured one. */
  fromName?: string;
  attachments?: MailAttachment[];
}

export interface SmtpSettings {
  host: string;
  port: number;
  secure: boolean;
  user?: string;
  pass?: string;
  from: string;
}

export interface Mailer {
  /** Sends one mail; resolves with the server's message id, rejects with the SMTP error. */
  send(mail: OutgoingMail): Promise<string>;
  close(): void;
}

export function createMailer(s: SmtpSettings): Mailer {
  const transport = nodemailer.createTransport({
    host: s.host,
    port: s.port,
    secure: s.secure,
    auth: s.user ? { user: s.user, pass: s.pass ?? '' } : undefined,
    // A few connections kept open and reused: a batch of reminders is not a handshake per mail.
    pool: true,
    maxConnections: 4,
    // A stalled server must not hold a sender for minutes (nodemailer's defaults are 2-10 min).
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
    ...(s.host === '127.0.0.1' ? { ignoreTLS: true } : {}),
  });
  return {
    async send(mail) {
      const info = await transport.sendMail({
        from: mail.fromName ? { name: mail.fromName, address: s.from } : s.from,
        to: mail.to,
        replyTo: mail.replyTo,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        attachments: mail.attachments,
      });
      return info.messageId;
    },
    close: () => transport.close(),
  };
}

/** Production SMTP settings from the environment, or null when none are set (use the catcher). */
export function smtpFromEnv(env: NodeJS.ProcessEnv): SmtpSettings | null {
  const host = env.SALON_DESK_SMTP_HOST;
  if (!host) return null;
  const port = Number(env.SALON_DESK_SMTP_PORT || 587);
  if (!Number.isInteger(port) || port <= 0 || port > 65535) throw new Error(`SALON_DESK_SMTP_PORT must be a port number, got "${env.SALON_DESK_SMTP_PORT}"`);
  const from = env.SALON_DESK_MAIL_FROM;
  if (!from) throw new Error('SALON_DESK_MAIL_FROM is required with SALON_DESK_SMTP_HOST (the address mail is sent from)');
  return {
    host,
    port,
    secure: env.SALON_DESK_SMTP_SECURE === 'true',
    user: env.SALON_DESK_SMTP_USER || undefined,
    pass: env.SALON_DESK_SMTP_PASS || undefined,
    from,
  };
}
