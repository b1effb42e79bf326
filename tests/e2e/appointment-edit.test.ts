// In Chromium at tablet size: the owner opens a booking's details from the week calendar,
// Edit / Move takes the focus to its first field, offers the free times with the booking's own
// marked, and Save moves it: the details, the calendar and the table show the new time, and the
// customer (the backend's sender running as in `npm start`) gets exactly one update. A canceled
// booking then says why Edit / Move is not offered.
import type { BrowserContext } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { addMinutesToTime } from '../../src/domain/time';
import { AppointmentsPage } from './pages/appointments.page';
import { expectAccessible } from './support/axe';
import { useE2E } from './support/fixture';
import { earlyMorningZone, journeys } from './support/journeys';
import { eventually } from './support/wait';

const e2e = useE2E();
const own: BrowserContext[] = [];
afterEach(async () => {
  await Promise.all(own.splice(0).map((c) => c.close()));
});

const { newDevice, registerOwner, setUpBookableSalon } = journeys(e2e, own);

/** A 10-inch tablet in landscape, the salon's front desk. */
const TABLET = { width: 1024, height: 768 };

interface Caught {
  channel: string;
  to: string[];
  subject: string;
  text: string;
}

async function mailsTo(address: string): Promise<Caught[]> {
  const res = await fetch(`${e2e.baseUrl}/mail/api/messages`);
  expect(res.status).toBe(200);
  return ((await res.json()) as Caught[]).filter((m) => m.channel === 'email' && m.to.includes(address));
}

describe('Edit / Move from the details', () => {
  it('the owner moves a booking from its details and sees it at the new time; the customer gets one update', async () => {
    const { page } = await newDevice(earlyMorningZone(), { viewport: TABLET });
    await registerOwner(page, 'edit-move');
    await setUpBookableSalon(page);

    const email = `bo.${Date.now().toString(36)}@example.com`;
    const appts = new AppointmentsPage(page, e2e.baseUrl);
    await appts.goto('?new=1');
    await appts.form.waitFor();
    const time = await appts.fillBooking({ phone: '555-0188', name: 'Bo Chen', email, service: 'Gel Manicure' });
    await appts.submitBooking();
    await appts.form.waitFor({ state: 'detached' });
    await eventually(async () => expect(await mailsTo(email)).toHaveLength(1), 20_000);

    await appts.view('Calendar').click();
    await appts.calendarBlock('Bo Chen').click();
    await appts.details.waitFor();
    await appts.editButton.click();
    await appts.editForm.waitFor();
    // The form replaced what the owner read: the focus is on its first field (taken in an effect after it shows).
    await eventually(async () => expect(await page.evaluate(() => document.activeElement?.id)).toBe('appt-edit-date'));
    expect(await appts.editField('Customer Name').inputValue()).toBe('Bo Chen');
    expect(await appts.editField('Customer Email (optional)').inputValue()).toBe(email);

    let times: [string, string][] = [];
    await eventually(async () => {
      times = await appts.editTimes();
      expect(times.length).toBeGreaterThan(1);
    });
    expect(times.find(([v]) => v === time)?.[1]).toBe(`${time}–${addMinutesToTime(time, 60)} (current)`);
    await expectAccessible(page, '[role="dialog"]');
    const later = times.map(([v]) => v).filter((v) => v > time);
    const moveTo = later[later.length - 1];
    await appts.editField('Time').selectOption(moveTo);
    await appts.saveEdit();

    await appts.editForm.waitFor({ state: 'detached' });
    await appts.details.getByText('Appointment updated successfully!').waitFor();
    await eventually(async () => expect(await appts.details.textContent()).toContain(`${moveTo}–${addMinutesToTime(moveTo, 60)}`));
    // Back on the details, the focus is where the owner left them.
    await eventually(async () => expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Edit / Move'));

    await appts.details.getByRole('button', { name: 'Close' }).click();
    await appts.details.waitFor({ state: 'detached' });
    await eventually(async () => expect(await appts.calendarBlock('Bo Chen').textContent()).toContain(moveTo));
    await appts.view('Table').click();
    await eventually(async () => expect(await appts.row('Bo Chen').textContent()).toContain(moveTo));

    // The customer hears of it once: the confirmation, then one update at the new time, and no more.
    const mails = await eventually(async () => {
      const got = await mailsTo(email);
      expect(got).toHaveLength(2);
      return got;
    }, 20_000);
    const update = mails.find((m) => m.subject.includes('has changed'));
    expect(update?.text).toContain(moveTo);
    await new Promise((r) => setTimeout(r, 1500));
    expect(await mailsTo(email)).toHaveLength(2);

    // A canceled booking says why it cannot be moved, instead of offering Edit / Move.
    await appts.view('Calendar').click();
    await appts.calendarBlock('Bo Chen').click();
    await appts.details.waitFor();
    await appts.details.getByLabel('Status').selectOption('canceled');
    await appts.details.getByText('This appointment is canceled, so it cannot be moved or edited. Book a new one instead.').waitFor();
    expect(await appts.editButton.count()).toBe(0);
    expect(e2e.pageErrors).toEqual([]);
  });
});
