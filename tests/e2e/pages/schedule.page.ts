import type { Locator, Page } from 'playwright-core';

/** The Staff Schedule Management screen (/dashboard/schedule). */
export class SchedulePage {
  constructor(
    readonly page: Page,
    private readonly baseUrl: string,
    /** The screen's texts in the language shown (tests/e2e/support/catalog-texts.ts); English when left out. */
    private readonly tx: (english: string) => string = (english) => english,
  ) {}

  async goto() {
    await this.page.goto(`${this.baseUrl}/dashboard/schedule`);
    await this.heading.waitFor();
  }

  get heading(): Locator {
    return this.page.getByRole('heading', { level: 1, name: this.tx('Staff Schedule Management') });
  }
  get grid(): Locator {
    return this.page.getByRole('table', { name: 'Week schedule' });
  }
  get weekLabel(): Locator {
    return this.page.getByTestId('week-label');
  }
  button(name: 'Generate Default' | 'Auto Generate' | 'Copy Previous' | 'Clear Week' | 'Previous week' | 'Next week' | 'This week'): Locator {
    return this.page.getByRole('button', { name: this.tx(name), exact: true });
  }

  /** Monday..Sunday of the week on screen, as 'YYYY-MM-DD'. */
  async weekDates(): Promise<string[]> {
    await this.grid.waitFor();
    return this.grid.locator('thead th[data-date]').evaluateAll((ths) => ths.map((th) => th.getAttribute('data-date') ?? ''));
  }
  /** The staff names down the grid. */
  staffNames(): Promise<string[]> {
    return this.grid.locator('tbody .week-grid__name').allTextContents();
  }
  /** A member's Regular week button and its dialog. */
  regularWeekButton(staffName: string): Locator {
    return this.page.getByRole('button', { name: new RegExp(`^Regular week of ${staffName}:`) });
  }
  get regularWeekDialog(): Locator {
    return this.page.getByRole('form', { name: /^Regular week of / });
  }
  cell(staffName: string, date: string): Locator {
    return this.page.getByTestId(`cell-${staffName}-${date}`);
  }
  /** The seven cells of one member, as shown: '09:00 – 18:00', 'Day off' or 'Not scheduled'. */
  async rowTexts(staffName: string): Promise<string[]> {
    const row = this.grid.locator('tbody tr').filter({ has: this.page.locator('.week-grid__name', { hasText: staffName }) });
    return row.locator('button.week-cell').allTextContents();
  }

  /** The screen's success or failure message. */
  get message(): Locator {
    return this.page.locator('.schedule-page > .banner');
  }

  // The edit dialog
  get dialog(): Locator {
    return this.page.getByRole('dialog');
  }
  get workingShift(): Locator {
    return this.dialog.getByLabel('Working shift');
  }
  get dayOff(): Locator {
    return this.dialog.getByLabel('Day off');
  }
  get startTime(): Locator {
    return this.dialog.getByLabel('Start time', { exact: true });
  }
  get endTime(): Locator {
    return this.dialog.getByLabel('End time', { exact: true });
  }
  dialogButton(name: 'Save' | 'Clear cell' | 'Cancel'): Locator {
    return this.dialog.getByRole('button', { name, exact: true });
  }
  get dialogError(): Locator {
    return this.dialog.getByRole('alert');
  }

  /** Answers the next window.confirm and resolves with its text. */
  nextConfirm(accept: boolean): Promise<string> {
    return new Promise((resolve) => {
      this.page.once('dialog', (d) => {
        const text = d.message();
        void (accept ? d.accept() : d.dismiss()).then(() => resolve(text));
      });
    });
  }
}
