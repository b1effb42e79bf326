import { createContext, useContext, type MouseEvent, type ReactNode } from 'react';

/**
 * How the landing page moves into the app (/login, /register). Opened as the first URL, the
 * landing page runs without the router (src/app/main.tsx: ~12 KB gzip it does not need to
 * render), and main provides a `go` that starts the routed app on the new URL. Inside the routed
 * app, the router's navigate is provided. With no provider, the link is a plain page load.
 */
export const LandingNavContext = createContext<((to: string) => void) | null>(null);

export function LandingLink({ to, className, children }: { to: string; className?: string; children: ReactNode }) {
  const go = useContext(LandingNavContext);
  const click = (e: MouseEvent<HTMLAnchorElement>) => {
    // A new tab or window (modifier keys, middle button) stays the browser's own.
    if (!go || e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
    e.preventDefault();
    go(to);
  };
  return (
    <a href={to} className={className} onClick={click}>
      {children}
    </a>
  );
}
