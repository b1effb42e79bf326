// The AI Chat Test screen with "Run Sarah on this device" (the device path, for a model
// on the salon's own network) against the scripted OpenAI-compatible server (tests/support): the
// real SDK in the browser talks HTTP to loopback, the tools write the local database, and what the
// assistant books shows in Appointments. Offline, a message queues and is answered once online.
// Server-side Sarah, the default, is ai-chat-server.test.ts.
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { todayIn } from '../../src/domain/dates';
import { call, lastToolResult, say } from '../support/scripted-openai-server';
import { AiChatPage } from './pages/ai-chat.page';
import { AppointmentsPage } from './pages/appointments.page';
import { DESKTOP, PHONE, useE2E } from './support/fixture';
import { earlyMorningZone, journeys } from './support/journeys';
import { useScriptedModel } from './support/scripted-model';
import { eventually } from './support/wait';

const e2e = useE2E();
const model = useScriptedModel();
const { own } = model;

const QUEUED = "I can't reach the assistant right now. Your message is saved and will be answered as soon as the connection returns.";
const APOLOGY = "I apologize, but I'm experiencing technical difficulties. Please try again in a moment.";

const { newDevice, registerOwner, setUpBookableSalon } = journeys(e2e, own);

/** A page whose only reachable hosts are the app's backend and the scripted model model.server. */
function newPage(timezoneId: string, viewport = DESKTOP): Promise<{ page: Page; context: BrowserContext }> {
  return newDevice(timezoneId, { viewport, alsoAllow: [new URL(model.server.baseURL).origin] });
}

