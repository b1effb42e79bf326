import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { LandingLink } from './LandingLink';
import { buttonClass, Icon, Modal } from '../../ui';
import { CLAIMS } from './content';
import { DemoVideo } from './DemoVideo';

export function Hero() {
  const { t, i18n } = useLingui();
  const [videoOpen, setVideoOpen] = useState(false);

  return (
    <section className="hero" id="top">
      <div className="container hero__inner">
        <div className="hero__copy">
          <p className="eyebrow">
            <Trans>AI receptionist for nail salons</Trans>
          </p>
          <h1 className="hero__title">
            <Trans>Every call answered. Every chair filled.</Trans>
          </h1>
          <p className="hero__lead">
            <Trans>
              Salon Desk answers your salon’s phone around the clock, books and changes appointments, sends confirmations and reminders, and lets you know about
              every new booking — so your team can focus on the client in the chair.
            </Trans>
          </p>
          <div className="hero__actions">
            <LandingLink to="/register" className={buttonClass('primary', 'lg')}>
              <Trans>Request Free Demo</Trans>
            </LandingLink>
            <button type="button" className={buttonClass('secondary', 'lg')} onClick={() => setVideoOpen(true)}>
              <Icon name="play" size={18} /> <Trans>Watch Demo Video</Trans>
            </button>
          </div>
          <dl className="claims">
            {CLAIMS.map((c) => (
              <div key={c.value} className="claims__item">
                <dt>{i18n._(c.label)}</dt>
                <dd>{c.value}</dd>
              </div>
            ))}
          </dl>
        </div>
        <div className="hero__visual" aria-hidden="true">
          <div className="call-card">
            <p className="call-card__status">
              <span className="dot dot--live" /> <Trans>Incoming call answered</Trans>
            </p>
            <p className="call-card__line">
              <Trans>“Can I book a pedicure for tomorrow afternoon?”</Trans>
            </p>
            <p className="call-card__reply">
              <Trans>“Of course! I have 2:00 PM or 4:00 PM with Linh. Which would you like?”</Trans>
            </p>
            <p className="call-card__done">
              <Icon name="check" size={16} /> <Trans>Booked · Pedicure · Tomorrow 4:00 PM</Trans>
            </p>
          </div>
        </div>
      </div>
      {videoOpen ? (
        <Modal title={t`Salon Desk demo`} onClose={() => setVideoOpen(false)} wide>
          <DemoVideo />
        </Modal>
      ) : null}
    </section>
  );
}
