import { LocalePicker } from '../../i18n/components';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

export interface AuthShellProps {
  title: string;
  subtitle: string;
  children: ReactNode;
  footer: ReactNode;
}

/** The card both auth screens sit in, with the way back to the public site. */
export function AuthShell({ title, subtitle, children, footer }: AuthShellProps) {
  return (
    <div className="auth">
      <div className="auth__card">
        <Link to="/" className="brand auth__brand">
          <span className="brand__mark" aria-hidden="true">
            ✦
          </span>{' '}
          Salon Desk
        </Link>
        <LocalePicker className="auth__locale" />
        <h1 className="auth__title">{title}</h1>
        <p className="auth__subtitle">{subtitle}</p>
        {children}
        <div className="auth__footer">{footer}</div>
      </div>
    </div>
  );
}
