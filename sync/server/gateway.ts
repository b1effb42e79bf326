import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import { Transform, type TransformCallback } from 'node:stream';
import { compressAnswer } from './content-encoding';
import type { EmbedLookup } from './embed-lookup';
import { ApiError, bodyTooLarge, CORS_HEADERS, sendJson } from './http-util';
import type { ServerLimits } from './limits';
import type { MailCatcher } from './mail-catcher';
import { serveInbox } from './mail-inbox';
import { forwardClientAddress } from './rest-budget';
import { answersInWords, relayError } from './rest-errors';
import { serveSmsApi } from './sms-catcher';
import { createStaticFiles } from './static-files';

export interface GatewayOptions {
  /** Where PostgREST listens, or null while it is down. */
  restUrl: () => string | null;
  anonKey: string;
  serviceRoleKey: string;
  auth: (req: IncomingMessage, res: ServerResponse, url: URL, route: string) => Promise<void>;
  appConfig: () => { supabaseUrl: string; anonKey: string };
  distDir: string | null;
  limits: ServerLimits;
  /** The sites that may frame a customer's page; absent = only the page's own origin. */
  embedOrigins?: EmbedLookup;
  /** The local mail catcher, shown at /mail/, which also takes texts at /sms (absent with a real SMTP server). */
  mail?: MailCatcher | null;
  /** Server-side Sarah's /sarah/* and the phone webhooks /phone/* (sync/server/sarah/routes.ts); false = not hers. */
  sarah?: ((req: IncomingMessage, res: ServerResponse, url: URL) => Promise<boolean>) | null;
  log: (line: string) => void;
}

// Hop-by-hop headers belong to one connection and must not be forwarded.
const HOP_BY_HOP = ['connection', 'keep-alive', 'transfer-encoding', 'upgrade', 'proxy-connection', 'te', 'trailer', 'host'];

const agent = new http.Agent({ keepAlive: true });
/** Passes a body through and fails once more than `max` bytes went by. */
function byteCap(max: number): Transform {
  let seen = 0;
  return new Transform({
    transform(chunk: Buffer, _enc: BufferEncoding, done: TransformCallback) {
      seen += chunk.length;
      if (seen > max) done(bodyTooLarge(max));
      else done(null, chunk);
    },
  });
}

/** Answers 413 and closes the connection, so the rest of an oversized body is never read. */
function refuseBody(res: ServerResponse, err: ApiError): void {
  if (!res.headersSent) {
    res.shouldKeepAlive = false;
    sendApiErrorAsRest(res, err);
  } else res.destroy();
}

/** PostgREST's error shape ({ message, code }), which supabase-js surfaces on REST calls. */
function sendApiErrorAsRest(res: ServerResponse, err: ApiError): void {
  sendJson(res, err.status, { message: err.message, code: err.errorCode, details: null, hint: null }, { connection: 'close', ...err.headers });
}

