import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PGlite } from '@electric-sql/pglite';
import { createAuthHandler } from './auth';
import { AuthStore } from './auth-store';
import { lockDataDir } from './data-lock';
import { embedLookup } from './embed-lookup';
import { createGateway } from './gateway';
import { DEV_JWT_SECRET, apiKeyFor } from './keys';
import { resolveLimits, type LimitOverrides } from './limits';
import { assertCatcherOnLoopback, startMailCatcher, type MailCatcher } from './mail-catcher';
import { createMailer, type SmtpSettings } from './mailer';
import { applyPlatform, migrate } from './migrate';
import { openPglite } from './pglite-open';
import { createRealtime, parseBroadcast, BROADCAST_CHANNEL, NOTIFY_SETTING, type Realtime } from './realtime';
import { sarahFromEnv, sarahRoutes, type SarahRouteOptions } from './sarah/routes';
import { Sender } from './sender';
import { enforceIpBudgets } from './rest-budget';
import { startRestStack, type RestStack } from './rest-stack';
import { SessionGate } from './session-gate';
import { SMS_PATH, type SmsStandin, type StandinAccounts } from './sms-catcher';
import { smsApiBaseFromEnv, TWILIO_API_BASE } from './sms';
import { serviceClient } from './sarah/supabase-clients';
import type { SupabaseClient } from '@supabase/supabase-js';

export { DEV_JWT_SECRET } from './keys';

const here = path.dirname(fileURLToPath(import.meta.url));
export const REPO_ROOT = path.resolve(here, '../..');

export interface LocalBackendOptions {
  port?: number; // 0 = pick a free port; default 54321
  host?: string; // default 127.0.0.1 (loopback only)
  dataDir?: string | null; // PGlite data folder; null/undefined = in-memory (tests)
  jwtSecret?: string; // default: the documented development secret
  distDir?: string | null; // built app to serve (default <repo>/dist); null = don't serve
  log?: (line: string) => void;
  /** Overrides for the derived API keys (env SALON_DESK_ANON_KEY / _SERVICE_ROLE_KEY). */
  anonKey?: string;
  serviceRoleKey?: string;
  /** Access-token lifetime; GoTrue's default is one hour. Tests shorten it. */
  accessTokenTtlSeconds?: number;
  /** Body sizes, time limits, rate limits, redirect allow-list (sync/server/limits.ts). */
  limits?: LimitOverrides;
  /** A real SMTP server for mail; absent = the local catcher, shown at /mail/ (sync/server/mail-catcher.ts). */
  smtp?: SmtpSettings | null;
  /**
   * Run the customer-message sender in this process every `intervalMs` (sync/server/sender.ts).
   * Absent = not run: tests drive their own sender with an injected clock.
   */
  sender?: { intervalMs: number } | null;
  /**
   * Server-side Sarah at /sarah/chat and /sarah/reset (sync/server/sarah). Default: on, set from
   * the environment (sarahFromEnv: OPENAI_* for salons that saved none); null = off.
   */
  sarah?: SarahRouteOptions | null;
}

export interface LocalBackend {
  url: string;
  anonKey: string;
  serviceRoleKey: string;
  jwtSecret: string;
  /** The local mail catcher, when no SMTP server was given. */
  mail: MailCatcher | null;
  /** The customer-message sender, when asked for (options.sender). */
  sender: Sender | null;
  /**
   * The Twilio-shaped API base the local catcher serves (`${url}/sms`), for createTwilioSms's
   * `apiBase`; null without the catcher, when texts go to SALON_DESK_SMS_API_URL or Twilio.
   */
  smsApiBase: string | null;
  /** The stand-in's Twilio accounts: opens one with its own token and numbers (else an account is what salons saved). */
  twilioStandin: { openAccount(account: { sid: string; token: string; numbers: string[] }): void };
  /** The Realtime stand-in at /realtime/v1/websocket (its sockets, for tests and the bench). */
  realtime: Pick<Realtime, 'counts'>;
  close(): Promise<void>;
}

