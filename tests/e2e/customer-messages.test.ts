// In Chromium: an owner books through New Appointment for a customer with an email; the
// backend's sender (running as in `npm start`) mails the confirmation to the local catcher, whose
// JSON shows it with the appointment's local date and time and an .ics at the same instant, and the
// appointment's details show it as sent. The owner's own texts, per customer language, are what the
// customer gets: her English one, and her Spanish one once the card says Spanish.
import type { BrowserContext } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { messageTime } from '../../src/domain/clock-format';
import { todayIn } from '../../src/domain/dates';
import { appointmentInstant } from '../../src/domain/messages/instant';
import { AppointmentsPage } from './pages/appointments.page';
import { ClientsPage } from './pages/clients.page';
import { useE2E } from './support/fixture';
import { earlyMorningZone, journeys } from './support/journeys';
import { eventually } from './support/wait';

const e2e = useE2E();
const own: BrowserContext[] = [];
afterEach(async () => {
  await Promise.all(own.splice(0).map((c) => c.close()));
});

const { newDevice, registerOwner, setUpBookableSalon } = journeys(e2e, own);

interface Caught {
  channel: string;
  to: string[];
  subject: string;
  text: string;
  attachments: { filename: string | null; contentType: string; content: string }[];
}

async function inbox(): Promise<Caught[]> {
  const res = await fetch(`${e2e.baseUrl}/mail/api/messages`);
  expect(res.status).toBe(200);
  return (await res.json()) as Caught[];
}

/** 20261124T140000Z, as an .ics writes a UTC instant. */
const icsStamp = (d: Date) =>
  d
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}Z$/, 'Z');

