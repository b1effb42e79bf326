// Server-side Sarah's writes (sync/server/sarah/sarah-writes.ts) refuse a customer's details with
// the domain's English, as the device's repositories do: the tools say it in the customer's language.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SupabaseClient } from '@supabase/supabase-js';
import { createAppointmentTool } from '../../src/assistant/tools/booking';
import { newConversationState, type ToolContext } from '../../src/assistant/tools/tool';
import { wordsIn } from '../../src/assistant/words';
import type { Language } from '../../src/domain/languages';
import type { LocalBackend } from '../../sync/server/index';
import { NOW, ZONE } from '../assistant/world';
import { clientFor, startTestBackend } from './helpers';
import { seedServerWorld, type ServerWorld } from './server-world';

let backend: LocalBackend;
let admin: SupabaseClient;
let w: ServerWorld;

beforeAll(async () => {
  ({ backend } = await startTestBackend());
  admin = clientFor(backend, backend.serviceRoleKey);
  w = await seedServerWorld(backend, admin);
}, 120_000);
afterAll(async () => {
  await w?.close();
  await backend?.close();
});

/** Digits and dashes the form accepts, but no number in any region: the server's own key check refuses it. */
const NO_NUMBER = '12345';

function sarah(language: Language): ToolContext {
  const conversation = { ...newConversationState(), language, zone: ZONE };
  for (const phone of ['555-777-8888', NO_NUMBER]) conversation.phones.add(phone);
  return { store: w.store, now: () => new Date(NOW), conversation };
}

const booking = {
  customer_name: 'Eve Stone',
  customer_phone: '555-777-8888',
  service_name: 'Classic Manicure',
  appointment_date: '2026-03-27',
  appointment_time: '13:00',
};
const errorOf = (result: unknown) => (result as { error: string }).error;

describe("server-side Sarah's refusals", () => {
  it('says a phone that is no number in Vietnamese', async () => {
    const result = await createAppointmentTool.execute({ ...booking, customer_phone: NO_NUMBER }, sarah('vi'));
    expect(errorOf(result)).toBe(wordsIn('vi').REFUSED.phone_invalid);
  });

  it('says a bad email in Spanish, and in English as the repository words it', async () => {
    const es = await createAppointmentTool.execute({ ...booking, customer_email: 'eve-at-example' }, sarah('es'));
    expect(errorOf(es)).toBe(wordsIn('es').REFUSED.email_invalid);
    const en = await createAppointmentTool.execute({ ...booking, customer_email: 'eve-at-example' }, sarah('en'));
    expect(errorOf(en)).toBe('Customer email must be a valid email address');
    const { data } = await admin.from('appointments').select('id').eq('salon_id', w.salonId).eq('appointment_date', '2026-03-27').eq('start_time', '13:00');
    expect(data).toEqual([]);
  });
});
