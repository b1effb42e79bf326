// Online booking through the real local backend: an anonymous customer books, the owner's devices pull the booking with
// its notification and queued confirmation, twenty customers racing for one slot leave exactly one booking, and the
// manage link cancels and moves within the salon's rules.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalBackend } from '../../sync/server/index';
import type { PublicAppointment, PublicBookAnswer, PublicManageView } from '../../src/domain/public-booking/contract';
import { addDays, todayIn } from '../../src/domain/dates';
import { clientFor, startTestBackend } from './helpers';
import { anonymous, booking, call, onlineSalon, workday, ZONE } from './public-booking-harness';

let backend: LocalBackend;
beforeAll(async () => {
  backend = (await startTestBackend()).backend;
});
afterAll(() => backend?.close());

type Booked = Extract<PublicBookAnswer, { status: 'booked' }>;
const weekday = (date: string) => ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'][new Date(`${date}T12:00:00Z`).getUTCDay()];

describe('public_book', () => {
  it('books a free time: the owner pulls the appointment, a new client card, a notification, and a queued confirmation', async () => {
    const s = await onlineSalon(backend);
    const anon = anonymous(backend);
    const res = await call<PublicBookAnswer>(anon, 'public_book', booking(s, { p_phone: '06 12 34 56 78', p_start: '11:00', p_language: 'es' }));
    expect(res.status).toBe(200);
    const booked = res.data as Booked;
    expect(booked.status).toBe('booked');
    // "Any available": the first free member in the salon's staff order (by id).
    const first = [s.f.staff, s.bea].sort((a, b) => a.id.localeCompare(b.id))[0] === s.f.staff ? 'Ana' : 'Bea';
    expect(booked.appointment).toEqual({
      date: s.days[0],
      start: '11:00',
      end: '11:45',
      service: 'Gel Manicure',
      staff: first,
      price: 35.5,
      status: 'confirmed',
    });
    expect(booked.salon).toMatchObject({ name: 'Polished', time_zone: ZONE });
    expect(booked.manage_token).toMatch(/^[0-9a-f]{64}$/);

    const { rows } = await s.device.pullAll();
    const appts = [...rows.values()].filter((r) => r.appointment_date === s.days[0] && r.start_time === '11:00:00');
    expect(appts).toHaveLength(1);
    const customer = rows.get(`customers:${appts[0].customer_id}`);
    expect(customer).toMatchObject({ name: 'Dana Reyes', phone: '06 12 34 56 78', phone_key: '+33612345678', email: 'dana@example.com' });
    expect([customer?.language, booked.event_uid]).toEqual(['es', `${appts[0].id}@salon-desk`]); // the emails' calendar UID
    const note = [...rows.values()].find((r) => r.appointment_id === appts[0].id && r.source === 'booking_page');
    expect(note).toMatchObject({ kind: 'booking', title: 'New booking', read: false });
    expect(note?.body).toBe(`Gel Manicure for Dana Reyes, ${weekday(s.days[0])} ${s.days[0]} at 11:00 with ${first}`);
    const messages = [...rows.values()].filter((r) => r.appointment_id === appts[0].id && r.kind === 'confirmation');
    expect(messages.map((m) => m.status)).toEqual(['queued']);
  });

  it("finds a returning client by the phone's key and her name; another name gets a card of its own, and no card changes", async () => {
    const s = await onlineSalon(backend);
    const anon = anonymous(backend);
    const first = await call<Booked>(anon, 'public_book', booking(s, { p_phone: '+33 6 99 88 77 66', p_name: 'Dana', p_email: null, p_start: '09:00' }));
    const again = await call<Booked>(
      anon,
      'public_book',
      booking(s, { p_phone: '0699887766', p_name: 'Someone Else', p_email: 'd@example.com', p_start: '13:00' }),
    );
    expect([first.data?.status, again.data?.status]).toEqual(['booked', 'booked']);
    const { rows } = await s.device.pullAll();
    const cards = [...rows.values()].filter((r) => r.phone_key === '+33699887766');
    // Another name on the same number is another card: the first stays as it was.
    expect(cards.map((c) => [c.name, c.email]).sort()).toEqual([
      ['Dana', null],
      ['Someone Else', 'd@example.com'],
    ]);
    const third = await call<Booked>(anon, 'public_book', booking(s, { p_phone: '06 99 88 77 66', p_name: 'dana', p_email: null, p_start: '15:00' }));
    expect(third.data?.status).toBe('booked');
    const after = await s.device.pullAll();
    const appt = [...after.rows.values()].find((r) => r.appointment_date === s.days[0] && r.start_time === '15:00:00');
    expect(after.rows.get(`customers:${appt?.customer_id as string}`)).toMatchObject({ name: 'Dana', email: null });
  });

  it('twenty customers booking one slot at once: exactly one is booked, the rest hear it was just taken', async () => {
    const s = await onlineSalon(backend);
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        call<PublicBookAnswer>(
          clientFor(backend),
          'public_book',
          booking(s, { p_staff_id: s.f.staff.id, p_start: '14:00', p_phone: `+336100000${String(i).padStart(2, '0')}` }),
        ),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(20).fill(200));
    const statuses = answers.map((a) => a.data!.status);
    expect(statuses.filter((x) => x === 'booked')).toHaveLength(1);
    for (const a of answers.filter((x) => x.data!.status === 'taken')) {
      expect(a.data).toMatchObject({ message: 'That time was just taken — here are the nearest free times' });
      const times = (a.data as { times: { start: string }[] }).times.map((t) => t.start);
      expect(times).not.toContain('14:00');
      expect(times.length).toBeGreaterThan(0);
    }
    const { rows } = await s.device.pullAll();
    const stored = [...rows.values()].filter((r) => r.staff_id === s.f.staff.id && r.appointment_date === s.days[0] && r.start_time === '14:00:00');
    expect(stored).toHaveLength(1);
  });

  it('a time the tablet booked meanwhile is taken, not double-booked', async () => {
    const s = await onlineSalon(backend);
    const tablet = s.device.put('appointments', {
      id: crypto.randomUUID(),
      salon_id: s.f.salon.id,
      customer_id: s.f.customer.id,
      staff_id: s.f.staff.id,
      service_id: s.f.service.id,
      appointment_date: s.days[0],
      start_time: '15:00',
      end_time: '15:45',
      notes: null,
      status: 'confirmed',
    });
    expect((await s.device.push([tablet])).results[0].status).toBe('applied');
    const res = await call<PublicBookAnswer>(anonymous(backend), 'public_book', booking(s, { p_staff_id: s.f.staff.id, p_start: '15:00' }));
    expect(res.data?.status).toBe('taken');
    // Any available: Bea is free then.
    const any = await call<Booked>(anonymous(backend), 'public_book', booking(s, { p_start: '15:00' }));
    expect(any.data?.appointment.staff).toBe('Bea');
  });

  it('refuses bad input with a clear message and stores nothing', async () => {
    const s = await onlineSalon(backend);
    const anon = anonymous(backend);
    const cases: [Record<string, unknown>, number, string][] = [
      [{ p_website: 'http://spam.example' }, 400, 'This booking could not be accepted.'],
      [{ p_name: '   ' }, 400, 'Please enter your name.'],
      [{ p_name: 'x'.repeat(121) }, 400, 'Name must be at most 120 characters.'],
      [{ p_phone: 'call me' }, 400, 'Please enter a valid phone number.'],
      [{ p_phone: '1'.repeat(41) }, 400, 'Please enter a valid phone number.'],
      [{ p_email: 'not-an-email' }, 400, 'Please enter a valid email address.'],
      // A number with a key but not the customers' phone format, an address zod's rule refuses:
      // the customers CHECKs would refuse the card, so the page answers in words first.
      [{ p_phone: '+1 555 014 2000 ext 5' }, 400, 'Please enter a valid phone number.'],
      [{ p_email: 'mai..tran@example.com' }, 400, 'Please enter a valid email address.'],
      [{ p_start: '25:00' }, 400, 'Please choose a time.'],
      [{ p_service_id: crypto.randomUUID() }, 400, 'Please choose a service.'],
      [{ p_staff_id: crypto.randomUUID() }, 400, 'Please choose a technician from the list.'],
      [{ p_slug: 'no-such-salon' }, 404, 'This booking page does not exist.'],
      [{ p_language: 'fr' }, 400, 'The language must be en, vi or es.'],
    ];
    for (const [over, status, message] of cases) {
      const res = await call(anon, 'public_book', booking(s, over));
      expect([res.status, res.message], JSON.stringify(over)).toEqual([status, message]);
    }
    const { rows } = await s.device.pullAll();
    expect([...rows.values()].filter((r) => r.appointment_date === s.days[0])).toEqual([]);
  });

  it('a switched-off page answers exactly like one that never existed', async () => {
    const s = await onlineSalon(backend);
    const off = s.device.mutation('booking_settings', s.f.bookingSettings.id, 'patch', { online_booking: false });
    expect((await s.device.push([off])).results[0].status).toBe('applied');
    const a = await call(anonymous(backend), 'public_book', booking(s));
    const b = await call(anonymous(backend), 'public_book', booking(s, { p_slug: 'never-was-here' }));
    expect([a.status, a.message]).toEqual([404, 'This booking page does not exist.']);
    expect([b.status, b.message]).toEqual([a.status, a.message]);
  });

  it('five bookings an hour per phone; the sixth answers 429', async () => {
    const s = await onlineSalon(backend, { slotInterval: 30 });
    const anon = anonymous(backend);
    const phone = '+33 6 55 44 33 22';
    const starts = ['09:00', '09:30', '10:00', '10:30', '11:00', '11:30'];
    const res = [];
    for (const p_start of starts) res.push(await call(anon, 'public_book', booking(s, { p_phone: phone, p_start })));
    expect(res.map((r) => r.status)).toEqual([200, 200, 200, 200, 200, 429]);
    expect(res[5].message).toBe('Too many bookings from this phone number in the last hour. Please call the salon.');
  });
});

