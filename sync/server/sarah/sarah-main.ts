// `npm run sarah`: server-side Sarah on her own, next to a hosted backend (a Supabase project or
// `npm run serve` elsewhere). It serves POST /sarah/chat and POST /sarah/reset (http.ts), the
// phone webhooks POST /phone/twilio/voice, /status and /sms (../phone/twilio-webhooks.ts),
// the relay WebSocket GET /phone/twilio/relay (../phone/relay.ts),
// and talks to the project through PostgREST with the service-role key.
//   SALON_DESK_API_URL            the project's URL (https://<ref>.supabase.co)
//   SALON_DESK_SERVICE_ROLE_KEY   the service-role key (never give it to a device)
//   SALON_DESK_SARAH_PORT         where to listen (default 8787); SALON_DESK_SARAH_HOST (default 127.0.0.1)
//   SALON_DESK_SARAH_PER_MINUTE, SALON_DESK_SARAH_PRIVATE_MODELS, OPENAI_BASE_URL, OPENAI_MODEL,
//   OPENAI_API_KEY, SALON_DESK_PUBLIC_URL (routes.ts sarahFromEnv; the last is this process's
//                                 address as Twilio calls it, which its signatures cover)
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { sendJson } from '../http-util';
import { relayOn } from '../phone/relay';
import { sarahFromEnv, sarahRoutes, type SarahRouteOptions } from './routes';

function fail(message: string): never {
  console.error(message);
  process.exit(2);
}

const env = process.env;
const url = (env.SALON_DESK_API_URL || fail('SALON_DESK_API_URL is required (the backend Sarah works for).')).replace(/\/+$/, '');
const serviceRoleKey = env.SALON_DESK_SERVICE_ROLE_KEY || fail('SALON_DESK_SERVICE_ROLE_KEY is required.');
const port = env.SALON_DESK_SARAH_PORT ? Number(env.SALON_DESK_SARAH_PORT) : 8787;
if (!Number.isInteger(port) || port < 0 || port > 65535) fail(`SALON_DESK_SARAH_PORT must be a port number, got "${env.SALON_DESK_SARAH_PORT}"`);
const host = env.SALON_DESK_SARAH_HOST || '127.0.0.1';
let options: SarahRouteOptions;
try {
  options = sarahFromEnv(env);
} catch (err) {
  fail(err instanceof Error ? err.message : String(err));
}

const { defaults } = options;
const routes = sarahRoutes(() => url, serviceRoleKey, { ...options, log: (line) => console.log(line) });
const server = http.createServer({ requestTimeout: 30_000, headersTimeout: 10_000 }, (req, res) => {
  const at = new URL(req.url ?? '/', 'http://localhost');
  routes(req, res, at)
    .then((handled) => {
      if (!handled)
        sendJson(res, 404, {
          error: 'not_found',
          message:
            'Not found: POST /sarah/chat, /sarah/reset, /phone/twilio/voice, /phone/twilio/status or /phone/twilio/sms, or the WebSocket /phone/twilio/relay.',
        });
    })
    .catch((err: unknown) => {
      console.error(`[sarah] ${req.method} ${req.url} failed: ${err instanceof Error ? err.stack : String(err)}`);
      if (!res.headersSent) sendJson(res, 500, { error: 'internal', message: 'Sarah could not answer: try again.' });
      else res.destroy();
    });
});
relayOn(server, routes.relay); // the phone relay's WebSocket (GET /phone/twilio/relay)
server.listen(port, host, () => {
  const { port: bound } = server.address() as AddressInfo;
  console.log(
    `Sarah answers at http://${host}:${bound}/sarah/chat for ${url} (model ${defaults.model} at ${defaults.baseURL} unless a salon saved its own). Ctrl+C to stop.`,
  );
});

const stop = (signal: string) => {
  console.log(`${signal}: finishing the turns in flight…`);
  server.close(() => process.exit(0));
  server.closeIdleConnections();
};
process.on('SIGINT', () => stop('SIGINT'));
process.on('SIGTERM', () => stop('SIGTERM'));
