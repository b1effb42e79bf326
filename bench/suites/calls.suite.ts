// The Calls screen on a device that holds 20,000 calls (fake-indexeddb in Node),
// its first window read and rendered, and one 40-turn transcript rendered. Rendering is React's
// server renderer of the screen's own components: the cost of building the markup, which the
// browser then lays out. Seeding (bulkPut, deterministic) is not timed.
import { createElement } from 'react';
import { inEnglish } from '../lib/english';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { SalonDeskDB } from '../../src/db/database';
import { CALLS_PAGE, readCallWindow, readTranscript, type Transcript } from '../../src/data/queries/calls';
import { CALL_OUTCOMES } from '../../src/domain/tables/conversations';
import type { Call, CallTurn } from '../../src/domain/types';
import { CallList } from '../../src/features/calls/CallList';
import { TranscriptView } from '../../src/features/calls/TranscriptView';
import type { BenchSuite } from '../lib/types';

const CALLS = 20_000;
const TURNS = 40;
const SALON = '00000000-0000-4000-8000-000000000001';
const fmt = (n: number) => n.toLocaleString('en-US');
/** A UUID-shaped id from a number, so ids are stable across runs. */
const uuid = (n: number, kind = 1) => `${String(kind).padStart(8, '0')}-0000-4000-8000-${String(n).padStart(12, '0')}`;
const sync = { updated_at: '0000000000000:00000:bench', deleted: false, version: 1 };

function makeCall(i: number): Call {
  const outcome = CALL_OUTCOMES[i % CALL_OUTCOMES.length];
  const started = new Date(Date.UTC(2025, 0, 1) + i * 47 * 60_000);
  return {
    id: uuid(i),
    salon_id: SALON,
    channel: 'chat',
    started_at: started.toISOString(),
    ended_at: new Date(started.getTime() + 180_000).toISOString(),
    caller_name: i % 9 === 0 ? null : `Customer ${i % 2000}`,
    caller_phone: i % 5 === 0 ? null : `555-${String(1000 + (i % 9000)).padStart(4, '0')}`,
    outcome,
    message: outcome === 'message_taken' ? `Please call back about visit ${i}; the polish chipped after two days.` : null,
    callback_requested: outcome === 'message_taken' && i % 2 === 0,
    message_done: i % 4 === 0,
    ...sync,
  };
}

/** A 40-turn conversation: customer, then two tool steps and a reply, over and over. */
function makeTurns(callId: string): CallTurn[] {
  const roles = ['customer', 'tool', 'tool', 'assistant'] as const;
  return Array.from({ length: TURNS }, (_, p) => {
    const role = roles[p % roles.length];
    return {
      id: uuid(p, 2),
      salon_id: SALON,
      call_id: callId,
      position: p,
      role,
      content:
        role === 'tool'
          ? `Gel Manicure booked for Ana Lopez on Friday, 2026-03-27 at ${10 + (p % 8)}:00 with Kim.`
          : `Message ${p}: could I get a gel manicure on Friday, around ten or eleven in the morning?`,
      tool_name: role === 'tool' ? (p % 4 === 1 ? 'find_available_slots' : 'create_appointment') : null,
      tool_args:
        role === 'tool'
          ? JSON.stringify({
              customer_name: 'Ana Lopez',
              customer_phone: '555-0142',
              service_name: 'Gel Manicure',
              appointment_date: '2026-03-27',
              appointment_time: '10:00',
            })
          : null,
      appointment_id: null,
      latency_ms: role === 'assistant' ? 800 + p : null,
      at: new Date(Date.UTC(2026, 2, 25, 14, 0, p)).toISOString(),
      ...sync,
    };
  });
}

let db: SalonDeskDB | null = null;

const callsSuite: BenchSuite = {
  name: 'calls',
  async setup() {
    db = new SalonDeskDB(`salon-desk-bench-calls-${process.pid}`);
    await db.open();
    const database = db;
    const calls = Array.from({ length: CALLS }, (_, i) => makeCall(i));
    await database.calls.bulkPut(calls);
    const newest = calls[calls.length - 1];
    await database.call_turns.bulkPut(makeTurns(newest.id));

    const first = () => readCallWindow(database, SALON, { limit: CALLS_PAGE });
    const render = (rows: Call[]) =>
      renderToStaticMarkup(inEnglish(createElement(CallList, { rows, selectedId: null, timeZone: 'America/New_York', onSelect: () => undefined })));
    const shown = await first();
    if (shown.rows.length !== CALLS_PAGE || shown.rows[0].id !== newest.id) throw new Error('bench: the window is not the newest calls');
    const messages = await readCallWindow(database, SALON, { limit: CALLS_PAGE, outcome: 'message_taken' });
    const byPhone = await readCallWindow(database, SALON, { limit: CALLS_PAGE, query: '555-1234' });
    const transcript = (await readTranscript(database, SALON, newest.id)) as Transcript;
    if (transcript.turns.length !== TURNS) throw new Error('bench: transcript not seeded');
    const renderTranscript = () =>
      renderToStaticMarkup(
        inEnglish(createElement(MemoryRouter, null, createElement(TranscriptView, { transcript, timeZone: 'America/New_York', onDone: () => undefined }))),
      );
    const size = `${fmt(CALLS)} calls on the device`;

    return [
      {
        name: 'calls screen: first window read + render',
        size: `${size}; ${shown.rows.length} newest`,
        budgetMs: 50,
        run: async () => render((await first()).rows),
      },
      {
        name: 'calls screen: first window read only',
        size: `${size}; ${shown.rows.length} newest`,
        run: first,
      },
      {
        name: 'calls screen: outcome message_taken',
        size: `${size}; ${messages.rows.length} shown`,
        budgetMs: 50,
        run: () => readCallWindow(database, SALON, { limit: CALLS_PAGE, outcome: 'message_taken' }),
      },
      {
        name: 'calls screen: search one phone (walks every call)',
        size: `${size}; "555-1234", ${byPhone.rows.length} shown`,
        run: () => readCallWindow(database, SALON, { limit: CALLS_PAGE, query: '555-1234' }),
      },
      {
        name: 'transcript: 40 turns render',
        size: `${TURNS} turns, ${transcript.turns.filter((t) => t.role === 'tool').length} tool steps`,
        budgetMs: 16,
        run: renderTranscript,
      },
      {
        name: 'transcript: 40 turns read',
        size: `${TURNS} turns by [call_id+position]`,
        run: () => readTranscript(database, SALON, newest.id),
      },
    ];
  },
  async teardown() {
    if (db) {
      db.close();
      await db.delete();
      db = null;
    }
  },
};
export default callsSuite;