describe('the manage link', () => {
  async function bookedWithToken(over: Parameters<typeof onlineSalon>[1] = {}, start = '10:00') {
    const s = await onlineSalon(backend, { days: [workday(3), workday(1, workday(3))], ...over });
    const res = await call<Booked>(anonymous(backend), 'public_book', booking(s, { p_start: start, p_staff_id: s.f.staff.id, p_language: 'vi' }));
    expect(res.data?.status).toBe('booked');
    return { s, token: res.data!.manage_token };
  }

  it('shows the appointment, moves it within the rules (same technician when free), and the owner is told', async () => {
    const { s, token } = await bookedWithToken();
    const anon = anonymous(backend);
    const view = (await call<PublicManageView>(anon, 'public_appointment', { p_token: token })).data!;
    expect(view).toMatchObject({ can_cancel: true, can_reschedule: true, cancel_refusal: null, service_id: s.f.service.id, language: 'vi' });
    expect(view.appointment).toMatchObject({ date: s.days[0], start: '10:00', staff: 'Ana' });

    const free = await call<{ times: { start: string }[] }>(anon, 'public_manage_free_times', { p_token: token, p_date: s.days[1] });
    expect(free.data!.times.map((t) => t.start)).toContain('12:00');
    const moved = await call<{ status: string; appointment: PublicAppointment }>(anon, 'public_reschedule', {
      p_token: token,
      p_date: s.days[1],
      p_start: '12:00',
    });
    expect(moved.data).toMatchObject({ status: 'rescheduled', appointment: { date: s.days[1], start: '12:00', end: '12:45', staff: 'Ana' } });

    const { rows } = await s.device.pullAll();
    const appt = [...rows.values()].find((r) => r.appointment_date === s.days[1] && r.start_time === '12:00:00');
    expect(appt).toMatchObject({ status: 'confirmed', staff_id: s.f.staff.id });
    const note = [...rows.values()].find((r) => r.appointment_id === appt!.id && r.kind === 'rescheduled');
    expect(note).toMatchObject({ source: 'booking_page', title: 'Appointment moved', body_parts: expect.stringContaining('"from": {"date": "') });
    expect(note?.body).toBe(
      `Gel Manicure for Dana Reyes moved from ${weekday(s.days[0])} ${s.days[0]} at 10:00 to ${weekday(s.days[1])} ${s.days[1]} at 12:00 with Ana`,
    );
    // A time both members have taken meanwhile answers with fresh times instead.
    for (const staff of [s.f.staff.id, s.bea.id]) {
      const other = await call<Booked>(clientFor(backend), 'public_book', booking(s, { p_date: s.days[1], p_start: '14:00', p_staff_id: staff }));
      expect(other.data?.status).toBe('booked');
    }
    const taken = await call<{ status: string; times: { start: string }[] }>(anon, 'public_reschedule', {
      p_token: token,
      p_date: s.days[1],
      p_start: '14:00',
    });
    expect(taken.data?.status).toBe('taken');
    expect(taken.data?.times.map((t) => t.start)).not.toContain('14:00');
    const bad = await call(anon, 'public_reschedule', { p_token: token, p_date: s.days[1], p_start: '99:00' });
    expect([bad.status, bad.message]).toEqual([400, 'Please choose a time.']);
  });

  it('cancels, and the owner is told; a cancelled appointment cannot be cancelled again', async () => {
    const { s, token } = await bookedWithToken();
    const anon = anonymous(backend);
    const res = await call<{ status: string; appointment: PublicAppointment }>(anon, 'public_cancel', { p_token: token });
    expect(res.data).toMatchObject({ status: 'canceled', appointment: { status: 'canceled' } });
    const { rows } = await s.device.pullAll();
    const appt = [...rows.values()].find((r) => r.appointment_date === s.days[0] && r.start_time === '10:00:00')!;
    expect(appt.status).toBe('canceled');
    expect([...rows.values()].some((r) => r.appointment_id === appt.id && r.kind === 'cancelled' && r.source === 'booking_page')).toBe(true);
    const twice = await call(anon, 'public_cancel', { p_token: token });
    expect([twice.status, twice.message]).toEqual([400, 'This appointment is cancelled.']);
  });

  it('obeys the notice: inside the cancel window or the minimum notice, the link says to call', async () => {
    // Tomorrow or the day after at 16:00 in Paris is inside a 3-day cancel window; min notice of
    // 14 days keeps any move out.
    const s = await onlineSalon(backend, { cancelNotice: 3 * 24 * 60, minNotice: 0, days: [addDays(todayIn(ZONE).date, 2)] });
    const appt = s.device.put('appointments', {
      id: crypto.randomUUID(),
      salon_id: s.f.salon.id,
      customer_id: s.f.customer.id,
      staff_id: s.f.staff.id,
      service_id: s.f.service.id,
      appointment_date: s.days[0],
      start_time: '16:00',
      end_time: '16:45',
      notes: null,
      status: 'confirmed',
    });
    expect((await s.device.push([appt])).results[0].status).toBe('applied');
    const service = clientFor(backend, backend.serviceRoleKey);
    const { data: token } = await service.rpc('sender_manage_token', { p_appointment_id: appt.row_id });
    expect(token).toMatch(/^[0-9a-f]{64}$/);
    const anon = anonymous(backend);
    const view = (await call<PublicManageView>(anon, 'public_appointment', { p_token: token })).data!;
    expect(view.can_cancel).toBe(false);
    expect(view.cancel_refusal).toBe('Online cancellation closes 72 hours before the appointment. Please call the salon at 555-0001 to cancel.');
    const refused = await call(anon, 'public_cancel', { p_token: token });
    expect([refused.status, refused.message]).toEqual([400, view.cancel_refusal]);

    const notice = s.device.mutation('booking_settings', s.f.bookingSettings.id, 'patch', { min_notice_minutes: 14 * 24 * 60 });
    expect((await s.device.push([notice])).results[0].status).toBe('applied');
    const later = (await call<PublicManageView>(anon, 'public_appointment', { p_token: token })).data!;
    expect(later.reschedule_refusal).toBe('Online changes close 336 hours before the appointment. Please call the salon at 555-0001 to change it.');
    const move = await call(anon, 'public_reschedule', { p_token: token, p_date: workday(20), p_start: '10:00' });
    expect([move.status, move.message]).toEqual([400, later.reschedule_refusal]);
    const { rows } = await s.device.pullAll();
    expect(rows.get(`appointments:${appt.row_id}`)).toMatchObject({ status: 'confirmed', start_time: '16:00:00' });
  });

  it('a bad, unknown or switched-off link answers 404 alike', async () => {
    const { s, token } = await bookedWithToken();
    const anon = anonymous(backend);
    const expected = [404, 'This link has expired or is not valid.'];
    for (const t of ['', 'abc', '0'.repeat(64), token.toUpperCase(), `${token}0`]) {
      const res = await call(anon, 'public_appointment', { p_token: t });
      expect([res.status, res.message], t).toEqual(expected);
    }
    const off = s.device.mutation('booking_settings', s.f.bookingSettings.id, 'patch', { online_booking: false });
    expect((await s.device.push([off])).results[0].status).toBe('applied');
    const res = await call(anon, 'public_cancel', { p_token: token });
    expect([res.status, res.message]).toEqual(expected);
  });
});

describe('input the page never sends', () => {
  it('a malformed id or date answers 400 in words, not a cast error', async () => {
    const s = await onlineSalon(backend);
    const anon = anonymous(backend);
    const book = await call(anon, 'public_book', booking(s, { p_service_id: 'not-a-uuid' }));
    expect([book.status, book.message]).toEqual([400, 'Please choose a service.']);
    const date = await call(anon, 'public_book', booking(s, { p_date: '2026-02-30' }));
    expect([date.status, date.message]).toEqual([400, 'Please choose a date.']);
    const staff = await call(anon, 'public_book', booking(s, { p_staff_id: "1' or '1'='1" }));
    expect([staff.status, staff.message]).toEqual([400, 'Please choose a technician from the list.']);
  });
});