export function createGateway(o: GatewayOptions): http.Server {
  const validKeys = new Set([o.anonKey, o.serviceRoleKey]);
  const { limits } = o;

  /** Supabase's gateway rejects API calls without a project key before they reach a service. */
  function checkApiKey(req: IncomingMessage, url: URL, res: ServerResponse): string | null {
    const key = (req.headers.apikey as string | undefined) ?? url.searchParams.get('apikey');
    if (!key) {
      sendJson(res, 401, { message: 'No API key found in request', hint: 'No `apikey` request header or url param was found.' });
      return null;
    }
    if (!validKeys.has(key)) {
      sendJson(res, 401, { message: 'Invalid API key', hint: 'Double check your Supabase `anon` or `service_role` API key.' });
      return null;
    }
    return key;
  }

  function proxyRest(req: IncomingMessage, res: ServerResponse, url: URL, apiKey: string): void {
    const target = o.restUrl();
    if (!target) {
      sendJson(res, 502, { message: 'PostgREST is not running' });
      return;
    }
    if (Number(req.headers['content-length'] ?? 0) > limits.restBodyBytes) {
      refuseBody(res, bodyTooLarge(limits.restBodyBytes));
      return;
    }
    const headers: http.OutgoingHttpHeaders = { ...req.headers };
    for (const h of HOP_BY_HOP) delete headers[h];
    // The database keeps the booking page's and the contact form's per-IP budgets from this address.
    forwardClientAddress(headers, req);
    // Like Supabase's gateway: the project key is the JWT when the caller sends no session.
    if (!headers.authorization) headers.authorization = `Bearer ${apiKey}`;
    // The key may come as ?apikey=; PostgREST would read it as a filter on a column "apikey".
    const query = new URLSearchParams(url.search);
    query.delete('apikey');
    const search = query.size ? `?${query}` : '';
    const upstreamPath = url.pathname.slice('/rest/v1'.length) || '/';
    // A stranger's errors come back in words (rest-errors.ts); an owner's own calls as PostgREST said them.
    const inWords = answersInWords(req, url.pathname, apiKey);
    let timedOut = false;
    const upstream = http.request(`${target}${upstreamPath}${search}`, { method: req.method, headers, agent, timeout: limits.upstreamTimeoutMs }, (up) => {
      const out: http.OutgoingHttpHeaders = { ...up.headers, ...CORS_HEADERS };
      for (const h of HOP_BY_HOP) delete out[h];
      const status = up.statusCode ?? 502;
      if (inWords && status >= 400) {
        relayError(up, res, status, out, upstreamPath.startsWith('/rpc/'));
        return;
      }
      // A body-less answer has nothing to compress.
      const squeeze = req.method === 'HEAD' || status === 204 || status === 304 ? null : compressAnswer(req.headers['accept-encoding'], out);
      res.writeHead(status, out);
      if (squeeze) up.pipe(squeeze).pipe(res);
      else up.pipe(res);
    });
    upstream.on('timeout', () => {
      timedOut = true;
      upstream.destroy(new Error(`no answer within ${limits.upstreamTimeoutMs} ms`));
    });
    upstream.on('error', (err) => {
      o.log(`[gateway] PostgREST request failed: ${err.message}`);
      if (res.headersSent) res.destroy(err);
      else if (timedOut) sendJson(res, 504, { message: 'PostgREST did not answer in time', details: err.message });
      else if (!(err instanceof ApiError)) sendJson(res, 502, { message: 'PostgREST is unavailable', details: err.message });
    });
    const cap = byteCap(limits.restBodyBytes);
    cap.on('error', (err) => {
      // The request never reaches the database: PostgREST sees an aborted upload.
      upstream.destroy(err);
      refuseBody(res, err as ApiError);
    });
    req.pipe(cap).pipe(upstream);
  }

  const serveStatic = createStaticFiles(o);

  async function route(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const api = url.pathname.startsWith('/rest/v1') || url.pathname.startsWith('/auth/v1');
    if (api && req.method === 'OPTIONS') {
      res.writeHead(200, { ...CORS_HEADERS, 'content-length': 0 }).end();
      return;
    }
    if (url.pathname === '/rest/v1' || url.pathname.startsWith('/rest/v1/')) {
      const key = checkApiKey(req, url, res);
      if (key) proxyRest(req, res, url, key);
      return;
    }
    if (url.pathname.startsWith('/auth/v1/')) {
      const authRoute = url.pathname.slice('/auth/v1'.length);
      // /verify is opened from an emailed link in a browser, so it carries no key (as on Supabase).
      if (authRoute !== '/verify' && !checkApiKey(req, url, res)) return;
      res.setHeader('access-control-allow-origin', '*');
      await o.auth(req, res, url, authRoute);
      return;
    }
    if (o.sarah && /^\/(sarah|phone)\//.test(url.pathname) && (await o.sarah(req, res, url))) return;
    if (o.mail && (url.pathname === '/mail' || url.pathname.startsWith('/mail/')) && serveInbox(o.mail, req, res, url)) return;
    if (o.mail && (await serveSmsApi(o.mail, req, res, url, limits.smsBodyBytes))) return;
    if (url.pathname === '/app-config.js') {
      const body = `window.__SALON_DESK_CONFIG__ = ${JSON.stringify(o.appConfig())};\n`;
      res.writeHead(200, { 'content-type': 'text/javascript; charset=utf-8', 'cache-control': 'no-cache' });
      res.end(body);
      return;
    }
    await serveStatic(req, res, url);
  }

  // A client must send its whole request within requestTimeout; Node checks every second, so a
  // slow sender is cut off on time instead of up to 30 s (Node's default check interval) late.
  const timeouts = {
    requestTimeout: limits.requestTimeoutMs,
    headersTimeout: Math.min(limits.requestTimeoutMs, 10_000),
    connectionsCheckingInterval: 1_000,
  };
  return http.createServer(timeouts, (req, res) => {
    route(req, res).catch((err: unknown) => {
      o.log(`[gateway] ${req.method} ${req.url} failed: ${err instanceof Error ? err.stack : String(err)}`);
      if (!res.headersSent) sendJson(res, 500, { message: 'Internal error' });
      else res.destroy();
    });
  });
}
