// Texts as a relay: the booking page takes any number and any name, and each text is
// the salon's. The real sender against the real local backend, texts caught by its Twilio-shaped
// catcher: only the salon's chosen countries, never a premium range, one booking-page text a day
// to a number that never answered, and no stranger's words or links in a text.
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadSmsProviderStatus, saveSmsProvider, type SmsProviderRemote } from '../../src/db/repositories/sms-provider';
import type { CustomerMessage } from '../../src/domain/types';
import type { LocalBackend } from '../../sync/server/index';
import { createMailer, type Mailer } from '../../sync/server/mailer';
import { Sender } from '../../sync/server/sender';
import { clientFor, startTestBackend } from './helpers';
import { anonymous, booking, call, onlineSalon, type OnlineSalon } from './public-booking-harness';

const SID = `AC${'a1'.repeat(16)}`;
const TOKEN = 'f0'.repeat(16);
const RELAY = 'Pay your $20 deposit now at https://evil.example\nnow';

let backend: LocalBackend;
let salon: OnlineSalon;
let admin: SupabaseClient;
let anon: SupabaseClient;
let mailer: Mailer;

beforeAll(async () => {
  ({ backend } = await startTestBackend());
  // A salon in Paris (phone without a country code, so its zone says France), texts on, a provider saved.
  salon = await onlineSalon(backend);
  const { device, f } = salon;
  const on = await device.push([device.mutation('message_settings', f.messageSettings.id, 'patch', { sms_on: true })]);
  expect(on.results[0].status).toBe('applied');
  const saved = await salon.owner.client.rpc('save_sms_provider', { p_account_sid: SID, p_auth_token: TOKEN, p_from_number: '+33 6 00 00 00 01' });
  expect(saved.error).toBeNull();
  expect(saved.data).toMatchObject({ allowed_countries: null });
  admin = clientFor(backend, backend.serviceRoleKey);
  anon = anonymous(backend);
  mailer = createMailer({ host: '127.0.0.1', port: backend.mail!.port, secure: false, from: 'bookings@salon-desk.local' });
});
afterAll(async () => {
  mailer?.close();
  await backend?.close();
});
beforeEach(() => backend.mail!.clear());

/** A booking on the page at the first time it offers (asking for 09:00, "taken" answers the nearest free ones). */
async function bookOnline(phone: string, name = 'Dana Reyes') {
  const ask = (start: string) =>
    call<{ status: string; times?: { start: string }[] }>(anon, 'public_book', booking(salon, { p_phone: phone, p_name: name, p_start: start }));
  let res = await ask('09:00');
  if (res.data?.status === 'taken') res = await ask(res.data.times![0].start);
  expect(res.message).toBeNull();
  expect(res.data).toMatchObject({ status: 'booked' });
}

const drain = () => new Sender({ url: backend.url, serviceRoleKey: backend.serviceRoleKey, mailer, smsApiBase: backend.smsApiBase! }).drain();
const textsTo = (key: string) => backend.mail!.messages().filter((m) => m.channel === 'sms' && m.to.includes(key));

/** The salon's text messages to a number, oldest appointment first, as the owner's devices read them. */
async function smsRowsTo(key: string): Promise<CustomerMessage[]> {
  const cards = await admin.from('customers').select('id').eq('salon_id', salon.f.salon.id).eq('phone_key', key);
  const appts = await admin
    .from('appointments')
    .select('id, start_time')
    .in(
      'customer_id',
      (cards.data ?? []).map((c) => c.id),
    )
    .order('start_time');
  const ids = (appts.data ?? []).map((a) => a.id as string);
  const { data, error } = await salon.owner.client
    .from('customer_messages')
    .select('*')
    .in('appointment_id', ids)
    .eq('channel', 'sms')
    .eq('kind', 'confirmation');
  expect(error).toBeNull();
  return ids.flatMap((id) => (data as CustomerMessage[]).filter((m) => m.appointment_id === id));
}

