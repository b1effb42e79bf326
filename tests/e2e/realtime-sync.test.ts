// A booking on one device is on the other's screen within a second by the server's change signal
// alone: both devices have their poll switched off, so nothing else could bring it. Then device
// B's socket is cut (a booking made meanwhile does not reach it), and restored: the pull on
// rejoining brings what was missed, and the next booking arrives within a second again.
import type { BrowserContext, Page, WebSocketRoute } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { POLLING_OFF_KEY } from '../../src/app/session';
import { AppointmentsPage } from './pages/appointments.page';
import { DashboardPage } from './pages/dashboard.page';
import { LoginPage } from './pages/login.page';
import { RegisterPage } from './pages/register.page';
import { uniqueEmail, useE2E } from './support/fixture';
import { earlyMorningZone, journeys } from './support/journeys';
import { eventually } from './support/wait';

const e2e = useE2E();
const own: BrowserContext[] = [];
afterEach(async () => {
  await Promise.all(own.splice(0).map((c) => c.close()));
});
const { newDevice, setUpBookableSalon, book } = journeys(e2e, own);

/** The promise: a booking seen on the other device in under a second. */
const SEEN_WITHIN_MS = 1_000;
const SETUP_WAIT = 30_000;

/** A device whose poll is off: only the change signal (and its own writes) make it pull. */
async function quietDevice(zone: string) {
  const device = await newDevice(zone);
  await device.context.addInitScript((key) => localStorage.setItem(key, 'off'), POLLING_OFF_KEY);
  return device;
}

/**
 * Routes the page's Realtime socket through the test, which can cut it and let it come back, and
 * notes when each 'changed' signal reached the page (to say where the time went if it is slow).
 */
async function cuttableSocket(page: Page) {
  let cut = false;
  const open: WebSocketRoute[] = [];
  const signalled: number[] = [];
  await page.routeWebSocket(
    (url) => url.pathname === '/realtime/v1/websocket',
    (ws) => {
      if (cut) return void ws.close({ code: 1011, reason: 'cut by the test' });
      const server = ws.connectToServer();
      open.push(ws);
      server.onMessage((message) => {
        if (typeof message === 'string' && message.includes('"broadcast"')) signalled.push(Date.now());
        ws.send(message);
      });
      ws.onClose(() => void server.close());
    },
  );
  return {
    /** When the last signal reached the page (epoch ms), or null. */
    lastSignal: () => signalled.at(-1) ?? null,
    async cut() {
      cut = true;
      for (const ws of open.splice(0)) await ws.close({ code: 1011, reason: 'cut by the test' });
    },
    restore() {
      cut = false;
    },
  };
}

const signal = (page: Page) => page.getByTestId('sync-signal');

/**
 * Books on A; returns how long after the booking was saved B's list showed it, and in words where
 * that time went (until the signal reached B's page, then B's pull and render).
 */
async function bookAndTime(a: Page, b: AppointmentsPage, name: string, phone: string, socket: { lastSignal(): number | null }) {
  await book(a, phone, name, 0);
  const saved = Date.now();
  await b.row(name).waitFor({ timeout: 10_000 });
  const ms = Date.now() - saved;
  const signal = socket.lastSignal();
  const split =
    signal && signal >= saved ? `signal at B after ${signal - saved} ms, on screen ${saved + ms - signal} ms later` : 'no signal seen after the save';
  return { ms, split: `${ms} ms (${split})` };
}

/** Each booking its own client: New Appointment finds a client by phone. */
let phones = 60;

/**
 * A booking on A is on B's screen within a second: each try is a new booking, and up to three are
 * made. With the poll off, a missing signal fails every try (B never sees them); a try can also be
 * slow when this shared two-core machine stalls the browsers, which the bench's median and p95
 * (the speed budget) take in, so one stall does not fail the behaviour here.
 */
async function seenWithinASecond(a: Page, b: AppointmentsPage, names: string[], socket: { lastSignal(): number | null }): Promise<string> {
  const tries: string[] = [];
  for (const name of names.slice(0, 3)) {
    phones += 1;
    const seen = await bookAndTime(a, b, name, `555-01${phones}`, socket);
    tries.push(seen.split);
    if (seen.ms < SEEN_WITHIN_MS) return tries.join('; ');
  }
  throw new Error(`B saw none of ${tries.length} bookings within ${SEEN_WITHIN_MS} ms: ${tries.join('; ')}`);
}

describe('a change seen at once', () => {
  it('a booking on A shows on B within a second with polling off, and again after B’s socket was cut and restored', async () => {
    const zone = earlyMorningZone();
    const a = await quietDevice(zone);
    const b = await quietDevice(zone);
    const email = uniqueEmail('realtime');
    const register = new RegisterPage(a.page, e2e.baseUrl);
    await register.goto();
    await register.fill({ ownerName: 'Mai Tran', email, password: 'polish123', salonName: 'Lotus Nails', salonPhone: '555-0100' });
    await register.submit();
    await new DashboardPage(a.page, e2e.baseUrl).ready();
    await setUpBookableSalon(a.page);
    const socketB = await cuttableSocket(b.page);
    const login = new LoginPage(b.page, e2e.baseUrl);
    await login.goto();
    await login.signIn(email, 'polish123');
    await new DashboardPage(b.page, e2e.baseUrl).ready();
    await eventually(async () => expect(await signal(a.page).textContent()).toBe('Live'), SETUP_WAIT);
    await eventually(async () => expect(await signal(b.page).textContent()).toBe('Live'), SETUP_WAIT);
    const apptsB = new AppointmentsPage(b.page, e2e.baseUrl);
    await apptsB.goto();

    const first = await seenWithinASecond(a.page, apptsB, ['Ana Lopez', 'Ann Lee', 'Amy Lin'], socketB);

    // Cut: B says it is no longer live, and a booking made now does not reach it.
    await socketB.cut();
    await eventually(async () => expect(await signal(b.page).textContent()).toBe('Checking every few seconds'), SETUP_WAIT);
    await book(a.page, '555-0150', 'Bo Kim', 0);
    await b.page.waitForTimeout(1_500);
    expect(await apptsB.row('Bo Kim').count()).toBe(0);

    // Restored: rejoining pulls what was missed, and the signal works as before.
    socketB.restore();
    await eventually(async () => expect(await signal(b.page).textContent()).toBe('Live'), SETUP_WAIT);
    await apptsB.row('Bo Kim').waitFor({ timeout: 5_000 });
    const again = await seenWithinASecond(a.page, apptsB, ['Cy Park', 'Cam Pham', 'Cleo Pratt'], socketB);
    console.log(`[realtime-sync] booking on A seen on B: ${first}; after the socket came back: ${again}`);
  }, 150_000);
});
