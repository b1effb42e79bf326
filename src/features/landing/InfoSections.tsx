import { LandingLink } from './LandingLink';
import { buttonClass } from '../../ui';
import { BENEFITS, CONVERSATION, STEPS } from './content';

export function HowItWorks() {
  return (
    <section className="section" id="how-it-works" aria-labelledby="how-title">
      <div className="container">
        <p className="eyebrow">How it works</p>
        <h2 className="section__title" id="how-title">
          From ring to booked in four steps
        </h2>
        <ol className="steps">
          {STEPS.map((s, i) => (
            <li key={s.title} className="steps__item">
              <span className="steps__num" aria-hidden="true">
                {i + 1}
              </span>
              <h3>{s.title}</h3>
              <p>{s.text}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}

export function Benefits() {
  return (
    <section className="section section--tinted" id="benefits" aria-labelledby="benefits-title">
      <div className="container">
        <p className="eyebrow">Benefits</p>
        <h2 className="section__title" id="benefits-title">
          A front desk that never takes a break
        </h2>
        <ul className="benefits">
          {BENEFITS.map((b) => (
            <li key={b.title} className="benefits__item">
              <h3>{b.title}</h3>
              <p>{b.text}</p>
            </li>
          ))}
        </ul>
        <div className="section__cta">
          <LandingLink to="/register" className={buttonClass('primary', 'lg')}>
            Start Free Trial
          </LandingLink>
          <p className="muted">30 days free · Setup in 24-48 hours · Plans from $99/month</p>
        </div>
      </div>
    </section>
  );
}

export function DemoConversation() {
  return (
    <section className="section" id="demo" aria-labelledby="demo-title">
      <div className="container demo">
        <div className="demo__intro">
          <p className="eyebrow">Demo</p>
          <h2 className="section__title" id="demo-title">
            Hear how Sarah handles a real booking
          </h2>
          <p>
            Sarah is your salon’s AI receptionist. She knows your services, prices, staff and hours, keeps her answers short and friendly, and never forgets to
            offer a little extra.
          </p>
        </div>
        <ol className="chat" aria-label="Sample phone conversation">
          {CONVERSATION.map((line, i) => (
            <li key={i} className={`chat__line chat__line--${line.from}`}>
              <span className="chat__who">{line.from === 'agent' ? 'Sarah (AI)' : 'Caller'}</span>
              <p className="chat__bubble">{line.text}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
