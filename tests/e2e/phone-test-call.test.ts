// The owner's Test call in Chromium against the built app and the real local backend:
// the owner saves the salon's Twilio settings and Sarah's model on the server, Test Connection asks
// the provider's API (the local stand-in) and says the settings are right, the webhook URLs are on
// the screen, and a Test call placed by typing goes through the signed phone webhooks and the relay:
// Sarah greets, books with the scripted model, and another device of the owner sees the booking.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { todayIn } from '../../src/domain/dates';
import { OFFLINE_TEST } from '../../sync/remote/phone-client';
import { TEST_CALLER } from '../../sync/server/phone/test-call';
import { call, lastToolResult, say } from '../support/scripted-openai-server';
import { AiChatPage } from './pages/ai-chat.page';
import { AppointmentsPage } from './pages/appointments.page';
import { CallsPage } from './pages/calls.page';
import { DashboardPage } from './pages/dashboard.page';
import { LoginPage } from './pages/login.page';
import { PhonePage } from './pages/phone.page';
import { RegisterPage } from './pages/register.page';
import { DESKTOP, PHONE, uniqueEmail, useE2E } from './support/fixture';
import { earlyMorningZone, journeys } from './support/journeys';
import { useScriptedModel } from './support/scripted-model';
import { eventually } from './support/wait';

// The scripted model listens on loopback: the server may call a salon's model there only with this.
process.env.SALON_DESK_SARAH_PRIVATE_MODELS = 'on';

const e2e = useE2E();
const model = useScriptedModel();
const { newDevice, setUpBookableSalon } = journeys(e2e, model.own);
const PASSWORD = 'polish123';
const SID = `AC${'5e'.repeat(16)}`;
const TOKEN = '7a'.repeat(16);
const NUMBER = '+12125550178';

async function signUp(page: Page): Promise<string> {
  const email = uniqueEmail('test-call');
  const form = new RegisterPage(page, e2e.baseUrl);
  await form.goto();
  await form.fill({ ownerName: 'Mai Tran', email, password: PASSWORD, salonName: 'Lotus Nails', salonPhone: '555-0100' });
  await form.submit();
  await new DashboardPage(page, e2e.baseUrl).ready();
  return email;
}

const sarahLines = (page: Page) => page.locator('[data-testid="test-call-transcript"] li[data-who="sarah"][data-complete="true"]');

