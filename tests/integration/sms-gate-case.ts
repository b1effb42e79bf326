// sender_sms_gate and the countries of save_sms_provider (migration 20261127000400), as
// one scenario for both databases: the local backend (PGlite) and PostgreSQL 15, each behind the
// real PostgREST. The salon's rows come through sync_push, as its devices make them; the messages
// are claimed and recorded through the sender's own RPCs.
import type { SupabaseClient } from '@supabase/supabase-js';
import { getCountries } from 'libphonenumber-js/min';
import { expect } from 'vitest';
import type { Device, SalonFixture } from './sync-helpers';

export interface GateWorld {
  service: SupabaseClient;
  owner: SupabaseClient;
  anon: SupabaseClient;
  device: Device;
  f: SalonFixture;
}

const KEY = '+33612345678';
const DAY = 24 * 3600_000;

async function ok<T>(p: PromiseLike<{ data: unknown; error: { message: string } | null }>): Promise<T> {
  const { data, error } = await p;
  expect(error).toBeNull();
  return data as T;
}

export async function gateScenario({ service, owner, anon, device, f }: GateWorld): Promise<void> {
  const salonId = f.salon.id;
  const card = { ...f.customer, id: crypto.randomUUID(), name: 'Dana', phone: '06 12 34 56 78', phone_key: KEY };
  const appt = (date: string) => ({ ...f.appointment, id: crypto.randomUUID(), customer_id: card.id, appointment_date: date, status: 'confirmed' });
  const [a1, a2, a3] = [appt('2030-01-08'), appt('2030-01-09'), appt('2030-01-10')];
  const pageNote = (a: { id: string }) => ({
    ...f.notification,
    id: crypto.randomUUID(),
    source: 'booking_page',
    kind: 'booking',
    call_id: null,
    appointment_id: a.id,
  });
  const pushed = await device.push([
    device.mutation('message_settings', f.messageSettings.id, 'patch', { sms_on: true }),
    device.put('customers', card),
    ...[a1, a2, a3].map((a) => device.put('appointments', a)),
    device.put('notifications', pageNote(a1)),
    device.put('notifications', pageNote(a2)),
  ]);
  expect(pushed.results.map((r) => r.status)).toEqual(Array(7).fill('applied'));
  const rows = await ok<{ id: string; appointment_id: string }[]>(
    service.from('customer_messages').select('id, appointment_id').eq('salon_id', salonId).eq('channel', 'sms').eq('kind', 'confirmation'),
  );
  const [m1, m2, m3] = [a1, a2, a3].map((a) => rows.find((r) => r.appointment_id === a.id)!.id);
  expect([m1, m2, m3].every(Boolean)).toBe(true);

  const now = new Date();
  const gate = (id: string, at = now, to = KEY) => service.rpc('sender_sms_gate', { p_message_id: id, p_to: to, p_now: at.toISOString() });
  const facts = async (id: string, at = now) => ok<Record<string, unknown>>(gate(id, at));

  // Claimed in one round, both 'sending': the first asked takes the number's text of the day.
  await ok(service.rpc('sender_claim', { p_now: now.toISOString(), p_limit: 1000 }));
  expect(await facts(m1)).toEqual({ allowed_countries: null, booked_online: true, answered: false, texted_today: false });
  expect(await facts(m2)).toMatchObject({ booked_online: true, texted_today: true });
  expect(await facts(m1)).toMatchObject({ texted_today: false });
  // Not booked on the page: the daily rule does not apply (the sender sends it).
  expect(await facts(m3)).toMatchObject({ booked_online: false, texted_today: true });
  // The first text failed: the day's text is free again.
  const record = (id: string, status: string) => ok(service.rpc('sender_record', { p_results: [{ id, status, at: now.toISOString(), error: 'x' }] }));
  await record(m1, 'failed');
  expect(await facts(m2)).toMatchObject({ texted_today: false });
  await record(m2, 'sent');
  expect(await facts(m1)).toMatchObject({ texted_today: true });
  expect(await facts(m1, new Date(now.getTime() + DAY + 60_000))).toMatchObject({ texted_today: false });

  // The client came in: the number answered.
  const visit = { ...appt('2026-06-03'), status: 'completed' };
  expect((await device.push([device.put('appointments', visit)])).results[0].status).toBe('applied');
  expect(await facts(m1)).toMatchObject({ answered: true });

  // The countries the owner chose come with the facts; a bad list is refused and changes nothing.
  const save = (countries: unknown) =>
    owner.rpc('save_sms_provider', {
      p_account_sid: `AC${'a1'.repeat(16)}`,
      p_auth_token: 'f0'.repeat(16),
      p_from_number: '+33600000001',
      p_allowed_countries: countries,
    });
  expect(await ok(save(null))).toMatchObject({ allowed_countries: null });
  expect(await ok(save([' fr', 'BE', 'fr']))).toMatchObject({ allowed_countries: ['FR', 'BE'] });
  expect(await facts(m1)).toMatchObject({ allowed_countries: ['FR', 'BE'] });
  for (const [bad, message] of [
    [['FR', 'EU'], '"EU" is no country code we know: use two letters, e.g. US, GB, FR.'],
    [[], 'Choose at least one country to send texts to.'],
    [getCountries().slice(0, 31), 'Choose at most 30 countries to send texts to.'],
  ] as const) {
    expect((await save(bad)).error).toMatchObject({ code: '22023', details: 'allowed_countries', message });
  }
  expect(await ok(owner.rpc('sms_provider_status'))).toMatchObject({ allowed_countries: ['FR', 'BE'] });
  // Left out, the choice is kept.
  const kept = await ok(owner.rpc('save_sms_provider', { p_account_sid: `AC${'a1'.repeat(16)}`, p_auth_token: '', p_from_number: '+33600000002' }));
  expect(kept).toMatchObject({ allowed_countries: ['FR', 'BE'], from_number: '+33600000002' });
  // Every code libphonenumber knows is one the server takes.
  for (let i = 0; i < getCountries().length; i += 30) expect((await save(getCountries().slice(i, i + 30))).error).toBeNull();

  // Only the service role asks, and only properly.
  for (const caller of [owner, anon]) {
    const res = await caller.rpc('sender_sms_gate', { p_message_id: m1, p_to: KEY, p_now: now.toISOString() });
    expect(res.data).toBeNull();
    expect(res.error).not.toBeNull();
  }
  expect((await gate(m1, now, '0612345678')).error).toMatchObject({ code: '22023' });
  expect((await gate(crypto.randomUUID())).error).toMatchObject({ code: 'P0002' });
}

/** The server's list of country codes, as one comma-separated text, is libphonenumber's. */
export const COUNTRY_CODES_SQL = `select array_to_string(sync_private.sms_country_codes(), ',') as codes`;
export const expectLibphonenumberCodes = (codes: string) => expect(codes.trim()).toBe(getCountries().join(','));
