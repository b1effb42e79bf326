// The demo video's walkthrough (scripts/record-demo.ts): a new salon's first steps, at a pace a
// viewer can follow, each step announced through `caption` (its sentence is in DEMO_STEPS).
import type { Locator, Page } from 'playwright-core';
import type { DemoStepId } from '../src/features/landing/demo-video';

const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Draws a ring around what is about to be used, as a viewer's eye needs a pointer to follow. */
async function point(target: Locator, ms = 600) {
  // Into the middle of the screen, clear of the sticky bars; never sideways.
  await target.evaluate((el) => {
    const r = el.getBoundingClientRect();
    if (r.top < 140 || r.bottom > window.innerHeight - 40) el.scrollIntoView({ block: 'center', inline: 'nearest' });
    window.scrollTo({ left: 0, top: window.scrollY });
  });
  await pause(150);
  const box = await target.boundingBox();
  if (!box) return;
  await target.page().evaluate((b) => {
    const ring = document.createElement('div');
    ring.id = 'demo-ring';
    Object.assign(ring.style, {
      position: 'fixed',
      left: `${b.x - 6}px`,
      top: `${b.y - 6}px`,
      width: `${b.width + 12}px`,
      height: `${b.height + 12}px`,
      border: '3px solid #be185d',
      borderRadius: '10px',
      boxShadow: '0 0 0 6px rgba(190, 24, 93, .18)',
      pointerEvents: 'none',
      zIndex: '2147483647',
    });
    document.getElementById('demo-ring')?.remove();
    document.body.append(ring);
  }, box);
  await pause(ms);
}
async function unpoint(page: Page) {
  await page.evaluate(() => document.getElementById('demo-ring')?.remove());
}
async function click(target: Locator) {
  await point(target);
  await unpoint(target.page());
  await target.click();
}
async function type(target: Locator, text: string) {
  await point(target, 250);
  await unpoint(target.page());
  await target.click();
  await target.pressSequentially(text, { delay: 45 });
  await pause(200);
}

