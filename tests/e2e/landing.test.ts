import { describe, expect, it } from 'vitest';
import { LandingPage } from './pages/landing.page';
import { PHONE, useE2E } from './support/fixture';
import { eventually } from './support/wait';

const e2e = useE2E();

async function openLanding(viewport?: { width: number; height: number }) {
  const page = await e2e.newPage(viewport);
  const landing = new LandingPage(page, e2e.baseUrl);
  return { page, landing };
}

describe('landing page', () => {
  it('shows every section in the spec order and loads no dashboard code', async () => {
    const { page, landing } = await openLanding();
    const scripts: string[] = [];
    page.on('request', (r) => r.resourceType() === 'script' && scripts.push(r.url()));
    await landing.goto();

    const order = await page.evaluate(() => [...document.querySelectorAll('main > section')].map((s) => s.id));
    expect(order).toEqual(['top', 'how-it-works', 'benefits', 'demo', 'faq', 'contact']);
    expect(await landing.section('how-it-works').locator('li').count()).toBe(4);
    expect(await landing.section('benefits').locator('li').count()).toBe(5);
    expect(await landing.section('demo').textContent()).toContain('$35');
    for (const claim of ['99.9%', '24/7', '500+']) expect(await page.locator('.claims').textContent()).toContain(claim);
    for (const anchor of ['features', 'pricing', 'demo', 'integrations', 'help', 'contact', 'documentation', 'status']) {
      expect(await page.locator(`footer a[href="#${anchor}"]`).count(), anchor).toBe(1);
    }

    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.filter((u) => /DashboardLayout|OverviewPage|placeholder|pages-/.test(u))).toEqual([]);
    expect(e2e.pageErrors).toEqual([]);
  });

  it('header anchors set the hash and bring their section under the sticky header', async () => {
    const { landing } = await openLanding();
    await landing.goto();
    const headerHeight = await landing.headerHeight();

    for (const [label, id] of [
      ['How It Works', 'how-it-works'],
      ['Benefits', 'benefits'],
      ['Demo', 'demo'],
      ['Contact', 'contact'],
    ] as const) {
      await landing.navLink(label).click();
      expect(await landing.hash).toBe(`#${id}`);
      // The section starts just below the sticky header, not hidden behind it.
      const top = await eventually(async () => {
        const t = await landing.sectionTop(id);
        if (t < headerHeight - 1 || t > headerHeight + 40) throw new Error(`#${id} is at ${t}px`);
        return t;
      });
      expect(top).toBeGreaterThanOrEqual(headerHeight - 1);
      expect(await landing.header.isVisible()).toBe(true);
    }
  });

  it('Login and Get Started lead to /login and /register; the hero and benefits buttons to /register', async () => {
    const { page, landing } = await openLanding();
    await landing.goto();
    await landing.navLink('Login').click();
    await page.waitForURL('**/login');
    await page.goBack();
    await landing.navLink('Get Started').click();
    await page.waitForURL('**/register');
    await landing.goto();
    expect(await landing.requestDemo.getAttribute('href')).toBe('/register');
    expect(await landing.startTrial.getAttribute('href')).toBe('/register');
  });

  it('FAQ accordion keeps at most one item open, and clicking the open one closes it', async () => {
    const { landing } = await openLanding();
    await landing.goto('#faq');
    const count = await landing.faqButtons.count();
    expect(count).toBeGreaterThanOrEqual(4);
    expect(await landing.expandedFaqs()).toEqual(Array(count).fill(false));
    expect(await landing.faqAnswers.count()).toBe(0);

    await landing.faqButtons.nth(0).click();
    expect(await landing.expandedFaqs()).toEqual([true, ...Array(count - 1).fill(false)]);
    expect(await landing.faqAnswers.textContent()).toContain('24-48 hour');

    await landing.faqButtons.nth(1).click();
    expect(await landing.expandedFaqs()).toEqual([false, true, ...Array(count - 2).fill(false)]);
    expect(await landing.faqAnswers.count()).toBe(1);
    expect(await landing.faqAnswers.textContent()).toContain('95%');

    await landing.faqButtons.nth(1).click();
    expect(await landing.expandedFaqs()).toEqual(Array(count).fill(false));
    expect(await landing.faqAnswers.count()).toBe(0);

    await landing.contactSupport.click();
    expect(await landing.hash).toBe('#contact');
  });

  it('Watch Demo Video opens an autoplaying embed that closes with the button or Escape', async () => {
    const { page, landing } = await openLanding();
    await landing.goto();
    expect(await landing.videoFrame.count()).toBe(0);

    await landing.watchVideo.click();
    await landing.videoDialog.waitFor();
    expect(await landing.videoFrame.getAttribute('src')).toMatch(/^https:\/\/.+autoplay=1/);
    await landing.closeVideo.click();
    await landing.videoDialog.waitFor({ state: 'detached' });
    expect(await landing.videoFrame.count()).toBe(0);

    await landing.watchVideo.click();
    await landing.videoDialog.waitFor();
    await page.keyboard.press('Escape');
    await landing.videoDialog.waitFor({ state: 'detached' });
    expect(await landing.videoFrame.count()).toBe(0);
  });

  it('on a phone the menu toggle shows the links and closes after a jump', async () => {
    const { landing } = await openLanding(PHONE);
    await landing.goto();
    expect(await landing.navLink('Benefits').isVisible()).toBe(false);
    expect(await landing.menuToggle.getAttribute('aria-expanded')).toBe('false');

    await landing.menuToggle.click();
    expect(await landing.menuToggle.getAttribute('aria-expanded')).toBe('true');
    expect(await landing.navLink('Login').isVisible()).toBe(true);
    expect(await landing.navLink('Get Started').isVisible()).toBe(true);

    await landing.navLink('Benefits').click();
    expect(await landing.hash).toBe('#benefits');
    expect(await landing.navLink('Benefits').isVisible()).toBe(false);
  });

  it('contact form: a bad field keeps the typed text; a good one shows Message Sent! for 3 s', async () => {
    const { landing } = await openLanding();
    await landing.goto('#contact');
    const values = { name: 'Mai Tran', email: 'mai@example.com', salonName: 'Lotus Nails', phone: 'call me', message: 'Hello!' };
    await landing.fillContact(values);
    await landing.contactSubmit.click();
    expect(await landing.contactBanner.textContent()).toBe('Please enter a valid phone number');
    expect(await landing.contactField('Your Name *').inputValue()).toBe('Mai Tran');
    expect(await landing.contactField('Message').inputValue()).toBe('Hello!');

    await landing.contactField('Phone Number *').fill('555-0100');
    expect(await landing.contactBanner.count()).toBe(0);
    await landing.contactSubmit.click();
    const sentAt = Date.now();
    await eventually(async () => expect(await landing.contactSubmit.textContent()).toBe('Message Sent!'));
    expect(await landing.contactSubmit.isDisabled()).toBe(true);
    expect(await landing.contactField('Your Name *').inputValue()).toBe('');

    await eventually(async () => expect(await landing.contactSubmit.textContent()).toBe('Send Message'), 6_000);
    const elapsed = Date.now() - sentAt;
    expect(elapsed).toBeGreaterThanOrEqual(2_800);
    expect(elapsed).toBeLessThan(4_500);
    expect(await landing.contactSubmit.isDisabled()).toBe(false);
  });

  it('a contact request sent offline is kept and reaches the backend once back online', async () => {
    const { page, landing } = await openLanding();
    await landing.goto('#contact');
    const email = `offline-${Date.now()}@example.com`;
    await page.context().setOffline(true);
    await landing.fillContact({ name: 'Kim Pham', email, salonName: 'Kim Nails', phone: '555-0123', message: 'Call me' });
    await landing.contactSubmit.click();
    await eventually(async () => expect(await landing.contactSubmit.textContent()).toBe('Message Sent!'));
    expect(await e2e.adminSelect('contact_requests', `email=eq.${encodeURIComponent(email)}`)).toEqual([]);

    await page.context().setOffline(false);
    const rows = await eventually(async () => {
      const found = await e2e.adminSelect<{ name: string; salon_name: string; phone: string; message: string }>(
        'contact_requests',
        `email=eq.${encodeURIComponent(email)}`,
      );
      expect(found).toHaveLength(1);
      return found;
    }, 15_000, 250);
    expect(rows[0]).toMatchObject({ name: 'Kim Pham', salon_name: 'Kim Nails', phone: '555-0123', message: 'Call me' });
  });

  it('the contact field types and labels are the spec’s', async () => {
    const { landing } = await openLanding();
    await landing.goto('#contact');
    expect(await landing.contactField('Email Address *').getAttribute('type')).toBe('email');
    expect(await landing.contactField('Phone Number *').getAttribute('type')).toBe('tel');
    expect(await landing.contactField('Message').getAttribute('rows')).toBe('4');
    for (const label of ['Your Name *', 'Email Address *', 'Nail Salon Name *', 'Phone Number *']) {
      expect(await landing.contactField(label).getAttribute('required'), label).not.toBeNull();
    }
    const names = await landing.contactForm.locator('input, textarea').evaluateAll((els) => els.map((e) => e.getAttribute('name')));
    expect(names).toEqual(['name', 'email', 'salonName', 'phone', 'message']);
  });
});
