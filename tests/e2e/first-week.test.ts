// The first week in Chromium at tablet size: a salon set up from nothing, whose technician
// has a regular week (one dialog, started from the salon's hours) and nothing generated, is booked
// three weeks ahead on the booking page and by Sarah in AI Chat Test.
import { describe, expect, it } from 'vitest';
import { addDays, todayIn } from '../../src/domain/dates';
import { longDate } from '../../src/public/book-view';
import { call, lastToolResult, say } from '../support/scripted-openai-server';
import { AiChatPage } from './pages/ai-chat.page';
import { BookPage } from './pages/book.page';
import { OnlineBookingSection } from './pages/online-booking.page';
import { ProfilePage } from './pages/profile.page';
import { SchedulePage } from './pages/schedule.page';
import { StaffPage } from './pages/staff.page';
import { PHONE, useE2E } from './support/fixture';
import { expectAccessible } from './support/axe';
import { earlyMorningZone, journeys } from './support/journeys';
import { useScriptedModel } from './support/scripted-model';
import { eventually } from './support/wait';

const e2e = useE2E();
const model = useScriptedModel();
const { own } = model;
const { newDevice, registerOwner } = journeys(e2e, own);
const TABLET = { width: 1024, height: 768 };
const SYNC_WAIT = 30_000;

describe('a salon’s first week', () => {
  it('a regular week set once: the booking page and Sarah book three weeks ahead, nothing regenerated', { timeout: 240_000 }, async () => {
    const zone = earlyMorningZone();
    const owner = await newDevice(zone, { viewport: TABLET, alsoAllow: [new URL(model.server.baseURL).origin] });
    const page = owner.page;
    await registerOwner(page, 'firstweek');

    const profile = new ProfilePage(page, e2e.baseUrl);
    await profile.goto();
    await profile.addService({ name: 'Gel Manicure', price: '35', duration: '60' });
    await profile.message('Service added successfully!').waitFor();
    const staff = new StaffPage(page, e2e.baseUrl);
    await staff.goto();
    await staff.addStaff({ name: 'Lily Chen', position: 'Nail Technician' });
    await staff.card('Lily Chen').waitFor();
    await staff.serviceCheckbox('Lily Chen', 'Gel Manicure').check();
    await page.getByText('Service assigned to staff member!').waitFor();

    // Staff Schedule: Lily's regular week, from the salon's hours. No generate button pressed.
    const schedule = new SchedulePage(page, e2e.baseUrl);
    await schedule.goto();
    // The grid draws her row once its reads are in: wait for it, then it must be empty.
    await eventually(async () => expect(await schedule.rowTexts('Lily Chen')).toEqual(Array(7).fill('Not scheduled')));
    await schedule.regularWeekButton('Lily Chen').click();
    await schedule.regularWeekDialog.waitFor();
    await expectAccessible(page, '[role="dialog"]');
    await page.getByRole('button', { name: 'Use salon hours' }).click();
    await page.getByRole('button', { name: 'Save regular week' }).click();
    await eventually(async () => expect(await schedule.message.textContent()).toBe('Regular week saved. It repeats every week.'));
    // Three weeks on, the grid shows her regular shifts.
    for (let i = 0; i < 3; i++) await schedule.button('Next week').click();
    await eventually(async () => expect((await schedule.rowTexts('Lily Chen')).filter((t) => t !== 'Not scheduled')).toHaveLength(7));

    // Online booking on.
    await profile.goto();
    const online = new OnlineBookingSection(page);
    const slug = `first-${Date.now().toString(36)}`;
    await online.toggle.check();
    await online.address.fill(slug);
    await eventually(async () => expect(await online.addressNote.textContent()).toBe('This address is free.'), 10_000);
    await online.save.click();
    await eventually(async () => expect(await online.message.textContent()).toBe('Online booking saved successfully!'));
    await eventually(
      async () => {
        const rows = await e2e.adminSelect<{ id: string }>('staff_patterns', `select=id&deleted=eq.false`);
        expect(rows.length).toBeGreaterThanOrEqual(7);
        const settings = await e2e.adminSelect<{ online_booking: boolean }>('booking_settings', `booking_slug=eq.${slug}&select=online_booking`);
        expect(settings).toEqual([{ online_booking: true }]);
      },
      SYNC_WAIT,
      250,
    );

    // A customer on a phone books three weeks ahead.
    const ahead = addDays(todayIn(zone).date, 21);
    const customer = await newDevice(zone, { viewport: PHONE });
    const book = new BookPage(customer.page, e2e.baseUrl);
    await book.goto(slug);
    await book.heading('Lotus Nails').waitFor();
    await book.service('Gel Manicure').check();
    await book.day(longDate(ahead)).click();
    // That day's times, not the ones of the day shown before the click (they may still be on screen).
    const times = customer.page.getByRole('group', { name: `Free times on ${longDate(ahead)}` }).getByRole('button');
    await times.first().waitFor();
    const first = (await times.first().textContent())!.replace(/^✓\s*/, '').trim();
    expect(first).toMatch(/^\d/);
    await book.time(first).click();
    await book.field('Name').fill('Rosa Diaz');
    await book.field('Phone').fill('555-0188');
    await book.bookNow.click();
    await book.heading(/^(You’re booked!|Booking received)$/).waitFor();

    // Sarah books the day after, in AI Chat Test.
    const later = addDays(ahead, 1);
    const chat = new AiChatPage(page, e2e.baseUrl);
    await chat.goto();
    await chat.setProvider({ baseURL: model.server.baseURL, model: 'scripted-small', apiKey: 'sk-test-key' });
    let offered: string[] = [];
    model.server.script([
      call('find_available_slots', { service_name: 'gel manicure', date: later }),
      (req) => {
        offered = lastToolResult(req).available_times as string[];
        return offered.length > 0
          ? call('create_appointment', {
              customer_name: 'Ana Lopez',
              customer_phone: '555-0142',
              service_name: 'Gel Manicure',
              appointment_date: later,
              appointment_time: offered[0],
            })
          : say('Nobody works then.');
      },
      (req) => say(lastToolResult(req).success ? `Booked at ${offered[0]}.` : 'I could not book it.'),
    ]);
    await chat.say(`Hi, I'm Ana Lopez (555-0142). A gel manicure on ${later}, please.`);
    await eventually(async () => expect((await chat.messageTexts('assistant')).at(-1)).toMatch(/^Booked at \d\d:\d\d\.$/), 20_000);
    expect(e2e.pageErrors).toEqual([]);
  });
});
