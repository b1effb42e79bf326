// `npm run eval:assistant`: the scripted scenario suite, but against a real model. Each scenario
// gets a freshly seeded salon (in memory), the customer's messages go to the model through the
// same tool loop, and the scenario's database checks decide pass or fail. OPENAI_BASE_URL and
// OPENAI_MODEL pick any OpenAI-compatible server and model; OPENAI_API_KEY is needed for a hosted
// one (a local server without a key, e.g. llama-server or Ollama, needs only OPENAI_BASE_URL).
// Each customer message's prompt size is reported (scripts/prompt-tokens.ts says how it is counted).
// Models vary from run to run, so failures are reported, not fatal, unless --strict is given.
// First: Dexie looks for IndexedDB when the database module loads; the salon lives in memory.
import 'fake-indexeddb/auto';
import OpenAI from 'openai';
import { buildSystemPrompt } from '../src/assistant/prompt';
import { DEFAULT_BASE_URL, DEFAULT_MODEL } from '../src/assistant/settings';
import { toolDefinitions } from '../src/assistant/tools';
import { runConversation, toolUses } from '../tests/assistant/run';
import { SCENARIOS } from '../tests/assistant/scenarios';
import { NOW, seedWorld, snapshot } from '../tests/assistant/world';
import { requestTokens, type RequestLike } from './prompt-tokens';

const localURL = process.env.OPENAI_BASE_URL?.trim();
const apiKey = process.env.OPENAI_API_KEY?.trim() || (localURL ? 'no-key' : '');
if (!apiKey) {
  // Still useful without a model: what every request will cost before the conversation grows.
  const w = await seedWorld();
  const t = requestTokens({ messages: [{ role: 'system', content: await buildSystemPrompt(w.store, new Date(NOW)) }], tools: toolDefinitions() });
  await w.db.delete();
  console.log(`Prompt of the seeded salon: ${t.total} tokens (system ${t.system}, tools ${t.tools}; cacheable prefix ${t.stablePrefix}).`);
  console.log('eval:assistant needs a model: set OPENAI_API_KEY, or OPENAI_BASE_URL for a local server (and optionally OPENAI_MODEL). Nothing was run.');
  process.exit(0);
}
const baseURL = localURL || DEFAULT_BASE_URL;
const model = process.env.OPENAI_MODEL?.trim() || DEFAULT_MODEL;
const only = process.argv.slice(2).find((a) => !a.startsWith('--'));
const strict = process.argv.includes('--strict');
const real = new OpenAI({ apiKey, baseURL, maxRetries: 2, timeout: 60_000 });

/** Per customer message (a request ending with the customer's turn): estimated and reported prompt tokens. */
let tokenNotes: string[] = [];
const client = {
  chat: {
    completions: {
      async create(body: RequestLike & Parameters<typeof real.chat.completions.create>[0]) {
        const answer = await real.chat.completions.create({ ...body, stream: false });
        if (body.messages.at(-1)?.role === 'user') {
          const t = requestTokens(body);
          const usage = answer.usage;
          const cached = usage?.prompt_tokens_details?.cached_tokens;
          tokenNotes.push(`${t.total}${usage ? ` (server ${usage.prompt_tokens}${cached !== undefined ? `, cached ${cached}` : ''})` : ''}`);
        }
        return answer;
      },
    },
  },
} as unknown as OpenAI;

console.log(`Assistant eval: model ${model} at ${baseURL}\n`);
const rows: { scenario: string; result: string; tools: string; seconds: string; 'prompt tokens per message': string; note: string }[] = [];
for (const s of SCENARIOS.filter((x) => !only || x.name.includes(only))) {
  const started = Date.now();
  const w = await seedWorld();
  let result = 'pass';
  let note: string;
  let tools = '';
  tokenNotes = [];
  try {
    const before = await snapshot(w);
    const run = await runConversation(w, client, model, s.messages, { now: s.now, beforeMessage: s.beforeMessage });
    tools = run.tools.map((t) => t.name).join(', ');
    const failed = run.replies.find((r) => r.error);
    if (failed) throw new Error(`API error: ${failed.error?.message}`);
    try {
      await s.check(w, run, before);
    } catch {
      // A real receptionist confirms details before booking: answer "yes" once, then judge again.
      run.replies.push(await run.assistant.send('Yes, that is all correct. Please go ahead.'));
      await s.check(w, run, before);
    }
    tools = toolUses(run.assistant)
      .map((t) => t.name)
      .join(', ');
    note = run.replies[run.replies.length - 1].reply.replace(/\s+/g, ' ').slice(0, 80);
  } catch (e) {
    result = 'FAIL';
    note = (e instanceof Error ? e.message : String(e)).split('\n')[0].slice(0, 120);
  } finally {
    await w.db.delete();
  }
  rows.push({
    scenario: s.name,
    result,
    tools,
    seconds: ((Date.now() - started) / 1000).toFixed(1),
    'prompt tokens per message': tokenNotes.join(' / '),
    note,
  });
  console.log(`${result === 'pass' ? 'pass' : 'FAIL'}  ${s.name}`);
}

console.log('');
console.table(rows);
const passed = rows.filter((r) => r.result === 'pass').length;
console.log(`\n${passed}/${rows.length} scenarios passed with ${model}.`);
process.exit(strict && passed < rows.length ? 1 : 0);
