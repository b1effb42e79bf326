// Conversations on record in the browser: what Sarah says in AI Chat Test becomes call
// records; Clear Chat starts a new one (and the model forgets the old); the Calls screen lists
// them newest first, filters and searches them, folds the tool steps under each reply, links the
// appointment booked, and a message taken can be marked done.
import { describe, expect, it } from 'vitest';
import { todayIn } from '../../src/domain/dates';
import { formatDate } from '../../src/domain/display-format';
import { call, lastToolResult, say } from '../support/scripted-openai-server';
import { AiChatPage } from './pages/ai-chat.page';
import { AppointmentsPage } from './pages/appointments.page';
import { CallsPage } from './pages/calls.page';
import { DESKTOP, useE2E } from './support/fixture';
import { earlyMorningZone, journeys } from './support/journeys';
import { useScriptedModel } from './support/scripted-model';
import { eventually } from './support/wait';

const e2e = useE2E();
const model = useScriptedModel();
const { own } = model;

const { newDevice, registerOwner, setUpBookableSalon } = journeys(e2e, own);

describe('Calls', () => {
  it('records each conversation, Clear Chat starts a new one, and the Calls screen reads them', async () => {
    const zone = earlyMorningZone();
    const { page } = await newDevice(zone, { viewport: DESKTOP, alsoAllow: [new URL(model.server.baseURL).origin] });
    await registerOwner(page, 'calls');
    await setUpBookableSalon(page);
    const chat = new AiChatPage(page, e2e.baseUrl);
    await chat.goto();
    await chat.setProvider({ baseURL: model.server.baseURL, model: 'scripted-small', apiKey: 'sk-test-key' });
    await eventually(async () => expect(await chat.status.textContent()).toBe('Ready to handle appointments'));

    // A booking.
    const today = todayIn(zone).date;
    let booked = '';
    model.server.script([
      call('find_available_slots', { service_name: 'gel manicure', date: today }),
      (req) => {
        booked = (lastToolResult(req).available_times as string[])[0];
        return call('create_appointment', {
          customer_name: 'Ana Lopez',
          customer_phone: '555-0142',
          service_name: 'Gel Manicure',
          appointment_date: today,
          appointment_time: booked,
        });
      },
      (req) => say(lastToolResult(req).success ? `You're all set, Ana!` : 'That did not work.'),
    ]);
    await chat.say(`Hi, I'm Ana Lopez (555-0142). A gel manicure today, please. I love teal.`);
    await eventually(async () => expect((await chat.messageTexts('assistant')).at(-1)).toBe(`You're all set, Ana!`), 15_000);

    // Clear Chat: a new conversation, and the model no longer sees the old one.
    await chat.button('Clear Chat').click();
    model.server.script([
      say("I'm sorry about that. I can't fix it myself, but I can leave a message for the owner. Your name and number?"),
      call('take_message', { customer_name: 'Bea Kim', customer_phone: '555-0177', message: 'Nail polish chipped after two days.', callback_requested: true }),
      say('Thank you, Bea. The salon will call you back soon.'),
    ]);
    await chat.say('I want to complain, my polish chipped after two days.');
    await eventually(async () => expect((await chat.messageTexts('assistant')).at(-1)).toContain("can't fix it myself"), 15_000);
    const afterClear = JSON.stringify(model.server.requests[0].messages);
    expect(afterClear).not.toContain('teal');
    // A new conversation opens with the greeting shown on screen, then the new message only.
    expect(model.server.requests[0].messages.map((m) => m.role)).toEqual(['system', 'assistant', 'user']);
    await chat.say('Bea Kim, 555-0177, please call me back.');
    await eventually(async () => expect((await chat.messageTexts('assistant')).at(-1)).toBe('Thank you, Bea. The salon will call you back soon.'), 15_000);
    expect(model.server.remaining()).toBe(0);

    // The Calls screen: newest first.
    const calls = new CallsPage(page, e2e.baseUrl);
    await calls.goto();
    await eventually(async () => expect(await calls.rows.count()).toBe(2));
    expect(await calls.rows.nth(0).textContent()).toContain('Bea Kim');
    expect(await calls.rows.nth(0).textContent()).toContain('Message taken');
    expect(await calls.rows.nth(1).textContent()).toContain('Ana Lopez');
    expect(await calls.rows.nth(1).textContent()).toContain('Booked');

    // Filter by outcome, search by phone and by name.
    await calls.outcome.selectOption('booked');
    await eventually(async () => expect(await calls.rows.allTextContents()).toHaveLength(1));
    expect(await calls.rows.first().textContent()).toContain('Ana Lopez');
    await calls.outcome.selectOption('all');
    await calls.search.fill('0177');
    await eventually(async () => expect((await calls.rows.allTextContents()).map((t) => t.includes('Bea Kim'))).toEqual([true]));
    await calls.search.fill('nobody');
    await calls.empty.waitFor();
    await calls.search.fill('ana');
    await eventually(async () => expect(await calls.rows.count()).toBe(1));

    // The booking's transcript, opened from the keyboard: the steps fold under the reply.
    await calls.rows.first().focus();
    await page.keyboard.press('Enter');
    await calls.transcript.waitFor();
    expect(await calls.rows.first().getAttribute('aria-current')).toBe('true');
    expect(await calls.turns('customer').allTextContents()).toEqual([`Hi, I'm Ana Lopez (555-0142). A gel manicure today, please. I love teal.`]);
    expect(await calls.turns('assistant').allTextContents()).toEqual([`You're all set, Ana!`]);
    const steps = calls.transcript.locator('details.turn__steps');
    expect(await steps.locator('summary').textContent()).toBe('2 steps: find_available_slots, create_appointment');
    const link = steps.getByRole('link');
    expect(await link.isVisible()).toBe(false);
    await steps.locator('summary').click();
    // The day in words, not an ISO date; this salon's zone writes a 24-hour clock.
    expect(await link.textContent()).toContain(`Gel Manicure, ${formatDate(today, 'en-GB')} at ${booked}`);
    await link.click();
    const appts = new AppointmentsPage(page, e2e.baseUrl);
    await appts.details.waitFor();
    expect(await appts.details.textContent()).toContain('Ana Lopez');

    // The message: its text, the call-back flag, and Done.
    await calls.goto();
    await eventually(async () => expect(await calls.rows.count()).toBe(2));
    await calls.rows.first().click();
    await calls.message.waitFor();
    expect(await calls.message.textContent()).toContain('Nail polish chipped after two days.');
    expect(await calls.message.textContent()).toContain('Call back requested: 555-0177');
    await calls.message.getByRole('button', { name: 'Done', exact: true }).click();
    await calls.message.getByRole('button', { name: 'Mark not done' }).waitFor();
    await eventually(async () => expect(await calls.rows.first().textContent()).toContain('Done ·'));
    expect(e2e.pageErrors).toEqual([]);
  });
});
