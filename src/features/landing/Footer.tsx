import { Trans, useLingui } from '@lingui/react/macro';
import { FOOTER_COLUMNS } from './content';
import { LandingLink } from './LandingLink';

export function Footer() {
  const { i18n } = useLingui();
  const year = new Date().getFullYear();
  return (
    <footer className="site-footer">
      <div className="container site-footer__inner">
        <div className="site-footer__about">
          <span className="brand">
            <span className="brand__mark" aria-hidden="true">
              ✦
            </span>{' '}
            Salon Desk
          </span>
          <p>
            <Trans>The AI receptionist and back office for nail salons.</Trans>
          </p>
        </div>
        {FOOTER_COLUMNS.map((col) => (
          <nav key={col.title.id} aria-label={i18n._(col.title)} className="site-footer__col">
            <h2>{i18n._(col.title)}</h2>
            <ul>
              {col.links.map((l) => (
                <li key={l.href}>
                  {/* A page of the app goes through the router (LandingLink); a section is an anchor. */}
                  {l.href.startsWith('#') ? <a href={l.href}>{i18n._(l.label)}</a> : <LandingLink to={l.href}>{i18n._(l.label)}</LandingLink>}
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <p className="container site-footer__legal">
        <Trans>© {year} Salon Desk. All rights reserved.</Trans>
      </p>
    </footer>
  );
}
