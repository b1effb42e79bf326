// A salon in Los Angeles reads its clock as the US writes it. The Overview names its
// zone ("Pacific Time", not America/Los_Angeles) and the Appointments table and a booking's
// details write times 12-hour. The booking is put on the backend (as another device's would be) two days ahead, so
// no hour of the day the test runs at can leave it without a time to show.
import type { BrowserContext } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { addDays, todayIn } from '../../src/domain/dates';
import { formatHlc } from '../../src/domain/hlc';
import { AppointmentsPage } from './pages/appointments.page';
import { DashboardPage } from './pages/dashboard.page';
import { useE2E } from './support/fixture';
import { journeys } from './support/journeys';
import { eventually } from './support/wait';

const e2e = useE2E();
const own: BrowserContext[] = [];
afterEach(async () => {
  await Promise.all(own.splice(0).map((c) => c.close()));
});
const { newDevice, registerOwner } = journeys(e2e, own);

const ZONE = 'America/Los_Angeles';
const TABLET = { width: 820, height: 1180 };
const id = (kind: string, n: number) => `00000000-0000-4000-8${kind}-${String(n).padStart(12, '0')}`;

describe("the salon's clock", () => {
  it('names the zone and writes times 12-hour in the US', async () => {
    const { page } = await newDevice(ZONE, { viewport: TABLET });
    await registerOwner(page, 'clock');
    const dashboard = new DashboardPage(page, e2e.baseUrl);
    await dashboard.goto('/dashboard');
    await eventually(async () => expect(await dashboard.salonTimeZone.textContent()).toBe('Pacific Time'));
    expect(await dashboard.salonTimeZone.getAttribute('title')).toBe(ZONE);

    const [salon] = await eventually(async () => {
      const rows = await e2e.adminSelect<{ id: string }>('salons', 'select=id');
      expect(rows).toHaveLength(1);
      return rows;
    }, 30_000);
    const common = { salon_id: salon.id, updated_at: formatHlc({ wall: Date.now(), counter: 0, node: 'e2e0e2e0e2e0' }), deleted: false };
    await e2e.adminInsert('staff', [{ ...common, id: id('001', 1), name: 'Lily Chen', phone: '555-0101', position: 'Nail Technician', is_active: true }]);
    await e2e.adminInsert('services', [{ ...common, id: id('002', 1), name: 'Acrylic Full Set', price: 55, duration: 90, description: null }]);
    await e2e.adminInsert('customers', [{ ...common, id: id('003', 1), name: 'Jo Park', phone: '555-0199', email: null }]);
    const date = addDays(todayIn(ZONE).date, 2);
    await e2e.adminInsert('appointments', [
      {
        ...common,
        id: id('004', 1),
        customer_id: id('003', 1),
        staff_id: id('001', 1),
        service_id: id('002', 1),
        appointment_date: date,
        start_time: '14:30:00',
        end_time: '16:00:00',
        notes: null,
        status: 'confirmed',
      },
    ]);

    const appts = new AppointmentsPage(page, e2e.baseUrl);
    await eventually(
      async () => {
        await appts.goto();
        await appts.row('Jo Park').waitFor({ timeout: 3_000 });
      },
      30_000,
      500,
    );
    const time = await appts.row('Jo Park').locator('td[data-label="Time"]').textContent();
    expect(time?.replace(/[\u202f\u00a0]/g, ' ')).toBe('2:30 PM–4:00 PM');
    // The details write it the same way.
    await page.getByRole('button', { name: "Details of Jo Park's appointment" }).click();
    const shown = await appts.details.locator('.facts__row', { hasText: 'Time' }).locator('dd').textContent();
    expect(shown?.replace(/[\u202f\u00a0]/g, ' ')).toBe('2:30 PM–4:00 PM');
    expect(e2e.pageErrors).toEqual([]);
  }, 120_000);
});
