import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DashboardPage } from './pages/dashboard.page';
import { RegisterPage } from './pages/register.page';
import { SchedulePage } from './pages/schedule.page';
import { StaffPage } from './pages/staff.page';
import { uniqueEmail, useE2E } from './support/fixture';
import { eventually } from './support/wait';

const e2e = useE2E();

const FULL = 'Alice Full';
const PART = 'Bea Part';
// Generate Default, Monday..Sunday (docs/behaviour.md#staff-schedule): full-time Mon–Wed 09–18, Thu–Fri until 20:00, Sat 08–20, Sun 10–17;
// part-time has Monday and Wednesday (and Sunday) off and starts at 14:00.
const FULL_WEEK = ['09:00 – 18:00', '09:00 – 18:00', '09:00 – 18:00', '09:00 – 20:00', '09:00 – 20:00', '08:00 – 20:00', '10:00 – 17:00'];
const PART_WEEK = ['Day off', '14:00 – 18:00', 'Day off', '14:00 – 20:00', '14:00 – 20:00', '14:00 – 20:00', 'Day off'];
const EMPTY_WEEK = Array<string>(7).fill('Not scheduled');

async function register(page: Page): Promise<DashboardPage> {
  const form = new RegisterPage(page, e2e.baseUrl);
  await form.goto();
  await form.fill({ ownerName: 'Mai Tran', email: uniqueEmail(), password: 'polish123', salonName: 'Lotus Nails', salonPhone: '555-0100' });
  await form.submit();
  const dashboard = new DashboardPage(page, e2e.baseUrl);
  await dashboard.ready();
  return dashboard;
}

/** Adds a full-time and a part-time member through the Staff Management screen. */
async function addTwoStaff(page: Page, open = true): Promise<void> {
  const staff = new StaffPage(page, e2e.baseUrl);
  if (open) await staff.goto();
  else await staff.form.waitFor();
  await staff.addStaff({ name: FULL, position: 'Nail Technician' });
  await staff.card(FULL).waitFor();
  await staff.addStaff({ name: PART, position: 'Part-time Technician' });
  await staff.card(PART).waitFor();
}

async function registerWithStaff(page: Page): Promise<DashboardPage> {
  const dashboard = await register(page);
  await addTwoStaff(page);
  return dashboard;
}

