import type { IncomingMessage, ServerResponse } from 'node:http';
import { ipBudgetKey } from './ip-key';

/** Supabase's gateway answers CORS permissively: the anon key and RLS are the protection. */
export const CORS_HEADERS: Record<string, string> = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'GET, POST, PUT, PATCH, DELETE, OPTIONS, HEAD',
  'access-control-allow-headers':
    'authorization, x-client-info, apikey, content-type, content-profile, accept-profile, prefer, range, x-supabase-api-version, x-upsert, accept',
  'access-control-expose-headers': 'content-range, content-location, x-total-count, x-supabase-api-version',
  'access-control-max-age': '86400',
};

/** An error in GoTrue's shape: `{ code, error_code, msg }` (supabase-js reads `msg`). */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly errorCode: string,
    message: string,
    readonly extra: Record<string, unknown> = {},
    /** Response headers that belong to the error, e.g. Retry-After on 429. */
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }
}

export function sendJson(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  const text = body === undefined ? '' : JSON.stringify(body);
  res.writeHead(status, {
    ...CORS_HEADERS,
    'content-type': 'application/json; charset=utf-8',
    'cache-control': 'no-store',
    ...headers,
  });
  res.end(text);
}

export function sendApiError(res: ServerResponse, err: ApiError): void {
  sendJson(res, err.status, { code: err.status, error_code: err.errorCode, msg: err.message, ...err.extra }, err.headers);
}

/**
 * 413 for a body over `max` bytes. It closes the connection: kept open, Node would read and
 * discard the rest of the upload, however large, to reuse the connection.
 */
export function bodyTooLarge(max: number): ApiError {
  return new ApiError(413, 'request_too_large', `Request body too large: at most ${max} bytes`, {}, { connection: 'close' });
}

/** The request's body as text; 413 as soon as it is larger than `max` (declared or sent). */
export async function readBody(req: IncomingMessage, max: number): Promise<string> {
  if (Number(req.headers['content-length'] ?? 0) > max) throw bodyTooLarge(max);
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > max) throw bodyTooLarge(max);
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/** Parses a JSON object body the way GoTrue does: empty is `{}`, anything else must be an object. */
export async function readJsonObject(req: IncomingMessage, max: number): Promise<Record<string, unknown>> {
  const text = await readBody(req, max);
  if (!text.trim()) return {};
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (err) {
    throw new ApiError(400, 'bad_json', `Could not parse request body as JSON: ${(err as Error).message}`);
  }
  if (!value || typeof value !== 'object' || Array.isArray(value)) {
    throw new ApiError(400, 'bad_json', 'Could not parse request body as JSON: expected an object');
  }
  return value as Record<string, unknown>;
}

export function bearerToken(req: IncomingMessage): string | null {
  const header = req.headers.authorization;
  const match = header ? /^bearer\s+(\S+)\s*$/i.exec(header) : null;
  return match ? match[1] : null;
}

/**
 * Who the caller is for the per-IP budgets: its address, or its /64 for IPv6 (ip-key.ts). The
 * gateway is reached directly, never through a proxy, so the socket's peer is the caller.
 */
export function clientIp(req: IncomingMessage): string {
  return ipBudgetKey(req.socket.remoteAddress ?? 'unknown');
}
