import { Trans, useLingui } from '@lingui/react/macro';
import { LandingLink } from './LandingLink';
import { buttonClass } from '../../ui';
import { BENEFITS, CONVERSATION, STEPS } from './content';

export function HowItWorks() {
  const { i18n } = useLingui();
  return (
    <section className="section" id="how-it-works" aria-labelledby="how-title">
      <div className="container">
        <p className="eyebrow">
          <Trans>How it works</Trans>
        </p>
        <h2 className="section__title" id="how-title">
          <Trans>From ring to booked in four steps</Trans>
        </h2>
        <ol className="steps">
          {STEPS.map((s, i) => (
            <li key={s.title.id} className="steps__item">
              <span className="steps__num" aria-hidden="true">
                {i + 1}
              </span>
              <h3>{i18n._(s.title)}</h3>
              <p>{i18n._(s.text)}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}

export function Benefits() {
  const { i18n } = useLingui();
  return (
    <section className="section section--tinted" id="benefits" aria-labelledby="benefits-title">
      <div className="container">
        <p className="eyebrow">
          <Trans>Benefits</Trans>
        </p>
        <h2 className="section__title" id="benefits-title">
          <Trans>A front desk that never takes a break</Trans>
        </h2>
        <ul className="benefits">
          {BENEFITS.map((b) => (
            <li key={b.title.id} className="benefits__item">
              <h3>{i18n._(b.title)}</h3>
              <p>{i18n._(b.text)}</p>
            </li>
          ))}
        </ul>
        <div className="section__cta">
          <LandingLink to="/register" className={buttonClass('primary', 'lg')}>
            <Trans>Start Free Trial</Trans>
          </LandingLink>
          <p className="muted">
            <Trans>30 days free · Setup in 24-48 hours · Plans from $99/month</Trans>
          </p>
        </div>
      </div>
    </section>
  );
}

export function DemoConversation() {
  const { t, i18n } = useLingui();
  return (
    <section className="section" id="demo" aria-labelledby="demo-title">
      <div className="container demo">
        <div className="demo__intro">
          <p className="eyebrow">
            <Trans>Demo</Trans>
          </p>
          <h2 className="section__title" id="demo-title">
            <Trans>Hear how Sarah handles a real booking</Trans>
          </h2>
          <p>
            <Trans>
              Sarah is your salon’s AI receptionist. She knows your services, prices, staff and hours, keeps her answers short and friendly, and never forgets
              to offer a little extra.
            </Trans>
          </p>
        </div>
        <ol className="chat" aria-label={t`Sample phone conversation`}>
          {CONVERSATION.map((line, i) => (
            <li key={i} className={`chat__line chat__line--${line.from}`}>
              <span className="chat__who">{line.from === 'agent' ? t`Sarah (AI)` : t`Caller`}</span>
              <p className="chat__bubble">{i18n._(line.text)}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
