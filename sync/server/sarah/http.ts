// POST /sarah/chat and POST /sarah/reset: server-side Sarah on the backend's origin
// (routed by the gateway in `npm start`, or served alone by `npm run sarah`). The owner's access
// token says whose salon; the body says which conversation and what the customer typed.
//   /sarah/chat   { conversation_id: uuid, message: string, at?: ISO, greeting?: string, agent?: AgentConfig }
//                 -> { reply, actions, conversation_id, error? } (AssistantReply's shape)
//   /sarah/reset  { conversation_id: uuid } -> { conversation_id, ended: true }
// Refusals are { error, message } with a 4xx status, decided before anything is written.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { isUuid } from '../../../src/domain/ids';
import { AGENT_VOICES, validateAgentConfig, type AgentConfig } from '../../../src/domain/phone';
import { ApiError, bearerToken, readJsonObject, sendJson } from '../http-util';
import type { OwnerSalon } from './supabase-clients';
import { refusal, type Answer, type Sarah } from './turn';

/** A request body, whatever it says. */
export const MAX_BODY_BYTES = 64 * 1024;
/** What a customer types in one message (a chat box, a transcribed utterance). */
export const MAX_MESSAGE_CHARS = 4000;
export const MAX_GREETING_CHARS = 1000;
/** A queued message may have waited offline, but not forever; nor come from the future. */
const AT_PAST_MS = 30 * 24 * 3600_000;
const AT_FUTURE_MS = 5 * 60_000;

export interface SarahHttpOptions {
  sarah: Sarah;
  /** Whose salon a token is for (supabase-clients.ts ownerSalon against the backend). */
  salonOf: (token: string) => Promise<OwnerSalon>;
  clock?: () => Date;
}

const bad = (message: string) => refusal(400, 'bad_request', message);

type Parsed<T> = { ok: T } | { refused: Answer };

function conversationIdOf(body: Record<string, unknown>): Parsed<string> {
  const id = body.conversation_id;
  if (typeof id !== 'string' || !isUuid(id)) return { refused: bad('conversation_id must be a UUID.') };
  return { ok: id.toLowerCase() };
}

const AGENT_FLAGS = ['bookings', 'pricing', 'hours', 'transfer'] as const;

/**
 * The AI agent configuration (Phone Integration) the device sends with each message: the server
 * keeps none yet, so without it Sarah has the defaults. Checked whole, by the domain's own rule for
 * the greeting; anything else is refused rather than read as a default.
 */
function agentOf(raw: unknown): Parsed<AgentConfig | undefined> {
  if (raw === undefined || raw === null) return { ok: undefined };
  const refused = { refused: bad('agent must be { voice, greeting, bookings, pricing, hours, transfer } as the AI agent configuration saves it.') };
  if (typeof raw !== 'object' || Array.isArray(raw)) return refused;
  const a = raw as Record<string, unknown>;
  if (!AGENT_VOICES.some((v) => v.value === a.voice) || typeof a.greeting !== 'string' || a.greeting.length > MAX_GREETING_CHARS) return refused;
  if (!AGENT_FLAGS.every((k) => typeof a[k] === 'boolean')) return refused;
  const agent = { voice: a.voice, greeting: a.greeting, bookings: a.bookings, pricing: a.pricing, hours: a.hours, transfer: a.transfer } as AgentConfig;
  const problem = validateAgentConfig(agent);
  return problem ? { refused: bad(`agent: ${problem}`) } : { ok: agent };
}

function chatRequestOf(
  body: Record<string, unknown>,
  now: Date,
): Parsed<{ conversationId: string; message: string; at?: Date; greeting?: string; agent?: AgentConfig }> {
  const id = conversationIdOf(body);
  if ('refused' in id) return id;
  const { message, at, greeting } = body;
  if (typeof message !== 'string') return { refused: bad('message must be a string.') };
  if (!message.trim()) return { refused: bad('message is empty.') };
  if (message.length > MAX_MESSAGE_CHARS) return { refused: refusal(413, 'message_too_long', `message is at most ${MAX_MESSAGE_CHARS} characters.`) };
  let when: Date | undefined;
  if (at !== undefined && at !== null) {
    when = typeof at === 'string' && /^\d{4}-\d{2}-\d{2}T/.test(at) ? new Date(at) : new Date(NaN);
    if (Number.isNaN(when.getTime())) return { refused: bad('at must be an ISO date-time, e.g. 2026-03-25T14:00:00Z.') };
    if (when.getTime() > now.getTime() + AT_FUTURE_MS || when.getTime() < now.getTime() - AT_PAST_MS) {
      return { refused: bad('at must be within the last 30 days, and not in the future.') };
    }
  }
  if (greeting !== undefined && greeting !== null && (typeof greeting !== 'string' || greeting.length > MAX_GREETING_CHARS)) {
    return { refused: bad(`greeting must be a string of at most ${MAX_GREETING_CHARS} characters.`) };
  }
  const agent = agentOf(body.agent);
  if ('refused' in agent) return agent;
  return { ok: { conversationId: id.ok, message, at: when, greeting: typeof greeting === 'string' ? greeting : undefined, agent: agent.ok } };
}

const CORS = { 'access-control-allow-headers': 'authorization, content-type, apikey, x-client-info', 'access-control-allow-methods': 'POST, OPTIONS' };

/** Answers /sarah/* requests; false for any other path. */
export function sarahHttp(o: SarahHttpOptions) {
  const clock = o.clock ?? (() => new Date());

  async function answer(req: IncomingMessage, route: string): Promise<Answer> {
    if (req.method !== 'POST') return refusal(405, 'method_not_allowed', 'Use POST.', { allow: 'POST, OPTIONS' });
    const token = bearerToken(req);
    if (!token) return refusal(401, 'no_session', 'Sign in as the salon owner: send Authorization: Bearer <access token>.');
    const owner = await o.salonOf(token);
    if ('refused' in owner) {
      return owner.refused === 'no_session'
        ? refusal(401, 'no_session', 'The session is not valid or has ended: sign in again.')
        : refusal(403, 'no_salon', 'No salon found for this account yet: let a device sync once, then try again.');
    }
    let body: Record<string, unknown>;
    try {
      body = await readJsonObject(req, MAX_BODY_BYTES);
    } catch (err) {
      if (err instanceof ApiError) return refusal(err.status, err.status === 413 ? 'body_too_large' : 'bad_json', err.message, err.headers);
      throw err;
    }
    if (route === '/sarah/reset') {
      const id = conversationIdOf(body);
      return 'refused' in id ? id.refused : o.sarah.reset(owner.salonId, id.ok);
    }
    const parsed = chatRequestOf(body, clock());
    return 'refused' in parsed ? parsed.refused : o.sarah.chat(owner.salonId, parsed.ok);
  }

  return async function handle(req: IncomingMessage, res: ServerResponse, url: URL): Promise<boolean> {
    const route = url.pathname.replace(/\/+$/, '');
    if (route !== '/sarah/chat' && route !== '/sarah/reset') return false;
    if (req.method === 'OPTIONS') {
      sendJson(res, 204, undefined, CORS);
      return true;
    }
    const a = await answer(req, route);
    // A refused upload is not read to its end: the connection closes instead.
    const headers: Record<string, string> = { ...CORS, ...a.headers };
    if (a.status === 413 || a.status === 401) {
      res.shouldKeepAlive = false;
      headers.connection = 'close';
    }
    sendJson(res, a.status, a.body, headers);
    return true;
  };
}
