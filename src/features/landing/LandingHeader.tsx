import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { LandingLink } from './LandingLink';
import { buttonClass, Icon } from '../../ui';
import { NAV_LINKS } from './content';
import { LocalePicker } from '../../i18n/components';

export function LandingHeader() {
  const { t, i18n } = useLingui();
  const [menuOpen, setMenuOpen] = useState(false);
  const close = () => setMenuOpen(false);

  return (
    <header className="site-header">
      <div className="site-header__inner">
        <a href="#top" className="brand" onClick={close}>
          <span className="brand__mark" aria-hidden="true">
            ✦
          </span>{' '}
          Salon Desk
        </a>
        <button
          type="button"
          className="icon-button site-header__toggle"
          aria-label={menuOpen ? t`Close menu` : t`Open menu`}
          aria-expanded={menuOpen}
          aria-controls="site-menu"
          onClick={() => setMenuOpen((o) => !o)}
        >
          <Icon name={menuOpen ? 'close' : 'menu'} />
        </button>
        <nav id="site-menu" className={menuOpen ? 'site-nav site-nav--open' : 'site-nav'} aria-label={t`Main`}>
          <ul className="site-nav__links">
            {NAV_LINKS.map((l) => (
              <li key={l.href}>
                <a href={l.href} onClick={close}>
                  {i18n._(l.label)}
                </a>
              </li>
            ))}
          </ul>
          <div className="site-nav__actions">
            <LocalePicker />
            <LandingLink to="/login" className={buttonClass('ghost')}>
              <Trans>Login</Trans>
            </LandingLink>
            <LandingLink to="/register" className={buttonClass('primary')}>
              <Trans>Get Started</Trans>
            </LandingLink>
          </div>
        </nav>
      </div>
    </header>
  );
}