describe('AI Chat Test', () => {
  it('greets, books through the tools, logs the action, and the booking shows in Appointments', async () => {
    const zone = earlyMorningZone();
    const { page } = await newPage(zone);
    await registerOwner(page, 'aichat');
    const chat = new AiChatPage(page, e2e.baseUrl);

    // No service and no key yet: not configured, said as such — not a red failure
    // nor "Initializing..." for ever — with where to set the key.
    await chat.goto();
    await chat.runOnDevice();
    expect(await chat.subtitle.textContent()).toBe('Test your AI assistant with real appointment booking capabilities');
    expect(await chat.chatTitle.textContent()).toBe('AI Assistant for Lotus Nails');
    await eventually(async () => expect(await chat.status.textContent()).toBe('Not configured: add an AI provider key below'));
    expect(await chat.banners.first().textContent()).toContain('Sarah needs an AI provider key on this device.');
    expect(await chat.banners.first().textContent()).toContain('VITE_OPENAI_API_KEY');
    expect(await chat.banners.first().textContent()).not.toContain('Failed');
    expect(await chat.config('status').textContent()).toBe('Not configured');
    expect(await chat.input.isDisabled()).toBe(true);

    await setUpBookableSalon(page);
    await chat.goto();
    await chat.setProvider({ baseURL: model.server.baseURL, model: 'scripted-small', apiKey: 'sk-test-key' });
    await eventually(async () => expect(await chat.status.textContent()).toBe('Ready to handle appointments'));
    expect(await chat.banners.count()).toBe(0);
    expect(await chat.config('status').textContent()).toBe('Ready');
    expect(await chat.config('services').textContent()).toBe('1');
    expect(await chat.config('staff').textContent()).toBe('1');
    expect(await chat.config('appointments').textContent()).toBe('0');
    const [hello] = await chat.messageTexts('assistant');
    expect(hello).toContain('Lotus Nails');
    for (const word of ['book', 'change', 'cancel']) expect(hello).toContain(word);

    // Eight samples; a click fills the input, and the send button follows the input.
    expect(await chat.samples.count()).toBe(8);
    expect(await chat.sendButton.isDisabled()).toBe(true);
    await chat.samples.first().click();
    expect(await chat.input.inputValue()).toContain('Gel Manicure');
    expect(await chat.sendButton.isDisabled()).toBe(false);
    // Shift+Enter is a newline, not a send.
    await chat.input.press('Shift+Enter');
    expect(await chat.input.inputValue()).toContain('\n');
    expect(model.server.requests).toHaveLength(0);

    // The model checks the slots, books the first free one, then answers.
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
      (req) => say(lastToolResult(req).success ? `You're all set for ${booked} today, Ana!` : 'That did not work.'),
    ]);
    await chat.say(`Hi, I'm Ana Lopez (555-0142). A gel manicure today, please.`);
    await eventually(async () => expect((await chat.messageTexts('assistant')).at(-1)).toBe(`You're all set for ${booked} today, Ana!`), 15_000);
    expect(booked).toMatch(/^\d\d:\d\d$/);
    expect(model.server.remaining()).toBe(0);
    expect(model.server.requests[0]).toMatchObject({ model: 'scripted-small', tool_choice: 'auto', max_tokens: 500, temperature: 0.3 });
    expect(await chat.input.inputValue()).toBe('');

    // Action log: newest first, the booking in green (success), the slot search in blue (info).
    expect(await chat.logItems.evaluateAll((li) => li.map((l) => l.getAttribute('data-type')))).toEqual(['success', 'info']);
    expect(await chat.logItems.first().textContent()).toContain('create_appointment');
    const dot = await chat.logItems
      .first()
      .locator('.ai-dot')
      .evaluate((d) => getComputedStyle(d).backgroundColor);
    expect(dot).toBe('rgb(22, 163, 74)');
    expect(await chat.logItems.first().locator('time').textContent()).toMatch(/^\d\d:\d\d:\d\d$/);

    // Read again 1 s after the successful action: the upcoming list and the live count.
    await eventually(async () => expect(await chat.upcomingRows.first().textContent()).toContain('Ana Lopez'), 5_000);
    expect(await chat.upcomingRows.first().textContent()).toContain(booked);
    expect(await chat.config('appointments').textContent()).toBe('1');

    // Reset AI: the next request carries only the system instruction, the greeting shown on screen
    // (Sarah's first line, so the model knows she already said it) and the new message.
    await chat.button('Reset AI').click();
    expect(await chat.messageTexts('assistant')).toEqual([hello]);
    expect(await chat.logItems.count()).toBe(2);
    model.server.script([say('Hello again!')]);
    await chat.say('Hello');
    await eventually(async () => expect((await chat.messageTexts('assistant')).at(-1)).toBe('Hello again!'));
    expect(model.server.requests[0].messages.map((m) => m.role)).toEqual(['system', 'assistant', 'user']);
    expect(model.server.requests[0].messages[1].content).toBe(hello);
    // Clear Chat: no messages but the greeting, and an empty action log.
    await chat.button('Clear Chat').click();
    expect(await chat.messageTexts('assistant')).toEqual([hello]);
    expect(await chat.messageTexts('customer')).toEqual([]);
    expect(await chat.logItems.count()).toBe(0);

    // A refused key: the spec's response banner with the hint, and the apology in the chat.
    model.server.script([{ status: 401, message: 'Incorrect API key provided' }]);
    await chat.say('Are you open on Sunday?');
    await eventually(async () =>
      expect(await chat.banners.first().textContent()).toContain('Failed to get AI response. Please check your OpenAI API key and try again.'),
    );
    expect(await chat.banners.first().textContent()).toContain('Provider settings');
    expect((await chat.messageTexts('assistant')).at(-1)).toBe(APOLOGY);
    expect(await chat.logItems.first().getAttribute('data-type')).toBe('error');

    // The booking is in Appointments, confirmed.
    const appts = new AppointmentsPage(page, e2e.baseUrl);
    await appts.goto();
    const row = appts.row('Ana Lopez');
    await row.waitFor();
    for (const part of ['555-0142', 'Gel Manicure', 'Lily Chen', booked]) expect(await row.textContent()).toContain(part);
    expect(await appts.rowStatus(row).inputValue()).toBe('confirmed');
    expect(e2e.pageErrors).toEqual([]);
  });

  it('offline, a message is queued and answered once the connection returns', async () => {
    const { page, context } = await newPage(earlyMorningZone(), PHONE);
    await registerOwner(page, 'aichat');
    await setUpBookableSalon(page);
    const chat = new AiChatPage(page, e2e.baseUrl);
    await chat.goto();
    await chat.setProvider({ baseURL: model.server.baseURL, apiKey: 'sk-test-key' });
    await eventually(async () => expect(await chat.status.textContent()).toBe('Ready to handle appointments'));

    await context.setOffline(true);
    model.server.script([say('Yes, we are open on Saturday from 08:00 to 17:00.')]);
    await chat.say('Are you open on Saturday?');
    await eventually(async () => expect((await chat.messageTexts('assistant')).at(-1)).toBe(QUEUED));
    await chat.messages.getByText('Waiting for the connection…').waitFor();
    expect(model.server.requests).toHaveLength(0);

    await context.setOffline(false);
    await eventually(async () => expect((await chat.messageTexts('assistant')).at(-1)).toBe('Yes, we are open on Saturday from 08:00 to 17:00.'), 15_000);
    expect(await chat.messages.getByText('Waiting for the connection…').count()).toBe(0);
    // Answered once, as one question.
    expect(model.server.requests).toHaveLength(1);
    expect(model.server.requests[0].messages.filter((m) => m.role === 'user').map((m) => m.content)).toEqual(['Are you open on Saturday?']);
    expect(await chat.messageTexts('customer')).toEqual(['Are you open on Saturday?']);
    expect(e2e.pageErrors).toEqual([]);
  });
});
