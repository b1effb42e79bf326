import { describe, expect, it } from 'vitest';
import { LandingPage } from './pages/landing.page';
import { PHONE, useE2E } from './support/fixture';
import { expectAccessible } from './support/axe';
import { eventually } from './support/wait';
import { DEMO_STEPS } from '../../src/features/landing/demo-video';

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
    // Every footer link leads somewhere real: a section of this page, or a page of the app.
    const footerHrefs = await page.locator('footer a').evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? ''));
    expect(footerHrefs).toEqual(['#how-it-works', '#benefits', '#demo', '#faq', '#contact', '/terms', '/privacy']);
    for (const href of footerHrefs.filter((h) => h.startsWith('#'))) expect(await page.locator(href).count(), href).toBe(1);

    expect(scripts.length).toBeGreaterThan(0);
    // The dashboard's first screen rides in app-shell and dashboard (scripts/first-screen-chunks.ts).
    expect(scripts.filter((u) => /\/assets\/(app-shell|dashboard)-|DashboardLayout|OverviewPage|placeholder|pages-/.test(u))).toEqual([]);
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

  it('Watch Demo Video plays the recorded walkthrough with its captions, asked for only once the modal opens', async () => {
    const { page, landing } = await openLanding();
    // The page's and its service worker's requests alike: the worker must not fetch it either.
    const demoRequests: string[] = [];
    page.context().on('request', (r) => new URL(r.url()).pathname.startsWith('/demo/') && demoRequests.push(new URL(r.url()).pathname));
    await landing.goto();
    // Once the page has done its idle work and the worker has installed (and precached), nothing
    // of the video has been asked for.
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    await page.waitForTimeout(500);
    expect(await landing.video.count()).toBe(0);
    expect(demoRequests).toEqual([]);

    await landing.watchVideo.click();
    await landing.videoDialog.waitFor();
    expect(await landing.video.getAttribute('aria-label')).toBe('Salon Desk demo video');
    const track = landing.video.locator('track');
    expect(await track.getAttribute('kind')).toBe('captions');
    expect(await track.getAttribute('srclang')).toBe('en');
    expect(await track.getAttribute('default')).not.toBeNull();
    // It plays by itself, and its time advances.
    const first = await eventually(async () => {
      const state = await landing.videoState();
      if (state.paused || state.currentTime < 0.3) throw new Error(`not playing: ${JSON.stringify(state)}`);
      return state;
    }, 15_000);
    expect(first.source).toMatch(/\/demo\/salon-desk-demo\.webm$/);
    const later = await eventually(async () => {
      const state = await landing.videoState();
      if (state.currentTime < first.currentTime + 1) throw new Error(`stuck at ${state.currentTime}`);
      return state;
    }, 15_000);
    expect(later.currentTime).toBeGreaterThan(first.currentTime);
    // The captions show, one cue per step of the walkthrough, the first one now.
    expect(later.captions.mode).toBe('showing');
    expect(later.captions.cues).toBe(DEMO_STEPS.length);
    expect(later.captions.active).toEqual([DEMO_STEPS[0].text]);
    expect(demoRequests).toContain('/demo/salon-desk-demo.webm');
    expect(demoRequests).toContain('/demo/salon-desk-demo.vtt');

    // The same steps in words below the player.
    await landing.videoDialog.getByText('What the video shows').click();
    expect(await landing.videoDialog.locator('#demo-video-steps li').allTextContents()).toEqual(DEMO_STEPS.map((s) => s.text));
    await expectAccessible(page, '[role="dialog"]');

    await landing.closeVideo.click();
    await landing.videoDialog.waitFor({ state: 'detached' });
    expect(await landing.video.count()).toBe(0);
    await landing.watchVideo.click();
    await landing.videoDialog.waitFor();
    await page.keyboard.press('Escape');
    await landing.videoDialog.waitFor({ state: 'detached' });
    expect(await landing.video.count()).toBe(0);
    expect(e2e.pageErrors).toEqual([]);
  });

  it('the video is served as a video, in byte ranges, and says so when it cannot load', async () => {
    const webm = await fetch(`${e2e.baseUrl}/demo/salon-desk-demo.webm`, { headers: { Range: 'bytes=0-99' } });
    expect(webm.status).toBe(206);
    expect(webm.headers.get('content-type')).toBe('video/webm');
    expect(webm.headers.get('content-range')).toMatch(/^bytes 0-99\/\d+$/);
    expect((await webm.arrayBuffer()).byteLength).toBe(100);
    const vtt = await fetch(`${e2e.baseUrl}/demo/salon-desk-demo.vtt`);
    expect(vtt.headers.get('content-type')).toMatch(/^text\/vtt/);
    expect(await vtt.text()).toMatch(/^WEBVTT/);

    const { page, landing } = await openLanding();
    await page.route('**/demo/*.{webm,mp4}', (route) => route.abort('internetdisconnected'));
    await landing.goto();
    await landing.watchVideo.click();
    await eventually(async () =>
      expect(await landing.videoFailed.textContent()).toBe('The video could not load. It is not kept for offline use: try again with a connection.'),
    );
  });

  it('Terms and Privacy, from the footer and the sign-up form, are pages of their own', async () => {
    const { page, landing } = await openLanding();
    await landing.goto();
    await landing.footerLink('Terms of Service').click();
    await page.waitForURL('**/terms');
    await page.getByRole('heading', { level: 1, name: 'Terms of Service' }).waitFor();
    expect(await page.locator('main').textContent()).toContain('Salon Desk is a product in development');
    await page.getByRole('link', { name: 'Privacy Policy' }).click();
    await page.waitForURL('**/privacy');
    await page.getByRole('heading', { level: 1, name: 'Privacy Policy' }).waitFor();
    const privacy = (await page.locator('main').textContent()) ?? '';
    for (const words of ['IndexedDB', 'Supabase', 'email', 'texts']) expect(privacy, words).toContain(words);
    await expectAccessible(page);
    await page.getByRole('link', { name: 'Home' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await landing.watchVideo.waitFor();

    // Opened as the first URL too; the sign-up form opens them in a new tab, keeping what was typed.
    await page.goto(`${e2e.baseUrl}/privacy`);
    await page.getByRole('heading', { level: 1, name: 'Privacy Policy' }).waitFor();
    await page.goto(`${e2e.baseUrl}/register`);
    for (const [name, href] of [
      ['Terms of Service', '/terms'],
      ['Privacy Policy', '/privacy'],
    ] as const) {
      const link = page.locator('form').getByRole('link', { name });
      expect(await link.getAttribute('href')).toBe(href);
      expect(await link.getAttribute('target')).toBe('_blank');
    }
    expect(e2e.pageErrors).toEqual([]);
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
    const rows = await eventually(
      async () => {
        const found = await e2e.adminSelect<{ name: string; salon_name: string; phone: string; message: string }>(
          'contact_requests',
          `email=eq.${encodeURIComponent(email)}`,
        );
        expect(found).toHaveLength(1);
        return found;
      },
      15_000,
      250,
    );
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