describe('customer messages', () => {
  it('a booking with an email reaches the customer: local time in the text, the same instant in the .ics', async () => {
    const zone = earlyMorningZone();
    const { page } = await newDevice(zone);
    await registerOwner(page, 'confirm');
    await setUpBookableSalon(page);

    const email = `ana.${Date.now().toString(36)}@example.com`;
    const appts = new AppointmentsPage(page, e2e.baseUrl);
    await appts.goto('?new=1');
    await appts.form.waitFor();
    const date = todayIn(zone).date;
    const time = await appts.fillBooking({ phone: '555-0177', name: 'Ana Lopez', email, service: 'Gel Manicure' });
    await appts.submitBooking();
    await appts.form.waitFor({ state: 'detached' });

    const mail = await eventually(async () => {
      const found = (await inbox()).find((m) => m.channel === 'email' && m.to.includes(email));
      expect(found).toBeDefined();
      return found!;
    }, 20_000);
    expect(mail.subject).toContain('confirmed');
    const longDate = new Date(`${date}T12:00:00Z`).toLocaleDateString('en-US', { month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' });
    expect(mail.text).toContain(longDate);
    // On the clock of the salon's country: '09:00' here (a 24-hour Etc zone), '9:00 AM' in a US one.
    expect(mail.text).toContain(messageTime(time, 'en', zone));
    expect(mail.text).toContain('Gel Manicure');

    const ics = mail.attachments.find((a) => a.filename?.endsWith('.ics'));
    expect(ics?.contentType).toContain('text/calendar');
    const calendar = Buffer.from(ics!.content, 'base64').toString('utf8');
    expect(calendar).toContain(`:${icsStamp(appointmentInstant(date, time, zone))}`);

    // The owner sees it on the appointment, once the server's record of it has synced back.
    await appts.view('Calendar').click();
    await appts.calendarBlock('Ana Lopez').click();
    await appts.details.waitFor();
    const sent = appts.details.locator('[data-testid="customer-message"][data-status="sent"]');
    await sent.waitFor({ timeout: 20_000 });
    expect(await sent.textContent()).toContain('Confirmation');
    expect(await sent.textContent()).toContain(`to ${email}`);
  });

  it("the owner's own text, previewed in Salon Profile, is what the customer gets", async () => {
    const zone = earlyMorningZone();
    const { page } = await newDevice(zone);
    await registerOwner(page, 'template');
    await setUpBookableSalon(page);

    await page.goto(`${e2e.baseUrl}/dashboard/profile`);
    const section = page.getByRole('region', { name: 'Customer messages' });
    await section.waitFor();
    await section.getByLabel('Message', { exact: true }).selectOption({ label: 'Confirmation' });
    await section.getByLabel('Subject').fill('See you soon at {salon_name}, {customer_name}!');
    await eventually(async () => expect(await section.getByTestId('preview-subject').textContent()).toContain('See you soon at Lotus Nails'));
    await section.getByLabel('Subject').fill('Oops {nope}');
    await section.getByText('Unknown placeholder {nope}', { exact: false }).waitFor();
    await section.getByLabel('Subject').fill('See you soon at {salon_name}, {customer_name}!');
    // Her Spanish confirmation is its own: ours until she writes one, previewed in Spanish.
    const language = section.getByLabel("Customer's language");
    await language.selectOption({ label: 'Español' });
    await eventually(async () => expect(await section.getByTestId('preview-subject').textContent()).toBe('Su cita en Lotus Nails está confirmada'));
    await section.getByLabel('Subject').fill('¡Hasta pronto en {salon_name}, {customer_name}!');
    await eventually(async () => expect(await section.getByTestId('preview-subject').textContent()).toBe('¡Hasta pronto en Lotus Nails, Ana Lopez!'));
    expect(await language.locator('option:checked').textContent()).toBe('Español (your text)');
    await language.selectOption({ label: 'English (your text)' });
    await section.getByRole('button', { name: 'Save message settings' }).click();
    await section.getByText('Message settings saved successfully!').waitFor();

    const email = `bea.${Date.now().toString(36)}@example.com`;
    const appts = new AppointmentsPage(page, e2e.baseUrl);
    await appts.goto('?new=1');
    await appts.form.waitFor();
    await appts.fillBooking({ phone: '555-0178', name: 'Bea Park', email, service: 'Gel Manicure' });
    await appts.submitBooking();
    await appts.form.waitFor({ state: 'detached' });
    const mail = await eventually(async () => {
      const found = (await inbox()).find((m) => m.channel === 'email' && m.to.includes(email));
      expect(found).toBeDefined();
      return found!;
    }, 20_000);
    expect(mail.subject).toBe('See you soon at Lotus Nails, Bea Park!');

    // Her card says Spanish now: her next booking is confirmed with the owner's Spanish text.
    const clients = new ClientsPage(page, e2e.baseUrl);
    await clients.goto();
    await clients.row('Bea Park').getByRole('link').click();
    await clients.button('Edit').click();
    await clients.field('Language').selectOption('es');
    await clients.dialog('Edit client').getByRole('button', { name: 'Save' }).click();
    await clients.dialog('Edit client').waitFor({ state: 'detached' });
    await appts.goto('?new=1');
    await appts.form.waitFor();
    await appts.fillBooking({ phone: '555-0178', name: 'Bea Park', email, service: 'Gel Manicure' });
    await appts.submitBooking();
    await appts.form.waitFor({ state: 'detached' });
    const spanish = await eventually(async () => {
      const found = (await inbox()).filter((m) => m.channel === 'email' && m.to.includes(email));
      expect(found).toHaveLength(2);
      return found.find((m) => m !== mail && m.subject !== mail.subject)!;
    }, 20_000);
    expect(spanish.subject).toBe('¡Hasta pronto en Lotus Nails, Bea Park!');
    expect(spanish.text).toContain('Su cita está confirmada');
  });

  it("a US salon's preview writes the time as its customer's language does there", async () => {
    const { page } = await newDevice('America/Chicago');
    await registerOwner(page, 'clock');
    await page.goto(`${e2e.baseUrl}/dashboard/profile`);
    const section = page.getByRole('region', { name: 'Customer messages' });
    await section.waitFor();
    await section.getByLabel('Message', { exact: true }).selectOption({ label: 'Reminder' });
    const sms = section.getByTestId('preview-sms');
    const email = section.getByTestId('preview-email-text');
    // The sample visit is at 14:00 for an hour; the browser's Intl, as the server's, with a plain space.
    await eventually(async () => expect(await sms.textContent()).toContain(' at 2:00 PM.'));
    expect(await email.textContent()).toContain('2:00 PM–3:00 PM');
    expect(await sms.textContent()).not.toMatch(/[\u00a0\u202f]/);
    const language = section.getByLabel("Customer's language");
    await language.selectOption('es');
    await eventually(async () => expect(await sms.textContent()).toMatch(/ a las 2:00 p\. ?m\. /));
    await language.selectOption('vi');
    await eventually(async () => expect(await sms.textContent()).toContain(' lúc 14:00.'));
  });
});
