import type { Locator, Page } from 'playwright-core';

/** Appointments → Calendar → Day by technician: a column per technician. */
export class DayCalendarPage {
  constructor(readonly page: Page) {}

  get modeButton(): Locator {
    return this.page.getByRole('group', { name: 'Calendar' }).getByRole('button', { name: 'Day by technician', exact: true });
  }
  get region(): Locator {
    return this.page.getByRole('region', { name: 'Day calendar' });
  }
  /** The polite live region that says what a drop or Move to… did. */
  get said(): Locator {
    return this.region.locator('p.day-cal__said[role="status"]');
  }
  /** dnd-kit's own assertive live region: what a keyboard drag announces as it goes. */
  get announcer(): Locator {
    return this.region.locator('[id^="DndLiveRegion"]');
  }
  column(staffName: string): Locator {
    return this.region.getByRole('group', { name: new RegExp(`^${staffName}, `) });
  }
  block(text: string): Locator {
    return this.region.locator('.day-block', { hasText: text });
  }
  /** The block's draggable handle (opens the details on a tap, picks it up with Space). */
  handle(text: string): Locator {
    return this.block(text).locator('.day-block__handle');
  }
  moveButton(text: string): Locator {
    return this.block(text).getByRole('button', { name: /^Move to…/ });
  }
  get moveDialog(): Locator {
    return this.page.getByRole('dialog', { name: 'Move to…' });
  }
  async columnOf(text: string): Promise<string | null> {
    return this.block(text).evaluate((el) => el.closest('[data-staff-id]')?.getAttribute('aria-label')?.split(',')[0] ?? null);
  }

  /** Drags a block by the mouse, by `dx` pixels and `dy` pixels, in small steps as a hand would. */
  async drag(text: string, dx: number, dy: number) {
    // The calendar at the top of the window, so the block and where it goes are both on screen.
    await this.region.evaluate((el) => el.scrollIntoView({ block: 'start' }));
    await this.handle(text).scrollIntoViewIfNeeded();
    const box = await this.handle(text).boundingBox();
    if (!box) throw new Error(`no block ${text}`);
    const x = box.x + Math.min(30, box.width / 2);
    const y = box.y + Math.min(12, box.height / 2);
    await this.page.mouse.move(x, y);
    await this.page.mouse.down();
    await this.page.mouse.move(x + 4, y + 4, { steps: 2 });
    await this.page.mouse.move(x + dx, y + dy, { steps: 12 });
    await this.page.mouse.up();
  }
}
