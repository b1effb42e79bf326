import { useState } from 'react';
import { LandingLink } from './LandingLink';
import { buttonClass, Icon } from '../../ui';
import { NAV_LINKS } from './content';

export function LandingHeader() {
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
          aria-label={menuOpen ? 'Close menu' : 'Open menu'}
          aria-expanded={menuOpen}
          aria-controls="site-menu"
          onClick={() => setMenuOpen((o) => !o)}
        >
          <Icon name={menuOpen ? 'close' : 'menu'} />
        </button>
        <nav id="site-menu" className={menuOpen ? 'site-nav site-nav--open' : 'site-nav'} aria-label="Main">
          <ul className="site-nav__links">
            {NAV_LINKS.map((l) => (
              <li key={l.href}>
                <a href={l.href} onClick={close}>
                  {l.label}
                </a>
              </li>
            ))}
          </ul>
          <div className="site-nav__actions">
            <LandingLink to="/login" className={buttonClass('ghost')}>
              Login
            </LandingLink>
            <LandingLink to="/register" className={buttonClass('primary')}>
              Get Started
            </LandingLink>
          </div>
        </nav>
      </div>
    </header>
  );
}
