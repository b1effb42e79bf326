import type { Locator, Page } from 'playwright-core';

export class LandingPage {
  constructor(
    readonly page: Page,
    private readonly baseUrl: string,
  ) {}

  async goto(hash = '') {
    await this.page.goto(`${this.baseUrl}/${hash}`);
    await this.heroTitle.waitFor();
  }

  get heroTitle(): Locator {
    return this.page.getByRole('heading', { level: 1 });
  }

  get header(): Locator {
    return this.page.locator('header.site-header');
  }

  navLink(name: string): Locator {
    return this.header.getByRole('navigation', { name: 'Main' }).getByRole('link', { name, exact: true });
  }

  get menuToggle(): Locator {
    return this.header.getByRole('button', { name: /menu/i });
  }

  get hash(): Promise<string> {
    return this.page.evaluate(() => location.hash);
  }

  /** Top of a section relative to the viewport, in CSS pixels. */
  sectionTop(id: string): Promise<number> {
    return this.page.evaluate((sectionId) => document.getElementById(sectionId)!.getBoundingClientRect().top, id);
  }

  headerHeight(): Promise<number> {
    return this.header.evaluate((el) => el.getBoundingClientRect().height);
  }

  // Hero and video
  get requestDemo(): Locator {
    return this.page.getByRole('link', { name: 'Request Free Demo' });
  }
  get watchVideo(): Locator {
    return this.page.getByRole('button', { name: 'Watch Demo Video' });
  }
  get videoDialog(): Locator {
    return this.page.getByRole('dialog');
  }
  /** The recorded walkthrough's player (src/features/landing/DemoVideo.tsx). */
  get video(): Locator {
    return this.videoDialog.locator('video');
  }
  get videoFailed(): Locator {
    return this.videoDialog.getByRole('status');
  }
  /** The player's state, read from the element: where it is, and its captions track. */
  videoState(): Promise<{ currentTime: number; paused: boolean; source: string; captions: { mode: string; cues: number; active: string[] } }> {
    return this.video.evaluate((el) => {
      const v = el as HTMLVideoElement;
      const track = v.textTracks[0];
      return {
        currentTime: v.currentTime,
        paused: v.paused,
        source: v.currentSrc,
        captions: {
          mode: track?.mode ?? 'none',
          cues: track?.cues?.length ?? 0,
          active: [...(track?.activeCues ?? [])].map((c) => (c as VTTCue).text),
        },
      };
    });
  }
  get closeVideo(): Locator {
    return this.videoDialog.getByRole('button', { name: 'Close' });
  }

  footerLink(name: string): Locator {
    return this.page.locator('footer').getByRole('link', { name, exact: true });
  }

  // Sections
  get startTrial(): Locator {
    return this.page.getByRole('link', { name: 'Start Free Trial' });
  }
  get contactSupport(): Locator {
    return this.page.getByRole('link', { name: 'Contact Support' });
  }
  section(id: string): Locator {
    return this.page.locator(`section#${id}`);
  }

  // FAQ
  get faqButtons(): Locator {
    return this.section('faq').locator('.faq__q button');
  }
  get faqAnswers(): Locator {
    return this.section('faq').getByRole('region');
  }
  async expandedFaqs(): Promise<boolean[]> {
    return this.faqButtons.evaluateAll((buttons) => buttons.map((b) => b.getAttribute('aria-expanded') === 'true'));
  }

  // Contact form
  get contactForm(): Locator {
    return this.page.getByRole('form', { name: 'Contact us' });
  }
  contactField(label: string): Locator {
    return this.contactForm.getByLabel(label, { exact: true });
  }
  get contactSubmit(): Locator {
    return this.contactForm.locator('button[type=submit]');
  }
  get contactBanner(): Locator {
    return this.contactForm.getByRole('alert');
  }

  async fillContact(values: { name: string; email: string; salonName: string; phone: string; message?: string }) {
    await this.contactField('Your Name *').fill(values.name);
    await this.contactField('Email Address *').fill(values.email);
    await this.contactField('Nail Salon Name *').fill(values.salonName);
    await this.contactField('Phone Number *').fill(values.phone);
    if (values.message !== undefined) await this.contactField('Message').fill(values.message);
  }
}
