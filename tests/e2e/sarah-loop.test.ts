// The loop in the browser, across two devices of one owner: Sarah books and then moves an
// appointment in AI Chat Test on the tablet; the move shows in its Appointments table (the same
// row, at the new time); the owner's other device gets the notification and the call's
// transcript by sync; and both Overviews count 1 call, 1 booking and its revenue, not 47.
import { describe, expect, it } from 'vitest';
import { todayIn } from '../../src/domain/dates';
import { call, lastToolResult, say } from '../support/scripted-openai-server';
import { AiChatPage } from './pages/ai-chat.page';
import { AppointmentsPage } from './pages/appointments.page';
import { CallsPage } from './pages/calls.page';
import { DashboardPage } from './pages/dashboard.page';
import { LoginPage } from './pages/login.page';
import { RegisterPage } from './pages/register.page';
import { uniqueEmail, useE2E } from './support/fixture';
import { earlyMorningZone, journeys } from './support/journeys';
import { useScriptedModel } from './support/scripted-model';
import { eventually } from './support/wait';

const e2e = useE2E();
const PASSWORD = 'polish123';
/** Two devices syncing on a machine shared with other runs. */
const SYNC_WAIT = 30_000;
const model = useScriptedModel();
const { own } = model;

const { newDevice, setUpBookableSalon } = journeys(e2e, own);

describe("Sarah's whole loop", () => {
  it('a reschedule in the chat moves the row; the other device sees the notification and the transcript; Overview counts it', async () => {
    const zone = earlyMorningZone();
    const tablet = await newDevice(zone, { alsoAllow: [new URL(model.server.baseURL).origin] });
    const phone = await newDevice(zone);
    const email = uniqueEmail('loop');

    const register = new RegisterPage(tablet.page, e2e.baseUrl);
    await register.goto();
    await register.fill({ ownerName: 'Mai Tran', email, password: PASSWORD, salonName: 'Lotus Nails', salonPhone: '555-0100' });
    await register.submit();
    await new DashboardPage(tablet.page, e2e.baseUrl).ready();
    await setUpBookableSalon(tablet.page);

    const chat = new AiChatPage(tablet.page, e2e.baseUrl);
    await chat.goto();
    await chat.setProvider({ baseURL: model.server.baseURL, model: 'scripted-small', apiKey: 'sk-test-key' });
    await eventually(async () => expect(await chat.status.textContent()).toBe('Ready to handle appointments'));

    // Sarah books the first free time, then moves it to the second.
    const today = todayIn(zone).date;
    let booked = '';
    let moved = '';
    let appointmentId = '';
    model.server.script([
      call('find_available_slots', { service_name: 'gel manicure', date: today }),
      (req) => {
        [booked, moved] = lastToolResult(req).available_times as string[];
        return call('create_appointment', {
          customer_name: 'Ana Lopez',
          customer_phone: '555-0142',
          service_name: 'Gel Manicure',
          appointment_date: today,
          appointment_time: booked,
        });
      },
      (req) => {
        appointmentId = (lastToolResult(req).appointment as { id: string }).id;
        return say(`You're booked at ${booked}, Ana.`);
      },
      () => call('reschedule_appointment', { appointment_id: appointmentId, customer_phone: '555-0142', new_date: today, new_time: moved }),
      (req) => say(lastToolResult(req).success ? `Done: you're now at ${moved}.` : 'I could not move it.'),
    ]);
    await chat.say("Hi, I'm Ana Lopez (555-0142). A gel manicure today, please.");
    await eventually(async () => expect((await chat.messageTexts('assistant')).at(-1)).toBe(`You're booked at ${booked}, Ana.`), 15_000);
    expect(moved).toMatch(/^\d\d:\d\d$/);
    await chat.say('Something came up, can you make it later?');
    await eventually(async () => expect((await chat.messageTexts('assistant')).at(-1)).toBe(`Done: you're now at ${moved}.`), 15_000);
    expect(model.server.remaining()).toBe(0);

    // The tablet's Appointments table, opened from the sidebar (leaving the chat ends the call):
    // one row for Ana, at the new time.
    await new DashboardPage(tablet.page, e2e.baseUrl).navLink('Appointments').click();
    const appts = new AppointmentsPage(tablet.page, e2e.baseUrl);
    await appts.heading.waitFor();
    const row = appts.row('Ana Lopez');
    await row.waitFor();
    await eventually(async () => expect(await row.textContent()).toContain(moved));
    expect(await row.textContent()).not.toContain(booked);
    expect(await appts.row('Ana Lopez').count()).toBe(1);

    // The owner's phone: signs in, and sync brings the notification and the call.
    const login = new LoginPage(phone.page, e2e.baseUrl);
    await login.goto();
    await login.signIn(email, PASSWORD);
    const dash = new DashboardPage(phone.page, e2e.baseUrl);
    await dash.ready();
    await eventually(
      async () => {
        await phone.page.evaluate(() => window.dispatchEvent(new Event('online')));
        expect(await dash.bell.getAttribute('aria-label', { timeout: 500 })).toMatch(/^Notifications: 2 unread/);
      },
      SYNC_WAIT,
      500,
    );
    await dash.bell.click();
    const feed = phone.page.getByRole('dialog', { name: 'Notifications' });
    const entries = feed.getByTestId('notification');
    await eventually(async () => expect(await entries.count()).toBe(2));
    const texts = await entries.allTextContents();
    expect(texts[0]).toContain(moved);
    expect(texts.join(' ')).toContain('Ana Lopez');
    await phone.page.keyboard.press('Escape');

    const calls = new CallsPage(phone.page, e2e.baseUrl);
    await calls.goto();
    await eventually(async () => expect(await calls.rows.count()).toBe(1), SYNC_WAIT, 500);
    expect(await calls.rows.first().textContent()).toContain('Ana Lopez');
    await calls.rows.first().click();
    await calls.transcript.waitFor();
    // The call's turns reach this device by sync like its row: a pull may bring the second exchange after the first.
    await eventually(
      async () => {
        expect(await calls.turns('customer').allTextContents()).toEqual([
          "Hi, I'm Ana Lopez (555-0142). A gel manicure today, please.",
          'Something came up, can you make it later?',
        ]);
        expect(await calls.turns('assistant').allTextContents()).toEqual([`You're booked at ${booked}, Ana.`, `Done: you're now at ${moved}.`]);
      },
      SYNC_WAIT,
      500,
    );

    // Both Overviews: 1 call, 1 booking by Sarah and its revenue.
    for (const page of [phone.page, tablet.page]) {
      await new DashboardPage(page, e2e.baseUrl).goto();
      const figure = (name: string) => page.getByTestId('ai').getByTestId(`ai-${name}`);
      await eventually(async () => expect(await figure('calls').textContent()).toBe('1'), SYNC_WAIT, 500);
      expect(await figure('bookings').textContent()).toBe('1');
      expect(await figure('revenue').textContent()).toBe('$45.50');
    }
  }, 150_000);
});
