// A real OpenAI-compatible HTTP server on loopback (DESIGN.md §6) that replays scripted turns, so
// the assistant runs through the real `openai` SDK over HTTP with no model and no network.
// Each request to POST /v1/chat/completions consumes the next turn of the script; a turn is a
// fixed response or a function of the request (so it can read tool results). When the script is
// used up the `fallback` turn answers (e.g. endless tool calls), else a 500 that names the problem.
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ChatRequest {
  model: string;
  messages: { role: string; content?: string | null; tool_calls?: { id: string; function: { name: string; arguments: string } }[]; tool_call_id?: string }[];
  tools?: { type: string; function: { name: string; description?: string; parameters?: unknown } }[];
  tool_choice?: unknown;
  max_tokens?: number;
  temperature?: number;
  [key: string]: unknown;
}

export interface ScriptedCall {
  name: string;
  /** An object is JSON-encoded; a string is sent as is (to send malformed JSON). */
  arguments?: Record<string, unknown> | string;
  id?: string;
}

export type Reply =
  | { text: string }
  | { toolCalls: ScriptedCall[]; text?: string }
  | { empty: true }
  | { status: number; message?: string }
  /** Close the socket without answering: a network failure as the SDK sees it. */
  | { drop: true };

export type Turn = Reply | ((request: ChatRequest) => Reply | Promise<Reply>);

export const say = (text: string): Reply => ({ text });
export const call = (name: string, args: Record<string, unknown> | string = {}): Reply => ({ toolCalls: [{ name, arguments: args }] });

/** The parsed results of the tool messages answering the latest assistant turn. */
export function toolResults(request: ChatRequest): Record<string, unknown>[] {
  const out: Record<string, unknown>[] = [];
  for (let i = request.messages.length - 1; i >= 0 && request.messages[i].role === 'tool'; i--) {
    out.unshift(JSON.parse(request.messages[i].content ?? 'null'));
  }
  return out;
}

export function lastToolResult(request: ChatRequest): Record<string, unknown> {
  const all = toolResults(request);
  if (all.length === 0) throw new Error('The request has no tool results');
  return all[all.length - 1];
}

export interface ScriptedServer {
  baseURL: string;
  requests: ChatRequest[];
  /** Replaces the script (and fallback) for the next conversation. */
  script(turns: Turn[], fallback?: Turn): void;
  /** Turns not consumed yet: a test can assert the conversation went the whole way. */
  remaining(): number;
  close(): Promise<void>;
}

let seq = 0;
function completion(model: string, reply: Exclude<Reply, { status: number } | { drop: true }>) {
  const id = `chatcmpl-${++seq}`;
  let message: Record<string, unknown>;
  let finish = 'stop';
  if ('empty' in reply) message = { role: 'assistant', content: '' };
  else if ('toolCalls' in reply) {
    finish = 'tool_calls';
    message = {
      role: 'assistant',
      content: reply.text ?? null,
      tool_calls: reply.toolCalls.map((c, i) => ({
        id: c.id ?? `call_${seq}_${i}`,
        type: 'function',
        function: { name: c.name, arguments: typeof c.arguments === 'string' ? c.arguments : JSON.stringify(c.arguments ?? {}) },
      })),
    };
  } else message = { role: 'assistant', content: reply.text };
  return {
    id,
    object: 'chat.completion',
    created: Math.floor(Date.now() / 1000),
    model,
    choices: [{ index: 0, message, finish_reason: finish, logprobs: null }],
    usage: { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 },
  };
}

async function body(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

export async function startScriptedServer(): Promise<ScriptedServer> {
  let turns: Turn[] = [];
  let fallback: Turn | undefined;
  const requests: ChatRequest[] = [];

  const server: Server = createServer(async (req, res) => {
    // The AI Chat screen calls the server from a page on another origin (the e2e tests), so it
    // answers CORS preflights and marks every answer readable cross-origin, as hosted APIs do.
    const cors = {
      'access-control-allow-origin': '*',
      'access-control-allow-methods': 'POST, OPTIONS',
      'access-control-allow-headers': req.headers['access-control-request-headers'] ?? '*',
      'access-control-max-age': '600',
    };
    const send = (status: number, payload: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json', ...cors });
      res.end(JSON.stringify(payload));
    };
    try {
      if (req.method === 'OPTIONS') {
        res.writeHead(204, cors);
        return res.end();
      }
      if (req.method !== 'POST' || !req.url?.endsWith('/chat/completions')) return send(404, { error: { message: 'Not found' } });
      const request = JSON.parse(await body(req)) as ChatRequest;
      requests.push(request);
      const turn = turns.length > 0 ? turns.shift() : fallback;
      if (!turn) return send(500, { error: { message: 'The script has no turn left for this request', type: 'script_exhausted' } });
      const reply = typeof turn === 'function' ? await turn(request) : turn;
      if ('drop' in reply) return req.socket.destroy();
      if ('status' in reply) return send(reply.status, { error: { message: reply.message ?? `Scripted ${reply.status}`, type: 'scripted' } });
      send(200, completion(request.model, reply));
    } catch (e) {
      send(500, { error: { message: `Scripted server failed: ${e instanceof Error ? e.message : String(e)}` } });
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    baseURL: `http://127.0.0.1:${port}/v1`,
    requests,
    script(next, nextFallback) {
      turns = [...next];
      fallback = nextFallback;
      requests.length = 0;
    },
    remaining: () => turns.length,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
