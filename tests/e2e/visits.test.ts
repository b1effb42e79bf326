// One visit, several services, from New Appointment: a manicure and a pedicure booked
// back to back as one visit, shown as two rows of one visit, and cancelled together.
import type { BrowserContext } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { addDays, todayIn } from '../../src/domain/dates';
import { addMinutesToTime } from '../../src/domain/time';
import { AppointmentsPage } from './pages/appointments.page';
import { ClientsPage } from './pages/clients.page';
import { ProfilePage } from './pages/profile.page';
import { StaffPage } from './pages/staff.page';
import { useE2E } from './support/fixture';
import { earlyMorningZone, journeys, LILY } from './support/journeys';
import { eventually } from './support/wait';

const e2e = useE2E();
const own: BrowserContext[] = [];
afterEach(async () => {
  await Promise.all(own.splice(0).map((c) => c.close()));
});

const { newDevice, registerOwner, setUpBookableSalon } = journeys(e2e, own);

describe('one visit, several services', () => {
  it('books a manicure and a pedicure as one visit, shows both as one visit, and cancels them together', async () => {
    const { page } = await newDevice(earlyMorningZone());
    await registerOwner(page, 'visits');
    await setUpBookableSalon(page, { name: 'Classic Manicure', price: '35', duration: '45' }, LILY);
    // A second service, done by the same member.
    const profile = new ProfilePage(page, e2e.baseUrl);
    await profile.goto();
    await profile.addService({ name: 'Spa Pedicure', price: '55', duration: '60' });
    await profile.message('Service added successfully!').waitFor();
    const staff = new StaffPage(page, e2e.baseUrl);
    await staff.goto();
    await staff.serviceCheckbox(LILY, 'Spa Pedicure').check();
    await page.getByText('Service assigned to staff member!').waitFor();

    const appts = new AppointmentsPage(page, e2e.baseUrl);
    await appts.goto('?new=1');
    await appts.form.waitFor();
    await appts.formField('Customer Phone').fill('555-0142');
    await appts.formField('Customer Name').fill('Ana Lopez');
    await appts.selectByText(appts.formField('Service'), 'Classic Manicure');
    await appts.formField('Time').locator('option:not([value=""])').first().waitFor({ state: 'attached' });
    const maniTimes = await appts.offeredTimes();

    // A third select comes and goes; the second one makes it a visit.
    await appts.addAnotherService.click();
    await appts.addAnotherService.click();
    await appts.formField('Service 3').waitFor();
    await appts.removeService(3).click();
    await appts.formField('Service 3').waitFor({ state: 'detached' });
    expect(await appts.timeHint.textContent()).toBe('Choose every service of the visit to see free times.');
    await appts.selectByText(appts.formField('Service 2'), 'Spa Pedicure');

    // The times are the visit's: 1 h 45 from each start, and never one the pedicure would run past closing.
    let visitTimes: string[] = [];
    await eventually(async () => {
      visitTimes = await appts.offeredTimes();
      expect(visitTimes.length).toBeGreaterThan(0);
      expect(visitTimes).not.toContain(maniTimes[maniTimes.length - 1]);
    });
    for (const t of visitTimes) expect(maniTimes).toContain(t);
    expect(await appts.offeredOptionTexts()).toEqual(visitTimes.map((t) => `${t}–${addMinutesToTime(t, 105)}`));
    expect(await appts.form.textContent()).toContain('One technician does the whole visit when one is free for all of it');

    const start = visitTimes[0];
    const middle = addMinutesToTime(start, 45);
    await appts.formField('Time').selectOption(start);
    await appts.submitBooking();
    await appts.form.waitFor({ state: 'detached' });
    expect(await appts.message.textContent()).toBe('Appointment created successfully!');

    // Two rows, each tagged as part of a visit, back to back with one technician.
    const rows = appts.row('Ana Lopez');
    await eventually(async () => expect(await rows.count()).toBe(2));
    const texts = await rows.allTextContents();
    expect(texts[0]).toContain(`${start}–${middle}`);
    expect(texts[0]).toContain('Classic Manicure');
    expect(texts[1]).toContain(`${middle}–${addMinutesToTime(start, 105)}`);
    expect(texts[1]).toContain('Spa Pedicure');
    for (const t of texts) {
      expect(t).toContain('Visit');
      expect(t).toContain(LILY);
    }

    // The client's card shows both services of the visit among her upcoming visits.
    const clients = new ClientsPage(page, e2e.baseUrl);
    await clients.goto();
    await clients.search.fill('Ana');
    await clients.row('Ana Lopez').getByRole('link', { name: 'Ana Lopez', exact: true }).click();
    await clients.card.waitFor();
    await eventually(async () => {
      const upcoming = await clients.visits('Upcoming visits').allTextContents();
      expect(upcoming).toHaveLength(2);
      expect(upcoming.join(' ')).toContain('Classic Manicure');
      expect(upcoming.join(' ')).toContain('Spa Pedicure');
    });
    await appts.goto();

    // The details name the whole visit and say what cancelling does; cancelling one cancels both.
    await appts.view('Calendar').click();
    expect(await appts.calendarBlock('Spa Pedicure').textContent()).toContain('Spa Pedicure · Visit');
    await appts.calendarBlock('Spa Pedicure').click();
    await appts.details.waitFor();
    await eventually(async () =>
      expect(await appts.details.textContent()).toContain(
        `Part of a visit: Classic Manicure ${start}–${middle}, Spa Pedicure ${middle}–${addMinutesToTime(start, 105)}`,
      ),
    );
    expect(await appts.details.textContent()).toContain('Cancelling cancels the whole visit (2 services).');
    await appts.details.getByLabel('Status').selectOption('canceled');
    await eventually(async () => expect(await appts.message.textContent()).toBe('Appointment status updated successfully!'));
    await appts.details.getByRole('button', { name: 'Close' }).click();
    await appts.details.waitFor({ state: 'detached' });

    await appts.view('Table').click();
    await eventually(async () => {
      expect(await rows.count()).toBe(2);
      for (const r of await rows.all()) expect(await appts.rowStatus(r).inputValue()).toBe('canceled');
    });
    expect(e2e.pageErrors).toEqual([]);
  });

  it('books a recurring appointment and lists the date that did not fit, with why', async () => {
    const zone = earlyMorningZone();
    const { page } = await newDevice(zone);
    await registerOwner(page, 'repeat');
    // The schedule covers this week only: two weeks on, nobody is scheduled.
    await setUpBookableSalon(page, { name: 'Classic Manicure', price: '35', duration: '45' }, LILY);
    const today = todayIn(zone).date;
    const later = addDays(today, 14);

    const appts = new AppointmentsPage(page, e2e.baseUrl);
    await appts.goto('?new=1');
    await appts.form.waitFor();
    const time = await appts.fillBooking({ phone: '555-0177', name: 'Bea Ruiz', service: 'Classic Manicure' });
    await appts.formField('Repeat').selectOption({ label: 'Every 2 weeks' });
    await appts.formField('Times').fill('2');
    await appts.form.getByText(`Also on ${later}, at the same time. Each is checked when booked.`).waitFor();
    await appts.submitBooking();
    await appts.form.waitFor({ state: 'detached' });
    expect(await appts.message.textContent()).toBe(
      `Booked 1 of 2: ${today}. Not booked: ${later} (Nobody is scheduled to work that day. Add shifts in Staff Schedule, or choose a different date).`,
    );
    await appts.row('Bea Ruiz').waitFor();
    expect(await appts.row('Bea Ruiz').textContent()).toContain(time);
    expect(await appts.rows.count()).toBe(1);
    expect(e2e.pageErrors).toEqual([]);
  });
});
