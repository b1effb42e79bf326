// The owner's first steps in any language the screens speak: a device whose browser reads that
// language, sign-up, a service, a technician, her week, and a booking in New Appointment, each
// step through the page objects, which find every element by the texts `tx` gives (the catalogs'
// words for that language: catalog-texts.ts). The three-language journey and the pseudo-locale
// run (languages-journey.test.ts, languages-pseudo.test.ts) share them.
import type { BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { expect } from 'vitest';
import { AppointmentsPage } from '../pages/appointments.page';
import { DashboardPage } from '../pages/dashboard.page';
import { ProfilePage } from '../pages/profile.page';
import { RegisterPage } from '../pages/register.page';
import { SchedulePage } from '../pages/schedule.page';
import { StaffPage } from '../pages/staff.page';
import { DESKTOP, uniqueEmail, type E2E } from './fixture';
import { eventually } from './wait';

type Tx = (english: string) => string;

/** What the owner types: data, never a text of the screens. */
export const OWNER = { name: 'Mai Tran', password: 'polish123', salon: 'Lotus Nails', phone: '555-0100' };
export const SERVICE = { name: 'Gel Manicure', price: '45', duration: '60' };
export const MEMBER = 'Lily Chen';
export const CUSTOMER = { name: 'Hoa Tran', phone: '555-0177' };

/** A browser profile whose languages are `locale`'s, loopback only (as every e2e device). */
export async function deviceIn(e2e: E2E, locale: string, options: BrowserContextOptions = {}): Promise<{ page: Page; context: BrowserContext }> {
  const context = await e2e.browser.newContext({ viewport: DESKTOP, reducedMotion: 'reduce', locale, ...options });
  await context.route('**/*', (route) => (route.request().url().startsWith(e2e.baseUrl) ? route.continue() : route.abort()));
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  page.on('pageerror', (err) => e2e.pageErrors.push(err.message));
  return { page, context };
}

/** A Spanish-speaking owner of a New York salon, signed up on a fresh device and on her dashboard. */
export async function spanishOwner(e2e: E2E, tag: string): Promise<{ page: Page; context: BrowserContext }> {
  const device = await deviceIn(e2e, 'es-US', { timezoneId: 'America/New_York' });
  const { page } = device;
  await page.goto(`${e2e.baseUrl}/register`);
  await eventually(async () => expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Crea tu cuenta'));
  const field = (name: string) => page.locator(`input[name=${name}]`);
  await field('ownerName').fill('Lucía');
  await field('email').fill(uniqueEmail(tag));
  await field('password').fill('esmalte123');
  await field('confirmPassword').fill('esmalte123');
  await field('salonName').fill('Uñas Lucía');
  await field('salonPhone').fill('(555) 014-2200');
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Crear cuenta' }).click();
  await page.waitForURL('**/dashboard');
  return device;
}

/** Sign-up, a service, a member who does it, this week's schedule, and one booking for today. Returns the owner's e-mail. */
export async function ownerBooksIn(e2e: E2E, page: Page, tx: Tx, tag: string): Promise<string> {
  const base = e2e.baseUrl;
  const email = uniqueEmail(tag);
  const register = new RegisterPage(page, base, tx);
  await register.goto();
  await register.fill({ ownerName: OWNER.name, email, password: OWNER.password, salonName: OWNER.salon, salonPhone: OWNER.phone });
  await register.submit();
  await new DashboardPage(page, base, tx).ready();

  const profile = new ProfilePage(page, base, tx);
  await profile.goto();
  await profile.addService(SERVICE);
  await profile.message('Service added successfully!').waitFor();

  const staff = new StaffPage(page, base, tx);
  await staff.goto();
  // The position's value is its English; the option shows it in the owner's language.
  await staff.addStaff({ name: MEMBER, position: 'Nail Technician' });
  await staff.message('Staff member added successfully!').waitFor();
  await staff.serviceCheckbox(MEMBER, SERVICE.name).check();
  await staff.message('Service assigned to staff member!').waitFor();

  const schedule = new SchedulePage(page, base, tx);
  await schedule.goto();
  await schedule.button('Generate Default').click();
  await eventually(async () => expect(await schedule.message.textContent()).toBe(tx('Schedule generated successfully!')));

  const appts = new AppointmentsPage(page, base, tx);
  await appts.goto('?new=1');
  await appts.form.waitFor();
  await appts.fillBooking({ phone: CUSTOMER.phone, name: CUSTOMER.name, service: SERVICE.name });
  await appts.submitBooking();
  await appts.form.waitFor({ state: 'detached' });
  expect(await appts.message.textContent()).toBe(tx('Appointment created successfully!'));
  return email;
}
