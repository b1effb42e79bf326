import type { ReactNode } from 'react';

export interface BannerProps {
  tone?: 'error' | 'success' | 'info';
  children: ReactNode;
}

/** Errors interrupt (role=alert); success and info are announced politely. */
export function Banner({ tone = 'error', children }: BannerProps) {
  return (
    <div className={`banner banner--${tone}`} role={tone === 'error' ? 'alert' : 'status'}>
      {children}
    </div>
  );
}
