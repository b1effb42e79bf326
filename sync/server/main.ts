// `npm start` / `npm run serve`: the app and its local backend on one loopback port.
import path from 'node:path';
import { REPO_ROOT, startLocalBackend, type LocalBackend } from './index';
import { limitsFromEnv } from './limits';
import { smtpFromEnv } from './mailer';
import { sarahFromEnv } from './sarah/routes';
import { senderFromEnv } from './sender-env';

const t0 = performance.now();
const env = process.env;
const port = env.PORT ? Number(env.PORT) : 54321;
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`PORT must be a port number, got "${env.PORT}"`);
  process.exit(2);
}
const dataDir = env.SALON_DESK_DATA_DIR || path.join(REPO_ROOT, '.data/pglite');

// Handlers go in before startup: a Ctrl+C while PostgREST is starting must still stop it
// instead of leaving the child process behind.
let backend: LocalBackend | null = null;
let stopping = false;
const stop = (signal: string) => {
  if (stopping) return;
  stopping = true;
  console.log(`\n${signal}: stopping…`);
  if (!backend) return; // the startup path below closes it once it exists
  // Closing PGlite flushes the data folder; PostgREST is killed before it.
  backend.close().then(
    () => process.exit(0),
    (err: unknown) => {
      console.error(err);
      process.exit(1);
    },
  );
};
process.on('SIGINT', () => stop('SIGINT'));
process.on('SIGTERM', () => stop('SIGTERM'));

try {
  const running = await startLocalBackend({
    port,
    dataDir,
    jwtSecret: env.SALON_DESK_JWT_SECRET || undefined,
    anonKey: env.SALON_DESK_ANON_KEY || undefined,
    serviceRoleKey: env.SALON_DESK_SERVICE_ROLE_KEY || undefined,
    limits: limitsFromEnv(env),
    smtp: smtpFromEnv(env),
    sender: senderFromEnv(env),
    sarah: sarahFromEnv(env),
    log: (line) => console.log(line),
  });
  backend = running;
  if (stopping) {
    await running.close();
    process.exit(0);
  }
  // performance.now() counts from process start, so this includes loading the modules too.
  const ms = Math.round(performance.now());
  const backendMs = Math.round(performance.now() - t0);
  console.log(`\nSalon Desk is running at ${running.url}  (started in ${ms} ms; backend ${backendMs} ms)`);
  console.log(`  data folder: ${dataDir}`);
  console.log(`  Supabase URL: ${running.url}`);
  console.log(`  anon key:     ${running.anonKey}`);
  console.log(
    running.mail
      ? `  mail inbox:   ${running.url}/mail/ (local catcher; set SALON_DESK_SMTP_HOST to send for real)`
      : '  mail:         sent through SALON_DESK_SMTP_HOST',
  );
  console.log(
    running.sender
      ? '  customer messages: sent by this process (SALON_DESK_SENDER=off to leave them to `npm run sender`)'
      : '  customer messages: not sent here (SALON_DESK_SENDER=off)',
  );
  console.log(`  Sarah (server): POST ${running.url}/sarah/chat with the owner's token (model: the salon's saved one, else OPENAI_BASE_URL / OPENAI_MODEL)`);
  console.log(
    `  phone (Twilio): POST ${env.SALON_DESK_PUBLIC_URL || running.url}/phone/twilio/voice and /phone/twilio/status, signed with the salon's auth token`,
  );
  if (running.smsApiBase) console.log(`  text messages: caught in the same inbox (Twilio-shaped API at ${running.smsApiBase})`);
  console.log('Press Ctrl+C to stop.\n');
} catch (err) {
  console.error(`Could not start the local backend:\n${err instanceof Error ? err.message : String(err)}`);
  process.exit(1);
}