/**
 * Starts PGlite (+ socket), the platform bootstrap and migrations, PostgREST, and one HTTP
 * gateway for /rest/v1, /auth/v1 and the built app. Anything started is stopped again if a
 * later step fails, so a failed start leaves no child process behind.
 */
export async function startLocalBackend(opts: LocalBackendOptions = {}): Promise<LocalBackend> {
  const log = opts.log ?? (() => {});
  const jwtSecret = opts.jwtSecret ?? DEV_JWT_SECRET;
  if (jwtSecret.length < 32) throw new Error('The JWT secret must be at least 32 characters (PostgREST requires it).');
  const host = opts.host ?? '127.0.0.1';
  if (!opts.smtp) assertCatcherOnLoopback(host);
  const distDir = opts.distDir === undefined ? path.join(REPO_ROOT, 'dist') : opts.distDir;
  const anonKey = opts.anonKey ?? (await apiKeyFor('anon', jwtSecret));
  const serviceRoleKey = opts.serviceRoleKey ?? (await apiKeyFor('service_role', jwtSecret));
  const limits = resolveLimits(opts.limits);

  const cleanups: Array<() => Promise<void>> = [];
  const close = async () => {
    for (const fn of cleanups.splice(0).reverse()) {
      await fn().catch((err: unknown) => log(`[backend] shutdown step failed: ${String(err)}`));
    }
  };

  const t0 = performance.now();
  const lap = (() => {
    let last = t0;
    return () => {
      const now = performance.now();
      const ms = Math.round(now - last);
      last = now;
      return ms;
    };
  })();
  try {
    const dataDir = opts.dataDir ? path.resolve(opts.dataDir) : null;
    // Before PGlite touches the folder: a second backend on it would corrupt it. Released after db.close().
    if (dataDir) {
      const lock = await lockDataDir(dataDir);
      cleanups.push(() => lock.release());
    }
    const db: PGlite = await openPglite(dataDir);
    cleanups.push(() => db.close());
    const gate = new SessionGate(db);
    const dbMs = lap();

    await gate.run(async (d) => {
      await applyPlatform(d, path.join(here, 'platform.sql'));
      const result = await migrate(d, path.join(REPO_ROOT, 'supabase/migrations'));
      log(`[backend] migrations: ${result.applied.length} applied, ${result.skipped.length} already applied`);
      // The database keeps the booking page's per-IP budgets; a backend without rate limits has none.
      await enforceIpBudgets(d, limits.rate !== null);
    });

    const migrateMs = lap();
    let rest: RestStack | null = await startRestStack(gate, jwtSecret, log);
    const restRef = rest;
    const restMs = lap();
    cleanups.push(async () => {
      rest = null;
      await restRef.stop();
    });

    const catcher = opts.smtp ? null : await startMailCatcher(log);
    if (catcher) cleanups.push(() => catcher.stop());
    const mailer = createMailer(opts.smtp ?? { host: '127.0.0.1', port: catcher!.port, secure: false, from: 'no-reply@salon-desk.local' });
    cleanups.push(async () => mailer.close());

    let url = '';
    const auth = createAuthHandler({
      mailer,
      store: new AuthStore(gate),
      jwtSecret,
      publicUrl: () => url,
      accessTokenTtlSeconds: opts.accessTokenTtlSeconds ?? 3600,
      limits,
      log,
    });
    // Test Connection asks the provider's API where texts go: SALON_DESK_SMS_API_URL, else the local stand-in.
    const providerApiBase = () =>
      process.env.SALON_DESK_SMS_API_URL?.trim() ? smsApiBaseFromEnv(process.env) : catcher ? `${url}${SMS_PATH}` : TWILIO_API_BASE;
    const sarahOptions = opts.sarah === null ? null : { log, providerApiBase, ...(opts.sarah ?? sarahFromEnv(process.env)) };
    const sarah = sarahOptions ? sarahRoutes(() => url, serviceRoleKey, sarahOptions) : null;
    // The stand-in's accounts: one opened for it (a test's) answers with its own token and numbers;
    // any other SID is what salons saved (phone_standin_numbers). Local only, with the catcher.
    const opened = new Map<string, { token: string; numbers: string[] }>();
    let standinDb: SupabaseClient | null = null;
    const smsAccounts: StandinAccounts = async (sid, token) => {
      const account = opened.get(sid);
      if (account) return account.token === token ? account.numbers : null;
      standinDb ??= serviceClient(url, serviceRoleKey);
      const { data, error } = await standinDb.rpc('phone_standin_numbers', { p_account_sid: sid, p_auth_token: token });
      if (error) throw new Error(`phone_standin_numbers failed: ${error.message}`);
      return (data as string[] | null) ?? null;
    };
    // Its numbers call the backend where the provider reaches it (SALON_DESK_PUBLIC_URL), as the Test call does.
    if (catcher) Object.assign(catcher as SmsStandin, { accounts: smsAccounts, publicUrl: sarahOptions?.publicUrl ?? null });
    const server = createGateway({
      restUrl: () => rest?.url ?? null,
      anonKey,
      serviceRoleKey,
      auth,
      appConfig: () => ({ supabaseUrl: url, anonKey }),
      distDir,
      limits,
      mail: catcher,
      // Who may frame /book/<slug> and /a/<token>: the salon's own list.
      embedOrigins: embedLookup(gate),
      sarah,
      log,
    });
    // Realtime's broadcasts from the database (realtime.send, a NOTIFY here) go to joined devices.
    const realtime = createRealtime({ gate, jwtSecret, log });
    cleanups.push(async () => realtime.close());
    gate.onNotification((channel, payload) => {
      const m = channel === BROADCAST_CHANNEL ? parseBroadcast(payload) : null;
      if (m) realtime.broadcast(m.topic, m.event, m.payload, m.private);
    });
    await gate.listen(BROADCAST_CHANNEL, NOTIFY_SETTING);
    // One upgrade listener routes by path: Realtime's socket, else the phone relay (which answers
    // 404 to any other path), else a 404 here.
    server.on('upgrade', (req, socket, head) => {
      if (realtime.upgrade(req, socket, head)) return;
      if (sarah) return sarah.relay(req, socket, head);
      socket.end('HTTP/1.1 404 Not Found\r\nContent-Length: 0\r\nConnection: close\r\n\r\n');
    });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(opts.port ?? 54321, host, () => resolve());
    });
    cleanups.push(
      () =>
        new Promise<void>((resolve) => {
          server.close(() => resolve());
          server.closeAllConnections();
        }),
    );
    const { port } = server.address() as AddressInfo;
    url = `http://${host.includes(':') ? `[${host}]` : host}:${port}`;
    const smsApiBase = catcher ? `${url}${SMS_PATH}` : null;
    let sender: Sender | null = null;
    if (opts.sender) {
      // Texts follow the mail: with the catcher they are caught too, unless SALON_DESK_SMS_API_URL says otherwise.
      const running = new Sender({
        url,
        serviceRoleKey,
        mailer,
        log,
        smsApiBase: process.env.SALON_DESK_SMS_API_URL || smsApiBase || undefined,
        // The gateway serves the app too: manage links point at it unless the site lives elsewhere.
        siteUrl: process.env.SALON_DESK_SITE_URL || url,
      });
      running.start(opts.sender.intervalMs);
      cleanups.push(() => running.stop());
      sender = running;
    }
    log(`[backend] ready in ${Math.round(performance.now() - t0)} ms ` + `(database ${dbMs} ms, bootstrap+migrations ${migrateMs} ms, PostgREST ${restMs} ms)`);
    const twilioStandin = {
      openAccount: (a: { sid: string; token: string; numbers: string[] }) => void opened.set(a.sid, { token: a.token, numbers: [...a.numbers] }),
    };
    return { url, anonKey, serviceRoleKey, jwtSecret, mail: catcher, sender, smsApiBase, twilioStandin, realtime, close };
  } catch (err) {
    await close();
    throw err;
  }
}