export async function walkthrough(page: Page, caption: (id: DemoStepId) => void) {
  const nav = (name: string) => page.locator('#dashboard-sidebar').getByRole('navigation', { name: 'Main' }).getByRole('link', { name, exact: true });
  const heading = (name: string) => page.getByRole('heading', { level: 1, name }).waitFor();

  caption('landing');
  await pause(3500);
  await click(page.getByRole('link', { name: 'Get Started' }).first());

  caption('register');
  await page.locator('form button[type=submit]').waitFor();
  const field = (label: string) => page.getByLabel(label, { exact: true });
  await type(field('Owner Name'), 'Mai Tran');
  await type(field('Email Address'), `mai-${Date.now().toString(36)}@lotusnails.example`);
  await type(field('Password'), 'polish123');
  await type(field('Confirm Password'), 'polish123');
  await type(field('Nail Salon Name'), 'Lotus Nails');
  await type(field('Salon Phone Number'), '(555) 010-0100');
  await click(page.getByRole('checkbox'));
  await page.getByRole('checkbox').check();
  await click(page.locator('form button[type=submit]'));
  await page.waitForURL((url) => url.pathname.startsWith('/dashboard'));

  caption('checklist');
  const checklist = page.getByTestId('setup-checklist');
  await checklist.waitFor();
  await pause(1500);
  await point(checklist, 3000);
  await unpoint(page);

  caption('profile');
  await click(page.getByTestId('setup-profile').getByRole('link'));
  const info = page.getByRole('form', { name: 'Basic Information' });
  await info.getByLabel('Salon Name', { exact: true }).waitFor();
  await pause(800);
  await type(info.getByLabel('Address', { exact: true }), '12 Main St, Springfield');
  await click(info.getByRole('button', { name: 'Save Information' }));
  await info.getByText('Salon information updated successfully!').waitFor();
  await pause(1200);
  const hours = page.getByRole('form', { name: 'Business Hours' });
  await point(hours, 1800);
  await unpoint(page);
  await click(hours.getByRole('button', { name: 'Save Hours' }));
  await hours.getByText('Salon information updated successfully!').waitFor();
  await pause(1200);

  caption('service');
  const service = page.getByRole('form', { name: 'Add New Service' });
  const serviceField = (label: string) => service.getByLabel(label, { exact: true });
  await point(service, 800);
  await unpoint(page);
  await type(serviceField('Service Name'), 'Gel Manicure');
  await type(serviceField('Price ($)'), '45');
  await type(serviceField('Duration (minutes)'), '60');
  for (const label of ['Cleanup time after (minutes)', 'Processing time (minutes)', 'Processing starts after (minutes)']) {
    if (!(await serviceField(label).inputValue())) await serviceField(label).fill('0');
  }
  await click(service.getByRole('button', { name: 'Add Service' }));
  await page.getByText('Service added successfully!').waitFor();
  await point(page.getByRole('region', { name: 'Services Offered' }).locator('tr[data-service="Gel Manicure"] > :first-child'), 1500);
  await unpoint(page);

  caption('staff');
  await click(nav('Staff Management'));
  await heading('Staff Management');
  const staffForm = page.getByRole('form', { name: 'Add Staff Member' });
  await type(staffForm.getByLabel('Name', { exact: true }), 'Lily Chen');
  await point(staffForm.getByLabel('Position', { exact: true }), 400);
  await unpoint(page);
  await staffForm.getByLabel('Position', { exact: true }).selectOption('Nail Technician');
  await click(staffForm.getByRole('button', { name: 'Add Staff Member' }));
  const card = page.getByRole('region', { name: 'Current Staff' }).locator('li[data-staff="Lily Chen"]');
  await card.waitFor();
  await pause(600);
  await click(card.getByRole('checkbox', { name: 'Gel Manicure', exact: true }));
  await page.getByText('Service assigned to staff member!').waitFor();
  await pause(1500);

  caption('shifts');
  await click(nav('Staff Schedule'));
  await heading('Staff Schedule Management');
  await page.getByRole('table', { name: 'Week schedule' }).waitFor();
  await pause(1200);
  await click(page.getByRole('button', { name: /^Regular week of Lily Chen:/ }));
  await page.getByRole('form', { name: /^Regular week of / }).waitFor();
  await pause(800);
  await click(page.getByRole('button', { name: 'Use salon hours' }));
  await pause(1200);
  await click(page.getByRole('button', { name: 'Save regular week' }));
  await page.getByText('Regular week saved. It repeats every week.').waitFor();
  await pause(2500);

  caption('booking');
  await click(nav('Appointments'));
  await heading('Customer Appointments');
  await pause(800);
  await click(page.getByRole('button', { name: 'New Appointment', exact: true }));
  const form = page.getByRole('dialog', { name: 'New Appointment' });
  const formField = (label: string) => form.getByLabel(label, { exact: true });
  await type(formField('Customer Phone'), '(555) 014-2000');
  await type(formField('Customer Name'), 'Ana Lopez');
  const serviceSelect = formField('Service');
  const option = serviceSelect.locator('option', { hasText: 'Gel Manicure' }).first();
  await option.waitFor({ state: 'attached' });
  await point(serviceSelect, 400);
  await unpoint(page);
  await serviceSelect.selectOption((await option.getAttribute('value')) ?? '');
  const times = formField('Time').locator('option:not([value=""])');
  // Late in the day nothing is left today: the next day, then.
  const offered = await times
    .first()
    .waitFor({ state: 'attached', timeout: 4000 })
    .then(
      () => true,
      () => false,
    );
  if (!offered) {
    const tomorrow = await page.evaluate(() => {
      const d = new Date();
      d.setDate(d.getDate() + 1);
      return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
    });
    await point(formField('Date'), 400);
    await unpoint(page);
    await formField('Date').fill(tomorrow);
    await times.first().waitFor({ state: 'attached' });
  }
  const values = await times.evaluateAll((os) => os.map((o) => (o as HTMLOptionElement).value));
  await point(formField('Time'), 500);
  await unpoint(page);
  await formField('Time').selectOption(values[Math.min(2, values.length - 1)]);
  await pause(1200);
  await click(form.getByRole('button', { name: 'Book Appointment' }));
  await form.waitFor({ state: 'detached' });

  caption('booked');
  const row = page.getByTestId('appointment-row').filter({ hasText: 'Ana Lopez' }).first();
  await row.waitFor();
  await point(row.locator(':scope > :first-child'), 3500);
  await unpoint(page);

  caption('overview');
  await click(nav('Overview'));
  await checklist.waitFor();
  await pause(800);
  await point(checklist, 3500);
  await unpoint(page);

  caption('end');
  await point(page.getByTestId('setup-online'), 2500);
  await point(page.getByTestId('setup-sarah'), 3000);
  await unpoint(page);
  await pause(800);
}
