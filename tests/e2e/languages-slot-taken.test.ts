// A Vietnamese owner brings a canceled booking back after its time was given to someone else: the
// status change is refused, and the screen says so in Vietnamese, naming the time as the list
// writes it (the salon's clock). The sentence is read from the catalog (catalog-texts.ts), so the
// test checks the screen shows the catalog's words, not a copy kept here.
import type { BrowserContext } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { AppointmentsPage } from './pages/appointments.page';
import { fill, textsIn } from './support/catalog-texts';
import { useE2E } from './support/fixture';
import { earlyMorningZone, GEL_MANICURE, journeys } from './support/journeys';
import { eventually } from './support/wait';

const e2e = useE2E();
const own: BrowserContext[] = [];
afterEach(async () => {
  await Promise.all(own.splice(0).map((c) => c.close()));
});
const { newDevice, registerOwner, setUpBookableSalon, book } = journeys(e2e, own);

describe('a time taken since, in Vietnamese', () => {
  it('refuses to confirm a canceled booking whose time was booked again, in her words and on the salon clock', async () => {
    const { page } = await newDevice(earlyMorningZone());
    await registerOwner(page, 'vi-slot-taken');
    await setUpBookableSalon(page);
    const time = await book(page, '555-0171', 'Hoa Tran', 0);
    const appts = new AppointmentsPage(page, e2e.baseUrl);
    await appts.rowStatus(appts.row('Hoa Tran')).selectOption('canceled');
    await appts.message.getByText('Appointment status updated successfully!').waitFor();
    // Her time is free again: Lan takes it with the salon's one technician.
    await appts.goto('?new=1');
    await appts.fillBooking({ phone: '555-0172', name: 'Lan Pham', service: GEL_MANICURE.name, time });
    await appts.submitBooking();
    await appts.form.waitFor({ state: 'detached' });

    await page.getByRole('combobox', { name: 'Language' }).first().selectOption('vi');
    await eventually(async () => expect(await page.evaluate(() => document.documentElement.lang)).toBe('vi'));
    const vi = await textsIn('vi');
    const viAppts = new AppointmentsPage(page, e2e.baseUrl, vi);
    await viAppts.goto();
    const hoa = viAppts.row('Hoa Tran');
    // The list writes the time as the salon's clock does in Vietnamese: the sentence names it so.
    const shown = (await hoa.locator(`td[data-label="${vi('Time')}"]`).textContent())?.split('–')[0] ?? '';
    expect(shown).toMatch(/^\d\d:\d\d$/);
    await viAppts.rowStatus(hoa).selectOption('confirmed');
    const said = fill(vi('{time} is no longer available. Please choose a different time.'), { time: shown });
    await eventually(async () => expect(await viAppts.message.textContent()).toBe(said));
    expect(said).not.toContain('no longer available');
    expect(await viAppts.rowStatus(hoa).inputValue()).toBe('canceled');
    expect(e2e.pageErrors).toEqual([]);
  });
});