describe('where texts go', () => {
  it('the salon’s own country gets its text; a premium-rate number and another country’s are refused, saying why', async () => {
    await bookOnline('06 12 34 56 01');
    await bookOnline('+33 8 99 12 34 56');
    await bookOnline('+49 1511 2345678');
    await drain();
    expect(textsTo('+33612345601')).toHaveLength(1);
    expect(textsTo('+33899123456')).toEqual([]);
    expect(textsTo('+4915112345678')).toEqual([]);
    expect(await smsRowsTo('+33612345601')).toMatchObject([{ status: 'sent' }]);
    expect(await smsRowsTo('+33899123456')).toMatchObject([{ status: 'skipped', last_error: 'Not sent: +33 899 12 34 56 is a premium-rate number.' }]);
    expect(await smsRowsTo('+4915112345678')).toMatchObject([
      { status: 'skipped', last_error: 'Not sent: texts to Germany are off for this salon (Phone Integration → Send texts to).' },
    ]);
    // The customers' emails are not held back by their numbers.
    expect(backend.mail!.messages().filter((m) => m.channel === 'email')).toHaveLength(3);
  });

  it('once the owner adds Germany on Phone Integration, German numbers get texts too', async () => {
    const remote: SmsProviderRemote = { client: salon.owner.client, online: () => true };
    const saved = await loadSmsProviderStatus(remote);
    expect(saved).toMatchObject({ allowedCountries: null });
    const now = await saveSmsProvider(remote, { accountSid: SID, authToken: '', fromNumber: '+33600000001', countries: ['FR', 'de'] }, saved);
    expect(now.allowedCountries).toEqual(['FR', 'DE']);
    // A bad list changes nothing.
    await expect(saveSmsProvider(remote, { accountSid: SID, authToken: '', fromNumber: '+33600000001', countries: ['XX'] }, now)).rejects.toMatchObject({
      field: 'countries',
    });
    const bad = await salon.owner.client.rpc('save_sms_provider', {
      p_account_sid: SID,
      p_auth_token: '',
      p_from_number: '+33600000001',
      p_allowed_countries: ['FR', 'QQ'],
    });
    expect(bad.error).toMatchObject({
      code: '22023',
      details: 'allowed_countries',
      message: '"QQ" is no country code we know: use two letters, e.g. US, GB, FR.',
    });
    expect(await loadSmsProviderStatus(remote)).toMatchObject({ allowedCountries: ['FR', 'DE'] });

    await bookOnline('+49 1512 3456789');
    await drain();
    expect(textsTo('+4915123456789')).toHaveLength(1);
  });
});

describe('the booking page texts a number once a day', () => {
  it('a second booking to the same number the same day gets no second text, even from the same round', async () => {
    await bookOnline('06 12 34 56 02');
    await bookOnline('06 12 34 56 02');
    await drain();
    expect(textsTo('+33612345602')).toHaveLength(1);
    expect((await smsRowsTo('+33612345602')).map((m) => [m.status, m.last_error]).sort()).toEqual([
      ['sent', null],
      ['skipped', 'Not sent: this number already had a text from the booking page today.'],
    ]);
    await bookOnline('+33612345602');
    await drain();
    expect(textsTo('+33612345602')).toHaveLength(1);
  });

  it('a number that answered (its client came in) gets every text', async () => {
    const { device, f } = salon;
    const client = {
      id: crypto.randomUUID(),
      salon_id: f.salon.id,
      name: 'Lea Martin',
      phone: '06 12 34 56 03',
      phone_key: '+33612345603',
      email: null,
      notes: null,
      tags: null,
    };
    const visit = { ...f.appointment, id: crypto.randomUUID(), customer_id: client.id, appointment_date: '2026-06-02', status: 'completed' };
    const res = await device.push([device.put('customers', client), device.put('appointments', visit)]);
    expect(res.results.map((r) => r.status)).toEqual(['applied', 'applied']);
    await bookOnline('06 12 34 56 03', 'Lea Martin');
    await bookOnline('06 12 34 56 03', 'Lea Martin');
    await drain();
    expect(textsTo('+33612345603')).toHaveLength(2);
  });
});

describe('what a text says', () => {
  it('a name with a link and a line break reaches the text as a first name only', async () => {
    await bookOnline('06 12 34 56 04', RELAY);
    await drain();
    const [text] = textsTo('+33612345604');
    expect(text.text).toMatch(/^Polished: Hi Pay, you are booked/);
    expect(text.text).not.toMatch(/deposit|https?:|evil\.example|\n/);
    // The email is the customer's own: it keeps the name as typed (HTML-escaped).
    const [mail] = backend.mail!.messages().filter((m) => m.channel === 'email');
    expect(mail.text).toContain('Pay your $20 deposit');
  });
});
