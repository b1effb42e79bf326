import type { Locator, Page } from 'playwright-core';

export interface Booking {
  phone: string;
  name?: string;
  email?: string;
  service: string;
  staff?: string;
  date?: string;
  /** 'HH:MM'; the first offered time when omitted. */
  time?: string;
  notes?: string;
}

/** Customer Appointments (/dashboard/appointments): table, cards, calendar and the booking form. */
export class AppointmentsPage {
  constructor(
    readonly page: Page,
    private readonly baseUrl: string,
    /** The screen's texts in the language shown (tests/e2e/support/catalog-texts.ts); English when left out. */
    private readonly tx: (english: string) => string = (english) => english,
  ) {}

  async goto(query = '') {
    await this.page.goto(`${this.baseUrl}/dashboard/appointments${query}`);
    await this.heading.waitFor();
  }

  get heading(): Locator {
    return this.page.getByRole('heading', { level: 1, name: this.tx('Customer Appointments') });
  }
  /** The screen's success or failure banner (not the ones inside dialogs). */
  get message(): Locator {
    return this.page.locator('.appt-page > .banner');
  }
  get newButton(): Locator {
    return this.page.getByRole('button', { name: 'New Appointment', exact: true });
  }
  view(name: 'Table' | 'Calendar'): Locator {
    return this.page.getByRole('group', { name: 'View' }).getByRole('button', { name, exact: true });
  }
  card(key: 'today' | 'pending' | 'week-revenue' | 'no-show-rate'): Locator {
    return this.page.getByTestId(`card-${key}`);
  }

  // Table view
  get list(): Locator {
    return this.page.getByRole('region', { name: 'Appointments list' });
  }
  get search(): Locator {
    return this.list.getByLabel('Search appointments');
  }
  get statusFilter(): Locator {
    return this.list.getByLabel('Status', { exact: true });
  }
  get rows(): Locator {
    return this.page.getByTestId('appointment-row');
  }
  row(text: string): Locator {
    return this.rows.filter({ hasText: text });
  }
  rowStatus(row: Locator): Locator {
    return row.getByRole('combobox');
  }
  rowDelete(row: Locator): Locator {
    return row.getByRole('button', { name: /^Delete/ });
  }
  get emptyTitle(): Locator {
    return this.list.getByRole('heading', { name: 'No Appointments Found' });
  }
  get emptyText(): Locator {
    return this.list.locator('.appt-empty p');
  }

  // Calendar view
  get calendar(): Locator {
    return this.page.getByRole('region', { name: 'Week calendar' });
  }
  calendarBlock(text: string): Locator {
    return this.calendar.locator('.appt-block', { hasText: text });
  }
  get legend(): Locator {
    return this.calendar.getByRole('list', { name: 'Staff colours' });
  }
  get details(): Locator {
    return this.page.getByRole('dialog', { name: 'Appointment Details' });
  }

  // New Appointment form
  get form(): Locator {
    return this.page.getByRole('dialog', { name: this.tx('New Appointment') });
  }
  formField(
    label:
      | 'Customer Phone'
      | 'Customer Name'
      | 'Customer Email (optional)'
      | 'Service'
      | `Service ${2 | 3 | 4 | 5}`
      | 'Staff'
      | 'Date'
      | 'Time'
      | 'Repeat'
      | 'Times'
      | 'Notes (optional)',
  ): Locator {
    return this.form.getByLabel(this.tx(label), { exact: true });
  }
  /** One visit, several services. */
  get addAnotherService(): Locator {
    return this.form.getByRole('button', { name: 'Add another service' });
  }
  removeService(n: 2 | 3 | 4 | 5): Locator {
    return this.form.getByRole('button', { name: `Remove service ${n}`, exact: true });
  }
  /** The offered options as they read ('10:00–11:45'). */
  async offeredOptionTexts(): Promise<string[]> {
    return this.formField('Time').locator('option:not([value=""])').allTextContents();
  }
  get formError(): Locator {
    return this.form.getByRole('alert');
  }
  /** Offered start times ('HH:MM'), once the picker has read availability. */
  async offeredTimes(): Promise<string[]> {
    const values = await this.formField('Time')
      .locator('option')
      .evaluateAll((opts) => opts.map((o) => (o as HTMLOptionElement).value));
    return values.filter(Boolean);
  }
  get timeHint(): Locator {
    return this.form.locator('#appt-new-time-hint');
  }

  /** Fills the form (already open) and picks the time; returns the time booked. */
  async fillBooking(b: Booking): Promise<string> {
    await this.formField('Customer Phone').fill(b.phone);
    if (b.name !== undefined) await this.formField('Customer Name').fill(b.name);
    if (b.email !== undefined) await this.formField('Customer Email (optional)').fill(b.email);
    await this.selectByText(this.formField('Service'), b.service);
    if (b.staff) await this.selectByText(this.formField('Staff'), b.staff);
    if (b.date) await this.formField('Date').fill(b.date);
    await this.formField('Time').locator('option:not([value=""])').first().waitFor({ state: 'attached' });
    const time = b.time ?? (await this.offeredTimes())[0];
    await this.formField('Time').selectOption(time);
    if (b.notes) await this.formField('Notes (optional)').fill(b.notes);
    return time;
  }

  /** Options read like 'Gel Manicure — $45.50 · 60 min': pick by the name they start with. */
  async selectByText(select: Locator, text: string) {
    const option = select.locator('option', { hasText: text }).first();
    await option.waitFor({ state: 'attached' });
    await select.selectOption((await option.getAttribute('value')) ?? '');
  }

  async submitBooking() {
    await this.form.getByRole('button', { name: this.tx('Book Appointment') }).click();
  }

  // The details' Edit / Move
  get editButton(): Locator {
    return this.details.getByRole('button', { name: 'Edit / Move', exact: true });
  }
  get editForm(): Locator {
    return this.details.getByRole('form', { name: 'Edit / Move' });
  }
  editField(label: 'Date' | 'Time' | 'Staff' | 'Service' | 'Notes (optional)' | 'Customer Name' | 'Customer Phone' | 'Customer Email (optional)'): Locator {
    return this.editForm.getByLabel(label, { exact: true });
  }
  /** The edit's offered times as [value, text] ('10:00', '10:00–11:00 (current)'). */
  async editTimes(): Promise<[string, string][]> {
    return this.editField('Time')
      .locator('option:not([value=""])')
      .evaluateAll((opts) => opts.map((o) => [(o as HTMLOptionElement).value, o.textContent ?? ''] as [string, string]));
  }
  async saveEdit() {
    await this.editForm.getByRole('button', { name: 'Save', exact: true }).click();
  }
}
