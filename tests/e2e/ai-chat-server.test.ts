// AI Chat Test through server-side Sarah, the screen's default: the owner saves the
// salon's model on the server from the provider form, the browser never talks to the model (its
// address is not even reachable from the page), the server's Sarah books with the scripted model,
// and another device's Appointments table shows the booking. The model key is typed once into the
// form and goes to the server; it is in no built file and in no answer the browser receives.
// Offline, a message waits in the device's queue and goes to the server when the connection returns.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { todayIn } from '../../src/domain/dates';
import { call, lastToolResult, say } from '../support/scripted-openai-server';
import { AiChatPage } from './pages/ai-chat.page';
import { AppointmentsPage } from './pages/appointments.page';
import { DashboardPage } from './pages/dashboard.page';
import { LoginPage } from './pages/login.page';
import { RegisterPage } from './pages/register.page';
import { uniqueEmail, useE2E } from './support/fixture';
import { earlyMorningZone, journeys } from './support/journeys';
import { useScriptedModel } from './support/scripted-model';
import { eventually } from './support/wait';

// The scripted model listens on loopback: the server may call a salon's model there only with this
// (read by the backend's start, sarahFromEnv; each e2e file runs in its own worker).
process.env.SALON_DESK_SARAH_PRIVATE_MODELS = 'on';

const e2e = useE2E();
const model = useScriptedModel();
const { newDevice, setUpBookableSalon } = journeys(e2e, model.own);

const QUEUED = "I can't reach the assistant right now. Your message is saved and will be answered as soon as the connection returns.";
const PASSWORD = 'polish123';
const KEY = `sk-server-only-${crypto.randomUUID().replace(/-/g, '')}`;

/** Every answer a context receives, as text, to search for the key. */
function recordAnswers(context: BrowserContext): { url: string; body: Promise<string> }[] {
  const seen: { url: string; body: Promise<string> }[] = [];
  context.on('response', (res) => seen.push({ url: res.url(), body: res.text().catch(() => '') }));
  return seen;
}

function builtFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? builtFiles(path) : [path];
  });
}

async function signUp(page: Page): Promise<string> {
  const email = uniqueEmail('sarah-server');
  const form = new RegisterPage(page, e2e.baseUrl);
  await form.goto();
  await form.fill({ ownerName: 'Mai Tran', email, password: PASSWORD, salonName: 'Lotus Nails', salonPhone: '555-0100' });
  await form.submit();
  await new DashboardPage(page, e2e.baseUrl).ready();
  return email;
}

