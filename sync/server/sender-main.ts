// `npm run sender`: the customer-message sender on its own, for a hosted backend (Supabase or
// `npm run serve` elsewhere). It needs the project's URL and service-role key and a real SMTP
// server; it keeps running, looking for due messages every SALON_DESK_SENDER_INTERVAL_MS.
//   SALON_DESK_API_URL            the project's URL (https://<ref>.supabase.co)
//   SALON_DESK_SERVICE_ROLE_KEY   the service-role key (never give it to a device)
//   SALON_DESK_SMTP_HOST, _PORT, _USER, _PASS, _SECURE, SALON_DESK_MAIL_FROM   (see mailer.ts)
//   SALON_DESK_SITE_URL           where the app is served, for manage links in messages (optional)
import { createMailer, smtpFromEnv } from './mailer';
import { Sender } from './sender';
import { senderIntervalFromEnv } from './sender-env';

function fail(message: string): never {
  console.error(message);
  process.exit(2);
}

const env = process.env;
const url = env.SALON_DESK_API_URL || fail('SALON_DESK_API_URL is required (the backend to send for).');
const serviceRoleKey = env.SALON_DESK_SERVICE_ROLE_KEY || fail('SALON_DESK_SERVICE_ROLE_KEY is required.');
let smtp;
let intervalMs;
try {
  smtp = smtpFromEnv(env) ?? fail('SALON_DESK_SMTP_HOST is required: the sender mails customers through a real SMTP server.');
  intervalMs = senderIntervalFromEnv(env);
} catch (err) {
  fail(err instanceof Error ? err.message : String(err));
}

const mailer = createMailer(smtp);
const sender = new Sender({ url, serviceRoleKey, mailer, siteUrl: env.SALON_DESK_SITE_URL || undefined, log: (line) => console.log(line) });
sender.start(intervalMs);
console.log(`Sending customer messages for ${url} every ${intervalMs} ms through ${smtp.host}:${smtp.port}. Ctrl+C to stop.`);

const stop = (signal: string) => {
  console.log(`${signal}: finishing the current round…`);
  sender.stop().then(
    () => {
      mailer.close();
      process.exit(0);
    },
    () => process.exit(1),
  );
};
process.on('SIGINT', () => stop('SIGINT'));
process.on('SIGTERM', () => stop('SIGTERM'));
