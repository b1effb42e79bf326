import type { BrowserContext } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { todayIn } from '../../src/domain/dates';
import { AppointmentsPage } from './pages/appointments.page';
import { useE2E } from './support/fixture';
import { earlyMorningZone, journeys } from './support/journeys';
import { eventually } from './support/wait';

const e2e = useE2E();
const own: BrowserContext[] = [];
afterEach(async () => {
  await Promise.all(own.splice(0).map((c) => c.close()));
});

const { newDevice, registerOwner, setUpBookableSalon } = journeys(e2e, own);

describe('customer appointments', () => {
  it('books from New Appointment, searches, filters, completes, shows the calendar and deletes', async () => {
    const zone = earlyMorningZone();
    const { page } = await newDevice(zone);
    await registerOwner(page, 'appts');
    const appts = new AppointmentsPage(page, e2e.baseUrl);

    // Nothing booked yet: the spec's empty state, and cards computed from (no) data.
    await appts.goto();
    await appts.emptyTitle.waitFor();
    expect(await appts.emptyText.textContent()).toBe('No appointments have been scheduled yet.');
    expect(await appts.card('today').textContent()).toBe('0');
    expect(await appts.card('week-revenue').textContent()).toBe('$0.00');
    expect(await appts.card('no-show-rate').textContent()).toBe('—');

    await setUpBookableSalon(page, { name: 'Gel Manicure', price: '45.50', duration: '60' }, 'Lily Chen');

    // ?new=1 (the Overview's Quick Action) opens the form; the date defaults to the salon's today.
    await appts.goto('?new=1');
    await appts.form.waitFor();
    const today = todayIn(zone).date;
    expect(await appts.formField('Date').inputValue()).toBe(today);
    const time = await appts.fillBooking({ phone: '555-0142', name: 'Ana Lopez', service: 'Gel Manicure' });
    expect(time).toMatch(/^\d\d:00$/);
    await appts.submitBooking();
    await appts.form.waitFor({ state: 'detached' });
    expect(await appts.message.textContent()).toBe('Appointment created successfully!');
    expect(new URL(page.url()).searchParams.get('new')).toBeNull();

    const row = appts.row('Ana Lopez');
    await row.waitFor();
    const rowText = await row.textContent();
    for (const part of ['555-0142', 'Gel Manicure', '$45.50', 'Lily Chen', time]) expect(rowText).toContain(part);
    expect(await appts.rowStatus(row).inputValue()).toBe('confirmed');
    await eventually(async () => expect(await appts.card('today').textContent()).toBe('1'));

    // The customer is known by phone (typed differently), and the booked slot is gone.
    await appts.newButton.click();
    // With its country code too: one E.164 key, so the leading "1" no longer makes a stranger.
    await appts.formField('Customer Phone').fill('+1 555 0142');
    await appts.form.getByText('Existing customer').waitFor();
    await appts.formField('Customer Phone').fill('(555) 0142');
    await appts.form.getByText('Existing customer').waitFor();
    expect(await appts.formField('Customer Name').inputValue()).toBe('Ana Lopez');
    await appts.selectByText(appts.formField('Service'), 'Gel Manicure');
    await appts.formField('Time').locator('option:not([value=""])').first().waitFor({ state: 'attached' });
    const offered = await appts.offeredTimes();
    expect(offered.length).toBeGreaterThan(0);
    expect(offered).not.toContain(time);
    await appts.form.getByRole('button', { name: 'Cancel' }).click();
    await appts.form.waitFor({ state: 'detached' });

    // Search by phone digits and by service name (case-insensitive); a miss shows the filter hint.
    // A miss between the hits, so each hit is a new answer and not the last one still on screen.
    await appts.search.fill('0142');
    await eventually(async () => expect(await appts.rows.count()).toBe(1));
    await appts.search.fill('pedicure');
    await appts.emptyTitle.waitFor();
    expect(await appts.emptyText.textContent()).toBe('Try adjusting your search or filter criteria.');
    await appts.search.fill('GEL mani');
    await eventually(async () => expect(await appts.rows.count()).toBe(1));
    await appts.search.fill('');
    await appts.statusFilter.selectOption('completed');
    await appts.emptyTitle.waitFor();
    expect(await appts.emptyText.textContent()).toBe('Try adjusting your search or filter criteria.');
    await appts.statusFilter.selectOption('all');
    await row.waitFor();

    // Completed: this week's revenue shows the price, and the no-show rate has data.
    await appts.rowStatus(row).selectOption('completed');
    await eventually(async () => expect(await appts.message.textContent()).toBe('Appointment status updated successfully!'));
    await eventually(async () => expect(await appts.card('week-revenue').textContent()).toBe('$45.50'));
    expect(await appts.card('no-show-rate').textContent()).toBe('0%');

    // The calendar shows the block in the member's colour; clicking opens the details.
    await appts.view('Calendar').click();
    await appts.calendarBlock('Ana Lopez').waitFor();
    expect(await appts.legend.textContent()).toContain('Lily Chen');
    expect(await appts.calendarBlock('Ana Lopez').textContent()).toContain(time);
    await appts.calendarBlock('Ana Lopez').click();
    await appts.details.waitFor();
    expect(await appts.details.textContent()).toContain('Gel Manicure');
    expect(await appts.details.getByLabel('Status').inputValue()).toBe('completed');
    await appts.details.getByRole('button', { name: 'Close' }).click();
    await appts.details.waitFor({ state: 'detached' });

    // Delete asks first: dismissing keeps the row, accepting removes it.
    await appts.view('Table').click();
    page.once('dialog', (d) => void d.dismiss());
    await appts.rowDelete(row).click();
    await row.waitFor();
    expect(await appts.rows.count()).toBe(1);
    let asked = '';
    page.once('dialog', (d) => {
      asked = d.message();
      void d.accept();
    });
    await appts.rowDelete(row).click();
    await appts.emptyTitle.waitFor();
    expect(asked).toBe('Are you sure you want to delete this appointment?');
    expect(await appts.message.textContent()).toBe('Appointment deleted successfully!');
    expect(await appts.emptyText.textContent()).toBe('No appointments have been scheduled yet.');
    expect(await appts.card('week-revenue').textContent()).toBe('$0.00');
    expect(e2e.pageErrors).toEqual([]);
  });
});
