import type { Locator, Page } from 'playwright-core';

export const SIDEBAR_ENTRIES = [
  ['Overview', '/dashboard'],
  ['Salon Profile', '/dashboard/profile'],
  ['Staff Management', '/dashboard/staff'],
  ['Staff Schedule', '/dashboard/schedule'],
  ['Appointments', '/dashboard/appointments'],
  ['Clients', '/dashboard/clients'],
  ['Phone Integration', '/dashboard/phone'],
  ['AI Chat Test', '/dashboard/ai-chat'],
  ['Calls', '/dashboard/calls'],
] as const;

export class DashboardPage {
  constructor(
    readonly page: Page,
    private readonly baseUrl: string,
    /** The screen's texts in the language shown (tests/e2e/support/catalog-texts.ts); English when left out. */
    private readonly tx: (english: string) => string = (english) => english,
  ) {}

  async goto(path = '/dashboard') {
    await this.page.goto(`${this.baseUrl}${path}`);
  }

  /** Resolves once the layout is on screen (the session has loaded and let us in). */
  async ready() {
    await this.page.waitForURL((url) => url.pathname.startsWith('/dashboard'));
    await this.ownerName.waitFor({ state: 'attached' });
  }

  get pathname(): Promise<string> {
    return this.page.evaluate(() => location.pathname);
  }
  get sidebar(): Locator {
    return this.page.locator('#dashboard-sidebar');
  }
  get nav(): Locator {
    return this.sidebar.getByRole('navigation', { name: this.tx('Main') });
  }
  navLink(name: string): Locator {
    return this.nav.getByRole('link', { name: this.tx(name), exact: true });
  }
  get ownerName(): Locator {
    return this.page.getByTestId('owner-name');
  }
  get salonName(): Locator {
    return this.page.getByTestId('salon-name');
  }
  get heading(): Locator {
    return this.page.getByRole('heading', { level: 1 });
  }
  get salonPhone(): Locator {
    return this.page.getByTestId('salon-phone');
  }
  get salonTimeZone(): Locator {
    return this.page.getByTestId('salon-time-zone');
  }
  get menuToggle(): Locator {
    return this.page.getByRole('button', { name: 'Toggle navigation' });
  }
  get search(): Locator {
    return this.page.getByRole('searchbox', { name: 'Search' });
  }
  /** The top bar's search box only (exact name: screens may have their own 'Search …' box). */
  get topSearch(): Locator {
    return this.page.locator('header.topbar').getByRole('searchbox', { name: 'Search', exact: true });
  }
  get bell(): Locator {
    return this.page.getByRole('button', { name: /^Notifications/ });
  }
  get signOutButton(): Locator {
    return this.sidebar.getByRole('button', { name: 'Sign out' });
  }

  // Overview
  /** A statistic's value: 'bookings', 'revenue', 'upcoming', 'staff' or 'services'. */
  stat(id: 'bookings' | 'revenue' | 'upcoming' | 'staff' | 'services'): Locator {
    return this.page.getByTestId(`stat-${id}`);
  }
  get upcomingToday(): Locator {
    return this.page.getByRole('region', { name: this.tx('Upcoming today') });
  }
  get recentActivity(): Locator {
    return this.page.getByRole('region', { name: this.tx('Recent Activity') });
  }
  activityItems(): Promise<string[]> {
    return this.recentActivity.locator('li').allTextContents();
  }
  quickAction(name: 'New appointment' | 'Add staff' | 'Edit schedule' | 'Test AI receptionist'): Locator {
    return this.page.getByRole('region', { name: 'Quick Actions' }).getByRole('button', { name, exact: true });
  }
}
