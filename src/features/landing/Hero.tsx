import { useState } from 'react';
import { LandingLink } from './LandingLink';
import { buttonClass, Icon, Modal } from '../../ui';
import { CLAIMS } from './content';
import { DemoVideo } from './DemoVideo';

export function Hero() {
  const [videoOpen, setVideoOpen] = useState(false);

  return (
    <section className="hero" id="top">
      <div className="container hero__inner">
        <div className="hero__copy">
          <p className="eyebrow">AI receptionist for nail salons</p>
          <h1 className="hero__title">Every call answered. Every chair filled.</h1>
          <p className="hero__lead">
            Salon Desk answers your salon’s phone around the clock, books and changes appointments, sends confirmations and reminders, and lets you know about
            every new booking — so your team can focus on the client in the chair.
          </p>
          <div className="hero__actions">
            <LandingLink to="/register" className={buttonClass('primary', 'lg')}>
              Request Free Demo
            </LandingLink>
            <button type="button" className={buttonClass('secondary', 'lg')} onClick={() => setVideoOpen(true)}>
              <Icon name="play" size={18} /> Watch Demo Video
            </button>
          </div>
          <dl className="claims">
            {CLAIMS.map((c) => (
              <div key={c.label} className="claims__item">
                <dt>{c.label}</dt>
                <dd>{c.value}</dd>
              </div>
            ))}
          </dl>
        </div>
        <div className="hero__visual" aria-hidden="true">
          <div className="call-card">
            <p className="call-card__status">
              <span className="dot dot--live" /> Incoming call answered
            </p>
            <p className="call-card__line">“Can I book a pedicure for tomorrow afternoon?”</p>
            <p className="call-card__reply">“Of course! I have 2:00 PM or 4:00 PM with Linh. Which would you like?”</p>
            <p className="call-card__done">
              <Icon name="check" size={16} /> Booked · Pedicure · Tomorrow 4:00 PM
            </p>
          </div>
        </div>
      </div>
      {videoOpen ? (
        <Modal title="Salon Desk demo" onClose={() => setVideoOpen(false)} wide>
          <DemoVideo />
        </Modal>
      ) : null}
    </section>
  );
}
