// On the local backend (PGlite): a stranger who books with a client's number gets nothing
// of hers. Her card stays as the owner made it, his confirmation names only him, and every message
// about her appointments reaches only her own details, through the real sender and mail catcher.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalBackend } from '../../sync/server/index';
import { createMailer, type Mailer } from '../../sync/server/mailer';
import { Sender } from '../../sync/server/sender';
import { expectCardsKept, runTakeover, STRANGER_EMAIL } from './client-takeover-case';
import { clientFor, startTestBackend } from './helpers';
import { anonymous, onlineSalon } from './public-booking-harness';

let backend: LocalBackend;
let mailer: Mailer;
beforeAll(async () => {
  backend = (await startTestBackend()).backend;
  mailer = createMailer({ host: '127.0.0.1', port: backend.mail!.port, secure: false, from: 'bookings@salon-desk.local' });
});
afterAll(async () => {
  mailer?.close();
  await backend?.close();
});

describe('a client’s phone number gives a stranger nothing of hers', () => {
  it('the stranger’s bookings leave her card as it was, and his mail names only him', async () => {
    const s = await onlineSalon(backend);
    backend.mail!.clear();
    const facts = await runTakeover(s, anonymous(backend));
    expectCardsKept(facts);

    await new Sender({ url: backend.url, serviceRoleKey: backend.serviceRoleKey, mailer }).drain();
    const mails = backend.mail!.messages().filter((m) => m.channel === 'email');
    const his = mails.filter((m) => m.to.includes(STRANGER_EMAIL));
    // The confirmation of the booking he kept and the notice of the one he cancelled (its confirmation was superseded).
    expect(his.map((m) => m.subject).sort()).toEqual(['Your appointment at Polished has been cancelled', 'Your appointment at Polished is confirmed']);
    // Each greets the name he typed for that booking: his own, then hers (which he knew), never read from her card.
    expect(his.find((m) => m.subject.endsWith('cancelled'))!.text).toMatch(/^Hi Eve Stranger,/);
    expect(his.find((m) => m.subject.endsWith('confirmed'))!.text).toMatch(/^Hi Victoria Victim,/);
    // Her bookings (the desk's and her own online one, neither with an email) sent no mail anywhere.
    const { data } = await clientFor(backend, backend.serviceRoleKey)
      .from('customer_messages')
      .select('appointment_id, channel, status, recipient')
      .in('appointment_id', [facts.deskBooking, facts.herOnlineBooking]);
    const hersSent = (data ?? []) as { status: string; recipient: string | null }[];
    expect(hersSent.length).toBeGreaterThan(0);
    for (const m of hersSent) expect(m.recipient ?? '').not.toContain(STRANGER_EMAIL);
    // Neither has an email: nothing of hers went anywhere.
    expect(hersSent.filter((m) => m.status === 'sent')).toEqual([]);
  });

  it('a card that already has an email: the stranger still gets his own confirmation, so the answer tells him nothing', async () => {
    const s = await onlineSalon(backend);
    backend.mail!.clear();
    const card = crypto.randomUUID();
    await s.device.push([
      s.device.put('customers', {
        id: card,
        salon_id: s.f.salon.id,
        name: 'Maya Client',
        phone: '06 22 33 44 55',
        email: 'maya@example.com',
        phone_key: '+33622334455',
      }),
    ]);
    const anon = anonymous(backend);
    const { data } = await anon.rpc('public_book', {
      p_slug: s.slug,
      p_service_id: s.f.service.id,
      p_date: s.days[0],
      p_start: '10:00',
      p_staff_id: null,
      p_name: 'Eve Stranger',
      p_phone: '+33622334455',
      p_email: STRANGER_EMAIL,
      p_website: '',
    });
    expect((data as { status: string }).status).toBe('booked');
    await new Sender({ url: backend.url, serviceRoleKey: backend.serviceRoleKey, mailer }).drain();
    const mails = backend.mail!.messages().filter((m) => m.channel === 'email');
    expect(mails.filter((m) => m.to.includes(STRANGER_EMAIL))).toHaveLength(1);
    expect(mails.filter((m) => m.to.includes('maya@example.com'))).toHaveLength(0);
    const { rows } = await s.device.pullAll();
    expect(rows.get(`customers:${card}`)).toMatchObject({ name: 'Maya Client', email: 'maya@example.com' });
  });
});