describe('staff schedule', () => {
  it('generates, copies, edits and clears a week; messages go after 5 s', async () => {
    const page = await e2e.newPage();
    const dashboard = await register(page);
    const schedule = new SchedulePage(page, e2e.baseUrl);

    // No staff yet: the screen says so and leads to Staff Management.
    await dashboard.navLink('Staff Schedule').click();
    await schedule.heading.waitFor();
    await page.getByRole('heading', { name: 'No active staff members' }).waitFor();
    expect(await schedule.button('Generate Default').count()).toBe(0);
    await page.getByRole('link', { name: 'Go to Staff Management' }).click();
    await page.waitForURL('**/dashboard/staff');
    await addTwoStaff(page, false);

    await dashboard.navLink('Staff Schedule').click();
    await schedule.heading.waitFor();

    const week = await schedule.weekDates();
    expect(week).toHaveLength(7);
    expect(new Date(`${week[0]}T12:00:00Z`).getUTCDay()).toBe(1);
    expect(await schedule.staffNames()).toEqual([FULL, PART]);
    expect(await schedule.rowTexts(FULL)).toEqual(EMPTY_WEEK);
    expect(await schedule.button('This week').isDisabled()).toBe(true);

    // Nothing last week: Copy Previous says so and writes nothing.
    await schedule.button('Copy Previous').click();
    await eventually(async () => expect(await schedule.message.textContent()).toBe('No previous week schedule found to copy'));
    expect(await schedule.message.getAttribute('role')).toBe('alert');
    expect(await schedule.rowTexts(FULL)).toEqual(EMPTY_WEEK);

    // Generate Default fills the week with the spec's hours.
    await schedule.button('Generate Default').click();
    await eventually(async () => expect(await schedule.message.textContent()).toBe('Schedule generated successfully!'));
    const shownAt = Date.now();
    await eventually(async () => expect(await schedule.rowTexts(FULL)).toEqual(FULL_WEEK));
    expect(await schedule.rowTexts(PART)).toEqual(PART_WEEK);

    // The message stays for 5 s, then goes by itself.
    await page.waitForTimeout(Math.max(0, 4_000 - (Date.now() - shownAt)));
    expect(await schedule.message.isVisible()).toBe(true);
    await schedule.message.waitFor({ state: 'detached', timeout: 3_000 });
    expect(Date.now() - shownAt).toBeGreaterThanOrEqual(4_500);

    // Next week is empty; Copy Previous brings this week's rows over.
    const label = await schedule.weekLabel.textContent();
    await schedule.button('Next week').click();
    await eventually(async () => expect(await schedule.weekLabel.textContent()).not.toBe(label));
    const next = await schedule.weekDates();
    expect(next[0] > week[6]).toBe(true);
    expect(await schedule.rowTexts(FULL)).toEqual(EMPTY_WEEK);
    await schedule.button('Copy Previous').click();
    await eventually(async () => expect(await schedule.message.textContent()).toBe('Schedule copied from previous week!'));
    await eventually(async () => expect(await schedule.rowTexts(FULL)).toEqual(FULL_WEEK));
    expect(await schedule.rowTexts(PART)).toEqual(PART_WEEK);

    // Edit one cell: the dialog starts at the cell's own values; make it a day off.
    await schedule.cell(FULL, next[0]).click();
    await schedule.dialog.waitFor();
    expect(await schedule.workingShift.isChecked()).toBe(true);
    expect(await schedule.startTime.inputValue()).toBe('09:00');
    expect(await schedule.endTime.inputValue()).toBe('18:00');
    // A shift that ends before it starts is refused at the field, nothing written.
    await schedule.endTime.fill('08:00');
    await schedule.dialogButton('Save').click();
    expect(await schedule.dialogError.textContent()).toBe('End time must be after start time');
    await schedule.dayOff.check();
    await schedule.dialogButton('Save').click();
    await schedule.dialog.waitFor({ state: 'detached' });
    await eventually(async () => expect(await schedule.message.textContent()).toBe('Schedule updated successfully!'));
    expect(await schedule.cell(FULL, next[0]).textContent()).toBe('Day off');
    expect((await schedule.rowTexts(FULL)).slice(1)).toEqual(FULL_WEEK.slice(1));

    // Auto Generate the week after: each member's latest pattern carries over (Alice's Monday off).
    await schedule.button('Next week').click();
    await eventually(async () => expect(await schedule.rowTexts(FULL)).toEqual(EMPTY_WEEK));
    await schedule.button('Auto Generate').click();
    await eventually(async () => expect(await schedule.rowTexts(FULL)).toEqual(['Day off', ...FULL_WEEK.slice(1)]));
    expect(await schedule.message.textContent()).toBe('Schedule generated successfully!');
    expect(await schedule.rowTexts(PART)).toEqual(PART_WEEK);
    await schedule.button('Previous week').click();
    await eventually(async () => expect(await schedule.weekDates()).toEqual(next));

    // Clear one cell back to "not scheduled", then an empty cell opens at 09:00–18:00.
    await schedule.cell(PART, next[1]).click();
    await schedule.dialogButton('Clear cell').click();
    await schedule.dialog.waitFor({ state: 'detached' });
    await eventually(async () => expect(await schedule.cell(PART, next[1]).textContent()).toBe('Not scheduled'));
    await schedule.cell(PART, next[1]).click();
    expect(await schedule.workingShift.isChecked()).toBe(true);
    expect(await schedule.startTime.inputValue()).toBe('09:00');
    expect(await schedule.endTime.inputValue()).toBe('18:00');
    expect(await schedule.dialogButton('Clear cell').count()).toBe(0);
    await schedule.dialogButton('Cancel').click();
    await schedule.dialog.waitFor({ state: 'detached' });

    // Clear Week asks first; saying no keeps everything.
    let confirmed = schedule.nextConfirm(false);
    await schedule.button('Clear Week').click();
    expect(await confirmed).toBe('Are you sure you want to delete the entire week schedule? This cannot be undone.');
    expect((await schedule.rowTexts(FULL))[1]).toBe(FULL_WEEK[1]);
    confirmed = schedule.nextConfirm(true);
    await schedule.button('Clear Week').click();
    await confirmed;
    await eventually(async () => expect(await schedule.message.textContent()).toBe('Week schedule deleted successfully!'));
    await eventually(async () => expect(await schedule.rowTexts(FULL)).toEqual(EMPTY_WEEK));
    expect(await schedule.rowTexts(PART)).toEqual(EMPTY_WEEK);

    // This week still holds the generated schedule, after a reload too.
    await schedule.button('This week').click();
    await eventually(async () => expect(await schedule.weekDates()).toEqual(week));
    await eventually(async () => expect(await schedule.rowTexts(FULL)).toEqual(FULL_WEEK));
    await page.reload();
    await schedule.heading.waitFor();
    await eventually(async () => expect(await schedule.rowTexts(PART)).toEqual(PART_WEEK));
    expect(e2e.pageErrors).toEqual([]);
  });
});

describe('overview', () => {
  it("shows the salon's own figures and recent changes; Quick Actions navigate", async () => {
    const page = await e2e.newPage();
    const dashboard = await registerWithStaff(page);
    await dashboard.navLink('Overview').click();
    await dashboard.heading.waitFor();

    // Two members, no service, no booking yet: the first-run checklist stands where the five
    // figures (all but one zero) stood (tests/e2e/first-run.test.ts walks it through).
    await page.getByTestId('setup-checklist').waitFor();
    await eventually(async () => expect(await page.getByTestId('setup-count').textContent()).toBe('0 of 6 done'));
    expect(await page.getByTestId('setup-services').getAttribute('data-done')).toBe('false');
    expect(await dashboard.stat('bookings').count()).toBe(0);
    expect(await dashboard.upcomingToday.textContent()).toContain('No more appointments today.');
    expect(await dashboard.salonPhone.textContent()).toBe('555-0100');
    // None of the spec's demo figures pretend to be real.
    const body = await page.locator('main').textContent();
    for (const demo of ['47', '97%', '$2,847', '4.9']) expect(body).not.toContain(demo);

    // The two members just added are the latest changes, newest first.
    await eventually(async () => {
      const items = await dashboard.activityItems();
      expect(items).toHaveLength(2);
      expect(items[0]).toContain(PART);
      expect(items[1]).toContain(FULL);
      expect(items[0]).toContain('just now');
    });

    const go = async (action: Parameters<DashboardPage['quickAction']>[0], path: string) => {
      await dashboard.goto('/dashboard');
      await dashboard.quickAction(action).click();
      await page.waitForURL((url) => `${url.pathname}${url.search}` === path);
    };
    await go('Edit schedule', '/dashboard/schedule');
    await new SchedulePage(page, e2e.baseUrl).heading.waitFor();
    await go('Add staff', '/dashboard/staff');
    await go('New appointment', '/dashboard/appointments?new=1');
    await go('Test AI receptionist', '/dashboard/ai-chat');
    expect(e2e.pageErrors).toEqual([]);
  });
});
