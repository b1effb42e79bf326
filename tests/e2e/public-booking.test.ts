// In Chromium: the owner turns online booking on in Salon Profile with a page address; a
// customer on a phone (another browser profile, 390×844) books on /book/<slug>; the owner's
// Appointments screen shows it after a sync; the confirmation mail holds a manage link that works;
// rescheduling through it moves the appointment on the owner's device.
import { readFile } from 'node:fs/promises';
import type { BrowserContext, Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { clock, timeLocale } from '../../src/public/book-view';
import { AppointmentsPage } from './pages/appointments.page';
import { BookPage } from './pages/book.page';
import { OnlineBookingSection } from './pages/online-booking.page';
import { ProfilePage } from './pages/profile.page';
import { PHONE, type E2E } from './support/fixture';
import { useE2E } from './support/fixture';
import { expectAccessible } from './support/axe';
import { earlyMorningZone, journeys } from './support/journeys';
import { eventually, workerControls } from './support/wait';

const e2e: E2E = useE2E();
const own: BrowserContext[] = [];
afterEach(async () => {
  await Promise.all(own.splice(0).map((c) => c.close()));
});

const { newDevice, registerOwner, setUpBookableSalon } = journeys(e2e, own);

/** The owner's device pulls on the engine's timer; on a busy shared machine that takes a while. */
const SYNC_WAIT = 30_000;

async function inboxFor(email: string): Promise<{ subject: string; text: string }[]> {
  const res = await fetch(`${e2e.baseUrl}/mail/api/messages`);
  expect(res.status).toBe(200);
  return ((await res.json()) as { channel: string; to: string[]; subject: string; text: string }[]).filter(
    (m) => m.channel === 'email' && m.to.includes(email),
  );
}

/** The owner's appointment row of the customer, reloading now and then: a pull runs on the engine's timer. */
async function ownerSees(page: Page, name: string, time: string) {
  const appts = new AppointmentsPage(page, e2e.baseUrl);
  await appts.goto();
  let tries = 0;
  await eventually(
    async () => {
      tries += 1;
      if (tries % 10 === 0) await appts.goto();
      expect(await appts.row(name).first().textContent({ timeout: 1_000 })).toContain(`${time}–`);
    },
    SYNC_WAIT,
    250,
  );
}

describe('online booking', () => {
  it('the owner opens a booking page; a customer books and reschedules on a phone; the owner sees both', { timeout: 180_000 }, async () => {
    const zone = earlyMorningZone();
    const owner = await newDevice(zone);
    await registerOwner(owner.page, 'online');
    await setUpBookableSalon(owner.page);

    // The owner: Salon Profile → Online booking.
    const profile = new ProfilePage(owner.page, e2e.baseUrl);
    await profile.goto();
    const online = new OnlineBookingSection(owner.page);
    const slug = `lotus-${Date.now().toString(36)}`;
    await online.toggle.check();
    await online.address.fill(slug.toUpperCase());
    await eventually(async () => expect(await online.addressNote.textContent()).toBe('This address is free.'), 10_000);
    await online.save.click();
    await eventually(async () => expect(await online.message.textContent()).toBe('Online booking saved successfully!'));
    expect(await online.address.inputValue()).toBe(slug);
    expect(await online.link.getAttribute('href')).toBe(`${e2e.baseUrl}/book/${slug}`);
    await online.qrCode.waitFor();
    await expectAccessible(owner.page, 'section[aria-labelledby="online-booking-title"]');
    // The switch reaches the backend with the owner's next push.
    await eventually(
      async () => {
        const rows = await e2e.adminSelect<{ online_booking: boolean }>('booking_settings', `booking_slug=eq.${slug}&select=online_booking`);
        expect(rows).toEqual([{ online_booking: true }]);
      },
      SYNC_WAIT,
      200,
    );

    // The owner's own device, whose service worker answers the dashboard's URLs, still opens the
    // customer page (the worker's app shell must not take /book/ over). The worker takes the page
    // once it has stored the app; on a loaded two-core machine that took over 10 s in a full run.
    await workerControls(owner.page);
    const ownerView = await owner.context.newPage();
    await ownerView.goto(`${e2e.baseUrl}/book/${slug}`);
    await new BookPage(ownerView, e2e.baseUrl).heading('Lotus Nails').waitFor();
    expect(await ownerView.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
    await ownerView.close();

    // The customer, on a phone.
    const customer = await newDevice(zone, { viewport: PHONE });
    const book = new BookPage(customer.page, e2e.baseUrl);
    await book.goto(slug);
    await book.heading('Lotus Nails').waitFor();
    await book.service('Gel Manicure').check();
    // The technician picker shows once a service is chosen, on the render after the click.
    await eventually(async () => expect(await book.technician.locator('option').allTextContents()).toEqual(['Any available', 'Lily Chen']));
    await book.times.first().waitFor();
    const offered = await book.timeTexts();
    expect(offered.length).toBeGreaterThan(1);
    const first = offered[0];
    await book.time(first).click();
    await expectAccessible(customer.page);
    // A bad phone is refused at its field, said in words.
    await book.field('Name').fill('Rosa Diaz');
    await book.field('Phone').fill('call me');
    await book.bookNow.click();
    await eventually(async () => expect(await customer.page.locator('#phone-error').textContent()).toContain('Please enter a valid phone number'));
    const email = `rosa.${Date.now().toString(36)}@example.com`;
    await book.field('Phone').fill('555-0188');
    await book.field('Email (optional)').fill(email);
    await book.bookNow.click();
    await book.heading(/^(You’re booked!|Booking received)$/).waitFor();
    expect(await book.facts.textContent()).toContain(`${first} –`);
    expect(await book.addToCalendar.getAttribute('download')).toBe('appointment.ics');
    // The file holds the visit at its instant, which reads as the booked time in the salon's zone.
    const [download] = await Promise.all([customer.page.waitForEvent('download'), book.addToCalendar.click()]);
    expect(download.suggestedFilename()).toBe('appointment.ics');
    const file = await readFile(await download.path(), 'utf8');
    const start = /\r\nDTSTART:(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})00Z\r\n/.exec(file)?.slice(1).map(Number);
    expect(start).toHaveLength(5);
    const [y, mo, d, h, mi] = start as number[];
    const read = new Intl.DateTimeFormat('en-GB', { timeZone: zone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(
      Date.UTC(y, mo - 1, d, h, mi),
    );
    // The page writes the salon's clock as its country does (12-hour in the US).
    expect(clock(read, timeLocale('en', zone))).toBe(first);
    expect(file).toContain('\r\nSUMMARY:Gel Manicure at Lotus Nails\r\n');
    await expectAccessible(customer.page);
    const manageHref = await book.manageLink.getAttribute('href');
    expect(manageHref).toMatch(/^\/a\/[^/]+$/);

    // The owner's device gets it by sync.
    await ownerSees(owner.page, 'Rosa Diaz', first);

    // The confirmation mail carries a manage link that opens the booking.
    const mail = await eventually(
      async () => {
        const found = (await inboxFor(email)).find((m) => /\/a\/[A-Za-z0-9_-]+/.test(m.text));
        expect(found).toBeDefined();
        return found!;
      },
      20_000,
      200,
    );
    const link = /(https?:\/\/\S+\/a\/[A-Za-z0-9_-]+)/.exec(mail.text)![1];
    expect(new URL(link).pathname).toMatch(/^\/a\//);
    await customer.page.goto(`${e2e.baseUrl}${new URL(link).pathname}`);
    await book.heading('Your booking at Lotus Nails').waitFor();
    await expectAccessible(customer.page);

    // Reschedule to another free time of the day.
    await book.button('Reschedule').click();
    await book.times.first().waitFor();
    const later = (await book.timeTexts()).find((t) => t !== first);
    expect(later).toBeDefined();
    await book.time(later!).click();
    await book.button(`Move to ${later}`).click();
    await eventually(async () => expect(await book.status.textContent()).toMatch(new RegExp(`^Your booking is moved to .* at ${later}\\.$`)), 10_000);
    await eventually(async () => expect(await book.facts.textContent()).toContain(`${later} –`));

    // …and the owner's device shows the new time.
    await ownerSees(owner.page, 'Rosa Diaz', later!);

    // A made-up token reads as an expired link.
    await customer.page.goto(`${e2e.baseUrl}/a/not-a-real-token`);
    await customer.page.getByText('This link has expired or is not valid.').waitFor();
    expect(e2e.pageErrors).toEqual([]);
  });
});
