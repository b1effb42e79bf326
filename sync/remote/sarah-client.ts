// The device's client for server-side Sarah (the endpoint is sync/server/sarah/http.ts):
// POST /sarah/chat and /sarah/reset with the owner's access token, on the backend's origin. It
// speaks HTTP only and says what happened as data; what a refusal means to the chat (queue it,
// try again, show it) is src/assistant/remote.ts's business.
import { readRemoteConfig } from './config';

/** The /sarah/chat body. `agent` is the device's AI agent configuration: the server keeps none yet. */
export interface SarahChatRequest {
  conversation_id: string;
  message: string;
  at?: string;
  greeting?: string;
  agent?: unknown;
}

export interface SarahReplyBody {
  reply: string;
  actions: { type: 'info' | 'success' | 'error'; message: string; timestamp: string }[];
  conversation_id: string;
  error?: { kind: string; message: string; status: number | null };
}

export type SarahAnswer =
  | { kind: 'reply'; body: SarahReplyBody }
  /** No answer (offline, the server down, a gateway's 5xx): try again later. */
  | { kind: 'unreachable'; message: string }
  /** The server refused: `error` is its code (busy, rate_limited, no_session…), `message` its words. */
  | { kind: 'refused'; status: number; error: string; message: string; retryAfterMs: number | null };

export interface SarahClientOptions {
  /** The origin serving /sarah/* (default sarahBaseUrl()). */
  baseUrl?: string;
  /** The owner's access token, refreshed when it is about to run out; null when signed out. */
  accessToken: () => Promise<string | null>;
  fetch?: typeof fetch;
}

/**
 * Where /sarah/* is: VITE_SARAH_URL at build time (a hosted project with `npm run sarah` behind
 * the site's own proxy), else the backend's origin, as the local backend's gateway serves it.
 */
export function sarahBaseUrl(): string {
  const env = (import.meta as { env?: Record<string, string | undefined> }).env ?? {};
  return (env.VITE_SARAH_URL?.trim() || readRemoteConfig().supabaseUrl).replace(/\/+$/, '');
}

/** The signed-in owner's access token from the app's Supabase client (it refreshes one that ran out). */
export async function ownerAccessToken(): Promise<string | null> {
  const { getSupabase } = await import('./supabase-client');
  const { data } = await getSupabase()
    .auth.getSession()
    .catch(() => ({ data: { session: null } }));
  return data.session?.access_token ?? null;
}

const retryAfterMs = (res: Response): number | null => {
  const raw = res.headers.get('retry-after');
  const seconds = raw ? Number(raw) : NaN;
  return Number.isFinite(seconds) && seconds >= 0 ? seconds * 1000 : null;
};

export function createSarahClient(o: SarahClientOptions) {
  const doFetch = o.fetch ?? ((input: RequestInfo | URL, init?: RequestInit) => fetch(input, init));
  const base = () => (o.baseUrl ?? sarahBaseUrl()).replace(/\/+$/, '');

  async function post(path: '/sarah/chat' | '/sarah/reset', body: object): Promise<{ res: Response; json: Record<string, unknown> } | { unreachable: string }> {
    const token = await o.accessToken();
    if (!token) return { unreachable: 'not signed in: sign in again to reach Sarah on the server' };
    let res: Response;
    try {
      res = await doFetch(`${base()}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify(body),
      });
    } catch (err) {
      return { unreachable: err instanceof Error && err.message ? err.message : 'Connection error' };
    }
    const text = await res.text().catch(() => '');
    let json: Record<string, unknown> = {};
    try {
      json = text ? (JSON.parse(text) as Record<string, unknown>) : {};
    } catch {
      // A proxy's HTML error page: the status says enough.
    }
    return { res, json };
  }

  function answerOf(sent: Awaited<ReturnType<typeof post>>): SarahAnswer {
    if ('unreachable' in sent) return { kind: 'unreachable', message: sent.unreachable };
    const { res, json } = sent;
    if (res.status >= 500 || res.status === 408) return { kind: 'unreachable', message: `the server answered ${res.status}` };
    if (res.ok && typeof json.reply === 'string') return { kind: 'reply', body: json as unknown as SarahReplyBody };
    return {
      kind: 'refused',
      status: res.status,
      error: typeof json.error === 'string' ? json.error : `http_${res.status}`,
      message: typeof json.message === 'string' ? json.message : `The server refused the message (${res.status}).`,
      retryAfterMs: retryAfterMs(res),
    };
  }

  return {
    async chat(request: SarahChatRequest): Promise<SarahAnswer> {
      return answerOf(await post('/sarah/chat', request));
    },
    /**
     * Ends the conversation on the server (its call record). True when it is ended: also for one
     * the server never heard of (404: nothing was sent in it); false when it could not be asked.
     */
    async reset(conversationId: string): Promise<boolean> {
      const sent = await post('/sarah/reset', { conversation_id: conversationId });
      return !('unreachable' in sent) && (sent.res.ok || sent.res.status === 404);
    },
  };
}

export type SarahClient = ReturnType<typeof createSarahClient>;