describe('AI Chat Test through server-side Sarah', () => {
  it('books with the salon model saved on the server; another device sees it; the key never reaches a browser', async () => {
    const zone = earlyMorningZone();
    // No alsoAllow: this page cannot reach the scripted model at all, only the app's backend.
    const { page, context } = await newDevice(zone);
    const sentKey: string[] = [];
    context.on('request', (req) => {
      if ((req.postData() ?? '').includes(KEY)) sentKey.push(new URL(req.url()).pathname);
    });
    const answers = recordAnswers(context);
    const email = await signUp(page);
    await setUpBookableSalon(page);

    const chat = new AiChatPage(page, e2e.baseUrl);
    await chat.goto();
    // The default: Sarah on the server, whose answer makes the chat ready (no key on this device).
    await eventually(async () => expect(await chat.status.textContent()).toBe('Ready to handle appointments'), 15_000);
    expect(await chat.region('Provider settings').getByLabel('Run Sarah on this device', { exact: true }).isChecked()).toBe(false);
    expect(await chat.banners.count()).toBe(0);
    await chat.setServerModel({ baseURL: model.server.baseURL, model: 'scripted-small', apiKey: KEY });
    // The key field is blank again: the server says one is kept, never what it is.
    expect(await chat.serverForm.getByLabel('API key', { exact: true }).inputValue()).toBe('');
    await chat.serverForm.getByText('A key is saved on the server.', { exact: false }).waitFor();
    await page.reload();
    await chat.heading.waitFor();
    await chat.serverForm.getByText('A key is saved on the server.', { exact: false }).waitFor();
    // The hint shows with the server's status; the form takes its values on the effect after it.
    await eventually(async () => expect(await chat.serverForm.getByLabel('Base URL', { exact: true }).inputValue()).toBe(model.server.baseURL));
    expect(await chat.serverForm.getByLabel('API key', { exact: true }).inputValue()).toBe('');
    await eventually(async () => expect(await chat.config('status').textContent()).toBe('Ready'));

    // The server's Sarah checks the slots, books the first free one, then answers.
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
    await eventually(async () => expect(await chat.input.isDisabled()).toBe(false));
    await chat.say(`Hi, I'm Ana Lopez (555-0142). A gel manicure today, please.`);
    await eventually(async () => expect((await chat.messageTexts('assistant')).at(-1)).toBe(`You're all set for ${booked} today, Ana!`), 20_000);
    expect(booked).toMatch(/^\d\d:\d\d$/);
    expect(model.server.remaining()).toBe(0);
    expect(model.server.requests[0]).toMatchObject({ model: 'scripted-small', tool_choice: 'auto', max_tokens: 500, temperature: 0.3 });
    // The greeting on screen opened the server's conversation, as on the device.
    const [hello] = await chat.messageTexts('assistant');
    expect(model.server.requests[0].messages.map((m) => m.role)).toEqual(['system', 'assistant', 'user']);
    expect(model.server.requests[0].messages[1].content).toBe(hello);
    // The Action Log shows what the server's tools did, newest first.
    expect(await chat.logItems.evaluateAll((li) => li.map((l) => l.getAttribute('data-type')))).toEqual(['success', 'info']);
    expect(await chat.logItems.first().textContent()).toContain('create_appointment');
    // The server's booking reaches this device by the ordinary pull (the chat asks for one at once).
    await eventually(async () => expect(await chat.upcomingRows.first().textContent()).toContain('Ana Lopez'), 10_000);
    expect(await chat.upcomingRows.first().textContent()).toContain(booked);

    // Reset AI ends the server's conversation: its call record gets its end.
    const [appt] = await e2e.adminSelect<{ salon_id: string }>('appointments', `select=salon_id&appointment_date=eq.${today}&start_time=eq.${booked}`);
    expect(appt).toBeDefined();
    await chat.button('Reset AI').click();
    await eventually(async () => {
      const calls = await e2e.adminSelect<{ ended_at: string | null; outcome: string }>('calls', `select=ended_at,outcome&salon_id=eq.${appt.salon_id}`);
      expect(calls).toEqual([expect.objectContaining({ outcome: 'booked', ended_at: expect.any(String) })]);
    });

    // Offline, the message waits on this device; back online it goes to the server's Sarah.
    model.server.script([say('Yes, we are open on Saturday from 08:00 to 17:00.')]);
    await context.setOffline(true);
    await chat.say('Are you open on Saturday?');
    await eventually(async () => expect((await chat.messageTexts('assistant')).at(-1)).toBe(QUEUED));
    expect(model.server.requests).toHaveLength(0);
    await context.setOffline(false);
    await eventually(async () => expect((await chat.messageTexts('assistant')).at(-1)).toBe('Yes, we are open on Saturday from 08:00 to 17:00.'), 20_000);
    expect(model.server.requests).toHaveLength(1);
    expect(model.server.requests[0].messages.filter((m) => m.role === 'user').map((m) => m.content)).toEqual(['Are you open on Saturday?']);

    // Another device of the owner: its Appointments table shows Sarah's booking.
    const other = await newDevice(zone);
    const otherAnswers = recordAnswers(other.context);
    await new LoginPage(other.page, e2e.baseUrl).goto();
    await new LoginPage(other.page, e2e.baseUrl).signIn(email, PASSWORD);
    await new DashboardPage(other.page, e2e.baseUrl).ready();
    const appts = new AppointmentsPage(other.page, e2e.baseUrl);
    await appts.goto();
    const row = appts.row('Ana Lopez');
    await row.waitFor({ timeout: 20_000 });
    for (const part of ['555-0142', 'Gel Manicure', 'Lily Chen', booked]) expect(await row.textContent()).toContain(part);
    // The other device opens the chat too: the key is not sent to it.
    const otherChat = new AiChatPage(other.page, e2e.baseUrl);
    await otherChat.goto();
    await otherChat.serverForm.getByText('A key is saved on the server.', { exact: false }).waitFor();

    // The key went out once, to the server's save, and came back in nothing the browsers loaded.
    expect(sentKey).toEqual(['/rest/v1/rpc/save_sarah_model']);
    const all = [...answers, ...otherAnswers];
    expect(all.length).toBeGreaterThan(20);
    expect(all.some((a) => a.url.endsWith('.js'))).toBe(true);
    for (const a of all) expect((await a.body).includes(KEY), a.url).toBe(false);
    const dist = resolve(process.env.E2E_DIST_DIR ?? 'dist');
    const files = builtFiles(dist);
    expect(files.some((f) => f.endsWith('.js'))).toBe(true);
    for (const f of files) expect(readFileSync(f, 'latin1').includes(KEY), f).toBe(false);
    // Nor a key from the build's environment (VITE_OPENAI_API_KEY would be inlined into the bundle).
    const envKey = process.env.VITE_OPENAI_API_KEY?.trim();
    if (envKey) for (const f of files) expect(readFileSync(f, 'latin1').includes(envKey), f).toBe(false);
    expect(e2e.pageErrors).toEqual([]);
  });
});
