// Steps several e2e files share: a device in a given zone, an owner's sign-up, a bookable salon
// made through the owner's own screens, and a booking through New Appointment.
import type { BrowserContext, Page } from 'playwright-core';
import { expect } from 'vitest';
import { AppointmentsPage } from '../pages/appointments.page';
import { DashboardPage } from '../pages/dashboard.page';
import { ProfilePage } from '../pages/profile.page';
import { RegisterPage } from '../pages/register.page';
import { SchedulePage } from '../pages/schedule.page';
import { StaffPage } from '../pages/staff.page';
import { DESKTOP, uniqueEmail, type E2E } from './fixture';
import { eventually } from './wait';

export interface ServiceInput {
  name: string;
  price: string;
  duration: string;
  /** Cleanup time after, in minutes. */
  cleanup?: string;
  /** Processing time inside the service: its length and how far in it starts, in minutes. */
  processing?: { minutes: string; after: string };
}

export const GEL_MANICURE: ServiceInput = { name: 'Gel Manicure', price: '45.50', duration: '60' };
export const LILY = 'Lily Chen';

/**
 * A fixed-offset zone where it is early morning right now, so every slot of "today" is still ahead
 * and today is inside this week whatever the hour the suite runs (the salon takes the browser's
 * zone at sign-up). Etc/GMT signs are inverted: Etc/GMT-5 is UTC+5.
 */
export function earlyMorningZone(now = new Date()): string {
  let offset = 6 - now.getUTCHours();
  if (offset < -12) offset += 24;
  return offset === 0 ? 'Etc/GMT' : `Etc/GMT${offset > 0 ? '-' : '+'}${Math.abs(offset)}`;
}

export interface DeviceOptions {
  viewport?: { width: number; height: number };
  /** Origins reachable besides the app's own base URL (everything else is refused fast). */
  alsoAllow?: string[];
}

/**
 * The journeys bound to one file's fixture. `contexts` collects every browser context opened here,
 * for the file's own afterEach to close.
 */
export function journeys(e2e: E2E, contexts: BrowserContext[]) {
  /** One device: its own browser profile (storage, IndexedDB, service worker) in the given zone. */
  async function newDevice(timezoneId: string, options: DeviceOptions = {}): Promise<{ page: Page; context: BrowserContext }> {
    const allowed = [e2e.baseUrl, ...(options.alsoAllow ?? [])];
    const context = await e2e.browser.newContext({ viewport: options.viewport ?? DESKTOP, reducedMotion: 'reduce', timezoneId });
    contexts.push(context);
    await context.route('**/*', (route) => (allowed.some((a) => route.request().url().startsWith(a)) ? route.continue() : route.abort()));
    const page = await context.newPage();
    page.setDefaultTimeout(10_000);
    page.on('pageerror', (err) => e2e.pageErrors.push(err.message));
    return { page, context };
  }

  /** Registers a new owner of Lotus Nails (e-mail made unique from `emailTag`) and waits for the dashboard. */
  async function registerOwner(page: Page, emailTag: string) {
    const form = new RegisterPage(page, e2e.baseUrl);
    await form.goto();
    await form.fill({ ownerName: 'Mai Tran', email: uniqueEmail(emailTag), password: 'polish123', salonName: 'Lotus Nails', salonPhone: '555-0100' });
    await form.submit();
    await new DashboardPage(page, e2e.baseUrl).ready();
  }

  /**
   * A service, a member linked to it and this week's schedule, made through the owner's own screens
   * (Salon Profile, Staff Management, Staff Schedule) with their page models.
   */
  async function setUpBookableSalon(page: Page, service: ServiceInput = GEL_MANICURE, member = LILY) {
    const profile = new ProfilePage(page, e2e.baseUrl);
    await profile.goto();
    await profile.addService(service);
    await profile.message('Service added successfully!').waitFor();

    const staff = new StaffPage(page, e2e.baseUrl);
    await staff.goto();
    await staff.addStaff({ name: member, position: 'Nail Technician' });
    await staff.card(member).waitFor();
    await staff.serviceCheckbox(member, service.name).check();
    await page.getByText('Service assigned to staff member!').waitFor();

    const schedule = new SchedulePage(page, e2e.baseUrl);
    await schedule.goto();
    await schedule.button('Generate Default').click();
    await eventually(async () => expect(await schedule.message.textContent()).toBe('Schedule generated successfully!'));
  }

  /** Books through New Appointment (`?new=1`) at the `pick`-th offered time; returns that time. */
  async function book(page: Page, phone: string, name: string, pick: number, service = GEL_MANICURE.name): Promise<string> {
    const appts = new AppointmentsPage(page, e2e.baseUrl);
    await appts.goto('?new=1');
    await appts.form.waitFor();
    await appts.fillBooking({ phone, name, service });
    const time = (await appts.offeredTimes())[pick];
    await appts.formField('Time').selectOption(time);
    await appts.submitBooking();
    await appts.form.waitFor({ state: 'detached' });
    return time;
  }

  return { newDevice, registerOwner, setUpBookableSalon, book };
}
