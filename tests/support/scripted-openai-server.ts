// A real OpenAI-compatible HTTP server on loopback (docs/architecture.md#assistant) that replays scripted turns, so
// the assistant runs through the real `openai` SDK over HTTP with no model and no network.
// Each request to POST /v1/chat/completions consumes the next turn of the script; a turn is a
// fixed response or a function of the request (so it can read tool results). When the script is
// used up the `fallback` turn answers (e.g. endless tool calls), else a 500 that names the problem.
// A request with `stream: true` gets the same answer as server-sent chat.completion.chunk events.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
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

/**
 * How a streamed answer (a request with `stream: true`) comes: after `firstChunkMs` (a model's
 * time to first token) and `chunkMs` between chunks. A non-streamed answer waits `firstChunkMs` too.
 */
export interface Pace {
  firstChunkMs?: number;
  chunkMs?: number;
}

export type Reply =
  | ({ text: string } & Pace)
  | ({ toolCalls: ScriptedCall[]; text?: string } & Pace)
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

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Text in pieces of up to 5 characters, about a model's token: a word and its markdown are often split. */
export function pieces(text: string): string[] {
  return text.match(/[\s\S]{1,5}/g) ?? [];
}

type Completion = ReturnType<typeof completion>;

/**
 * The completion as the API streams it: the role, the text in pieces, then each tool call as its
 * index, id and name with empty arguments followed by its arguments in fragments; the finish reason last.
 */
export function chunksOf(c: Completion): Record<string, unknown>[] {
  const message = c.choices[0].message as { content?: string | null; tool_calls?: { id: string; function: { name: string; arguments: string } }[] };
  const chunk = (delta: Record<string, unknown>, finish: string | null = null) => ({
    id: c.id,
    object: 'chat.completion.chunk',
    created: c.created,
    model: c.model,
    choices: [{ index: 0, delta, finish_reason: finish, logprobs: null }],
  });
  const out = [chunk({ role: 'assistant', content: '' })];
  for (const piece of pieces(message.content ?? '')) out.push(chunk({ content: piece }));
  (message.tool_calls ?? []).forEach((t, index) => {
    out.push(chunk({ tool_calls: [{ index, id: t.id, type: 'function', function: { name: t.function.name, arguments: '' } }] }));
    for (const part of t.function.arguments.match(/[\s\S]{1,12}/g) ?? []) out.push(chunk({ tool_calls: [{ index, function: { arguments: part } }] }));
  });
  out.push(chunk({}, c.choices[0].finish_reason));
  return out;
}

async function streamed(res: ServerResponse, chunks: Record<string, unknown>[], pace: Pace): Promise<void> {
  if (pace.firstChunkMs) await sleep(pace.firstChunkMs);
  for (const [i, chunk] of chunks.entries()) {
    if (i > 0 && pace.chunkMs) await sleep(pace.chunkMs);
    if (res.destroyed) return; // the client went away (an aborted request)
    res.write(`data: ${JSON.stringify(chunk)}\n\n`);
  }
  res.end('data: [DONE]\n\n');
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
      const pace: Pace = 'empty' in reply ? {} : reply;
      if (request.stream === true) {
        res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache', ...cors });
        return await streamed(res, chunksOf(completion(request.model, reply)), pace);
      }
      if (pace.firstChunkMs) await sleep(pace.firstChunkMs);
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
