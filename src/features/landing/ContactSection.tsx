import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { ValidationError } from '../../domain/errors';
import { Banner, Button, Field, TextAreaField } from '../../ui';
import { contactProblemText } from './contact-problem-text';
import { announceContactIntent, loadContactQueue, markContactRequestsWaiting, parkContactRequest } from './parked-contacts';

export const SENT_STATE_MS = 3000;

const EMPTY = { name: '', email: '', salonName: '', phone: '', message: '' };

export function ContactSection() {
  const { t, i18n } = useLingui();
  const [form, setForm] = useState(EMPTY);
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const section = useRef<HTMLElement>(null);

  useEffect(() => () => clearTimeout(timer.current), []);
  // The queue's code and the sender load when the visitor comes near the form (a screen ahead),
  // not with the page: most visitors only read it, and they should not pay for a database.
  useEffect(() => {
    const el = section.current;
    if (!el || typeof IntersectionObserver === 'undefined') return announceContactIntent();
    const seen = new IntersectionObserver(
      (entries) => {
        if (!entries.some((e) => e.isIntersecting)) return;
        seen.disconnect();
        announceContactIntent();
      },
      { rootMargin: '100% 0px' },
    );
    seen.observe(el);
    return () => seen.disconnect();
  }, []);

  const edit = (e: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    setForm((f) => ({ ...f, [e.target.name]: e.target.value }));
    setError(null);
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setSending(true);
    try {
      // Stored locally first and delivered when online, so a flaky salon connection loses nothing.
      // The queue's code is fetched when the form came near the screen (above), not with the page.
      const queue = await loadContactQueue().catch(() => null);
      // Offline before that code arrived: parked as typed, moved into the queue when it loads.
      if (queue) {
        await queue.submitContactRequest(form);
        markContactRequestsWaiting(true);
      } else parkContactRequest(form);
      announceContactIntent();
      setForm(EMPTY);
      setSent(true);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => setSent(false), SENT_STATE_MS);
    } catch (err) {
      // Keep what was typed: the owner fixes one field instead of starting over.
      setError(err instanceof ValidationError ? contactProblemText(i18n, err.message) : t`We could not save your message. Please try again.`);
    } finally {
      setSending(false);
    }
  };

  return (
    <section className="section" id="contact" aria-labelledby="contact-title" ref={section} onFocus={announceContactIntent}>
      <div className="container contact">
        <div className="contact__intro">
          <p className="eyebrow">
            <Trans>Contact</Trans>
          </p>
          <h2 className="section__title" id="contact-title">
            <Trans>Let’s talk about your salon</Trans>
          </h2>
          <p>
            <Trans>Tell us a little about your salon and we will show you how Salon Desk would answer your calls. Our team replies within 24 hours.</Trans>
          </p>
          <ul className="ticks">
            <li>
              <Trans>30-day free trial</Trans>
            </li>
            <li>
              <Trans>Setup in 24-48 hours</Trans>
            </li>
            <li>
              <Trans>Plans from $99/month, up to 200 calls</Trans>
            </li>
          </ul>
        </div>
        <form className="form card contact__form" onSubmit={submit} aria-label={t`Contact us`}>
          {error ? <Banner>{error}</Banner> : null}
          <div className="form__grid">
            <Field label={t`Your Name *`} name="name" autoComplete="name" required value={form.name} onChange={edit} />
            <Field label={t`Email Address *`} name="email" type="email" autoComplete="email" required value={form.email} onChange={edit} />
            <Field label={t`Nail Salon Name *`} name="salonName" autoComplete="organization" required value={form.salonName} onChange={edit} />
            <Field label={t`Phone Number *`} name="phone" type="tel" autoComplete="tel" required value={form.phone} onChange={edit} />
          </div>
          <TextAreaField label={t`Message`} name="message" rows={4} value={form.message} onChange={edit} />
          <Button type="submit" size="lg" block disabled={sent || sending}>
            {sent ? t`Message Sent!` : sending ? t`Sending...` : t`Send Message`}
          </Button>
        </form>
      </div>
    </section>
  );
}
