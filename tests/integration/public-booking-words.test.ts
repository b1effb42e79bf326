// What a stranger's odd request gets back from the gateway. A NUL in a typed field
// (PostgreSQL text cannot hold one) and an unknown function, argument list or a function anon may
// not run used to answer with PostgreSQL's own words and PostgREST's signatures and hints; now a
// sentence the booking page shows, the same for every such call, and nothing written. A signed-in
// owner's own calls keep PostgREST's answers, which the sync engine reads.
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalBackend } from '../../sync/server/index';
import { NOT_UNDERSTOOD, UNUSABLE_CHARACTER } from '../../sync/server/rest-errors';
import { clientFor, rawFetch, startTestBackend } from './helpers';
import { anonymous, booking, call, onlineSalon, type OnlineSalon } from './public-booking-harness';

describe('a stranger\u2019s odd requests are answered in words', () => {
  let backend: LocalBackend;
  let anon: SupabaseClient;
  let admin: SupabaseClient;
  let s: OnlineSalon;

  const post = async (fn: string, body: string, headers: Record<string, string> = {}) => {
    const res = await rawFetch(backend, `/rest/v1/rpc/${fn}`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body });
    return { status: res.status, text: await res.text() };
  };
  const appointments = async () => (await admin.from('appointments').select('id').eq('salon_id', s.f.salon.id).throwOnError()).data?.length;

  beforeAll(async () => {
    ({ backend } = await startTestBackend());
    anon = anonymous(backend);
    admin = clientFor(backend, backend.serviceRoleKey);
    s = await onlineSalon(backend);
  });
  afterAll(() => backend?.close());

  it('a NUL anywhere a customer types answers with a sentence, and books nothing', async () => {
    const before = await appointments();
    for (const field of ['p_name', 'p_email', 'p_phone', 'p_slug', 'p_website']) {
      const answer = await call(anon, 'public_book', booking(s, { [field]: 'Dana\u0000Reyes' }));
      expect([answer.status, answer.message], field).toEqual([400, UNUSABLE_CHARACTER]);
    }
    expect(await appointments()).toBe(before);
    // The same booking without the NUL goes through: it was the NUL that was refused.
    expect((await call(anon, 'public_book', booking(s))).status).toBe(200);
    expect(await appointments()).toBe(before! + 1);
  });

  it('the reads and the manage link say the same, by POST and by GET, and show no PostgreSQL words', async () => {
    for (const [fn, args] of [
      ['public_booking_page', { p_slug: 'a\u0000b' }],
      ['public_free_times', { p_slug: s.slug, p_service_id: 'x\u0000', p_date: s.days[0] }],
      ['public_appointment', { p_token: '\u0000' }],
      ['public_cancel', { p_token: `${'a'.repeat(63)}\u0000` }],
      ['public_reschedule', { p_token: 'x', p_date: '\u0000', p_start: '10:00' }],
    ] as const) {
      const res = await post(fn, JSON.stringify(args));
      expect(res.status, fn).toBe(400);
      expect(JSON.parse(res.text), fn).toEqual({ code: '22P05', message: UNUSABLE_CHARACTER, details: null, hint: null });
    }
    const get = await rawFetch(backend, '/rest/v1/rpc/public_booking_page?p_slug=a%00b');
    expect([get.status, ((await get.json()) as { message: string }).message]).toEqual([400, UNUSABLE_CHARACTER]);
  });

  it('an unknown function, a wrong argument list and a function anon may not run answer alike, with no signature', async () => {
    const answers = [
      await post('no_such_function', '{"a":1}'),
      await post('public_book', '{"p_slug":"x"}'),
      // PostgREST's hint here was "Perhaps you meant to call the function public.public_booking_page(p_slug)".
      await post('public_booking_page', JSON.stringify({ p_slug: s.slug, extra: 1 })),
      // Exists, granted to the service role only: PostgREST said "permission denied for function sender_claim".
      await post('sender_claim', JSON.stringify({ p_now: new Date().toISOString(), p_limit: 1 })),
    ];
    for (const a of answers) {
      expect(a.status).toBe(400);
      expect(JSON.parse(a.text)).toEqual({ code: 'PGRST202', message: NOT_UNDERSTOOD, details: null, hint: null });
      expect(a.text).not.toMatch(/p_slug|sender_claim|schema cache|Perhaps/);
    }
    // What the booking page shows (src/public/api.ts shows a 400's message).
    expect(await call(anon, 'public_book', { p_slug: s.slug })).toMatchObject({ status: 400, message: NOT_UNDERSTOOD });
  });

  it('an owner\u2019s own calls keep PostgREST\u2019s answers; their booking-page calls get the customer\u2019s', async () => {
    const owner = { authorization: `Bearer ${s.owner.session.access_token}` };
    const own = await post('sync_pull', '{"p_x":1}', owner);
    expect(own.status).toBe(404);
    expect(JSON.parse(own.text)).toMatchObject({ code: 'PGRST202', message: expect.stringContaining('sync_pull(p_x)') });
    const page = await post('public_booking_page', '{"p_slug":"a\\u0000"}', owner);
    expect([page.status, JSON.parse(page.text).message]).toEqual([400, UNUSABLE_CHARACTER]);
  });
});
