// The day-view budgets, in Chromium: a salon of 20 technicians with 300 appointments on
// each of two days (15 each, some with a processing gap, every status), their regular weeks and
// lunch breaks, seeded on the backend and written to the device as a pull stores them.
//   - render: "Show canceled" ticked or cleared, to the frame after the blocks are redrawn (the
//     day is read already: filter, layout, React's render and commit, style, layout, paint);
//   - day change (informational): "Next day" / "Previous day" to the frame after the other day's
//     300 blocks are on screen, its IndexedDB read included;
//   - drag frame: a pointer drag across the grid, each pointermove timed until the dragged block's
//     new transform is committed and laid out (dnd-kit's handler, React's scheduling, render and
//     commit, style and layout): the latency of one frame of the drag.
import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { addDays, todayIn, weekdayOf } from '../../src/domain/dates';
import { staffPatternId } from '../../src/domain/ids';
import { formatHlc } from '../../src/domain/hlc';
import { fromMinutes } from '../../src/domain/time';
import { insert, loadDeviceLikePull } from './browser-seed';
import { until } from './browser-world';

export const TECHNICIANS = 20;
export const PER_DAY = 300;
const STATUSES = ['confirmed', 'confirmed', 'confirmed', 'pending', 'completed', 'canceled', 'no_show'] as const;

export interface DaySeed {
  days: [string, string];
  perDay: number;
}

/** Seeds the salon on the backend and the device (the page must be a same-origin page where the app is not running). */
export async function seedDayView(page: Page, baseUrl: string, serviceKey: string, salonId: string): Promise<DaySeed> {
  const zone = await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone);
  const today = todayIn(zone).date;
  const days: [string, string] = [today, addDays(today, 1)];
  const updated_at = formatHlc({ wall: Date.now() - 86_400_000, counter: 0, node: 'be0c4be0c4be' });
  const common = { salon_id: salonId, updated_at, deleted: false };
  const staff = Array.from({ length: TECHNICIANS }, (_, i) => ({
    ...common,
    id: randomUUID(),
    name: `Tech ${String(i + 1).padStart(2, '0')}`,
    phone: null,
    position: 'Nail Technician',
    is_active: true,
  }));
  const services = [
    { ...common, id: randomUUID(), name: 'Gel Manicure', price: 45, duration: 40, description: null, processing_offset: 0, processing_minutes: 0 },
    { ...common, id: randomUUID(), name: 'Gel Full Set', price: 70, duration: 40, description: null, processing_offset: 15, processing_minutes: 10 },
  ];
  const customers = Array.from({ length: PER_DAY }, (_, i) => ({
    ...common,
    id: randomUUID(),
    name: `Client ${i + 1}`,
    phone: `555${String(1_000_000 + i).slice(1)}`,
    email: null,
  }));
  // Each technician works 08:00–19:00 every day of the week, lunch 12:30–13:00 for every other one.
  const patterns = staff.flatMap((s) =>
    [0, 1, 2, 3, 4, 5, 6].map((dow) => ({
      ...common,
      id: staffPatternId(s.id, dow),
      staff_id: s.id,
      day_of_week: dow,
      start_time: '08:00',
      end_time: '19:00',
      is_day_off: false,
    })),
  );
  const breaks = staff
    .filter((_, i) => i % 2 === 0)
    .map((s) => ({ ...common, id: randomUUID(), staff_id: s.id, start_time: '12:30', end_time: '13:00', label: 'Lunch' }));
  const appointments = days.flatMap((date) =>
    Array.from({ length: PER_DAY }, (_, i) => {
      const tech = i % TECHNICIANS;
      const slot = Math.floor(i / TECHNICIANS); // 0..14, 40 minutes each from 08:00
      const service = services[(i + weekdayOf(date)) % 2];
      const start = 8 * 60 + slot * 40;
      return {
        ...common,
        id: randomUUID(),
        customer_id: customers[(i * 7) % PER_DAY].id,
        staff_id: staff[tech].id,
        service_id: service.id,
        appointment_date: date,
        start_time: fromMinutes(start),
        end_time: fromMinutes(start + service.duration),
        processing_offset: service.processing_offset,
        processing_minutes: service.processing_minutes,
        notes: null,
        status: STATUSES[(i + slot) % STATUSES.length],
      };
    }),
  );
  await insert(baseUrl, serviceKey, 'staff', staff);
  await insert(baseUrl, serviceKey, 'services', services);
  await insert(baseUrl, serviceKey, 'customers', customers);
  await insert(baseUrl, serviceKey, 'staff_patterns', patterns);
  await insert(baseUrl, serviceKey, 'staff_breaks', breaks);
  await insert(baseUrl, serviceKey, 'appointments', appointments);
  await loadDeviceLikePull(page, baseUrl, serviceKey, salonId, ['staff', 'services', 'customers', 'staff_patterns', 'staff_breaks', 'appointments']);
  return { days, perDay: PER_DAY };
}

/** Opens Appointments → Calendar with the day view chosen, showing `blocks` blocks. */
export async function openDayView(page: Page, baseUrl: string, blocks: number): Promise<void> {
  await page.evaluate(() => localStorage.setItem('salon-desk:appointments-calendar', 'day'));
  await page.goto(`${baseUrl}/dashboard/appointments`);
  await page.getByRole('group', { name: 'View' }).getByRole('button', { name: 'Calendar', exact: true }).click();
  // Canceled bookings are shown, so every seeded block is drawn.
  const region = page.getByRole('region', { name: 'Day calendar' });
  await region.getByLabel('Show canceled').check();
  await until(`${blocks} blocks on the day view`, async () => (await region.locator('.day-block').count()) === blocks, 60_000);
}

