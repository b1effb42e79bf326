import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { DEMO_VIDEO_EMBED_URL } from '../landing/demo-video';
import './legal.css';

// The Terms and Privacy pages the landing page's footer and the sign-up form link to.
// Short and in plain words: Salon Desk is in development, and these say what it is and where the
// data it holds lives. Keep them true when the app changes what it stores or sends.

function LegalShell({ title, children }: { title: string; children: ReactNode }) {
  const { t } = useLingui();
  useEffect(() => {
    const before = document.title;
    // eslint-disable-next-line lingui/no-unlocalized-strings -- the page's own title and the brand, no words of ours
    document.title = `${title} — Salon Desk`;
    return () => {
      document.title = before;
    };
  }, [title]);
  return (
    <div className="legal">
      <main className="container container--narrow">
        <article className="legal__card">
          <Link to="/" className="brand legal__brand">
            <span className="brand__mark" aria-hidden="true">
              ✦
            </span>{' '}
            Salon Desk
          </Link>
          <h1>{title}</h1>
          <p className="legal__updated">
            <Trans>Salon Desk is a product in development. This page describes the version you are using.</Trans>
          </p>
          {children}
          <nav className="legal__nav" aria-label={t`More`}>
            <Link to="/">
              <Trans>Home</Trans>
            </Link>
            <Link to="/terms">
              <Trans>Terms of Service</Trans>
            </Link>
            <Link to="/privacy">
              <Trans>Privacy Policy</Trans>
            </Link>
            <Link to="/#contact">
              <Trans>Contact us</Trans>
            </Link>
          </nav>
        </article>
      </main>
    </div>
  );
}

export function TermsPage() {
  const { t } = useLingui();
  return (
    <LegalShell title={t`Terms of Service`}>
      <h2>
        <Trans>What Salon Desk is today</Trans>
      </h2>
      <p>
        <Trans>
          Salon Desk is a back office and AI receptionist for nail salons that is still being built. You may try it and use it for your salon, but it comes as
          it is: no plan is sold yet, and no payment is taken. The figures on our home page (uptime, salons, prices, share of calls handled) describe the
          service we are working towards. They are not promises made by this version.
        </Trans>
      </p>
      <h2>
        <Trans>Your salon’s data stays yours</Trans>
      </h2>
      <p>
        <Trans>
          What you enter about your salon, your team and your clients belongs to you. Salon Profile exports all of it as a backup file whenever you like, and
          the same screen restores it. We do not sell it or use it for anything but running your salon’s own screens and messages.
        </Trans>
      </p>
      <h2>
        <Trans>Messages to your clients</Trans>
      </h2>
      <p>
        <Trans>
          Confirmations, updates, cancellation notices and reminders go out by email and, when you turn texts on, by text message, in your salon’s name. Send
          them only to clients who gave you their contact for their appointments. You can switch each kind of message off in Salon Profile.
        </Trans>
      </p>
      <h2>
        <Trans>Sarah, the AI receptionist</Trans>
      </h2>
      <p>
        <Trans>
          Sarah answers from your services, prices, hours and FAQs, and books through the same rules as your own screens. She can still misunderstand a caller.
          Look over what she booked, and keep your FAQs up to date. Phone calls to Sarah are simulated in this version: AI Chat Test is where you talk to her.
        </Trans>
      </p>
      <h2>
        <Trans>Changes and questions</Trans>
      </h2>
      <p>
        <Trans>
          These terms will change as the product does; the version you use is the one on this page. Questions are welcome through the contact form on our home
          page.
        </Trans>
      </p>
    </LegalShell>
  );
}

export function PrivacyPage() {
  const { t } = useLingui();
  const host = DEMO_VIDEO_EMBED_URL ? new URL(DEMO_VIDEO_EMBED_URL).host : null;
  return (
    <LegalShell title={t`Privacy Policy`}>
      <h2>
        <Trans>On your device</Trans>
      </h2>
      <p>
        <Trans>
          Salon Desk keeps your salon’s data in the browser’s own database (IndexedDB) on each device you sign in on, so the front desk keeps working without a
          connection: the salon profile and hours, services, FAQs, staff and their schedules, clients, appointments, notifications, the messages to clients, and
          the changes not yet sent. Your sign-in stays in the browser only while the tab is open, unless you tick “Remember me”. The AI provider key and the
          phone line settings you type in are saved on that device only and are not synced; the text-message provider’s account, which the backend needs to send
          your texts, is kept on your backend.
        </Trans>
      </p>
      <h2>
        <Trans>On your salon’s backend</Trans>
      </h2>
      <p>
        <Trans>
          Every change is synced to your salon’s backend, a Supabase project (or the local backend that stands in for one), so your other devices see the same
          salon. There, each row belongs to your salon, and only your owner account can read or change it. The online booking page, when you turn it on, shows
          customers your salon’s name, hours, services and free times, never your clients.
        </Trans>
      </p>
      <h2>
        <Trans>Your clients</Trans>
      </h2>
      <p>
        <Trans>
          A client’s name, phone number and, when given, email address are kept to book them and to send them their confirmations, updates, cancellation notices
          and reminders: email through your backend’s mail server, and texts through the text-message provider your salon set up (Twilio). A client who books
          online or through Sarah gives those details themselves.
        </Trans>
      </p>
      <h2>
        <Trans>What leaves your salon’s systems</Trans>
      </h2>
      <ul>
        <li>
          <Trans>Email and text messages to your clients, as above.</Trans>
        </li>
        <li>
          <Trans>
            What you type in AI Chat Test, with your salon’s services, hours and FAQs, goes to the AI provider whose address and key you entered. Nothing goes
            to any provider before you enter one.
          </Trans>
        </li>
        <li>
          <Trans>Our home page’s contact form sends the name, email, salon, phone and message you give it to the backend, for us to answer you.</Trans>
        </li>
      </ul>
      <p>
        <Trans>Salon Desk has no advertising, no analytics and no tracking cookies.</Trans>{' '}
        {host ? (
          <Trans>The demo video on the home page is played by {host}, which learns of your visit when you open it.</Trans>
        ) : (
          <Trans>The demo video on the home page is served from this site and asked for only when you open it.</Trans>
        )}
      </p>
      <h2>
        <Trans>Removing data</Trans>
      </h2>
      <p>
        <Trans>
          Deleting a service, a staff member or an appointment in the app deletes it on your devices and your backend as the change syncs. A backup file you
          exported stays wherever you saved it. To remove a whole salon, write to us through the contact form.
        </Trans>
      </p>
    </LegalShell>
  );
}