describe('Test call', () => {
  it('tests the connection, shows the webhook URLs, and books by a typed Test call that another device sees', async () => {
    const zone = earlyMorningZone();
    const { page, context } = await newDevice(zone);
    const email = await signUp(page);
    await setUpBookableSalon(page);
    const chat = new AiChatPage(page, e2e.baseUrl);
    await chat.goto();
    // The server's settings are read first (the form takes them as its draft): then the model is set.
    await eventually(async () => expect(await chat.status.textContent()).toBe('Ready to handle appointments'), 15_000);
    await chat.setServerModel({ baseURL: model.server.baseURL, model: 'scripted-small', apiKey: 'sk-test-call' });

    const phone = new PhonePage(page, e2e.baseUrl);
    await phone.goto();
    await eventually(async () => expect(await phone.lineSettled.count()).toBe(1), 20_000);
    await phone.fillTwilio({ accountSid: SID, authToken: TOKEN, salonNumber: NUMBER, redirect: '+1 212 555 0100' });
    await phone.saveSetup.click();
    await phone.message('Phone integration saved successfully!').waitFor();
    // A Twilio line is the real one: Active, without the Simulated tag other providers get.
    await eventually(async () => expect(await phone.status.textContent()).toBe('Active'));
    expect(await page.getByTestId('phone-simulated').count()).toBe(0);

    // Test Connection: Testing..., then the stand-in's answer in words, then back to idle.
    await phone.testButton.click();
    await eventually(async () => expect(await page.getByTestId('phone-test-result').textContent()).toContain(`${NUMBER} is in the account`), 15_000);
    await eventually(async () => expect(await phone.testButton.textContent()).toBe('Test Connection'), 5_000);
    for (const [key, path] of [
      ['voice', 'voice'],
      ['status', 'status'],
      ['sms', 'sms'],
    ]) {
      expect(await page.getByTestId(`webhook-${key}`).textContent()).toBe(`${e2e.baseUrl}/phone/twilio/${path}`);
    }
    // Offline the test says so, and the button is there to try again.
    await context.setOffline(true);
    await phone.testButton.click();
    await eventually(async () => expect(await page.getByTestId('phone-test-result').textContent()).toBe(OFFLINE_TEST));
    expect(await phone.testButton.isDisabled()).toBe(false);
    await context.setOffline(false);
    // The URLs stay readable on a phone's width.
    await page.setViewportSize(PHONE);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await page.setViewportSize(DESKTOP);

    // A Test call: Sarah's greeting, then a booking by typing.
    const panel = page.getByRole('region', { name: 'Test call' });
    // A caller number that is not one is refused in words before any call.
    await panel.getByLabel('Call from (optional)').fill('555-0100');
    await panel.getByRole('button', { name: 'Start test call' }).click();
    await eventually(async () =>
      expect(await page.getByTestId('test-call-notice').textContent()).toMatch(/^The caller number must be a phone number with \+ and the country code/),
    );
    await panel.getByLabel('Call from (optional)').fill('');
    await panel.getByRole('button', { name: 'Start test call' }).click();
    await eventually(async () => expect(await sarahLines(page).first().textContent()).toMatch(/^Sarah: Thank you for calling Lotus Nails!/), 15_000);
    const today = todayIn(zone).date;
    let booked = '';
    let asked = false;
    const booking = () => ({
      customer_name: 'Ana Lopez',
      customer_phone: TEST_CALLER,
      service_name: 'Gel Manicure',
      appointment_date: today,
      appointment_time: booked,
    });
    model.server.script([
      call('find_available_slots', { service_name: 'gel manicure', date: today }),
      (req) => {
        booked = (lastToolResult(req).available_times as string[])[0];
        return call('create_appointment', booking());
      },
      // On the phone Sarah may have to read the booking back and hear a yes before it is written.
      (req) => {
        asked = !!lastToolResult(req).needs_confirmation;
        return say(asked ? `Just to confirm, a gel manicure today at ${booked}. Is that right?` : `You're all set for ${booked} today, Ana!`);
      },
    ]);
    const input = panel.getByLabel('Say to Sarah');
    await input.fill("Hi, I'm Ana Lopez. A gel manicure today, please.");
    await panel.getByRole('button', { name: 'Send' }).click();
    // Sarah's lines by their words: a silence re-prompt ("Are you still there?") may come between.
    const sarahSaid = (start: string) => sarahLines(page).filter({ hasText: new RegExp(`^Sarah: ${start}`) });
    await eventually(async () => expect(await sarahSaid("(Just to confirm|You're all set)").count()).toBe(1), 20_000);
    if (asked) {
      model.server.script([call('create_appointment', booking()), say(`You're all set for ${booked} today, Ana!`)]);
      await input.fill('Yes, that is right.');
      await panel.getByRole('button', { name: 'Send' }).click();
    }
    await eventually(
      async () => expect(await sarahSaid("You're all set").allTextContents()).toEqual([`Sarah: You're all set for ${booked} today, Ana!`]),
      20_000,
    );
    expect(model.server.remaining()).toBe(0);
    await panel.getByRole('button', { name: 'Hang up' }).click();
    await eventually(async () => expect(await page.getByTestId('test-call-notice').textContent()).toMatch(/^You hung up/));

    // The call record: channel phone, from the test caller, ended, booked.
    const [appt] = await e2e.adminSelect<{ salon_id: string }>('appointments', `select=salon_id&appointment_date=eq.${today}&start_time=eq.${booked}`);
    expect(appt).toBeDefined();
    await eventually(async () => {
      const calls = await e2e.adminSelect<Record<string, unknown>>(
        'calls',
        `select=channel,caller_phone,outcome,ended_at&salon_id=eq.${appt.salon_id}&channel=eq.phone`,
      );
      expect(calls).toEqual([expect.objectContaining({ channel: 'phone', caller_phone: TEST_CALLER, outcome: 'booked', ended_at: expect.any(String) })]);
    });

    // Another device of the owner: its Appointments table shows the booking.
    const other = await newDevice(zone);
    await new LoginPage(other.page, e2e.baseUrl).goto();
    await new LoginPage(other.page, e2e.baseUrl).signIn(email, PASSWORD);
    await new DashboardPage(other.page, e2e.baseUrl).ready();
    const appts = new AppointmentsPage(other.page, e2e.baseUrl);
    await appts.goto();
    const row = appts.row('Ana Lopez');
    await row.waitFor({ timeout: 20_000 });
    for (const part of ['Gel Manicure', 'Lily Chen', booked]) expect(await row.textContent()).toContain(part);
    // …and its Calls screen shows the call: by phone, booked.
    const callsScreen = new CallsPage(other.page, e2e.baseUrl);
    await callsScreen.goto();
    const phoneCall = callsScreen.rows.filter({ hasText: 'Phone' });
    await eventually(async () => expect(await phoneCall.count()).toBe(1), 20_000);
    expect(await phoneCall.textContent()).toContain('Booked');
    expect(e2e.pageErrors).toEqual([]);
  });
});