/**
 * Clicks "Next day" or "Previous day" and times it to the frame after the other day's `blocks`
 * blocks are on screen under its title.
 */
export function timeDaySwitch(page: Page, button: 'Next day' | 'Previous day', blocks: number): Promise<number> {
  return page.evaluate(
    ({ button, blocks }) =>
      new Promise<number>((resolve, reject) => {
        const region = document.querySelector('section[aria-label="Day calendar"]');
        const btn = [...(region?.querySelectorAll('button') ?? [])].find((b) => b.textContent === button);
        const shown = region?.querySelector('.day-grid')?.getAttribute('data-date');
        if (!region || !btn || !shown) return reject(new Error(`no ${button} button or no grid on the day view`));
        // The grid says which day it draws (the last one stays while the next is read).
        const done = () => {
          const date = region.querySelector('.day-grid')?.getAttribute('data-date');
          return !!date && date !== shown && region.querySelectorAll('.day-block').length === blocks;
        };
        let t0 = 0;
        const observer = new MutationObserver(() => {
          if (!done()) return;
          observer.disconnect();
          // The frame that shows it: after the next animation frame's paint.
          requestAnimationFrame(() => setTimeout(() => resolve(performance.now() - t0)));
        });
        observer.observe(region, { childList: true, subtree: true, characterData: true, attributes: true, attributeFilter: ['data-date'] });
        setTimeout(() => reject(new Error(`the day view did not show ${blocks} blocks after ${button}`)), 20_000);
        t0 = performance.now();
        btn.click();
      }),
    { button, blocks },
  );
}

/**
 * Ticks or clears "Show canceled" and times it to the frame after the blocks are redrawn: the
 * day's bookings are already read, so this is the view's own render (filter, layout, React's render
 * and commit, style, layout and paint) of a 300-appointment day, no IndexedDB read in it.
 */
export function timeRedraw(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve, reject) => {
        const region = document.querySelector('section[aria-label="Day calendar"]');
        const label = [...(region?.querySelectorAll('label') ?? [])].find((l) => l.textContent?.includes('Show canceled'));
        const box = label?.htmlFor ? document.getElementById(label.htmlFor) : null;
        if (!region || !box) return reject(new Error('no Show canceled on the day view'));
        const before = region.querySelectorAll('.day-block').length;
        let t0 = 0;
        const observer = new MutationObserver(() => {
          if (region.querySelectorAll('.day-block').length === before) return;
          observer.disconnect();
          requestAnimationFrame(() => setTimeout(() => resolve(performance.now() - t0)));
        });
        observer.observe(region, { childList: true, subtree: true });
        setTimeout(() => reject(new Error('Show canceled changed nothing on the day view')), 20_000);
        t0 = performance.now();
        box.click();
      }),
  );
}

/**
 * A pointer drag of the first block, `moves` pointermoves of 6 px right and 4 px down (across
 * several technicians' columns), each timed from its dispatch until it is drawn and laid out;
 * then Escape cancels it, so nothing is written.
 */
export function timeDragFrames(page: Page, moves: number): Promise<number[]> {
  return page.evaluate(
    (moves) =>
      new Promise<number[]>((resolve, reject) => {
        const handle = document.querySelector<HTMLElement>('.day-block__handle');
        if (!handle) return reject(new Error('no block on the day view'));
        const box = handle.getBoundingClientRect();
        let x = box.left + 10;
        let y = box.top + 8;
        const init = () => ({
          bubbles: true,
          cancelable: true,
          pointerId: 1,
          pointerType: 'mouse',
          isPrimary: true,
          button: 0,
          buttons: 1,
          clientX: x,
          clientY: y,
        });
        // Until the dragged block's transform changes (React committed the move), then a forced
        // style and layout: the latency of one drag frame, whenever React chose to render it.
        const drawn = (el: HTMLElement) =>
          new Promise<void>((r, no) => {
            const mo = new MutationObserver(() => {
              mo.disconnect();
              clearTimeout(late);
              void document.body.getBoundingClientRect();
              r();
            });
            mo.observe(el, { attributes: true, attributeFilter: ['style'] });
            const late = setTimeout(() => no(new Error('a pointermove was not drawn within 500 ms')), 500);
          });
        const frame = () => new Promise<void>((r) => requestAnimationFrame(() => setTimeout(r)));
        void (async () => {
          handle.dispatchEvent(new PointerEvent('pointerdown', init()));
          // Past dnd-kit's 6 px activation distance: the drag starts (not timed).
          x += 8;
          document.dispatchEvent(new PointerEvent('pointermove', init()));
          await frame();
          if (!document.querySelector('.day-block--dragging')) throw new Error('the drag did not start');
          const out: number[] = [];
          const dragged = document.querySelector<HTMLElement>('.day-block--dragging');
          if (!dragged) throw new Error('no dragged block');
          let unrendered = 0;
          for (let i = 0; i < moves; i++) {
            x += 6;
            y += 4;
            const t0 = performance.now();
            const seen = drawn(dragged!);
            document.dispatchEvent(new PointerEvent('pointermove', init()));
            await seen;
            out.push(performance.now() - t0);
            // The figure counts only if the move was drawn within it: the block's transform is the pointer's.
            if (!dragged?.style.transform.includes(`${x - box.left - 10}px`)) unrendered++;
            await frame();
          }
          if (unrendered > moves / 10) throw new Error(`${unrendered} of ${moves} moves were not rendered when timed`);
          document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', code: 'Escape', bubbles: true }));
          await frame();
          return out;
        })().then(resolve, reject);
      }),
    moves,
  );
}
