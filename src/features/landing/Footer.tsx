import { FOOTER_COLUMNS } from './content';
import { LandingLink } from './LandingLink';

export function Footer() {
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
          <p>The AI receptionist and back office for nail salons.</p>
        </div>
        {FOOTER_COLUMNS.map((col) => (
          <nav key={col.title} aria-label={col.title} className="site-footer__col">
            <h2>{col.title}</h2>
            <ul>
              {col.links.map((l) => (
                <li key={l.label}>
                  {/* A page of the app goes through the router (LandingLink); a section is an anchor. */}
                  {l.href.startsWith('#') ? <a href={l.href}>{l.label}</a> : <LandingLink to={l.href}>{l.label}</LandingLink>}
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <p className="container site-footer__legal">© {new Date().getFullYear()} Salon Desk. All rights reserved.</p>
    </footer>
  );
}
