// The Appointments table over more rows than one screen: a new answer is drawn a screenful
// first and the rest right after (AppointmentsTable's useRowsDrawn); every row must arrive, a
// broad search walks the dates, Show more grows the window, and a live change to a row far down
// never takes rows away. The salon's rows are written on the backend, as another device's
// pushes would land, and reach this device by its own pull.
import type { BrowserContext } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { PER_KEY_LIMIT } from '../../src/data/queries/appointment-table';
import { TABLE_PAGE } from '../../src/domain/appointments';
import { addDays, todayIn } from '../../src/domain/dates';
import { formatHlc } from '../../src/domain/hlc';
import { AppointmentsPage } from './pages/appointments.page';
import { useE2E } from './support/fixture';
import { earlyMorningZone, journeys } from './support/journeys';
import { eventually } from './support/wait';

const e2e = useE2E();
const own: BrowserContext[] = [];
afterEach(async () => {
  await Promise.all(own.splice(0).map((c) => c.close()));
});
const { newDevice, registerOwner } = journeys(e2e, own);

const RIVERAS = PER_KEY_LIMIT + 12; // more than the per-customer reads take: the search walks the dates
const OTHERS = 10;
const id = (kind: string, n: number) => `00000000-0000-4000-8${kind}-${String(n).padStart(12, '0')}`;

/** One staff member, one service, and one appointment a day from two days ahead, per customer. */
async function seedSalon(salonId: string) {
  const common = { salon_id: salonId, updated_at: formatHlc({ wall: Date.now() - 86_400_000, counter: 0, node: 'e2e0e2e0e2e0' }), deleted: false };
  await e2e.adminInsert('staff', [{ ...common, id: id('001', 1), name: 'Lily Chen', phone: '555-0101', position: 'Nail Technician', is_active: true }]);
  await e2e.adminInsert('services', [{ ...common, id: id('002', 1), name: 'Gel Manicure', price: 45.5, duration: 60, description: null }]);
  const people = Array.from({ length: RIVERAS + OTHERS }, (_, i) => ({
    ...common,
    id: id('003', i),
    name: i < RIVERAS ? `Ana Rivera ${i}` : `Bao Nguyen ${i}`,
    phone: `555-7${String(i).padStart(3, '0')}`,
    email: null,
  }));
  await e2e.adminInsert('customers', people);
  const first = addDays(todayIn('UTC').date, 2);
  await e2e.adminInsert(
    'appointments',
    people.map((c, i) => ({
      ...common,
      id: id('004', i),
      customer_id: c.id,
      staff_id: id('001', 1),
      service_id: id('002', 1),
      appointment_date: addDays(first, i),
      start_time: '10:00:00',
      end_time: '11:00:00',
      notes: null,
      status: 'confirmed',
    })),
  );
}

describe('Appointments table over more than a screenful of rows', () => {
  it('draws every row of a window, walks the dates for a broad search, grows with Show more, and keeps rows through a live change', async () => {
    const { page } = await newDevice(earlyMorningZone());
    await registerOwner(page, 'window');
    // The new salon reaches the backend with the device's first push, later on a busy machine.
    const salons = await eventually(async () => {
      const rows = await e2e.adminSelect<{ id: string }>('salons', 'select=id');
      expect(rows).toHaveLength(1);
      return rows;
    }, 30_000);
    await seedSalon(salons[0].id);

    // The next open pulls them.
    const appts = new AppointmentsPage(page, e2e.baseUrl);
    await page.reload();
    await appts.goto();
    await eventually(async () => expect(await appts.rows.count()).toBe(TABLE_PAGE), 30_000);
    expect(await appts.list.getByRole('button', { name: 'Show more' }).count()).toBe(1);

    // A broad search: every match of the first window is drawn, in date order.
    await appts.search.fill('rivera');
    // The unfiltered list already shows TABLE_PAGE rows, and the answer draws a screenful first:
    // wait for what the owner waits for, the whole window of the answer, every row a match.
    await eventually(async () => {
      const texts = await appts.rows.allTextContents();
      expect(texts).toHaveLength(TABLE_PAGE);
      expect(texts.filter((t) => t.includes('Bao Nguyen'))).toEqual([]);
      expect(texts).toEqual(expect.arrayContaining([expect.stringContaining('Ana Rivera 49')]));
    });
    await appts.list.getByRole('button', { name: 'Show more' }).click();
    await eventually(async () => expect(await appts.rows.count()).toBe(RIVERAS));
    expect(await appts.list.getByRole('button', { name: 'Show more' }).count()).toBe(0);

    // A status change far down the list is a live update of the same question: no row goes away.
    // The fewest rows on screen at any DOM change from here on (a shrink lasts only a frame).
    await page.evaluate(() => {
      const w = window as unknown as { __fewestRows: number };
      const count = () => document.querySelectorAll('[data-testid="appointment-row"]').length;
      w.__fewestRows = count();
      new MutationObserver(() => void (w.__fewestRows = Math.min(w.__fewestRows, count()))).observe(document.body, { subtree: true, childList: true });
    });
    const far = appts.row('Ana Rivera 40');
    await appts.rowStatus(far).selectOption('completed');
    await eventually(async () => expect(await appts.message.textContent()).toBe('Appointment status updated successfully!'));
    await page.waitForTimeout(300);
    expect(await appts.rowStatus(far).inputValue()).toBe('completed');
    expect(await page.evaluate(() => (window as unknown as { __fewestRows: number }).__fewestRows)).toBe(RIVERAS);

    // A new question starts a new window: the filter finds the one completed row.
    await appts.statusFilter.selectOption('completed');
    await eventually(async () => expect(await appts.rows.count()).toBe(1));
    expect(await appts.rows.first().textContent()).toContain('Ana Rivera 40');
    expect(e2e.pageErrors).toEqual([]);
  });
});
