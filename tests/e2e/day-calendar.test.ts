// In Chromium at tablet size: Appointments → Calendar → Day by technician. The owner
// moves a booking by dragging it to another technician an hour later, then by keyboard (Space,
// arrows, Space), then with Move to…; the customer (the backend's sender, as in `npm start`) gets
// exactly one update per move. A drag onto a time already taken is refused: the block stays, the
// live region says why, nothing is written and nobody is told. axe finds nothing on the day view
// with Move to… open. A tap on an empty slot opens New Appointment at that technician and time, and
// the owner's choice of the day view is remembered after a reload.
import type { BrowserContext, Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { AppointmentsPage } from './pages/appointments.page';
import { DayCalendarPage } from './pages/day-calendar.page';
import { ProfilePage } from './pages/profile.page';
import { SchedulePage } from './pages/schedule.page';
import { StaffPage } from './pages/staff.page';
import { expectAccessible } from './support/axe';
import { useE2E } from './support/fixture';
import { earlyMorningZone, GEL_MANICURE, journeys, LILY } from './support/journeys';
import { eventually } from './support/wait';

const e2e = useE2E();
const own: BrowserContext[] = [];
afterEach(async () => {
  await Promise.all(own.splice(0).map((c) => c.close()));
});
const { newDevice, registerOwner } = journeys(e2e, own);

const TABLET = { width: 1024, height: 768 };
const MIA = 'Mia Park';
/** 72 px an hour on the day view's axis (DayGrid's ROW_PX × 12). */
const HOUR_PX = 72;

async function mailsTo(address: string): Promise<{ subject: string; text: string }[]> {
  const res = await fetch(`${e2e.baseUrl}/mail/api/messages`);
  expect(res.status).toBe(200);
  return ((await res.json()) as { channel: string; to: string[]; subject: string; text: string }[]).filter(
    (m) => m.channel === 'email' && m.to.includes(address),
  );
}

/** Two technicians who both do Gel Manicure, scheduled this week; Mia has a lunch break. */
async function twoTechnicians(page: Page) {
  const profile = new ProfilePage(page, e2e.baseUrl);
  await profile.goto();
  await profile.addService(GEL_MANICURE);
  await profile.message('Service added successfully!').waitFor();
  const staff = new StaffPage(page, e2e.baseUrl);
  await staff.goto();
  for (const name of [LILY, MIA]) {
    await staff.addStaff({ name, position: 'Nail Technician' });
    await staff.card(name).waitFor();
    await staff.serviceCheckbox(name, GEL_MANICURE.name).check();
    await page.getByText('Service assigned to staff member!').first().waitFor();
  }
  await staff.timeOffButton(MIA).click();
  await staff.addBreak(MIA, { from: '12:00', to: '12:30', label: 'Lunch' });
  await staff.awayDialog(MIA).getByText('Lunch 12:00–12:30').waitFor();
  await page.keyboard.press('Escape');
  const schedule = new SchedulePage(page, e2e.baseUrl);
  await schedule.goto();
  await schedule.button('Generate Default').click();
  await eventually(async () => expect(await schedule.message.textContent()).toBe('Schedule generated successfully!'));
}

async function book(appts: AppointmentsPage, b: { phone: string; name: string; email?: string; staff: string; time?: string }): Promise<string> {
  await appts.goto('?new=1');
  await appts.form.waitFor();
  const time = await appts.fillBooking({ ...b, service: GEL_MANICURE.name });
  await appts.submitBooking();
  await appts.form.waitFor({ state: 'detached' });
  return time;
}

const at = (time: string, hours: number) => `${String(Number(time.slice(0, 2)) + hours).padStart(2, '0')}:${time.slice(3)}`;

describe('Day view by technician', () => {
  it('moves a booking by drag, keyboard and Move to… with one update each; a refused drag changes nothing', async () => {
    const { page } = await newDevice(earlyMorningZone(), { viewport: TABLET });
    await registerOwner(page, 'day-view');
    await twoTechnicians(page);

    const email = `bo.${Date.now().toString(36)}@example.com`;
    const appts = new AppointmentsPage(page, e2e.baseUrl);
    const start = await book(appts, { phone: '555-0191', name: 'Bo Chen', email, staff: LILY });
    // Ann holds Mia's time two hours after Bo's: the refused drag goes there.
    const annTime = await book(appts, { phone: '555-0192', name: 'Ann Lee', staff: MIA, time: at(start, 2) });
    await eventually(async () => expect(await mailsTo(email)).toHaveLength(1), 20_000);

    const day = new DayCalendarPage(page);
    await appts.view('Calendar').click();
    await day.modeButton.click();
    await day.block('Bo Chen').waitFor();
    expect(await day.columnOf('Bo Chen')).toBe(LILY);
    expect(await day.column(MIA).locator('.day-shade--break').textContent()).toContain('Lunch 12:00–12:30');

    // 1. Drag to Mia, one hour later.
    const colWidth = (await day.column(MIA).boundingBox())!.width;
    await day.drag('Bo Chen', colWidth, HOUR_PX);
    await eventually(async () => expect(await day.said.textContent()).toBe(`Moved Bo Chen's appointment to ${at(start, 1)} with ${MIA}.`));
    await eventually(async () => expect(await day.columnOf('Bo Chen')).toBe(MIA));
    expect(await day.block('Bo Chen').textContent()).toContain(at(start, 1));
    await eventually(async () => expect(await mailsTo(email)).toHaveLength(2), 20_000);

    // 2. Refused: onto Ann's time (Mia, two hours after the first start). The block stays, nothing is sent.
    await day.drag('Bo Chen', 0, HOUR_PX);
    await eventually(async () => expect(await day.said.textContent()).toMatch(/^Bo Chen's appointment was not moved: /));
    expect(await day.block('Bo Chen').textContent()).toContain(at(start, 1));
    expect(await day.block('Ann Lee').textContent()).toContain(annTime);
    expect(await day.columnOf('Bo Chen')).toBe(MIA);

    // 3. Keyboard: Space picks it up, Left to Lily, Down four quarters, Space drops it.
    await day.handle('Bo Chen').focus();
    await page.keyboard.press('Space');
    // Picked up (dnd-kit starts listening for the arrows a moment later: a person is never faster).
    await day.region.locator('.day-block--dragging', { hasText: 'Bo Chen' }).waitFor();
    await new Promise((r) => setTimeout(r, 150));
    await page.keyboard.press('ArrowLeft');
    await eventually(async () => expect(await day.announcer.textContent()).toBe(`Over ${LILY}.`));
    for (let i = 0; i < 4; i++) await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Space');
    await eventually(async () => expect(await day.said.textContent()).toBe(`Moved Bo Chen's appointment to ${at(start, 2)} with ${LILY}.`));
    await eventually(async () => expect(await day.columnOf('Bo Chen')).toBe(LILY));
    await eventually(async () => expect(await mailsTo(email)).toHaveLength(3), 20_000);

    // 4. Move to… (the single-pointer way): a dialog axe finds nothing wrong with, over the day view.
    await day.moveButton('Bo Chen').click();
    await day.moveDialog.waitFor();
    await expectAccessible(page);
    const time = day.moveDialog.getByLabel('Time', { exact: true });
    await time.locator(`option[value="${start}"]`).waitFor({ state: 'attached' });
    await time.selectOption(start);
    await day.moveDialog.getByRole('button', { name: 'Move', exact: true }).click();
    await day.moveDialog.waitFor({ state: 'detached' });
    await eventually(async () => expect(await day.said.textContent()).toBe(`Moved Bo Chen's appointment to ${start} with ${LILY}.`));
    const mails = await eventually(async () => {
      const got = await mailsTo(email);
      expect(got).toHaveLength(4);
      return got;
    }, 20_000);
    expect(mails.filter((m) => m.subject.includes('has changed'))).toHaveLength(3);
    await new Promise((r) => setTimeout(r, 1500));
    expect(await mailsTo(email)).toHaveLength(4);

    // A tap on an empty slot: New Appointment with that technician, date and time. Two hours after
    // Ann's start, past Mia's lunch whichever hour the day's axis starts at (Saturdays open earlier).
    const mia = await day.column(MIA).boundingBox();
    const ann = await day.block('Ann Lee').boundingBox();
    await day.column(MIA).click({ position: { x: mia!.width / 2, y: ann!.y - mia!.y + 2 * HOUR_PX + 2 } });
    await appts.form.waitFor();
    await appts.selectByText(appts.formField('Service'), GEL_MANICURE.name);
    await eventually(async () => expect(await appts.formField('Staff').locator('option:checked').textContent()).toBe(MIA));
    // The times are read for the service just chosen: the tapped one is selected once they are in.
    await eventually(async () => expect(await appts.formField('Time').inputValue()).toMatch(/^\d\d:00$/));
    await appts.form.getByRole('button', { name: 'Cancel' }).click();

    // The choice of the day view is remembered.
    await page.reload();
    await appts.view('Calendar').click();
    await day.block('Bo Chen').waitFor();
    expect(e2e.pageErrors).toEqual([]);
  });
});
