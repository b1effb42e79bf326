// The takeover, as an attacker ran it, on any backend (PGlite behind the local gateway, or
// PostgreSQL 15 behind PostgREST): a client whose card has no email, a stranger who books on the
// page with her number typed another way and his own email, then with her name, and the client
// herself booking online. What the database must end with is checked here; how the messages then
// go is checked by each suite (the sender's mail on PGlite, the claim on PostgreSQL 15).
import type { SupabaseClient } from '@supabase/supabase-js';
import { expect } from 'vitest';
import type { PublicBookAnswer, PublicManageView } from '../../src/domain/public-booking/contract';
import { booking, call, type OnlineSalon } from './public-booking-harness';

type Salon = Omit<OnlineSalon, 'owner'>;
type Booked = Extract<PublicBookAnswer, { status: 'booked' }>;
type Row = Record<string, unknown>;

export const VICTIM = { name: 'Victoria Victim', phone: '06 12 34 56 78', key: '+33612345678' };
export const STRANGER_EMAIL = 'eve@evil.example';

export interface TakeoverFacts {
  victimCard: string;
  /** The client's own booking, made by the owner at the desk. */
  deskBooking: string;
  /** The stranger's bookings: under his name, then under hers. */
  strangerBookings: string[];
  /** The client's own online booking, with her name and no email. */
  herOnlineBooking: string;
  rows: Map<string, Row>;
}

async function pulled(s: Salon): Promise<Map<string, Row>> {
  return (await s.device.pullAll()).rows as unknown as Map<string, Row>;
}

export async function runTakeover(s: Salon, anon: SupabaseClient): Promise<TakeoverFacts> {
  // The card the owner made when the client called: no email. Her desk booking keeps what the owner typed.
  const victimCard = crypto.randomUUID();
  const deskBooking = crypto.randomUUID();
  const day = s.days[0];
  const res = await s.device.push([
    s.device.put('customers', { id: victimCard, salon_id: s.f.salon.id, name: VICTIM.name, phone: VICTIM.phone, email: null, phone_key: VICTIM.key }),
    s.device.put('appointments', {
      id: deskBooking,
      salon_id: s.f.salon.id,
      customer_id: victimCard,
      staff_id: s.f.staff.id,
      service_id: s.f.service.id,
      appointment_date: day,
      start_time: '09:00',
      end_time: '09:45',
      notes: null,
      status: 'confirmed',
      contact_name: VICTIM.name,
      contact_phone: VICTIM.phone,
      contact_email: null,
    }),
  ]);
  expect(res.results.map((r) => r.status)).toEqual(['applied', 'applied']);

  // The stranger: her number typed another way, his own name and email.
  const first = await call<Booked>(
    anon,
    'public_book',
    booking(s, { p_phone: '+33 6 12 34 56 78', p_name: 'Eve Stranger', p_email: STRANGER_EMAIL, p_start: '11:00', p_staff_id: s.f.staff.id }),
  );
  expect(first.data?.status).toBe('booked');
  // Nothing in the answer names her.
  expect(JSON.stringify(first.data)).not.toMatch(/Victoria|Victim/);
  // Then her name with his email: an email her card lacks is not hers.
  const second = await call<Booked>(
    anon,
    'public_book',
    booking(s, { p_phone: '0612345678', p_name: 'Victoria Victim', p_email: STRANGER_EMAIL, p_start: '14:00', p_staff_id: s.f.staff.id }),
  );
  expect(second.data?.status).toBe('booked');
  // The client herself, her name spelled loosely, no email.
  const hers = await call<Booked>(
    anon,
    'public_book',
    booking(s, { p_phone: '06.12.34.56.78', p_name: '  victoria   VICTIM ', p_email: null, p_start: '15:00', p_staff_id: s.f.staff.id }),
  );
  expect(hers.data?.status).toBe('booked');

  // A manage link reaches its own appointment only: the stranger's cancels his, never hers.
  const view = await call<PublicManageView>(anon, 'public_appointment', { p_token: first.data!.manage_token });
  expect(view.data?.appointment).toMatchObject({ start: '11:00' });
  expect((await call(anon, 'public_cancel', { p_token: first.data!.manage_token })).status).toBe(200);

  const rows = await pulled(s);
  const appts = [...rows].filter(([k, r]) => k.startsWith('appointments:') && r.appointment_date === day).map(([, r]) => r);
  const at = (t: string) => appts.find((a) => a.start_time === `${t}:00`)!;
  return {
    victimCard,
    deskBooking,
    rows,
    strangerBookings: [at('11:00').id as string, at('14:00').id as string],
    herOnlineBooking: at('15:00').id as string,
  };
}

/** The card is as the owner made it; the stranger's bookings sit on cards of their own; hers on hers. */
export function expectCardsKept(f: TakeoverFacts) {
  const card = f.rows.get(`customers:${f.victimCard}`);
  expect(card).toMatchObject({ name: VICTIM.name, phone: VICTIM.phone, email: null });
  const appt = (id: string) => f.rows.get(`appointments:${id}`)!;
  for (const id of f.strangerBookings) {
    expect(appt(id).customer_id).not.toBe(f.victimCard);
    expect(appt(id)).toMatchObject({ contact_email: STRANGER_EMAIL });
    const theirs = f.rows.get(`customers:${appt(id).customer_id as string}`);
    expect(theirs).toMatchObject({ phone_key: VICTIM.key, email: STRANGER_EMAIL });
  }
  expect(appt(f.strangerBookings[0])).toMatchObject({ status: 'canceled', contact_name: 'Eve Stranger', contact_phone: '+33 6 12 34 56 78' });
  expect(appt(f.herOnlineBooking)).toMatchObject({ customer_id: f.victimCard, contact_email: null, status: 'confirmed' });
  expect(appt(f.deskBooking)).toMatchObject({ status: 'confirmed' });
  // The owner hears of the card made beside hers, by name; nobody else does.
  const notes = [...f.rows.values()].filter((r) => r.source === 'booking_page' && r.appointment_id === f.strangerBookings[0] && r.kind === 'booking');
  expect(notes).toHaveLength(1);
  expect(notes[0].body).toContain("same phone as Victoria Victim's card");
}
